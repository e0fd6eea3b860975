import { z } from "zod";
import { actionStepSchema, rescuePromptSchema } from "./problem-type.js";

/**
 * The second line of attack for a problem type, opened when a rescue ends "still stuck" (decision 0277). Same
 * parts as the first strategy: prompts that speak to the agent only, and timed steps with success criteria.
 */
export const nextStrategySchema = z.object({
  strategy: z.string().min(3).max(60),
  strategySummary: z.string().min(40),
  prompts: z.array(rescuePromptSchema).min(2).max(3),
  steps: z.array(actionStepSchema).min(3).max(4),
});
export type NextStrategyContent = z.infer<typeof nextStrategySchema>;
