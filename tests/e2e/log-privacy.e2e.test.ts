import { afterAll, describe, expect, it, vi } from "vitest";
import { createTempPostgres } from "../support/server/test-db.js";
import { signedInClient } from "./support/server-process.js";
import { trackedServers } from "./support/tracked-servers.js";

/**
 * A whole run of the bundled server, every line it prints on stdout and stderr at debug level, searched for
 * what users wrote and for their secrets (decision 0267): sign-up, a rescue with marked title and notes, NUL
 * attempts over HTTP and MCP, a shared page view and MCP calls with a personal access token.
 */

// A whole journey on a bundled server that first opens PGlite: on a loaded machine, more than the default.
vi.setConfig({ testTimeout: 180_000 });

const postgres = await createTempPostgres({ migrate: false });
const servers = trackedServers("unstuck-logs-");
afterAll(async () => {
  await postgres?.drop();
});

type RpcAnswer = { result?: { isError?: boolean; structuredContent?: Record<string, unknown> }; error?: unknown };

async function journey(databaseUrl?: string) {
  let log = "";
  const server = await servers.start({
    dataDir: servers.tempDir(),
    built: true,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { LOG_LEVEL: "debug" },
    onOutput: (chunk) => void (log += chunk.toString()),
  });
  const run = Math.random().toString(36).slice(2, 8);
  const markers = {
    title: `TitleMarker${run}`,
    problem: `ProblemMarker${run}`,
    notes: `NotesMarker${run}`,
    nulHttp: `NulHttpMarker${run}`,
    mcpTitle: `McpTitleMarker${run}`,
    mcpNote: `McpNoteMarker${run}`,
    mcpNul: `McpNulMarker${run}`,
  };
  const client = await signedInClient(server.base, `logs-${run}@example.test`);

  const created = await client.call("/api/sessions", {
    body: {
      problemType: "custom",
      customProblem: `${markers.problem} keeps failing`,
      projectDescription: markers.title,
    },
  });
  expect(created.status).toBe(201);
  const sessionId = created.json!.session.id as string;
  const noted = await client.call(`/api/sessions/${sessionId}`, {
    method: "PATCH",
    body: { notes: `Tried ${markers.notes} twice.` },
  });
  expect(noted.status).toBe(200);
  const nul = await client.call(`/api/sessions/${sessionId}`, {
    method: "PATCH",
    body: { notes: `${markers.nulHttp}\u0000` },
  });
  expect(nul.status).toBe(400);
  expect(nul.json!.error.message).toMatch(/notes: Text cannot contain NUL/);

  const shared = await client.call(`/api/sessions/${sessionId}/share`, { body: {} });
  expect(shared.status).toBe(200);
  const shareToken = shared.json!.token as string;
  expect((await fetch(`${server.base}/shared/${shareToken}`)).status).toBe(200);
  expect((await fetch(`${server.base}/api/shared-sessions/${shareToken}`)).status).toBe(200);

  const made = await client.call("/api/tokens", { body: { name: "Log test" } });
  expect(made.status).toBe(201);
  const apiToken = made.json!.token as string;
  const mcp = async (body: unknown) => {
    const res = await fetch(`${server.base}/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${apiToken}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as RpcAnswer;
  };
  const call = (id: number, name: string, args: unknown) =>
    mcp({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } });
  const started = await call(1, "start_rescue", { type: "no_planning", title: markers.mcpTitle });
  expect(started.result?.isError).toBeFalsy();
  const mcpSession = started.result!.structuredContent!.sessionId as string;
  expect(
    (await call(2, "update_rescue", { sessionId: mcpSession, step: 1, note: markers.mcpNote })).result?.isError,
  ).toBeFalsy();
  for (const [id, name, args] of [
    [3, "start_rescue", { type: "no_planning", title: `${markers.mcpNul}\u0000` }],
    [4, "update_rescue", { sessionId: mcpSession, step: 1, done: true, note: `${markers.mcpNul}\u0000` }],
  ] as const)
    expect((await call(id, name, args)).result?.isError).toBe(true);

  await server.stop();
  expect(server.child.exitCode, log).toBe(0);
  return { log, markers, shareToken, apiToken };
}

function expectNothingLeaked({ log, markers, shareToken, apiToken }: Awaited<ReturnType<typeof journey>>) {
  // The run was logged (so the search below means something): requests, the shared view, the tool calls.
  expect(log).toContain('"message":"request"');
  expect(log).toContain("/api/shared-sessions/[redacted]");
  expect(log).toContain("/shared/[redacted]");
  expect(log).toContain('"message":"mcp tool call"');
  for (const [name, marker] of Object.entries(markers)) expect(log, `marker ${name}`).not.toContain(marker);
  expect(log, "share token").not.toContain(shareToken);
  expect(log, "API token").not.toContain(apiToken);
  expect(log, "API token body").not.toContain(apiToken.slice("unstuck_".length));
}

describe("the server's whole log carries no user content and no tokens", () => {
  it("on PGlite", async () => {
    expectNothingLeaked(await journey());
  });

  it.skipIf(!postgres)("on PostgreSQL", async () => {
    expectNothingLeaked(await journey(postgres!.url));
  });
});
