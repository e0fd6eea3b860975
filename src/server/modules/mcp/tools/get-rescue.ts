import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { getProblemType } from "../../../../shared/content/problem-types.js";
import { getRescueInput } from "../../../../shared/schemas/mcp.js";
import { defineTool } from "../mcp-tool.js";

function playbook(type: string) {
  const content = getProblemType(type);
  return {
    type,
    title: content.title,
    description: content.description,
    strategy: content.strategy,
    strategySummary: content.strategySummary,
    steps: content.steps.map((s, i) => ({
      step: i + 1,
      title: s.title,
      description: s.description,
      actions: s.actions,
      successCriteria: s.criteria,
      timeboxMinutes: s.timeboxMinutes,
      ifItFails: s.fallback,
    })),
    prompts: content.prompts.map((p) => ({ name: p.name, text: p.text, whenToUse: p.explanation })),
  };
}

export const getRescue = defineTool({
  name: "get_rescue",
  input: getRescueInput,
  output: z.object({
    type: z.string(),
    title: z.string(),
    description: z.string(),
    strategy: z.string(),
    strategySummary: z.string(),
    steps: z.array(
      z.object({
        step: z.number(),
        title: z.string(),
        description: z.string(),
        actions: z.array(z.string()),
        successCriteria: z.array(z.string()),
        timeboxMinutes: z.number(),
        ifItFails: z.string(),
      }),
    ),
    prompts: z.array(z.object({ name: z.string(), text: z.string(), whenToUse: z.string() })),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ type }) {
    const data = playbook(type);
    return { data, summary: mcpMessages.playbook(data.title, data.strategy, data.steps.length) };
  },
});
