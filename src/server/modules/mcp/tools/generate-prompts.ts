import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { validateGeneratorInput } from "../../../../shared/schemas/generator.js";
import { generatePromptsInput } from "../../../../shared/schemas/mcp.js";
import { generateCategoryPromptsTask } from "../../../ai/tasks/generate-category-prompts.js";
import { requireProAccess } from "../../../billing/access.js";
import { AppError } from "../../../lib/errors.js";
import { PRO_REQUIRED_MESSAGE } from "../../generator/generator-routes.js";
import { defineTool, ToolFailure } from "../mcp-tool.js";

export const generatePrompts = defineTool({
  name: "generate_prompts",
  input: generatePromptsInput,
  output: z.object({
    prompts: z.array(
      z.object({
        title: z.string(),
        difficulty: z.string(),
        methodology_steps: z.array(z.string()),
        prompt: z.string(),
        explanation: z.string(),
      }),
    ),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ category, details }, { billingStore, userId, appUrl, ai, aiLimiter }) {
    try {
      await requireProAccess(billingStore, userId, PRO_REQUIRED_MESSAGE);
    } catch (error) {
      if (error instanceof AppError && error.code === "PRO_REQUIRED")
        throw new ToolFailure(mcpMessages.proRequired(error.message, appUrl), "PRO_REQUIRED");
      throw error;
    }
    const validation = validateGeneratorInput({
      category,
      problemDescription: details,
      ...(category === "other" ? { customProblemDescription: details } : {}),
    });
    if (!validation.ok) throw new ToolFailure(validation.message);
    await aiLimiter.check(userId);
    const result = await ai.run(generateCategoryPromptsTask, validation.data);
    return {
      data: { prompts: result.output.prompts },
      summary: mcpMessages.generated(result.output.prompts.length, category),
    };
  },
});
