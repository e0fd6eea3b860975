import { mcpMessages } from "../../../../shared/content/mcp-tools.js";
import { startRescueInput } from "../../../../shared/schemas/mcp.js";
import { AppError } from "../../../lib/errors.js";
import { createSession } from "../../sessions/sessions-service.js";
import { sessionOutput, sessionSummary } from "../mcp-session-summary.js";
import { defineTool, ToolFailure } from "../mcp-tool.js";

export const startRescue = defineTool({
  name: "start_rescue",
  input: startRescueInput,
  output: sessionOutput,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run({ type, title }, { billingStore, userId, appUrl }) {
    try {
      const session = await createSession(
        billingStore,
        userId,
        { problemType: type, projectDescription: title ?? "" },
        new Date(),
      );
      return { data: sessionSummary(session, appUrl).structured, summary: mcpMessages.started(session.id) };
    } catch (error) {
      if (error instanceof AppError && error.code === "LIMIT_REACHED")
        throw new ToolFailure(mcpMessages.limitReached(error.message, appUrl), "LIMIT_REACHED");
      throw error;
    }
  },
});
