import { readFileSync, statSync } from "node:fs";
import type { Readable, Writable } from "node:stream";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { bridgeText, TOKEN_REFUSED_MESSAGE } from "../../../shared/content/cli.js";

export interface BridgeOptions {
  url: URL;
  token: string;
}

export const BRIDGE_USAGE = bridgeText.usage;

const TOKEN_ON_COMMAND_LINE = `${bridgeText.tokenOnCommandLine}\n\n${BRIDGE_USAGE}`;

/** Loopback hosts, the only ones a token may travel to over plain http:// (decision 0268). */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** The token in `path`, refused when the file can be read by anyone but its owner (like ssh's private keys). */
function readTokenFile(path: string): string {
  let mode: number;
  let text: string;
  try {
    mode = statSync(path).mode;
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(bridgeText.cannotReadTokenFile(path, (error as Error).message));
  }
  // Windows has no POSIX permission bits to check; its files are private to the user's profile by default.
  if (process.platform !== "win32" && (mode & 0o077) !== 0)
    throw new Error(bridgeText.tokenFileReadable(path, (mode & 0o777).toString(8)));
  const token = text.trim();
  if (!token) throw new Error(bridgeText.tokenFileEmpty(path));
  return token;
}

/**
 * The bridge's options from its arguments (`--url x`, `--url=x`, `--token-file x`) and environment; an Error
 * says what is wrong. The token comes from UNSTUCK_TOKEN or a private file, never from the command line.
 */
export function parseBridgeArgs(argv: string[], environment: Record<string, string | undefined>): BridgeOptions {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--token" || arg.startsWith("--token=")) throw new Error(TOKEN_ON_COMMAND_LINE);
    const eq = /^--(url|token-file)=(.*)$/.exec(arg);
    if (eq) values[eq[1]!] = eq[2]!;
    else if (arg === "--url" || arg === "--token-file") values[arg.slice(2)] = argv[++i] ?? "";
    else throw new Error(`Unknown argument ${arg}.\n\n${BRIDGE_USAGE}`);
  }
  const rawUrl = (values.url ?? environment.UNSTUCK_MCP_URL ?? "").trim();
  if (!rawUrl) throw new Error(`Missing --url.\n\n${BRIDGE_USAGE}`);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`--url is not a URL: ${rawUrl}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(bridgeText.httpsOnly);
  if (url.protocol === "http:" && !isLoopback(url.hostname)) throw new Error(bridgeText.plainHttp(url.hostname));
  // Users often paste the app's address; the MCP endpoint is /mcp on it.
  if (url.pathname === "/" || url.pathname === "") url.pathname = "/mcp";
  const tokenFile = (values["token-file"] ?? environment.UNSTUCK_TOKEN_FILE ?? "").trim();
  const token = tokenFile ? readTokenFile(tokenFile) : (environment.UNSTUCK_TOKEN ?? "").trim();
  if (!token) throw new Error(`${bridgeText.noToken}\n\n${BRIDGE_USAGE}`);
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
    stdio.send(message).catch((error: unknown) => log(bridgeText.cannotWrite(String(error))));
  };
  http.onerror = (error) => log(`unstuck-mcp: ${error.message}`);
  stdio.onerror = (error) => log(`unstuck-mcp: ${error.message}`);
  stdio.onmessage = (message) => {
    http.send(message).catch(async (error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      const hint =
        error instanceof StreamableHTTPError && error.code === 401
          ? TOKEN_REFUSED_MESSAGE
          : bridgeText.unreachable(options.url.href, text);
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
