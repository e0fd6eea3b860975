import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { getProblemType } from "../../../../shared/content/problem-types.js";
import { strategyContentOf } from "../../../../shared/domain/next-strategy.js";
import { figureText, rankPromptsByOutcome } from "../../../../shared/domain/outcomes.js";
import { whatWorksInput } from "../../../../shared/schemas/mcp-outcomes.js";
import { getOutcomeStats } from "../../outcomes/outcomes-service.js";
import { defineTool } from "../mcp-tool.js";

/** Measured outcomes across users (decision 0275), each strategy's prompts best first. */
export const whatWorks = defineTool({
  name: "what_works",
  input: whatWorksInput,
  output: z.object({
    threshold: z.number(),
    asOf: z.string(),
    strategies: z.array(
      z.object({
        type: z.string(),
        strategy: z.string(),
        unstickRate: z.number().nullable(),
        medianMinutes: z.number().nullable(),
        answered: z.number(),
        users: z.number(),
        promptsBestFirst: z.array(
          z.object({ prompt: z.number(), name: z.string(), unstuckUsers: z.number(), rate: z.number().nullable() }),
        ),
      }),
    ),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ type }, { db }) {
    const stats = await getOutcomeStats(db, type, new Date());
    const strategies = stats.byStrategy.map((s) => {
      const prompts = strategyContentOf(s.problemType, s.strategy).prompts;
      const figures = stats.byPrompt.filter((p) => p.problemType === s.problemType && p.strategy === s.strategy);
      return {
        type: s.problemType,
        strategy: s.strategy,
        unstickRate: s.rate,
        medianMinutes: s.medianMinutes,
        answered: s.answered,
        users: s.users,
        promptsBestFirst: rankPromptsByOutcome(prompts.length, figures, []).map((i) => {
          const figure = figures.find((f) => f.promptIndex === i);
          return {
            prompt: i + 1,
            name: prompts[i]!.name,
            unstuckUsers: figure?.unstuck ?? 0,
            rate: figure?.rate ?? null,
          };
        }),
      };
    });
    const title = type ? getProblemType(type).title : "all types";
    const figures = strategies.map(
      (s) => `${s.type} / ${s.strategy}: ${figureText({ rate: s.unstickRate, answered: s.answered, users: s.users })}`,
    );
    return {
      data: { threshold: stats.threshold, asOf: stats.asOf, strategies },
      summary: strategies.length === 0 ? mcpMessages.noAnswers(title) : figures.join("\n"),
    };
  },
});
