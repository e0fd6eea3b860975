import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { updateRescueInput } from "../../../../shared/schemas/mcp.js";
import { recordStepProgress } from "../../sessions/sessions-service.js";
import { sessionOutput, sessionSummary } from "../mcp-session-summary.js";
import { defineTool } from "../mcp-tool.js";

export const updateRescue = defineTool({
  name: "update_rescue",
  input: updateRescueInput,
  output: sessionOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  async run({ sessionId, step, done, note }, { db, userId, appUrl }) {
    const session = await recordStepProgress(db, userId, sessionId, step, { completed: done, note }, new Date());
    const { summary, structured } = sessionSummary(session, appUrl);
    return {
      data: structured,
      summary: mcpMessages.progress(session.id, session.stepsCompleted, session.actionSteps.length, session.progress),
      ...(session.imported ? { userData: summary } : {}),
    };
  },
});
