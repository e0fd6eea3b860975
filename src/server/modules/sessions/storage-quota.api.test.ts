import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_STORAGE_QUOTA, PRO_STORAGE_QUOTA } from "../../../shared/domain/storage-quota.js";
import type { RescueSession } from "../../../shared/schemas/sessions.js";
import type { Database } from "../../db/client.js";
import { rescueSessions } from "../../db/schema/sessions.js";
import { grantPro } from "../../../../tests/support/server/billing.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { createTempPostgres } from "../../../../tests/support/server/test-db.js";
import { EXPORT_PAGE_SIZE, listSessions, SEARCH_SCAN_CHUNK } from "./sessions-service.js";

const postgres = await createTempPostgres();
afterAll(async () => {
  await postgres?.drop();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const step = { id: 1, title: "Check the facts", completed: false, timeSpent: 0, startTime: null };
const prompt = {
  id: 1,
  name: "Reset",
  text: "Stop and list what you changed.",
  explanation: "",
  example: "",
  used: false,
};

/** A session as an export file holds it. */
function fileSession(id: string, notes = ""): RescueSession {
  return {
    id,
    problemType: "repeated_failures",
    projectDescription: "",
    customProblem: null,
    selectedStrategy: "Reset & Verify",
    startTime: "2025-01-05T10:00:00Z",
    completedAt: null,
    actionSteps: [step],
    prompts: [prompt],
    notes,
    success: false,
    progress: 0,
    stepsCompleted: 0,
    totalTimeSpent: 0,
    imported: false,
    paste: "",
    facts: null,
  };
}

function defineSuite(label: string, database: () => Promise<Database | undefined>) {
  describe(`stored-data quotas and export (${label})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: await database() });
    });

    /** Adds imported rows straight to the database: `notes` sets each row's size. */
    async function fill(userId: string, rows: number, notes = "") {
      const db = t.deps.database.db;
      for (let done = 0; done < rows; done += 500) {
        const n = Math.min(500, rows - done);
        await db.insert(rescueSessions).values(
          Array.from({ length: n }, () => ({
            id: randomUUID(),
            userId,
            problemType: "repeated_failures",
            selectedStrategy: "Reset & Verify",
            startTime: new Date("2024-06-01T00:00:00Z"),
            actionSteps: [step],
            prompts: [prompt],
            notes,
            imported: true,
            sourceId: randomUUID(),
          })),
        );
      }
    }
    async function rowsOf(userId: string) {
      const [row] = await t.deps.database.db
        .select({ n: count() })
        .from(rescueSessions)
        .where(eq(rescueSessions.userId, userId));
      return Number(row!.n);
    }
    const importing = (cookie: string, sessions: RescueSession[]) =>
      t.request("/api/sessions/import", { cookie, body: { sessions } });

    it("shows the account's counts against its plan's quota", async () => {
      const { cookie, user } = await t.signUp();
      const empty = await t.request("/api/sessions/storage", { cookie });
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual({
        sessions: 0,
        bytes: 0,
        sessionsLimit: FREE_STORAGE_QUOTA.sessions,
        bytesLimit: FREE_STORAGE_QUOTA.bytes,
        percent: 0,
        warning: false,
        full: false,
        isPro: false,
      });
      await t.request("/api/sessions", { cookie, body: { problemType: "ai_hallucination" } });
      await fill(user.id, FREE_STORAGE_QUOTA.sessions * 0.8 - 1);
      const usage = (await (await t.request("/api/sessions/storage", { cookie })).json()) as Json;
      expect(usage.sessions).toBe(FREE_STORAGE_QUOTA.sessions * 0.8);
      // The started rescue holds its prompts and steps, a few kilobytes.
      expect(usage.bytes).toBeGreaterThan(2_000);
      expect(usage).toMatchObject({ warning: true, full: false, percent: 80 });
      expect((await t.request("/api/sessions/storage")).status).toBe(401);
    });

    it("refuses an import beyond the session quota with 403 QUOTA_EXCEEDED and adds nothing", async () => {
      const { cookie, user } = await t.signUp();
      await fill(user.id, FREE_STORAGE_QUOTA.sessions - 1);
      const res = await importing(cookie, [fileSession("a"), fileSession("b")]);
      expect(res.status).toBe(403);
      const body = (await res.json()) as Json;
      expect(body.error.code).toBe("QUOTA_EXCEEDED");
      expect(body.error.message).toMatch(
        /not imported: they would take your account over its storage limit \(999 of 1,000 sessions, .* of 25 MB used\)/,
      );
      expect(await rowsOf(user.id)).toBe(FREE_STORAGE_QUOTA.sessions - 1);
      // One more still fits.
      expect((await importing(cookie, [fileSession("a")])).status).toBe(200);
      expect(await rowsOf(user.id)).toBe(FREE_STORAGE_QUOTA.sessions);
      const started = await t.request("/api/sessions", { cookie, body: { problemType: "lost_direction" } });
      expect(started.status).toBe(403);
      expect(((await started.json()) as Json).error).toMatchObject({
        code: "QUOTA_EXCEEDED",
        message: expect.stringMatching(/rescue was not started/),
      });
    });

    it("refuses an import beyond the byte quota", async () => {
      const { cookie, user } = await t.signUp();
      // 24 rows of 1 MB of notes, then the rest up to 70 kB short of the quota.
      await fill(user.id, 24, "n".repeat(1024 * 1024));
      const { bytes } = (await (await t.request("/api/sessions/storage", { cookie })).json()) as Json;
      await fill(user.id, 1, "n".repeat(FREE_STORAGE_QUOTA.bytes - bytes - 70_000));
      const big = [fileSession("big-1", "€".repeat(20_000)), fileSession("big-2", "€".repeat(20_000))];
      const refused = await importing(cookie, big);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Json).error.message).toMatch(/of 25 MB used/);
      expect(await rowsOf(user.id)).toBe(25);
      expect((await importing(cookie, [big[0]!])).status).toBe(200);
    });

    it("refuses notes that would go over the byte quota, and still saves shorter ones", async () => {
      const { cookie, user } = await t.signUp();
      const res = await t.request("/api/sessions", { cookie, body: { problemType: "no_planning" } });
      const session = ((await res.json()) as Json).session as RescueSession;
      const save = (notes: string) =>
        t.request(`/api/sessions/${session.id}`, { cookie, method: "PATCH", body: { notes } });
      expect((await save("é".repeat(5_000))).status).toBe(200);
      const { bytes } = (await (await t.request("/api/sessions/storage", { cookie })).json()) as Json;
      await fill(user.id, 1, "n".repeat(FREE_STORAGE_QUOTA.bytes - bytes - 1_000));
      const longer = await save("é".repeat(10_000));
      expect(longer.status).toBe(403);
      expect(((await longer.json()) as Json).error).toMatchObject({
        code: "QUOTA_EXCEEDED",
        message: expect.stringMatching(/notes were not saved/),
      });
      const kept = (await (await t.request(`/api/sessions/${session.id}`, { cookie })).json()) as Json;
      expect(kept.session.notes).toBe("é".repeat(5_000));
      expect((await save("é".repeat(100))).status).toBe(200);
    });

    it("gives a Pro account the Pro quota", async () => {
      const { cookie, user } = await t.signUp();
      await grantPro(t.deps, user.id);
      await fill(user.id, FREE_STORAGE_QUOTA.sessions);
      const usage = (await (await t.request("/api/sessions/storage", { cookie })).json()) as Json;
      expect(usage).toMatchObject({ isPro: true, sessionsLimit: PRO_STORAGE_QUOTA.sessions, full: false });
      expect((await importing(cookie, [fileSession("pro-1")])).status).toBe(200);
    });

    it("lets only one of two parallel imports that together exceed the quota through", async () => {
      const { cookie, user } = await t.signUp();
      await fill(user.id, FREE_STORAGE_QUOTA.sessions - 30);
      const batch = (prefix: string) => Array.from({ length: 20 }, (_, i) => fileSession(`${prefix}-${i}`));
      const results = await Promise.all([importing(cookie, batch("x")), importing(cookie, batch("y"))]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
      expect(await rowsOf(user.id)).toBe(FREE_STORAGE_QUOTA.sessions - 10);
    });

    it("deletes a session of the owner only, which makes room again, but never gives a free rescue back", async () => {
      const a = await t.signUp();
      const b = await t.signUp();
      expect((await importing(a.cookie, [fileSession("old-1")])).status).toBe(200);
      const list = (await (await t.request("/api/sessions", { cookie: a.cookie })).json()) as Json;
      const id = (list.sessions as RescueSession[])[0]!.id;
      const remove = (cookie: string, sessionId = id) =>
        t.request(`/api/sessions/${sessionId}`, { cookie, method: "DELETE" });
      expect((await remove(b.cookie)).status).toBe(404);
      const gone = await remove(a.cookie);
      expect(gone.status).toBe(200);
      expect(await gone.json()).toEqual({ deleted: true });
      expect((await t.request(`/api/sessions/${id}`, { cookie: a.cookie })).status).toBe(404);
      expect((await remove(a.cookie)).status).toBe(404);
      expect((await remove(a.cookie, "not-a-uuid")).status).toBe(404);
      const usage = (await (await t.request("/api/sessions/storage", { cookie: a.cookie })).json()) as Json;
      expect(usage).toMatchObject({ sessions: 0, bytes: 0 });

      // A free rescue started this month stays until the month is over: deleting it would give it back.
      const res = await t.request("/api/sessions", { cookie: a.cookie, body: { problemType: "no_planning" } });
      const started = ((await res.json()) as Json).session as RescueSession;
      const refused = await remove(a.cookie, started.id);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as Json).error.message).toMatch(/counts toward this month's 3 free rescues/);
      expect((await t.request(`/api/sessions/${started.id}`, { cookie: a.cookie })).status).toBe(200);
    });

    it("streams the export page by page, oldest first, as one JSON document", async () => {
      const { cookie } = await t.signUp();
      const total = EXPORT_PAGE_SIZE + 10;
      const sessions = Array.from({ length: total }, (_, i) => ({
        ...fileSession(`e-${i}`),
        startTime: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      }));
      for (let i = 0; i < total; i += 25) expect((await importing(cookie, sessions.slice(i, i + 25))).status).toBe(200);
      const res = await t.request("/api/sessions/export", { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      const chunks: string[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(decoder.decode(value, { stream: true }));
      }
      // More than one chunk, none holding more than one page of sessions: never the whole account at once.
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks) expect(chunk.split('"problemType"').length - 1).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
      const body = JSON.parse(chunks.join("")) as { sessions: RescueSession[] };
      expect(body.sessions).toHaveLength(total);
      expect(body.sessions.map((s) => s.startTime)).toEqual(sessions.map((s) => new Date(s.startTime).toISOString()));
      expect(body.sessions.every((s) => s.imported)).toBe(true);

      const none = await t.signUp();
      const empty = await t.request("/api/sessions/export", { cookie: none.cookie });
      expect(JSON.parse(await empty.text())).toEqual({ sessions: [] });
    });

    it("searches the history a chunk of rows at a time, letting other work run in between, with exact paging", async () => {
      const { cookie, user } = await t.signUp();
      const total = SEARCH_SCAN_CHUNK * 12 + 7;
      const sessions = Array.from({ length: total }, (_, i) => ({
        ...fileSession(`s-${i}`, i % 3 === 0 ? `needle ${i}` : `hay ${i}`),
        startTime: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      }));
      for (let i = 0; i < total; i += 25) expect((await importing(cookie, sessions.slice(i, i + 25))).status).toBe(200);
      const expected = sessions
        .filter((_, i) => i % 3 === 0)
        .map((s) => s.notes)
        .reverse();

      let ticks = 0;
      let searching = true;
      const spin = () => {
        ticks++;
        if (searching) setImmediate(spin);
      };
      setImmediate(spin);
      const page = await listSessions(t.deps.database.db, user.id, {
        q: "NEEDLE",
        limit: 20,
        offset: 30,
        status: "all",
      });
      searching = false;
      // The event loop ran between the chunks: at least once per chunk scanned.
      expect(ticks).toBeGreaterThanOrEqual(12);
      expect(page.total).toBe(expected.length);
      expect(page.sessions.map((s) => s.notes)).toEqual(expected.slice(30, 50));

      const viaApi = (await (await t.request("/api/sessions?q=needle&limit=5&offset=0", { cookie })).json()) as Json;
      expect(viaApi.total).toBe(expected.length);
      expect((viaApi.sessions as RescueSession[]).map((s) => s.notes)).toEqual(expected.slice(0, 5));
      const none = (await (await t.request("/api/sessions?q=nothing-like-it", { cookie })).json()) as Json;
      expect(none).toEqual({ sessions: [], total: 0 });
    });

    it("tells the shared page that a session was imported", async () => {
      const { cookie } = await t.signUp();
      expect((await importing(cookie, [fileSession("shared-1")])).status).toBe(200);
      const list = (await (await t.request("/api/sessions?status=imported", { cookie })).json()) as Json;
      const id = (list.sessions as RescueSession[])[0]!.id;
      const share = (await (await t.request(`/api/sessions/${id}/share`, { method: "POST", cookie })).json()) as Json;
      const pub = (await (await t.request(`/api/shared-sessions/${share.token}`)).json()) as Json;
      expect(pub.session.imported).toBe(true);
      const own = await t.request("/api/sessions", { cookie, body: { problemType: "no_planning" } });
      const ownId = (((await own.json()) as Json).session as RescueSession).id;
      const ownShare = (await (
        await t.request(`/api/sessions/${ownId}/share`, { method: "POST", cookie })
      ).json()) as Json;
      const ownPub = (await (await t.request(`/api/shared-sessions/${ownShare.token}`)).json()) as Json;
      expect(ownPub.session.imported).toBe(false);
    });
  });
}

defineSuite("PGlite", async () => undefined);
describe.runIf(postgres)("with PostgreSQL 15", () => {
  defineSuite("PostgreSQL", async () => postgres!.database);
});
