import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeAccess } from "../../../shared/domain/access.js";
import { FREE_MONTHLY_RESCUES } from "../../../shared/domain/usage-limit.js";
import type { RescueSession } from "../../../shared/schemas/sessions.js";
import type { Database } from "../../db/client.js";
import { promptRatings, rescueSessions } from "../../db/schema/sessions.js";
import { usedTrials } from "../../db/schema/billing.js";
import { trialKeys } from "../../billing/trial-keys.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { createTempPostgres } from "../../../../tests/support/server/test-db.js";
import { createSession, getSessionCount, updateStep } from "./sessions-service.js";

const postgres = await createTempPostgres();
afterAll(async () => {
  await postgres?.drop();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function json(res: Response): Promise<Json> {
  return (await res.json()) as Json;
}

function defineSuite(label: string, database: () => Promise<Database | undefined>) {
  describe(`rescue sessions API (${label})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ database: await database() });
    });

    async function start(cookie: string, body: Json = { problemType: "repeated_failures" }) {
      return t.request("/api/sessions", { cookie, body });
    }
    async function started(cookie: string, body?: Json): Promise<RescueSession> {
      const res = await start(cookie, body);
      expect(res.status).toBe(201);
      return (await json(res)).session as RescueSession;
    }

    it("keeps the redacted paste with the session and builds its prompts from the paste's facts", async () => {
      const { cookie } = await t.signUp();
      const paste = [
        "> test_invoice keeps failing, key is OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwx",
        "⏺ Bash(pytest tests/test_invoice.py -q)",
        "  ⎿  FAILED tests/test_invoice.py::test_total_includes_tax - AssertionError: assert 100.0 == 120.0",
      ].join("\n");
      const session = await started(cookie, { problemType: "repeated_failures", paste });
      expect(session.paste).toContain("pytest tests/test_invoice.py -q");
      expect(session.paste).not.toContain("sk-proj-abcdefghijklmnopqrstuvwx");
      expect(session.facts).toMatchObject({ command: "pytest tests/test_invoice.py -q", tool: "Claude Code" });
      for (const prompt of session.prompts) {
        expect(prompt.text).toContain("AssertionError: assert 100.0 == 120.0");
        expect(prompt.text).toContain("pytest tests/test_invoice.py -q");
        expect(prompt.text).not.toMatch(/\[exact error text\]|\[command that fails\]/);
      }
      const again = await t.request(`/api/sessions/${session.id}`, { cookie });
      expect((await json(again)).session.paste).toBe(session.paste);
    });

    it("creates a session with a snapshot of the prompts and steps", async () => {
      const { cookie } = await t.signUp();
      const session = await started(cookie, { problemType: "ai_hallucination", projectDescription: "  A Flask API  " });
      expect(session).toMatchObject({
        problemType: "ai_hallucination",
        projectDescription: "A Flask API",
        success: false,
        progress: 0,
        stepsCompleted: 0,
        totalTimeSpent: 0,
        notes: "",
        imported: false,
        completedAt: null,
        customProblem: null,
      });
      expect(session.selectedStrategy).toBe("Reset & Verify");
      expect(session.prompts).toHaveLength(4);
      expect(session.actionSteps).toHaveLength(4);
      expect(session.actionSteps.map((s) => s.id)).toEqual([1, 2, 3, 4]);
      expect(
        session.actionSteps.every(
          (s) => !s.completed && s.timeSpent === 0 && s.startTime === null && s.title.length > 0,
        ),
      ).toBe(true);
      const again = await t.request(`/api/sessions/${session.id}`, { cookie });
      expect(again.status).toBe(200);
      expect((await json(again)).session).toEqual(session);
    });

    it("keeps the custom problem and requires it for the custom type", async () => {
      const { cookie } = await t.signUp();
      const blank = await start(cookie, { problemType: "custom", customProblem: "   " });
      expect(blank.status).toBe(400);
      expect((await json(blank)).error).toMatchObject({
        code: "VALIDATION_FAILED",
        message: expect.stringMatching(/Describe your situation/),
      });
      const session = await started(cookie, {
        problemType: "custom",
        customProblem: "My agent keeps rewriting the auth middleware.",
      });
      expect(session.customProblem).toBe("My agent keeps rewriting the auth middleware.");
      expect(session.problemType).toBe("custom");
    });

    it("allows 3 rescues a month to a free user and refuses the 4th with 403 LIMIT_REACHED", async () => {
      const { cookie, user } = await t.signUp();
      const before = await json(await t.request(`/api/user/sessions/count/${user.id}`, { cookie }));
      expect(before).toMatchObject({
        monthlyCount: 0,
        remainingFree: 3,
        canCreateSession: true,
        unlimited: false,
        limit: 3,
        access: { isPro: false, trialActive: false },
      });
      for (let i = 0; i < FREE_MONTHLY_RESCUES; i++) await started(cookie);
      const fourth = await start(cookie);
      expect(fourth.status).toBe(403);
      const body = await json(fourth);
      expect(body.error.code).toBe("LIMIT_REACHED");
      // The trial was never used: the refusal offers it, not the paid plan (decision 0285).
      expect(body.error.message).toMatch(/used all 3 free rescues for this month.*3-day free Pro trial/);
      expect(body.error.message).not.toMatch(/Upgrade/);
      expect(body.error.details).toMatchObject({ trialOffered: true });
      const after = await json(await t.request(`/api/user/sessions/count/${user.id}`, { cookie }));
      expect(after).toMatchObject({ monthlyCount: 3, remainingFree: 0, canCreateSession: false });
      const list = await json(await t.request("/api/sessions", { cookie }));
      expect(list.total).toBe(3);
    });

    it("at the limit offers the paid plan once this email has had its trial", async () => {
      const { cookie, user } = await t.signUp();
      await t.deps.database.db.insert(usedTrials).values({ key: trialKeys({ email: user.email })[0]! });
      for (let i = 0; i < FREE_MONTHLY_RESCUES; i++) await started(cookie);
      const body = await json(await start(cookie));
      expect(body.error.code).toBe("LIMIT_REACHED");
      expect(body.error.message).toMatch(/used all 3 free rescues for this month\. Upgrade to Pro/);
      expect(body.error.message).not.toMatch(/trial/);
      expect(body.error.details).toMatchObject({ trialOffered: false });
    });

    it("starts counting again on the first of the next month (UTC)", async () => {
      const { user } = await t.signUp();
      const lateJanuary = new Date("2031-01-31T23:59:30Z");
      for (let i = 0; i < 3; i++)
        await createSession(t.deps.billingStore, user.id, { problemType: "lost_direction" }, lateJanuary);
      await expect(
        createSession(
          t.deps.billingStore,
          user.id,
          { problemType: "lost_direction" },
          new Date("2031-01-31T23:59:59Z"),
        ),
      ).rejects.toMatchObject({ code: "LIMIT_REACHED" });
      expect(await getSessionCount(t.deps.billingStore, user.id, lateJanuary)).toMatchObject({
        monthlyCount: 3,
        canCreateSession: false,
        resetsAt: "2031-02-01T00:00:00.000Z",
      });
      const february = new Date("2031-02-01T00:00:00Z");
      expect(await getSessionCount(t.deps.billingStore, user.id, february)).toMatchObject({
        monthlyCount: 0,
        remainingFree: 3,
        canCreateSession: true,
      });
      await createSession(t.deps.billingStore, user.id, { problemType: "lost_direction" }, february);
      expect(await getSessionCount(t.deps.billingStore, user.id, february)).toMatchObject({
        monthlyCount: 1,
        remainingFree: 2,
      });
    });

    it("does not limit Pro users", async () => {
      const { user } = await t.signUp();
      const now = new Date();
      const pro = {
        snapshot: { ...freeAccess, tier: "pro_monthly" as const, status: "active" as const },
        isPro: true,
        row: null,
      };
      for (let i = 0; i < FREE_MONTHLY_RESCUES + 2; i++)
        await createSession(t.deps.billingStore, user.id, { problemType: "no_planning" }, now, pro);
      // Rescues started with Pro leave the free quota whole for later (decision 0153).
      for (let i = 0; i < FREE_MONTHLY_RESCUES; i++)
        await createSession(t.deps.billingStore, user.id, { problemType: "no_planning" }, now);
      await expect(
        createSession(t.deps.billingStore, user.id, { problemType: "no_planning" }, now),
      ).rejects.toMatchObject({
        code: "LIMIT_REACHED",
      });
    });

    it("lets only one of two parallel creates pass for a free user with 2 used", async () => {
      const { cookie, user } = await t.signUp();
      await started(cookie);
      await started(cookie);
      const results = await Promise.all([start(cookie), start(cookie), start(cookie)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403]);
      const count = await json(await t.request(`/api/user/sessions/count/${user.id}`, { cookie }));
      expect(count.monthlyCount).toBe(3);
    });

    it("stays within the limit under many parallel creates from a fresh user", async () => {
      const { user } = await t.signUp();
      const db = t.deps.database.db;
      const now = new Date();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          createSession(t.deps.billingStore, user.id, { problemType: "complexity_overwhelm" }, now),
        ),
      );
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
      const rows = await db.select().from(rescueSessions).where(eq(rescueSessions.userId, user.id));
      expect(rows).toHaveLength(3);
    });

    it("times steps with the server clock, one timer at a time, and derives progress", async () => {
      const { user } = await t.signUp();
      const db = t.deps.database.db;
      const t0 = new Date("2030-05-01T10:00:00Z");
      const session = await createSession(t.deps.billingStore, user.id, { problemType: "integration_issues" }, t0);
      const at = (s: number) => new Date(t0.getTime() + s * 1000);
      let s = await updateStep(db, user.id, session.id, 1, { timer: "start" }, at(10));
      expect(s.actionSteps[0]!.startTime).toBe(at(10).toISOString());
      s = await updateStep(db, user.id, session.id, 1, { timer: "stop" }, at(75));
      expect(s.actionSteps[0]).toMatchObject({ timeSpent: 65, startTime: null });
      s = await updateStep(db, user.id, session.id, 1, { timer: "start" }, at(100));
      s = await updateStep(db, user.id, session.id, 2, { timer: "start" }, at(130));
      expect(s.actionSteps[0]).toMatchObject({ timeSpent: 95, startTime: null });
      expect(s.actionSteps[1]!.startTime).toBe(at(130).toISOString());
      s = await updateStep(db, user.id, session.id, 2, { completed: true }, at(150));
      expect(s.actionSteps[1]).toMatchObject({ completed: true, timeSpent: 20, startTime: null });
      expect(s).toMatchObject({ stepsCompleted: 1, progress: 25, totalTimeSpent: 115 });
      await expect(updateStep(db, user.id, session.id, 2, { timer: "start" }, at(155))).rejects.toMatchObject({
        code: "CONFLICT",
      });
      s = await updateStep(db, user.id, session.id, 2, { completed: false }, at(160));
      expect(s).toMatchObject({ stepsCompleted: 0, progress: 0 });
    });

    it("updates steps, notes and success over HTTP and reports stats", async () => {
      const { cookie } = await t.signUp();
      const session = await started(cookie, { problemType: "complexity_overwhelm" });
      const step = await t.request(`/api/sessions/${session.id}/steps/3`, {
        cookie,
        method: "PATCH",
        body: { completed: true },
      });
      expect(step.status).toBe(200);
      expect((await json(step)).session).toMatchObject({ stepsCompleted: 1, progress: 25 });
      const notes = "Tried a fresh session.\nThe agent now reads the docs first. ✅";
      const saved = await t.request(`/api/sessions/${session.id}`, { cookie, method: "PATCH", body: { notes } });
      expect((await json(saved)).session.notes).toBe(notes);
      const reloaded = await json(await t.request(`/api/sessions/${session.id}`, { cookie }));
      expect(reloaded.session.notes).toBe(notes);

      const done = await json(
        await t.request(`/api/sessions/${session.id}`, { cookie, method: "PATCH", body: { success: true } }),
      );
      expect(done.session.success).toBe(true);
      expect(Date.parse(done.session.completedAt)).not.toBeNaN();
      await started(cookie, { problemType: "lost_direction" });
      const stats = await json(await t.request("/api/sessions/stats", { cookie }));
      expect(stats).toEqual({ total: 2, successful: 1, successRate: 50, averageTime: 1 });
    });

    it("averages the time to solution in minutes", async () => {
      const { cookie, user } = await t.signUp();
      const db = t.deps.database.db;
      const a = await started(cookie);
      const b = await started(cookie);
      await db
        .update(rescueSessions)
        .set({
          success: true,
          startTime: new Date("2030-01-01T10:00:00Z"),
          completedAt: new Date("2030-01-01T10:30:00Z"),
        })
        .where(eq(rescueSessions.id, a.id));
      await db
        .update(rescueSessions)
        .set({
          success: true,
          startTime: new Date("2030-01-01T10:00:00Z"),
          completedAt: new Date("2030-01-01T11:40:00Z"),
        })
        .where(eq(rescueSessions.id, b.id));
      const stats = await json(await t.request("/api/sessions/stats", { cookie }));
      expect(stats).toEqual({ total: 2, successful: 2, successRate: 100, averageTime: 65 });
      expect(user.id).toBeTruthy();
    });

    it("keeps one rating per user, session and prompt; rating again replaces it", async () => {
      const { cookie, user } = await t.signUp();
      const session = await started(cookie);
      const rate = (rating: string, promptIndex = 0) =>
        t.request("/api/rate-prompt", {
          cookie,
          body: {
            userId: user.id,
            sessionId: session.id,
            promptIndex,
            rating,
            promptText: session.prompts[promptIndex]?.text ?? "a prompt that does not exist",
            problemType: session.problemType,
          },
        });
      expect((await rate("positive")).status).toBe(200);
      expect((await rate("negative")).status).toBe(200);
      expect((await rate("positive", 2)).status).toBe(200);
      const list = await json(await t.request(`/api/sessions/${session.id}/ratings`, { cookie }));
      expect(list.ratings).toEqual([
        { promptIndex: 0, rating: "negative" },
        { promptIndex: 2, rating: "positive" },
      ]);
      const rows = await t.deps.database.db
        .select()
        .from(promptRatings)
        .where(and(eq(promptRatings.sessionId, session.id), eq(promptRatings.promptIndex, 0)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: user.id, rating: "negative", problemType: "repeated_failures" });
      const outOfRange = await rate("positive", session.prompts.length);
      expect(outOfRange.status).toBe(400);
      const bad = await rate("meh");
      expect(bad.status).toBe(400);
      expect((await json(bad)).error.message).toMatch(/rating must be positive or negative/);
    });

    it("answers 403 for another user's uid", async () => {
      const me = await t.signUp();
      const other = await t.signUp();
      const count = await t.request(`/api/user/sessions/count/${other.user.id}`, { cookie: me.cookie });
      expect(count.status).toBe(403);
      expect((await json(count)).error.code).toBe("FORBIDDEN");
      expect(
        (await t.request(`/api/user/recent-sessions/${other.user.id}?limit=3`, { cookie: me.cookie })).status,
      ).toBe(403);
      const theirs = await started(other.cookie);
      const rating = await t.request("/api/rate-prompt", {
        cookie: me.cookie,
        body: {
          userId: other.user.id,
          sessionId: theirs.id,
          promptIndex: 0,
          rating: "positive",
          promptText: "x",
          problemType: "repeated_failures",
        },
      });
      expect(rating.status).toBe(403);
    });

    it("answers 404 for another user's session", async () => {
      const me = await t.signUp();
      const other = await t.signUp();
      const theirs = await started(other.cookie);
      expect((await t.request(`/api/sessions/${theirs.id}`, { cookie: me.cookie })).status).toBe(404);
      expect(
        (
          await t.request(`/api/sessions/${theirs.id}`, {
            cookie: me.cookie,
            method: "PATCH",
            body: { notes: "mine now" },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await t.request(`/api/sessions/${theirs.id}/steps/1`, {
            cookie: me.cookie,
            method: "PATCH",
            body: { completed: true },
          })
        ).status,
      ).toBe(404);
      expect((await t.request(`/api/sessions/${theirs.id}/ratings`, { cookie: me.cookie })).status).toBe(404);
      const rating = await t.request("/api/rate-prompt", {
        cookie: me.cookie,
        body: {
          userId: me.user.id,
          sessionId: theirs.id,
          promptIndex: 0,
          rating: "positive",
          promptText: "x",
          problemType: "repeated_failures",
        },
      });
      expect(rating.status).toBe(404);
      expect((await t.request("/api/sessions/not-a-uuid", { cookie: me.cookie })).status).toBe(404);
      expect(
        (
          await t.request(`/api/sessions/${theirs.id}/steps/99`, {
            cookie: other.cookie,
            method: "PATCH",
            body: { completed: true },
          })
        ).status,
      ).toBe(404);
      const untouched = await json(await t.request(`/api/sessions/${theirs.id}`, { cookie: other.cookie }));
      expect(untouched.session).toMatchObject({ notes: "", stepsCompleted: 0 });
    });

    it("lists recent sessions newest first and validates the limit", async () => {
      const { cookie, user } = await t.signUp();
      const first = await started(cookie, { problemType: "no_planning" });
      await new Promise((r) => setTimeout(r, 5));
      const second = await started(cookie, { problemType: "lost_direction" });
      const recent = await json(await t.request(`/api/user/recent-sessions/${user.id}?limit=3`, { cookie }));
      expect(recent.sessions.map((s: Json) => s.id)).toEqual([second.id, first.id]);
      expect(recent.sessions[0]).toMatchObject({
        id: second.id,
        problemType: "lost_direction",
        startTime: second.startTime,
        progress: 0,
      });
      const one = await json(await t.request(`/api/user/recent-sessions/${user.id}?limit=1`, { cookie }));
      expect(one.sessions).toHaveLength(1);
      for (const bad of ["0", "21", "abc", "2.5"]) {
        const res = await t.request(`/api/user/recent-sessions/${user.id}?limit=${bad}`, { cookie });
        expect(res.status, `limit=${bad}`).toBe(400);
        expect((await json(res)).error.message).toMatch(/limit must be a whole number from 1 to 20/);
      }
    });

    it("answers bad input with clear 400s and never a 5xx", async () => {
      const { cookie } = await t.signUp();
      const session = await started(cookie);
      const cases: [string, { method?: string; body?: unknown; headers?: Record<string, string> }, RegExp][] = [
        ["/api/sessions", { body: {} }, /problemType/],
        ["/api/sessions", { body: { problemType: "bored" } }, /problemType/],
        ["/api/sessions", { body: { problemType: "custom", customProblem: "x".repeat(5001) } }, /at most 5,000/],
        [
          `/api/sessions/${session.id}`,
          { method: "PATCH", body: { notes: "x".repeat(20_001) } },
          /Notes can be at most 20,000 characters/,
        ],
        [`/api/sessions/${session.id}`, { method: "PATCH", body: {} }, /Send notes or success/],
        [
          `/api/sessions/${session.id}/steps/1`,
          { method: "PATCH", body: { timer: "pause" } },
          /timer must be start or stop/,
        ],
        [
          `/api/sessions/${session.id}`,
          { method: "PATCH", body: "{not json", headers: { "content-type": "application/json" } },
          /not valid JSON/,
        ],
        ["/api/sessions?limit=500", {}, /limit must be a whole number from 1 to 100/],
      ];
      for (const [path, init, message] of cases) {
        const res = await t.request(path, { cookie, ...init });
        expect(res.status, path).toBe(400);
        expect((await json(res)).error.message).toMatch(message);
      }
      const notJson = await t.request("/api/sessions", {
        cookie,
        body: "problemType=custom",
        headers: { "content-type": "text/plain" },
      });
      expect(notJson.status).toBe(415);
      const maxNotes = await t.request(`/api/sessions/${session.id}`, {
        cookie,
        method: "PATCH",
        body: { notes: "é".repeat(20_000) },
      });
      expect(maxNotes.status).toBe(200);
    });

    it("asks for sign-in", async () => {
      expect((await t.request("/api/sessions", { body: { problemType: "custom", customProblem: "x" } })).status).toBe(
        401,
      );
      expect((await t.request("/api/sessions/stats")).status).toBe(401);
      expect((await t.request("/api/user/sessions/count/someone")).status).toBe(401);
    });

    it("imports an export as read-only history that skips duplicates and does not use the monthly limit", async () => {
      const a = await t.signUp();
      const first = await started(a.cookie, { problemType: "ai_hallucination" });
      await t.request(`/api/sessions/${first.id}`, {
        cookie: a.cookie,
        method: "PATCH",
        body: { notes: "Checked the package on npm first.", success: true },
      });
      await started(a.cookie, { problemType: "custom", customProblem: "Tests pass locally only." });
      const exported = await json(await t.request("/api/sessions/export", { cookie: a.cookie }));
      expect(exported.sessions).toHaveLength(2);

      const again = await json(
        await t.request("/api/sessions/import", { cookie: a.cookie, body: { sessions: exported.sessions } }),
      );
      expect(again).toEqual({ imported: 0, skipped: 2 });

      const b = await t.signUp();
      for (let i = 0; i < 3; i++) await started(b.cookie);
      const res = await t.request("/api/sessions/import", { cookie: b.cookie, body: { sessions: exported.sessions } });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ imported: 2, skipped: 0 });
      const repeat = await json(
        await t.request("/api/sessions/import", { cookie: b.cookie, body: { sessions: exported.sessions } }),
      );
      expect(repeat).toEqual({ imported: 0, skipped: 2 });

      const list = await json(await t.request("/api/sessions?limit=100", { cookie: b.cookie }));
      expect(list.total).toBe(5);
      const copy = (list.sessions as RescueSession[]).find((s) => s.imported && s.problemType === "ai_hallucination")!;
      expect(copy).toMatchObject({
        notes: "Checked the package on npm first.",
        success: true,
        startTime: first.startTime,
        imported: true,
      });
      expect(copy.id).not.toBe(first.id);
      const count = await json(await t.request(`/api/user/sessions/count/${b.user.id}`, { cookie: b.cookie }));
      expect(count.monthlyCount).toBe(3);
      const edit = await t.request(`/api/sessions/${copy.id}`, {
        cookie: b.cookie,
        method: "PATCH",
        body: { notes: "changed" },
      });
      expect(edit.status).toBe(409);
      expect((await json(edit)).error.message).toMatch(/read-only history/);
      expect(
        (
          await t.request(`/api/sessions/${copy.id}/steps/1`, {
            cookie: b.cookie,
            method: "PATCH",
            body: { timer: "start" },
          })
        ).status,
      ).toBe(409);
      const stats = await json(await t.request("/api/sessions/stats", { cookie: b.cookie }));
      expect(stats).toMatchObject({ total: 5, successful: 1, successRate: 20 });
      // The original account is untouched.
      const original = await json(await t.request("/api/sessions", { cookie: a.cookie }));
      expect(original.total).toBe(2);
    });

    it("refuses an invalid import without adding anything", async () => {
      const { cookie } = await t.signUp();
      const valid = await started(cookie);
      const broken = { ...valid, id: "legacy-1", startTime: "yesterday" };
      const res = await t.request("/api/sessions/import", {
        cookie,
        body: { sessions: [{ ...valid, id: "legacy-2" }, broken] },
      });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toMatch(/sessions\.1\.startTime/);
      const list = await json(await t.request("/api/sessions", { cookie }));
      expect(list.total).toBe(1);
    });
  });
}

defineSuite("PGlite", async () => undefined);
describe.runIf(postgres)("with PostgreSQL 15", () => {
  defineSuite("PostgreSQL", async () => postgres!.database);
});
