import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generatorCategoryIds,
  generatorResponseSchema,
  validateGeneratorInput,
} from "../../../shared/schemas/generator.js";
import { createLogger } from "../../lib/logger.js";
import { modelGeneratorAnswer, startFakeOpenAi } from "../../../../tests/support/server/fake-openai.js";
import { createLlmEngine } from "../llm-engine.js";
import { generateCategoryPromptsTask } from "./generate-category-prompts.js";

const input = (category: string) => {
  const result = validateGeneratorInput({
    category,
    problemDescription: "Login redirects twice after the agent added middleware",
    customProblemDescription:
      category === "other" ? "Builds pass locally but the preview deploy shows a blank page" : undefined,
    programmingLanguage: "JavaScript/TypeScript",
    aiTool: "Claude Code",
  });
  if (!result.ok) throw new Error(result.message);
  return result.data;
};

describe("generator task", () => {
  it("answers every category with 3 valid prompts built from the input", () => {
    for (const category of generatorCategoryIds) {
      const output = generateCategoryPromptsTask.builtin(input(category));
      expect(generatorResponseSchema.parse(output).prompts).toHaveLength(3);
      const text = output.prompts.map((p) => p.prompt).join("\n");
      expect(text).toContain(category === "other" ? "blank page" : "redirects twice");
    }
  });

  it("puts the category's strategies and the user's problem in the model prompt", () => {
    const { system, prompt } = generateCategoryPromptsTask.prompt(input("ai-hallucination"));
    expect(system).toMatch(/exactly 3 prompts/);
    expect(prompt).toMatch(/reality check/i);
    expect(prompt).toContain("redirects twice");
  });

  describe("through the LLM engine", () => {
    let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
    });
    afterAll(async () => {
      await fake.close();
    });
    const engine = () =>
      createLlmEngine({ baseURL: fake.baseURL, model: "fake", timeoutMs: 1000 }, createLogger("silent"));

    it("uses the model's prompts when they are valid", async () => {
      fake.setMode({ kind: "json", content: modelGeneratorAnswer });
      const result = await engine().run(generateCategoryPromptsTask, input("integration-issues"));
      expect(result.engine).toBe("llm");
      expect(result.output.prompts[0]?.title).toBe("Model prompt 1");
    });

    it("falls back to the built-in prompts on invalid output, errors and timeouts", async () => {
      for (const mode of [
        { kind: "text", content: "not json" },
        { kind: "status", status: 500 },
        { kind: "hang" },
      ] as const) {
        fake.setMode(mode);
        const result = await engine().run(generateCategoryPromptsTask, input("integration-issues"));
        expect(result.engine).toBe("builtin");
        expect(result.output.prompts).toHaveLength(3);
      }
    });
  });
});
