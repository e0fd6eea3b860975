import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";
import { authenticateToken } from "../tokens/tokens-service.js";

/**
 * The MCP SDK (and the tools built on it) load with the first authenticated agent call, not at start-up:
 * most processes never serve one, and importing it is a tenth of the time to the first answer.
 */
const importMcp = () =>
  Promise.all([import("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"), import("./mcp-server.js")]);
let mcpModules: ReturnType<typeof importMcp> | undefined;
const loadMcp = () => (mcpModules ??= importMcp());

/** Room for diagnose_session's 1 MB of text even when JSON escaping makes it longer. */
const MCP_BODY_MAX_BYTES = 4 * 1024 * 1024;

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: "2.0", error: { code, message }, id: null });

/**
 * The MCP server over Streamable HTTP, stateless (decision 0161): each POST builds a server for the token's
 * owner and answers with JSON, so any server on the shared database can answer any request.
 */
export function mcpRoutes(deps: AppDeps) {
  const { database, env } = deps;
  return new Hono<AppEnv>().all("/mcp", async (c) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    const owner = match ? await authenticateToken(database.db, match[1]!, new Date()) : null;
    if (!owner) {
      const description = match
        ? "This token is unknown or was revoked. Create a new one in Unstuck under Settings, Connect your agent."
        : "Send a personal access token as Authorization: Bearer <token>. Create one in Unstuck under Settings, Connect your agent.";
      c.header(
        "WWW-Authenticate",
        `Bearer realm="unstuck"${match ? ', error="invalid_token"' : ""}, error_description="${description}"`,
      );
      return c.json(jsonRpcError(-32001, description), 401);
    }
    // A browser page on another site must not drive a user's token (DNS rebinding); agents send no Origin.
    const origin = c.req.header("origin");
    if (origin && origin !== env.appUrl)
      return c.json(jsonRpcError(-32000, "Requests from web pages are refused."), 403);
    if (c.req.method !== "POST") {
      c.header("Allow", "POST");
      return c.json(jsonRpcError(-32000, "This MCP server is stateless: send JSON-RPC messages with POST."), 405);
    }
    const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await loadMcp();
    const server = createMcpServer(deps, { owner, requestId: c.get("requestId") });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MCP_BODY_MAX_BYTES,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
}
