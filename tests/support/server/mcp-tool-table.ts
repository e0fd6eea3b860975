import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Ids } from "./api-route-table.js";
import { TEST_APP_URL } from "./test-env.js";
import type { TestApp } from "./test-app.js";

/**
 * Every MCP tool with valid arguments built from the caller's ids; the access matrix calls each one with
 * another user's ids. A new tool missing here fails the matrix with "add tool ... to the MCP tool table".
 */
export const mcpToolTable: Record<string, (ids: Ids) => Record<string, unknown>> = {
  diagnose_session: () => ({ text: "Same error again: TypeError: x is undefined\nTypeError: x is undefined" }),
  get_rescue: () => ({ type: "repeated_failures" }),
  start_rescue: () => ({ type: "no_planning", title: "Matrix rescue" }),
  update_rescue: (ids) => ({ sessionId: ids.session, step: 1, done: true, note: "Tried the reset." }),
  report_outcome: (ids) => ({ sessionId: ids.session, outcome: "still_stuck" }),
  next_strategy: (ids) => ({ sessionId: ids.session }),
  what_works: () => ({ type: "repeated_failures" }),
  search_templates: () => ({ query: "debug" }),
  fill_template: () => ({ id: "ai-debugging/1", values: { "test command": "npm test" } }),
  generate_prompts: () => ({ category: "repeated-failures", details: "The same bug keeps coming back." }),
  write_handoff: () => ({ goal: "Finish the export.", state: "Half done." }),
};

/** An MCP client for a user, through the app in process (no port), authenticated with a new token. */
export async function mcpClientFor(t: TestApp, cookie: string): Promise<Client> {
  const res = await t.request("/api/tokens", { cookie, body: { name: "MCP matrix" } });
  if (res.status !== 201) throw new Error(`creating a token failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const client = new Client({ name: "matrix", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${TEST_APP_URL}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
      fetch: (url, init) => Promise.resolve(t.app.request(String(url), init)),
    }),
  );
  return client;
}
