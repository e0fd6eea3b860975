import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./lib/db-errors.js";
import { projectPath } from "./lib/paths.js";
import { openMemoryDatabase } from "./db/client.js";
import {
  type ApiRoute,
  apiRoutes,
  buildRequest,
  createActor,
  routeTable,
} from "../../tests/support/server/api-route-table.js";
import { startFakeOpenAi } from "../../tests/support/server/fake-openai.js";
import { cutDuringTransaction, openThroughProxy } from "../../tests/support/server/proxied-database.js";
import { createTestApp, type TestApp } from "../../tests/support/server/test-app.js";
import { createTempPostgres } from "../../tests/support/server/test-db.js";

/** Faults the server must survive: its database going away and coming back, and a hanging or failing model. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const postgres = await createTempPostgres();
afterAll(async () => {
  await postgres?.drop();
});

async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const res = await run();
  const body = (await res.json()) as Json;
  return { status: res.status, body, ms: performance.now() - started };
}

/**
 * What a signed-in user's calls answer while the database is away: 503 JSON with a message, quickly; never
 * 500, and never 401 (a signed-in user must not look signed out). Status reads may instead be answered from
 * the per-process read cache (decision 0080): 200 with the last known state is fine there.
 */
async function expectUnavailable(t: TestApp, cookie: string, userId: string, sessionId: string) {
  const health = await timed(() => t.request("/api/health"));
  expect(health.status).toBe(503);
  expect(health.body).toMatchObject({ status: "degraded", database: { status: "unavailable" } });
  const calls = [
    { mayBeCached: true, run: () => t.request(`/api/user/sessions/count/${userId}`, { cookie }) },
    { mayBeCached: true, run: () => t.request(`/api/subscription-status/${userId}`, { cookie }) },
    {
      mayBeCached: false,
      run: () =>
        t.request(`/api/sessions/${sessionId}`, {
          method: "PATCH",
          cookie,
          body: { notes: "written during the outage" },
        }),
    },
    { mayBeCached: false, run: () => t.request("/api/sessions", { cookie }) },
    {
      mayBeCached: false,
      run: () => t.request("/api/sessions", { cookie, body: { problemType: "ai_hallucination" } }),
    },
  ];
  const results = await Promise.all(calls.map(async (call) => ({ call, res: await timed(call.run) })));
  for (const { call, res } of results) {
    expect(call.mayBeCached ? [200, 503] : [503], JSON.stringify(res.body)).toContain(res.status);
    if (res.status === 503)
      expect(res.body.error).toMatchObject({
        code: "UNAVAILABLE",
        message: expect.stringMatching(/temporarily unavailable/),
      });
    // Bounded by the pool's connection and query timeouts (5 s each), with room for a loaded machine.
    expect(res.ms).toBeLessThan(12_000);
  }
}

/** Health turns green again on its own, and signed-in reads and writes work (every pooled connection, not just one). */
async function expectRecovered(t: TestApp, cookie: string, userId: string, sessionId: string) {
  const deadline = Date.now() + 20_000;
  let health = 0;
  while (Date.now() < deadline && health !== 200) {
    health = (await t.request("/api/health")).status;
    if (health !== 200) await new Promise((r) => setTimeout(r, 200));
  }
  expect(health).toBe(200);
  for (let i = 0; i < 8; i++) {
    const notes = `written after the outage ${i}`;
    const [write, count] = await Promise.all([
      t.request(`/api/sessions/${sessionId}`, { method: "PATCH", cookie, body: { notes } }),
      t.request(`/api/user/sessions/count/${userId}`, { cookie }),
    ]);
    expect([write.status, count.status]).toEqual([200, 200]);
    const read = (await (await t.request(`/api/sessions/${sessionId}`, { cookie })).json()) as Json;
    expect(read.session.notes).toBe(notes);
  }
}

async function signedInWithSession(t: TestApp) {
  const { cookie, user } = await t.signUp();
  const created = await t.request("/api/sessions", { cookie, body: { problemType: "repeated_failures" } });
  expect(created.status).toBe(201);
  const session = ((await created.json()) as Json).session as { id: string };
  return { cookie, userId: user.id, sessionId: session.id };
}

/** The app's database opened through a TCP proxy on 127.0.0.1 that the test can cut and restore. */
describe.runIf(postgres)("PostgreSQL going away (through a TCP proxy that is cut and restored)", () => {
  it("answers 503 JSON while it is away and recovers by itself when it is back", async () => {
    const { proxy, database } = await openThroughProxy(postgres!.url);
    try {
      const t = await createTestApp({ database });
      const { cookie, userId, sessionId } = await signedInWithSession(t);
      expect((await t.request("/api/health")).status).toBe(200);

      await proxy.stop();
      await expectUnavailable(t, cookie, userId, sessionId);

      await proxy.start();
      await expectRecovered(t, cookie, userId, sessionId);
    } finally {
      await proxy.stop();
      await database.close().catch(() => {});
    }
  }, 90_000);
});

describe.runIf(postgres)("PostgreSQL connection cut while a transaction holds it", () => {
  it("fails that transaction as unavailable (503), keeps the process alive, and the next request succeeds", async () => {
    const { proxy, database } = await openThroughProxy(postgres!.url);
    try {
      const t = await createTestApp({ database });
      const { cookie, userId, sessionId } = await signedInWithSession(t);
      // A checked-out client (inside a transaction, between two queries) sees its connection drop.
      const failed = await cutDuringTransaction(database, proxy);
      expect(failed).not.toBeNull();
      expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
      await expectUnavailable(t, cookie, userId, sessionId);

      await proxy.start();
      await expectRecovered(t, cookie, userId, sessionId);
    } finally {
      await proxy.stop();
      await database.close().catch(() => {});
    }
  }, 90_000);
});

describe.runIf(postgres)("PostgreSQL connection cut while a transaction holds it, in a process of its own", () => {
  it("the process lives on: the transaction fails as unavailable and the pool answers again afterwards", async () => {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", projectPath("tests/support/server/cut-in-transaction.ts"), postgres!.url],
      { cwd: projectPath("."), encoding: "utf8", timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim().split("\n").at(-1)!)).toEqual({ failed: true, unavailable: true });
  }, 90_000);
});

describe.runIf(postgres)("PostgreSQL unreachable without an error (a network partition: bytes dropped)", () => {
  it("answers 503 JSON within a bounded time instead of hanging, and recovers when the network heals", async () => {
    const { proxy, database } = await openThroughProxy(postgres!.url);
    try {
      const t = await createTestApp({ database });
      const { cookie, userId, sessionId } = await signedInWithSession(t);

      proxy.blackhole(true);
      await expectUnavailable(t, cookie, userId, sessionId);

      proxy.blackhole(false);
      await expectRecovered(t, cookie, userId, sessionId);
    } finally {
      await proxy.stop();
      await database.close().catch(() => {});
    }
  }, 90_000);
});

describe("PGlite going away (closed under the running app)", () => {
  it("answers 503 JSON instead of 500 or 401", async () => {
    const database = await openMemoryDatabase();
    await database.migrate();
    const t = await createTestApp({ database });
    const { cookie, userId, sessionId } = await signedInWithSession(t);
    await database.close();
    await expectUnavailable(t, cookie, userId, sessionId);
  }, 90_000);
});

describe("a hanging or failing model endpoint", () => {
  const TIMEOUT_MS = 1_500;
  /** Room for the rest of the request (session, access, the built-in answer) on a loaded machine. */
  const MARGIN_MS = 2_500;

  it("never holds an AI route past AI_TIMEOUT_MS: each answers with the built-in engine", async () => {
    const fake = await startFakeOpenAi();
    try {
      const t = await createTestApp({
        env: {
          AI_BASE_URL: fake.baseURL,
          AI_MODEL: "fake-model",
          AI_TIMEOUT_MS: String(TIMEOUT_MS),
          AI_RATE_LIMIT_PER_MINUTE: "1000",
        },
      });
      const aiRoutes = apiRoutes(t.app).filter((r) => routeTable[r.key]?.ai);
      expect(aiRoutes.map((r) => r.key)).toContain("POST /api/generate-category-prompts");
      const actor = await createActor(t, "pro");
      const call = (route: ApiRoute) => {
        const { path, body } = buildRequest(route, actor.ids);
        return timed(() => t.request(path, { method: route.method, cookie: actor.cookie, body }));
      };

      for (const route of aiRoutes) {
        fake.setMode({ kind: "hang" });
        const before = fake.state.requests.length;
        const hung = await call(route);
        expect(hung.status, `${route.key}: ${JSON.stringify(hung.body).slice(0, 300)}`).toBe(200);
        expect(fake.state.requests.length, `${route.key} asked the model`).toBeGreaterThan(before);
        expect(hung.ms, route.key).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(hung.ms, route.key).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        expect(JSON.stringify(hung.body)).not.toMatch(/"engine":"llm"/);

        for (const status of [500, 503, 429]) {
          fake.setMode({ kind: "status", status });
          const failed = await call(route);
          expect(failed.status, `${route.key} with the model answering ${status}`).toBe(200);
          expect(failed.ms, route.key).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        }
      }

      // Parallel requests against a hanging model are each bounded too (no queueing behind one another).
      fake.setMode({ kind: "hang" });
      const generator = aiRoutes.find((r) => r.key === "POST /api/generate-category-prompts")!;
      const started = performance.now();
      const parallel = await Promise.all(Array.from({ length: 5 }, () => call(generator)));
      expect(parallel.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(parallel.every((r) => r.body.engine === "builtin" && r.body.prompts.length > 0)).toBe(true);
      expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + MARGIN_MS + 1_000);
    } finally {
      await fake.close();
    }
  }, 180_000);
});
