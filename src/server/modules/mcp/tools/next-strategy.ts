import { z } from "zod";
import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { nextStrategyInput } from "../../../../shared/schemas/mcp-outcomes.js";
import { getOutcomeState, recordOutcome, startNextStrategy } from "../../outcomes/outcomes-service.js";
import { getSession } from "../../sessions/sessions-service.js";
import { defineTool } from "../mcp-tool.js";

/** The follow-up rescue after "still stuck" (decision 0277). */
export const nextStrategy = defineTool({
  name: "next_strategy",
  input: nextStrategyInput,
  output: z.object({
    sessionId: z.string(),
    url: z.string(),
    type: z.string(),
    strategy: z.string(),
    steps: z.array(z.object({ step: z.number(), title: z.string() })),
    prompts: z.array(z.object({ name: z.string(), text: z.string() })),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run({ sessionId, via }, { db, userId, appUrl }) {
    const now = new Date();
    // Asking for the next strategy says the rescue did not work; an answer already given stands.
    const state = await getOutcomeState(db, userId, sessionId);
    if (!state.outcome && !state.nextSessionId)
      await recordOutcome(db, userId, sessionId, { outcome: "still_stuck" }, now);
    const { session: row } = await startNextStrategy(db, userId, sessionId, { via }, now);
    const session = await getSession(db, userId, row.id);
    return {
      data: {
        sessionId: session.id,
        url: `${appUrl}/rescue/${session.id}`,
        type: session.problemType,
        strategy: session.selectedStrategy,
        steps: session.actionSteps.map((s) => ({ step: s.id, title: s.title })),
        prompts: session.prompts.map((p) => ({ name: p.name, text: p.text })),
      },
      summary: mcpMessages.nextStarted(session.selectedStrategy, session.id),
    };
  },
});
