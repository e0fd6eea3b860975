import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { mcpProtocolText } from "../../../shared/content/mcp-tools.js";
import { unstorableTextProblem } from "../../lib/json-text.js";

/**
 * The JSON-RPC rules `/mcp` applies before the SDK sees a message (decision 0265): batch size and shape,
 * one rate budget per message, readable answers for malformed requests, and the shared text filter.
 */
export const MCP_BATCH_MAX = 10;

type RequestId = string | number;
type Message = Record<string, unknown>;
export interface RpcAnswer {
  jsonrpc: "2.0";
  id: RequestId | null;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

export const rpcError = (code: number, message: string, id: RequestId | null = null): RpcAnswer => ({
  jsonrpc: "2.0",
  id,
  error: { code, message },
});

const toolError = (id: RequestId, text: string): RpcAnswer => ({
  jsonrpc: "2.0",
  id,
  result: { content: [{ type: "text", text }], isError: true },
});

const isObject = (value: unknown): value is Message =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const requestId = (m: Message): RequestId | undefined =>
  typeof m.id === "string" || typeof m.id === "number" ? m.id : undefined;
const isRequest = (m: unknown): m is Message & { id: RequestId; method: string } =>
  isObject(m) && typeof m.method === "string" && requestId(m) !== undefined;

/** The first protocol revision without JSON-RPC batches (its Streamable HTTP POST carries one message). */
const NO_BATCHES_SINCE = "2025-06-18";

/**
 * The body's messages, or the single Invalid Request error that refuses the whole body (HTTP 400).
 * `protocolVersion` is the client's `MCP-Protocol-Version` header; without one the SDK assumes 2025-03-26.
 */
export function readBatch(
  body: unknown,
  protocolVersion?: string,
): { messages: unknown[]; batch: boolean } | { refused: RpcAnswer } {
  if (!Array.isArray(body)) return { messages: [body], batch: false };
  if (protocolVersion && protocolVersion >= NO_BATCHES_SINCE)
    return {
      refused: rpcError(-32600, mcpProtocolText.noBatches(protocolVersion)),
    };
  if (body.length === 0) return { refused: rpcError(-32600, mcpProtocolText.emptyBatch) };
  if (body.length > MCP_BATCH_MAX)
    return {
      refused: rpcError(-32600, mcpProtocolText.batchTooLong(MCP_BATCH_MAX)),
    };
  const seen = new Set<RequestId>();
  for (const message of body) {
    if (!isRequest(message)) continue;
    if (seen.has(message.id))
      return {
        refused: rpcError(-32600, mcpProtocolText.repeatedId(JSON.stringify(message.id))),
      };
    seen.add(message.id);
  }
  return { messages: body, batch: true };
}

/** What an over-the-limit body gets: every request an answer that says when to retry, tool calls as tool errors. */
export function rateLimitedAnswers(messages: unknown[], message: string): RpcAnswer[] {
  return messages
    .filter(isRequest)
    .map((m) => (m.method === "tools/call" ? toolError(m.id, message) : rpcError(-32000, message, m.id)));
}

const requestSchemas = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  "tools/list": ListToolsRequestSchema,
  "tools/call": CallToolRequestSchema,
  "prompts/list": ListPromptsRequestSchema,
  "prompts/get": GetPromptRequestSchema,
} as const;

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "message"}: ${issue.message}`)
    .join("; ");
}

/**
 * Answers here what the SDK would answer badly (a raw validation dump as -32603, or never: a cancellation
 * inside the same batch stops the answer of a request the HTTP response still waits for), and passes the
 * rest on unchanged. A stateless server finishes every request of a POST, so cancellations are ignored,
 * which the MCP specification allows.
 */
export function screenMessages(messages: unknown[]): { answers: RpcAnswer[]; forward: unknown[] } {
  const answers: RpcAnswer[] = [];
  const forward: unknown[] = [];
  for (const message of messages) {
    if (isObject(message) && message.method === "notifications/cancelled" && requestId(message) === undefined) continue;
    if (!isRequest(message)) {
      forward.push(message);
      continue;
    }
    const { id, method } = message;
    const params = message.params;
    if (method === "tools/call" && isObject(params) && typeof params.name === "string") {
      if ("arguments" in params && !isObject(params.arguments)) {
        answers.push(toolError(id, mcpProtocolText.argumentsNotObject(params.name)));
        continue;
      }
      const problem = unstorableTextProblem(params.arguments ?? {});
      if (problem) {
        answers.push(toolError(id, problem));
        continue;
      }
    }
    const problem = unstorableTextProblem(params ?? {});
    if (problem) {
      answers.push(rpcError(-32602, `Invalid params: ${problem}`, id));
      continue;
    }
    const schema = requestSchemas[method as keyof typeof requestSchemas];
    const parsed = schema?.safeParse(message);
    if (parsed && !parsed.success) {
      answers.push(rpcError(-32602, `Invalid params for ${method}: ${describeIssues(parsed.error.issues)}.`, id));
      continue;
    }
    forward.push(message);
  }
  return { answers, forward };
}

/** Whether any message of the body is a request (needs an answer), as opposed to notifications only. */
export const hasRequests = (messages: unknown[]) => messages.some(isRequest);
