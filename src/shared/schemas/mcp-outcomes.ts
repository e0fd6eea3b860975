import { z } from "zod";
import { mcpInputText } from "../content/mcp-tools.js";
import { rescueTypeSchema } from "./mcp.js";
import { nextStrategyRoutes, outcomeValues } from "./outcomes.js";

/**
 * The MCP tools of issue 34's outcomes: report whether a rescue worked, go on after "still stuck", and read
 * what works.
 */
export const reportOutcomeInput = z.object({
  sessionId: z.string().max(100).describe(mcpInputText.sessionId),
  outcome: z.enum(outcomeValues).describe(mcpInputText.reportOutcome.outcome),
  prompt: z.number().int().min(1).max(20).optional().describe(mcpInputText.reportOutcome.prompt),
  step: z.number().int().min(1).max(20).optional().describe(mcpInputText.reportOutcome.step),
});

export const nextStrategyInput = z.object({
  sessionId: z.string().max(100).describe(mcpInputText.nextStrategy.sessionId),
  via: z.enum(nextStrategyRoutes).optional().describe(mcpInputText.nextStrategy.via),
});

export const whatWorksInput = z.object({
  type: rescueTypeSchema.optional().describe(mcpInputText.whatWorks.type),
});
