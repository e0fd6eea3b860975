import { z } from "zod";
import { rescueTypeSchema } from "./mcp.js";
import { nextStrategyRoutes, outcomeValues } from "./outcomes.js";

/** The MCP tools of issue 34's outcomes: report whether a rescue worked, go on after "still stuck", and read what works. */
export const reportOutcomeInput = z.object({
  sessionId: z.string().max(100).describe("The sessionId that start_rescue returned."),
  outcome: z
    .enum(outcomeValues)
    .describe(
      "unstuck: the agent is back on track; still_stuck: the rescue did not help yet; gave_up: stopped trying.",
    ),
  prompt: z
    .number()
    .int()
    .min(1)
    .max(20)
    .optional()
    .describe("With unstuck: the number (1, 2, ...) of the rescue's prompt that did it."),
  step: z.number().int().min(1).max(20).optional().describe("With unstuck: the number of the step that did it."),
});

export const nextStrategyInput = z.object({
  sessionId: z.string().max(100).describe("The sessionId of the rescue that ended still_stuck."),
  via: z
    .enum(nextStrategyRoutes)
    .optional()
    .describe(
      "second_strategy (default): the same problem type's second line of attack; runner_up: switch to the type the diagnosis ranked second, when report_outcome offered it.",
    ),
});

export const whatWorksInput = z.object({
  type: rescueTypeSchema.optional().describe("A problem type; leave out for every type."),
});
