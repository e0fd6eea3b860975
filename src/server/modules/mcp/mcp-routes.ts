import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";
import { authenticateToken } from "../tokens/tokens-service.js";
import { mcpProtocolText } from "../../../shared/content/mcp-tools.js";
import { takeMessages } from "./mcp-rate-limit.js";

/**
 * The MCP SDK (and the tools built on it) load with the first authenticated agent call, not at start-up:
 * most processes never serve one, and importing it is a tenth of the time to the first answer.
 */
const importMcp = () =>
  Promise.all([
    import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"),
    import("./mcp-server.js"),
    import("./mcp-messages.js"),
  ]);
let mcpModules: ReturnType<typeof importMcp> | undefined;
const loadMcp = () => (mcpModules ??= importMcp());

/** Room for diagnose_session's 1 MB of text even when JSON escaping makes it longer. */
const MCP_BODY_MAX_BYTES = 4 * 1024 * 1024;

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: "2.0", error: { code, message }, id: null });

const isJsonBody = (contentType: string | undefined) =>
  (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";

/** The body as text, or null once it passes `max` bytes (whatever Content-Length claimed). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The MCP server over Streamable HTTP, stateless (decision 0161): each POST builds a server for the token's
 * owner and answers with JSON, so any server on the shared database can answer any request.
 */
export function mcpRoutes(deps: AppDeps) {
  const { database, env, logger } = deps;
  return new Hono<AppEnv>().all("/mcp", async (c) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    const owner = match ? await authenticateToken(database.db, match[1]!, new Date()) : null;
    if (!owner) {
      const description = match ? mcpProtocolText.tokenUnknown : mcpProtocolText.tokenMissing;
      c.header(
        "WWW-Authenticate",
        `Bearer realm="unstuck"${match ? ', error="invalid_token"' : ""}, error_description="${description}"`,
      );
      return c.json(jsonRpcError(-32001, description), 401);
    }
    // A browser page on another site must not drive a user's token (DNS rebinding); agents send no Origin.
    const origin = c.req.header("origin");
    if (origin && origin !== env.appUrl) return c.json(jsonRpcError(-32000, mcpProtocolText.webPageRefused), 403);
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return c.json(jsonRpcError(-32000, mcpProtocolText.postOnly), 405);
    }
    const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }, rpc] = await loadMcp();
    const sdk = async (parsedBody?: unknown) => {
      const server = createMcpServer(deps, { owner, requestId: c.get("requestId") });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MCP_BODY_MAX_BYTES,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw, parsedBody === undefined ? undefined : { parsedBody });
      } finally {
        await server.close();
      }
    };
    // Anything else gets the SDK's own answer (415).
    if (!isJsonBody(c.req.header("content-type"))) return sdk();

    const text = await readCapped(c.req.raw, MCP_BODY_MAX_BYTES);
    if (text === null)
      return c.json(jsonRpcError(-32000, mcpProtocolText.bodyTooLarge(MCP_BODY_MAX_BYTES / 1024 / 1024)), 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json(jsonRpcError(-32700, mcpProtocolText.parseError), 400);
    }
    const read = rpc.readBatch(body, c.req.header("mcp-protocol-version"));
    if ("refused" in read) return c.json(read.refused, 400);
    const { messages, batch } = read;
    const answer = (answers: unknown[]) => c.json(batch ? answers : answers[0]);

    const rate = await takeMessages(
      database.db,
      owner.userId,
      messages.length,
      env.MCP_RATE_LIMIT_PER_MINUTE,
      new Date(),
    );
    if (!rate.allowed) {
      logger.info("mcp rate limited", {
        requestId: c.get("requestId"),
        userId: owner.userId,
        tokenId: owner.tokenId,
        messages: messages.length,
      });
      const message = mcpProtocolText.rateLimited(env.MCP_RATE_LIMIT_PER_MINUTE, rate.retryAfterSeconds);
      c.header("Retry-After", String(rate.retryAfterSeconds));
      const answers = rpc.rateLimitedAnswers(messages, message);
      return answers.length > 0 ? answer(answers) : c.json(jsonRpcError(-32000, message), 429);
    }

    const { answers, forward } = rpc.screenMessages(messages);
    if (forward.length === 0) return answers.length > 0 ? answer(answers) : c.body(null, 202);
    const response = await sdk(batch ? forward : forward[0]);
    if (answers.length === 0 && !batch) return response;
    if (response.status === 202) return answers.length > 0 ? answer(answers) : response;
    if (response.status !== 200) return response;
    const sdkAnswers = (await response.json()) as unknown;
    return answer([...answers, ...(Array.isArray(sdkAnswers) ? sdkAnswers : [sdkAnswers])]);
  });
}
