import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { mcpMessages, type McpToolName } from "../../../shared/content/mcp-tools.js";
import type { AiEngine } from "../../ai/engine.js";
import type { AiRateLimiter } from "../../ai/rate-limit.js";
import type { BillingStore } from "../../billing/store.js";
import type { Db } from "../../db/client.js";
import { errorForLog } from "../../lib/db-errors.js";
import { errorAnswer } from "../../lib/error-answer.js";
import type { Logger } from "../../lib/logger.js";
import type { TokenOwner } from "../tokens/tokens-service.js";
import { userDataBlock } from "./mcp-user-data.js";

/** What every tool may use; `userId` is the token's owner, the only user a tool acts for. */
export interface McpToolContext {
  db: Db;
  /** Access, the free limit and quotas read through it (decision 0315). */
  billingStore: BillingStore;
  userId: string;
  appUrl: string;
  ai: AiEngine;
  aiLimiter: AiRateLimiter;
}

/** A tool's answer: the structured data, the sentence before it, and imported text to show only as data. */
export interface ToolAnswer {
  data: Record<string, unknown>;
  summary: string;
  userData?: unknown;
}

/** One MCP tool: its name (its title and description are content), schemas, hints and handler. */
export interface McpTool<Input extends z.ZodObject = z.ZodObject> {
  name: McpToolName;
  input: Input;
  output: z.ZodObject;
  annotations: ToolAnnotations;
  run: (args: z.infer<Input>, context: McpToolContext) => Promise<ToolAnswer>;
}

/** Keeps the handler's arguments typed by the tool's own input schema; the list of tools holds them untyped. */
export const defineTool = <Input extends z.ZodObject>(tool: McpTool<Input>): McpTool => tool as unknown as McpTool;

/** A tool's refusal as a result the model reads (isError), never a protocol error. */
export class ToolFailure extends Error {
  constructor(
    message: string,
    readonly code = "TOOL_ERROR",
  ) {
    super(message);
  }
}

/** How a thrown error reaches the model: the shared error mapping, in the words written for agents. */
function toolError(error: unknown): { outcome: string; message: string; log: boolean } {
  if (error instanceof ToolFailure) return { outcome: error.code, message: error.message, log: false };
  const answer = errorAnswer(error);
  if (answer.kind === "refused") return { outcome: answer.code, message: answer.message, log: false };
  if (answer.kind === "unavailable") return { outcome: "UNAVAILABLE", message: mcpMessages.unavailable, log: false };
  return { outcome: "INTERNAL", message: mcpMessages.failed, log: true };
}

/**
 * Runs a tool: errors as isError results, one log line without the payload. The rate limit and the text
 * filter apply to the whole message before it gets here (mcp-routes, mcp-messages). A result holding
 * imported text (`userData`) shows it to the model only inside a labelled data block.
 */
export function runTool(
  tool: McpTool,
  context: McpToolContext,
  request: { logger: Logger; requestId: string; owner: TokenOwner },
) {
  const { logger, requestId, owner } = request;
  return async (args: Record<string, unknown>): Promise<CallToolResult> => {
    const started = performance.now();
    let outcome = "ok";
    try {
      const { data, summary, userData } = await tool.run(args, context);
      const text = userData === undefined ? JSON.stringify(data, null, 2) : userDataBlock(userData);
      return { content: [{ type: "text", text: `${summary}\n\n${text}` }], structuredContent: data };
    } catch (error) {
      const failure = toolError(error);
      outcome = failure.outcome;
      if (failure.log) logger.error("mcp tool failed", { requestId, tool: tool.name, error: errorForLog(error) });
      return { content: [{ type: "text", text: failure.message }], isError: true };
    } finally {
      logger.info("mcp tool call", {
        requestId,
        tool: tool.name,
        userId: owner.userId,
        tokenId: owner.tokenId,
        outcome,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}
