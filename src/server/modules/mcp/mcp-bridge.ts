import type { Readable, Writable } from "node:stream";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

export interface BridgeOptions {
  url: URL;
  token: string;
}

export const BRIDGE_USAGE = `Usage: unstuck-mcp --url <Unstuck URL>/mcp --token <personal access token>

Connects an MCP client that launches commands (stdio) to the Unstuck MCP server over HTTP.
The token can also come from the environment variable UNSTUCK_TOKEN, and the URL from UNSTUCK_MCP_URL.
Create a token in Unstuck under Settings, Connect your agent.`;

/** The bridge's options from its arguments (`--url x`, `--url=x`) and environment; an Error says what is wrong. */
export function parseBridgeArgs(argv: string[], environment: Record<string, string | undefined>): BridgeOptions {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = /^--(url|token)=(.*)$/.exec(arg);
    if (eq) values[eq[1]!] = eq[2]!;
    else if (arg === "--url" || arg === "--token") values[arg.slice(2)] = argv[++i] ?? "";
    else throw new Error(`Unknown argument ${arg}.\n\n${BRIDGE_USAGE}`);
  }
  const rawUrl = (values.url ?? environment.UNSTUCK_MCP_URL ?? "").trim();
  const token = (values.token ?? environment.UNSTUCK_TOKEN ?? "").trim();
  if (!rawUrl) throw new Error(`Missing --url.\n\n${BRIDGE_USAGE}`);
  if (!token) throw new Error(`Missing --token.\n\n${BRIDGE_USAGE}`);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`--url is not a URL: ${rawUrl}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error("--url must start with https:// or http://");
  // Users often paste the app's address; the MCP endpoint is /mcp on it.
  if (url.pathname === "/" || url.pathname === "") url.pathname = "/mcp";
  return { url, token };
}

const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & { id: string | number; method: string } =>
  "method" in m && "id" in m;

/**
 * Forwards JSON-RPC messages between stdio and the HTTP server unchanged, so the bridge needs no update when
 * the server gains tools. A request the server does not answer (refused token, network down) gets a JSON-RPC
 * error, so the client shows a message instead of waiting.
 */
export async function runBridge(
  options: BridgeOptions,
  io: { stdin?: Readable; stdout?: Writable; log?: (line: string) => void } = {},
): Promise<{ closed: Promise<void> }> {
  const log = io.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const http = new StreamableHTTPClientTransport(options.url, {
    requestInit: { headers: { Authorization: `Bearer ${options.token}` } },
  });
  const stdio = new StdioServerTransport(io.stdin, io.stdout);
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));

  http.onmessage = (message) => {
    const result = "result" in message ? (message.result as { protocolVersion?: unknown }) : null;
    if (typeof result?.protocolVersion === "string") http.setProtocolVersion(result.protocolVersion);
    stdio.send(message).catch((error: unknown) => log(`unstuck-mcp: could not write to stdout: ${String(error)}`));
  };
  http.onerror = (error) => log(`unstuck-mcp: ${error.message}`);
  stdio.onerror = (error) => log(`unstuck-mcp: ${error.message}`);
  stdio.onmessage = (message) => {
    http.send(message).catch(async (error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      const hint =
        error instanceof StreamableHTTPError && error.code === 401
          ? "Unstuck refused the token (unknown or revoked). Create a new one under Settings, Connect your agent."
          : `Unstuck could not be reached at ${options.url.href}: ${text}`;
      log(`unstuck-mcp: ${hint}`);
      if (isRequest(message))
        await stdio.send({ jsonrpc: "2.0", id: message.id, error: { code: -32000, message: hint } });
    });
  };
  stdio.onclose = () => {
    http.close().finally(resolveClosed);
  };

  await http.start();
  await stdio.start();
  // The SDK's stdio transport does not notice the end of its input; a client closing the pipe ends the bridge.
  (io.stdin ?? process.stdin).once("end", () => void stdio.close());
  return { closed };
}
