import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { reportOutcomeInput } from "../../../../shared/schemas/mcp-outcomes.js";
import { recordOutcome } from "../../outcomes/outcomes-service.js";
import { defineTool } from "../mcp-tool.js";

/** Whether a rescue worked (decision 0275); with still_stuck it offers the next lines of attack. */
export const reportOutcome = defineTool({
  name: "report_outcome",
  input: reportOutcomeInput,
  output: z.object({
    sessionId: z.string(),
    outcome: z.string(),
    nextOptions: z.array(z.object({ via: z.string(), type: z.string(), strategy: z.string(), summary: z.string() })),
    nextSessionId: z.string().nullable(),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ sessionId, outcome, prompt, step }, { db, userId }) {
    const state = await recordOutcome(
      db,
      userId,
      sessionId,
      { outcome, promptIndex: prompt === undefined ? null : prompt - 1, stepId: step ?? null },
      new Date(),
    );
    const nextOptions = state.nextOptions.map((o) => ({
      via: o.via,
      type: o.problemType,
      strategy: o.strategy,
      summary: o.summary,
    }));
    return {
      data: { sessionId, outcome, nextOptions, nextSessionId: state.nextSessionId },
      summary:
        outcome === "still_stuck" && nextOptions.length > 0
          ? mcpMessages.stillStuck(sessionId, nextOptions[0]!.via, nextOptions[0]!.strategy)
          : mcpMessages.recorded(outcome, sessionId),
    };
  },
});
