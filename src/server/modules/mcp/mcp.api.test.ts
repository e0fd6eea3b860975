import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FREE_MONTHLY_RESCUES } from "../../../shared/domain/usage-limit.js";
import type { CreatedToken, TokenSummary } from "../../../shared/schemas/tokens.js";
import { createLogger } from "../../lib/logger.js";
import { projectPath } from "../../lib/paths.js";
import { grantTrial } from "../../../../tests/support/server/billing.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { LOOP_TRANSCRIPT } from "../../../../tests/support/server/transcripts.js";

type ToolResult = {
  isError?: boolean;
  content: { type: string; text?: string }[];
  structuredContent?: Record<string, unknown>;
};

const TOOLS = [
  "diagnose_session",
  "get_rescue",
  "start_rescue",
  "update_rescue",
  "report_outcome",
  "next_strategy",
  "what_works",
  "search_templates",
  "fill_template",
  "generate_prompts",
  "write_handoff",
];

// Each test drives a real server and child processes; a busy machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

const logLines: Record<string, unknown>[] = [];
let t: TestApp;
let server: ServerType;
let baseUrl: string;

function listen(app: TestApp["app"]): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) =>
      resolve({ server: s, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.deps.logger = createLogger("info", (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>));
  ({ server, url: baseUrl } = await listen(t.app));
}, 240_000);
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
});

async function userWithToken(state: "free" | "trial" = "free") {
  const { cookie, user } = await t.signUp();
  if (state === "trial") await grantTrial(t.deps, user.id);
  const res = await t.request("/api/tokens", { cookie, body: { name: "Laptop" } });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreatedToken;
  return { cookie, user, token: created.token, tokenId: created.id };
}

async function httpClient(token: string, url = baseUrl): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

const textOf = (r: ToolResult) => r.content.map((c) => c.text ?? "").join("\n");

describe("personal access tokens API", () => {
  it("creates a token shown once, lists it by prefix and revokes it; only for the owner", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    expect((await t.request("/api/tokens", { body: { name: "x" } })).status).toBe(401);
    expect((await t.request("/api/tokens")).status).toBe(401);
    const bad = await t.request("/api/tokens", { cookie: owner.cookie, body: { name: "  " } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/name/);

    const res = await t.request("/api/tokens", { cookie: owner.cookie, body: { name: "Work laptop" } });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreatedToken;
    expect(Object.keys(created).sort()).toEqual(["id", "name", "token"]);
    expect(created.token).toMatch(/^unstuck_[A-Za-z0-9_-]{43}$/);

    const list = (await (await t.request("/api/tokens", { cookie: owner.cookie })).json()) as TokenSummary[];
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name", "prefix"]);
    expect(created.token.startsWith(list[0]!.prefix)).toBe(true);
    expect(list[0]!.prefix.length).toBeLessThan(20);
    expect(JSON.stringify(list)).not.toContain(created.token);
    expect(list[0]!.lastUsedAt).toBeNull();
    expect(await (await t.request("/api/tokens", { cookie: other.cookie })).json()).toEqual([]);

    const foreign = await t.request(`/api/tokens/${created.id}`, { method: "DELETE", cookie: other.cookie });
    expect(foreign.status).toBe(404);
    const del = await t.request(`/api/tokens/${created.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(del.status).toBe(204);
    expect(await (await t.request("/api/tokens", { cookie: owner.cookie })).json()).toEqual([]);
    expect((await t.request(`/api/tokens/${created.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);
  });

  it("a bearer token cannot manage tokens (only a signed-in browser session can)", async () => {
    const { token } = await userWithToken();
    const res = await t.request("/api/tokens", { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });
});

describe("MCP server over HTTP", () => {
  it("answers 401 with WWW-Authenticate without a token, with a made-up one and with a revoked one", async () => {
    const init = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    const post = (auth?: string) =>
      fetch(`${baseUrl}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...(auth ? { authorization: auth } : {}),
        },
        body: JSON.stringify(init),
      });
    const none = await post();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer realm="unstuck"/);
    const madeUp = await post("Bearer unstuck_notarealtokennotarealtokennotarealtoken1234");
    expect(madeUp.status).toBe(401);
    expect(madeUp.headers.get("www-authenticate")).toContain('error="invalid_token"');

    const { cookie, token, tokenId } = await userWithToken();
    const client = await httpClient(token);
    expect((await client.listTools()).tools.length).toBe(TOOLS.length);
    const list = (await (await t.request("/api/tokens", { cookie })).json()) as TokenSummary[];
    expect(list[0]!.lastUsedAt).not.toBeNull();

    expect((await t.request(`/api/tokens/${tokenId}`, { method: "DELETE", cookie })).status).toBe(204);
    await expect(client.listTools()).rejects.toThrow(/revoked/);
    const revoked = await post(`Bearer ${token}`);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get("www-authenticate")).toContain("invalid_token");
    await client.close();
  });

  it("lists every tool with an input and output schema, and one prompt per problem type", async () => {
    const { token } = await userWithToken();
    const client = await httpClient(token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type, tool.name).toBe("object");
    }
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(
      [
        "rescue_ai_hallucination",
        "rescue_complexity_overwhelm",
        "rescue_integration_issues",
        "rescue_lost_direction",
        "rescue_no_planning",
        "rescue_repeated_failures",
      ].sort(),
    );
    for (const p of prompts)
      expect(p.arguments).toEqual([expect.objectContaining({ name: "situation", required: false })]);
    const prompt = await client.getPrompt({
      name: "rescue_repeated_failures",
      arguments: { situation: "The login test fails the same way after every fix." },
    });
    const text = (prompt.messages[0]!.content as { text: string }).text;
    expect(text).toContain("The login test fails the same way after every fix.");
    expect(text).toMatch(/step 1/i);
    // Nobody is asked to fill its slots here: the ones no fact answers are reworded or left out (decision 0397).
    expect(text).not.toContain("[exact error text]");
    const plain = await client.getPrompt({ name: "rescue_no_planning", arguments: {} });
    const plainText = (plain.messages[0]!.content as { text: string }).text;
    expect(plainText).not.toContain("My situation");
    expect(plainText).toContain("Goal: a clear spec for this project.");
    expect(plainText).not.toMatch(/\[[^\]\n]*\]/);
    await client.close();
  });

  it("calls every tool as a free user: free tools work, the quota and the Pro gate are tool errors", async () => {
    const { user, token, cookie } = await userWithToken("free");
    const client = await httpClient(token);
    logLines.length = 0;

    const diagnosis = await call(client, "diagnose_session", { text: LOOP_TRANSCRIPT });
    expect(diagnosis.isError).toBeFalsy();
    expect(diagnosis.structuredContent).toMatchObject({
      type: "repeated_failures",
      rescueUrl: expect.stringMatching(/\/problems$/),
    });
    expect(["low", "medium", "high"]).toContain(diagnosis.structuredContent!.confidence);
    expect((diagnosis.structuredContent!.decidingLines as string[]).length).toBeGreaterThan(0);
    expect(JSON.parse(textOf(diagnosis).slice(textOf(diagnosis).indexOf("{")))).toEqual(diagnosis.structuredContent);

    const rescue = await call(client, "get_rescue", { type: "lost_direction" });
    const steps = rescue.structuredContent!.steps as { timeboxMinutes: number; successCriteria: string[] }[];
    expect(steps).toHaveLength(4);
    for (const step of steps) {
      expect(step.timeboxMinutes).toBeGreaterThan(0);
      expect(step.successCriteria.length).toBeGreaterThan(0);
    }
    expect((rescue.structuredContent!.prompts as unknown[]).length).toBeGreaterThanOrEqual(3);

    const sessions: string[] = [];
    for (let i = 0; i < FREE_MONTHLY_RESCUES; i++) {
      const started = await call(client, "start_rescue", { type: "repeated_failures", title: `Login bug ${i}` });
      expect(started.isError, textOf(started)).toBeFalsy();
      sessions.push(started.structuredContent!.sessionId as string);
    }
    const over = await call(client, "start_rescue", { type: "repeated_failures" });
    expect(over.isError).toBe(true);
    expect(textOf(over)).toMatch(/free rescues/i);
    expect(textOf(over)).toMatch(/upgrade/i);
    // The web sees the same sessions and the same quota.
    const count = (await (await t.request(`/api/user/sessions/count/${user.id}`, { cookie })).json()) as {
      monthlyCount: number;
    };
    expect(count.monthlyCount).toBe(FREE_MONTHLY_RESCUES);
    const web = await t.request("/api/sessions", { cookie, body: { problemType: "no_planning" } });
    expect(web.status).toBe(403);

    const updated = await call(client, "update_rescue", {
      sessionId: sessions[0],
      step: 1,
      done: true,
      note: "Reverted to the last green commit.",
    });
    expect(updated.isError, textOf(updated)).toBeFalsy();
    expect(updated.structuredContent).toMatchObject({ stepsCompleted: 1, progress: 25 });
    expect(updated.structuredContent!.notes).toContain("Reverted to the last green commit.");
    const noStep = await call(client, "update_rescue", { sessionId: sessions[0], step: 9, done: true });
    expect(noStep.isError).toBe(true);
    expect(textOf(noStep)).toMatch(/steps 1 to 4/);

    // Outcomes (decision 0275): at the free quota, "still stuck" still goes on to the next strategy.
    const stuck = await call(client, "report_outcome", { sessionId: sessions[1], outcome: "still_stuck" });
    expect(stuck.isError, textOf(stuck)).toBeFalsy();
    const next = await call(client, "next_strategy", { sessionId: sessions[1] });
    expect(next.isError, textOf(next)).toBeFalsy();
    expect(next.structuredContent!.strategy).not.toBe("Reset & Redirect");
    const works = await call(client, "what_works", {});
    expect(works.isError, textOf(works)).toBeFalsy();

    const found = await call(client, "search_templates", { query: "flaky test" });
    const templates = found.structuredContent!.templates as { id: string; name: string; slots: string[] }[];
    expect(templates[0]!.name).toMatch(/flaky/i);
    const filled = await call(client, "fill_template", {
      id: templates[0]!.id,
      values: { "test name": "checkout total updates" },
    });
    expect(filled.isError, textOf(filled)).toBeFalsy();
    expect(filled.structuredContent!.prompt).toContain("checkout total updates");
    expect(filled.structuredContent!.unfilledSlots).not.toContain("test name");
    // A test runner's name and a plural find the testing templates, as on the site (decision 0284).
    for (const query of ["pytest", "tests"]) {
      const byName = await call(client, "search_templates", { query });
      const names = (byName.structuredContent!.templates as { name: string }[]).map((x) => x.name);
      expect(names, query).toContain("Fix a flaky test for good");
    }
    const unknown = await call(client, "fill_template", { id: "nope/1", values: {} });
    expect(unknown.isError).toBe(true);

    const pro = await call(client, "generate_prompts", { category: "repeated-failures", details: "Login loop." });
    expect(pro.isError).toBe(true);
    expect(textOf(pro)).toMatch(/Pro/);
    expect(textOf(pro)).toMatch(/\/pricing/);

    const handoff = await call(client, "write_handoff", {
      goal: "Ship CSV export on the reports page.",
      state: "Endpoint works; the button downloads an empty file.",
      decisions: ["Use the existing report query."],
      next: ["Fix the empty file", "Add a test"],
    });
    const markdown = handoff.structuredContent!.markdown as string;
    expect(handoff.structuredContent!.filename).toBe("HANDOFF.md");
    expect(markdown).toContain("## Goal");
    expect(markdown).toContain("- Use the existing report query.");
    expect(markdown).toContain("2. Add a test");

    // Every call is logged with its tool and outcome, never with what was sent.
    const calls = logLines.filter((l) => l.message === "mcp tool call");
    expect(calls.length).toBeGreaterThanOrEqual(12);
    expect(new Set(calls.map((l) => l.tool))).toEqual(new Set(TOOLS));
    expect(calls.find((l) => l.tool === "start_rescue" && l.outcome === "LIMIT_REACHED")).toBeTruthy();
    const logged = JSON.stringify(logLines);
    for (const secret of ["Cannot read properties", "Reverted to the last green", "CSV export", token])
      expect(logged).not.toContain(secret);
    await client.close();
  });

  it("gives a Pro (trial) user generated prompts and rescues beyond the free limit", async () => {
    const { token } = await userWithToken("trial");
    const client = await httpClient(token);
    const generated = await call(client, "generate_prompts", {
      category: "repeated-failures",
      details: "The agent keeps reintroducing the same null check bug in the cart.",
    });
    expect(generated.isError, textOf(generated)).toBeFalsy();
    expect(generated.structuredContent!.prompts).toHaveLength(3);
    const other = await call(client, "generate_prompts", { category: "other", details: "My build cache is haunted." });
    expect(other.isError, textOf(other)).toBeFalsy();
    for (let i = 0; i <= FREE_MONTHLY_RESCUES; i++) {
      const started = await call(client, "start_rescue", { type: "no_planning" });
      expect(started.isError, textOf(started)).toBeFalsy();
    }
    await client.close();
  });

  it("takes a problem type id in either spelling wherever a tool takes a type, and answers with the snake_case id", async () => {
    const { token } = await userWithToken("trial");
    const client = await httpClient(token);
    const generated = await call(client, "generate_prompts", {
      category: "repeated_failures",
      details: "The agent keeps reintroducing the same null check bug in the cart.",
    });
    expect(generated.isError, textOf(generated)).toBeFalsy();
    expect(generated.structuredContent!.prompts).toHaveLength(3);
    const planning = await call(client, "generate_prompts", { category: "no_planning", details: "No plan yet." });
    expect(planning.isError, textOf(planning)).toBeFalsy();
    expect(textOf(planning)).toContain("prompts for no-clear-plan");
    const started = await call(client, "start_rescue", { type: "repeated-failures" });
    expect(started.isError, textOf(started)).toBeFalsy();
    expect(started.structuredContent!.type).toBe("repeated_failures");
    const playbook = await call(client, "get_rescue", { type: "ai-hallucination" });
    expect(playbook.structuredContent!.type).toBe("ai_hallucination");
    const works = await call(client, "what_works", { type: "lost-direction" });
    expect(works.isError, textOf(works)).toBeFalsy();
    const unknown = await call(client, "start_rescue", { type: "repeated failures" });
    expect(unknown.isError).toBe(true);
    await client.close();
  });

  it("never touches another user's session: update_rescue with someone else's id is a not-found tool error", async () => {
    const owner = await userWithToken();
    const intruder = await userWithToken("trial");
    const ownerClient = await httpClient(owner.token);
    const started = await call(ownerClient, "start_rescue", { type: "integration_issues", title: "Owner secret" });
    const sessionId = started.structuredContent!.sessionId as string;
    const intruderClient = await httpClient(intruder.token);
    const attempt = await call(intruderClient, "update_rescue", { sessionId, step: 1, done: true, note: "mine now" });
    expect(attempt.isError).toBe(true);
    expect(textOf(attempt)).toMatch(/does not exist or belongs to another account/);
    expect(textOf(attempt)).not.toContain("Owner secret");
    const session = (await (await t.request(`/api/sessions/${sessionId}`, { cookie: owner.cookie })).json()) as {
      session: { stepsCompleted: number; notes: string };
    };
    expect(session.session).toMatchObject({ stepsCompleted: 0, notes: "" });
    await ownerClient.close();
    await intruderClient.close();
  });

  it("answers bad and oversized input with tool errors that state the limit", async () => {
    const { token } = await userWithToken();
    const client = await httpClient(token);
    const big = await call(client, "diagnose_session", { text: "x".repeat(1_048_577) });
    expect(big.isError).toBe(true);
    expect(textOf(big)).toMatch(/at most 1,048,576 characters/);
    const atLimit = await call(client, "diagnose_session", { text: `${"a".repeat(1_048_000)}\nstuck in a loop` });
    expect(atLimit.isError, textOf(atLimit)).toBeFalsy();
    const wrongType = await call(client, "get_rescue", { type: "everything" });
    expect(wrongType.isError).toBe(true);
    const missing = await call(client, "update_rescue", { step: 1 });
    expect(missing.isError).toBe(true);
    const badId = await call(client, "update_rescue", { sessionId: "not-a-session", step: 1, done: true });
    expect(badId.isError).toBe(true);
    const noTool = await call(client, "delete_everything", {});
    expect(noTool.isError).toBe(true);
    // The connection survives every error.
    expect((await call(client, "get_rescue", { type: "no_planning" })).isError).toBeFalsy();
    await client.close();
  });

  it("limits MCP messages per user per minute, counted in the database", async () => {
    const limited = await createTestApp({ env: { MCP_RATE_LIMIT_PER_MINUTE: "5" }, database: t.deps.database });
    const { server: limitedServer, url } = await listen(limited.app);
    try {
      const { token } = await userWithToken();
      // Connecting is two messages (initialize, notifications/initialized); three calls fill the budget.
      const client = await httpClient(token, url);
      for (let i = 0; i < 3; i++)
        expect((await call(client, "get_rescue", { type: "no_planning" })).isError).toBeFalsy();
      const fourth = await call(client, "get_rescue", { type: "no_planning" });
      expect(fourth.isError).toBe(true);
      expect(textOf(fourth)).toMatch(/5 MCP messages a minute, all its tokens together/);
      // Another user has a budget of their own.
      const second = await userWithToken();
      const other = await httpClient(second.token, url);
      expect((await call(other, "get_rescue", { type: "no_planning" })).isError).toBeFalsy();
      await client.close();
      await other.close();
    } finally {
      await new Promise((resolve) => limitedServer.close(resolve));
    }
  });
});

describe("stdio bridge", () => {
  const bin = projectPath("bin/unstuck-mcp.mjs");
  const bridgeClient = async (token: string) => {
    const client = new Client({ name: "stdio-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [bin, "--url", `${baseUrl}/mcp`],
        env: { UNSTUCK_TOKEN: token },
        stderr: "pipe",
      }),
    );
    return client;
  };

  it("forwards tools, prompts and calls to the HTTP server, and reports a revoked token", async () => {
    const { token, tokenId, cookie } = await userWithToken();
    const client = await bridgeClient(token);
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    expect((await client.listPrompts()).prompts).toHaveLength(6);
    const diagnosis = await call(client, "diagnose_session", { text: LOOP_TRANSCRIPT });
    expect(diagnosis.structuredContent!.type).toBe("repeated_failures");
    const started = await call(client, "start_rescue", { type: "repeated_failures" });
    expect(started.isError, textOf(started)).toBeFalsy();
    const pro = await call(client, "generate_prompts", { category: "other", details: "x" });
    expect(pro.isError).toBe(true);

    expect((await t.request(`/api/tokens/${tokenId}`, { method: "DELETE", cookie })).status).toBe(204);
    await expect(client.listTools()).rejects.toThrow(/refused the token/);
    await client.close();
  });

  it("exits with usage when the token is missing, and refuses one on the command line", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, [bin, "--url", `${baseUrl}/mcp`], { encoding: "utf8", env: {} });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("No token: set UNSTUCK_TOKEN or pass --token-file");
    const visible = spawnSync(process.execPath, [bin, "--url", `${baseUrl}/mcp`, "--token", "unstuck_seen_in_ps"], {
      encoding: "utf8",
      env: { UNSTUCK_TOKEN: "unstuck_from_env" },
    });
    expect(visible.status).toBe(2);
    expect(visible.stderr).toMatch(/--token is refused: a token on the command line is visible/);
    const plain = spawnSync(process.execPath, [bin, "--url", "http://unstuck.example.com/mcp"], {
      encoding: "utf8",
      env: { UNSTUCK_TOKEN: "unstuck_from_env" },
    });
    expect(plain.status).toBe(2);
    expect(plain.stderr).toMatch(/must use https:\/\//);
  });
});
