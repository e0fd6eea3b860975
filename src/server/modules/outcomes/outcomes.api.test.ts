import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secondStrategyOf } from "../../../shared/domain/next-strategy.js";
import type {
  MyOutcomeSummary,
  OutcomeStats,
  SessionOutcomeState,
  SiteFigures,
} from "../../../shared/schemas/outcomes.js";
import type { RescueSession, SessionCount, SessionListPage } from "../../../shared/schemas/sessions.js";
import { mcpClientFor } from "../../../../tests/support/server/mcp-tool-table.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { type Database, openMemoryDatabase } from "../../db/client.js";

// A database of its own: the figures across users must count only what this file answers.
let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openMemoryDatabase();
  await database.migrate();
  t = await createTestApp({ database });
}, 60_000);
afterAll(async () => {
  await database.close();
});

async function start(cookie: string, body: Record<string, unknown> = { problemType: "repeated_failures" }) {
  const res = await t.request("/api/sessions", { cookie, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { session: RescueSession }).session;
}

async function answer(cookie: string, id: string, body: Record<string, unknown>, status = 200) {
  const res = await t.request(`/api/sessions/${id}/outcome`, { method: "PUT", cookie, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as SessionOutcomeState;
}

async function json<T>(path: string, cookie?: string): Promise<T> {
  const res = await t.request(path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

describe("the outcome of a rescue", () => {
  it("is recorded, changed and dismissed by its owner, and unstuck marks the rescue solved", async () => {
    const { cookie } = await t.signUp();
    const session = await start(cookie);
    const fresh = await json<SessionOutcomeState>(`/api/sessions/${session.id}/outcome`, cookie);
    expect(fresh).toMatchObject({ outcome: null, dismissed: false, previous: null, nextSessionId: null });
    expect(fresh.nextOptions.map((o) => o.via)).toEqual(["second_strategy"]);

    const dismissed = await t.request(`/api/sessions/${session.id}/outcome/dismiss`, { method: "POST", cookie });
    expect(((await dismissed.json()) as SessionOutcomeState).dismissed).toBe(true);

    const unstuck = await answer(cookie, session.id, { outcome: "unstuck", promptIndex: 1, stepId: 3 });
    expect(unstuck.outcome).toMatchObject({ outcome: "unstuck", promptIndex: 1, stepId: 3 });
    expect(unstuck.dismissed).toBe(false);
    const solved = await json<{ session: RescueSession }>(`/api/sessions/${session.id}`, cookie);
    expect(solved.session.success).toBe(true);

    // Edited: "gave up" drops what did it and opens the rescue again.
    const gaveUp = await answer(cookie, session.id, { outcome: "gave_up", promptIndex: 1 });
    expect(gaveUp.outcome).toMatchObject({ outcome: "gave_up", promptIndex: null, stepId: null });
    expect((await json<{ session: RescueSession }>(`/api/sessions/${session.id}`, cookie)).session.success).toBe(false);

    const history = await json<SessionListPage>("/api/sessions", cookie);
    expect(history.outcomes).toEqual({ [session.id]: "gave_up" });

    await answer(cookie, session.id, { outcome: "unstuck", promptIndex: 9 }, 400);
    await answer(cookie, session.id, { outcome: "unstuck", stepId: 9 }, 400);
    await answer(cookie, session.id, { outcome: "fixed" }, 400);
  });

  it("is invisible and unchangeable for another user", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const session = await start(owner.cookie);
    await answer(owner.cookie, session.id, { outcome: "still_stuck" });

    const read = await t.request(`/api/sessions/${session.id}/outcome`, { cookie: other.cookie });
    expect(read.status).toBe(404);
    expect(await read.text()).not.toContain("still_stuck");
    await answer(other.cookie, session.id, { outcome: "unstuck" }, 404);
    const dismiss = await t.request(`/api/sessions/${session.id}/outcome/dismiss`, {
      method: "POST",
      cookie: other.cookie,
    });
    expect(dismiss.status).toBe(404);
    const next = await t.request(`/api/sessions/${session.id}/next`, { cookie: other.cookie, body: {} });
    expect(next.status).toBe(404);
    const summary = await t.request(`/api/user/outcomes/${owner.user.id}`, { cookie: other.cookie });
    expect(summary.status).toBe(403);
    expect((await json<SessionListPage>("/api/sessions", other.cookie)).outcomes).toEqual({});

    // The owner's answer is unchanged.
    const mine = await json<SessionOutcomeState>(`/api/sessions/${session.id}/outcome`, owner.cookie);
    expect(mine.outcome?.outcome).toBe("still_stuck");
    const ownSummary = await json<MyOutcomeSummary>(`/api/user/outcomes/${owner.user.id}`, owner.cookie);
    expect(ownSummary).toMatchObject({ answered: 1, stillStuck: 1, unstuck: 0, rate: 0 });
    expect((await t.request("/api/user/outcomes/x", {})).status).toBe(401);
  });
});

describe("the next line of attack", () => {
  it("follows still stuck with the second strategy, carries the notes over and never uses a free rescue", async () => {
    const { cookie, user } = await t.signUp();
    const first = await start(cookie, { problemType: "repeated_failures", runnerUpType: "ai_hallucination" });
    await t.request(`/api/sessions/${first.id}`, { method: "PATCH", cookie, body: { notes: "Pinned the lockfile." } });
    await t.request(`/api/sessions/${first.id}/steps/1`, { method: "PATCH", cookie, body: { completed: true } });

    const early = await t.request(`/api/sessions/${first.id}/next`, { cookie, body: {} });
    expect(early.status).toBe(409);

    const stuck = await answer(cookie, first.id, { outcome: "still_stuck" });
    expect(stuck.nextOptions.map((o) => [o.via, o.problemType])).toEqual([
      ["second_strategy", "repeated_failures"],
      ["runner_up", "ai_hallucination"],
    ]);

    const res = await t.request(`/api/sessions/${first.id}/next`, { cookie, body: { via: "second_strategy" } });
    expect(res.status).toBe(201);
    const next = ((await res.json()) as { session: RescueSession }).session;
    const second = secondStrategyOf("repeated_failures");
    expect(next.selectedStrategy).toBe(second.strategy);
    expect(next.prompts.map((p) => p.name)).toEqual(second.prompts.map((p) => p.name));
    expect(next.actionSteps.map((s) => s.title)).toEqual(second.steps.map((s) => s.title));
    expect(next.notes).toContain("Pinned the lockfile.");
    expect(next.notes).toContain(`${first.actionSteps[0]!.title}: done`);

    // Asked again, the same follow-up; the first rescue now links to it and offers nothing more.
    const again = await t.request(`/api/sessions/${first.id}/next`, { cookie, body: { via: "runner_up" } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { session: RescueSession }).session.id).toBe(next.id);
    const after = await json<SessionOutcomeState>(`/api/sessions/${first.id}/outcome`, cookie);
    expect(after).toMatchObject({ nextSessionId: next.id, nextOptions: [] });
    const onNext = await json<SessionOutcomeState>(`/api/sessions/${next.id}/outcome`, cookie);
    expect(onNext.previous).toMatchObject({ sessionId: first.id, strategy: first.selectedStrategy });
    // Once on the second strategy, only the runner-up type is left to try.
    expect(onNext.nextOptions.map((o) => o.via)).toEqual(["runner_up"]);

    const count = await json<SessionCount>(`/api/user/sessions/count/${user.id}`, cookie);
    expect(count.monthlyCount).toBe(1);
  });

  it("switches to the runner-up type when asked, and says so when there is none", async () => {
    const { cookie } = await t.signUp();
    const withRunnerUp = await start(cookie, { problemType: "integration_issues", runnerUpType: "ai_hallucination" });
    await answer(cookie, withRunnerUp.id, { outcome: "still_stuck" });
    const res = await t.request(`/api/sessions/${withRunnerUp.id}/next`, { cookie, body: { via: "runner_up" } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { session: RescueSession }).session.problemType).toBe("ai_hallucination");

    const without = await start(cookie, { problemType: "lost_direction" });
    await answer(cookie, without.id, { outcome: "still_stuck" });
    const none = await t.request(`/api/sessions/${without.id}/next`, { cookie, body: { via: "runner_up" } });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { message: string } }).error.message).toMatch(/no second type/);
  });
});

describe("figures across users", () => {
  /** The figures straight from the table, to check the API's aggregate against. */
  async function directCount() {
    const result = await database.db.execute<{ answered: string; users: string; unstuck: string }>(
      sql`select count(*)::text as answered, count(distinct user_id)::text as users,
            count(*) filter (where outcome = 'unstuck')::text as unstuck
          from rescue_outcomes where outcome is not null`,
    );
    const row = (result as unknown as { rows: { answered: string; users: string; unstuck: string }[] }).rows[0]!;
    return { answered: Number(row.answered), users: Number(row.users), unstuck: Number(row.unstuck) };
  }

  it("stay hidden below 5 users, then match a direct count, and order prompts and templates", async () => {
    // The earlier tests answered as 4 users: the figures must still be hidden.
    const before = await json<SiteFigures>("/api/outcomes/figures");
    const counted = await directCount();
    expect(before).toMatchObject({ ...counted, rate: null, medianMinutes: null, threshold: 5 });
    expect(before.users).toBeLessThan(5);

    // Five more users: four unstuck by prompt 3 of the first strategy, one gave up; each answers a template.
    for (let i = 0; i < 5; i++) {
      const { cookie } = await t.signUp();
      const session = await start(cookie, { problemType: "no_planning" });
      await answer(cookie, session.id, { outcome: i < 4 ? "unstuck" : "gave_up", promptIndex: 2 });
      const template = await t.request("/api/template-outcomes", {
        method: "PUT",
        cookie,
        body: { templateId: "ai-debugging/2", outcome: "unstuck" },
      });
      expect(template.status).toBe(200);
    }
    // Timed work, written straight into the rows: 2, 4, 6 and 8 minutes for the four unstuck answers.
    await database.db.execute(
      sql`update rescue_outcomes set time_spent_seconds = v.s from (
            select session_id, (row_number() over (order by session_id)) * 120 as s
            from rescue_outcomes where problem_type = 'no_planning' and outcome = 'unstuck') v
          where rescue_outcomes.session_id = v.session_id`,
    );

    const after = await json<SiteFigures>("/api/outcomes/figures");
    const total = await directCount();
    expect(after).toMatchObject(total);
    expect(after.users).toBeGreaterThanOrEqual(5);
    expect(after.rate).toBe(Math.round((total.unstuck / total.answered) * 100));
    // Median of 2, 4, 6 and 8 minutes (earlier unstuck answers have no timed steps and are left out).
    expect(after.medianMinutes).toBe(5);
    expect(after.timed).toBe(4);

    const stats = await json<OutcomeStats>("/api/outcomes/stats?type=no_planning");
    const strategy = stats.byStrategy.find((s) => s.problemType === "no_planning")!;
    expect(strategy).toMatchObject({ answered: 5, users: 5, unstuck: 4, rate: 80, medianMinutes: 5 });
    expect(stats.byPrompt).toEqual([
      expect.objectContaining({ problemType: "no_planning", promptIndex: 2, unstuck: 4, users: 5, rate: 80 }),
    ]);
    const all = await json<OutcomeStats>("/api/outcomes/stats");
    // Five users answered the template, all unstuck.
    expect(all.byTemplate).toEqual([{ templateId: "ai-debugging/2", users: 5, unstuck: 5, rate: 100 }]);
    // A type with fewer than 5 users answering shows counts only.
    const repeated = all.byType.find((f) => f.problemType === "repeated_failures")!;
    expect(repeated.rate).toBeNull();
    expect(repeated.answered).toBeGreaterThan(0);

    const bad = await t.request("/api/outcomes/stats?type=bogus");
    expect(bad.status).toBe(400);
    const unknownTemplate = await t.request("/api/template-outcomes", {
      method: "PUT",
      cookie: (await t.signUp()).cookie,
      body: { templateId: "ai-debugging/999", outcome: "unstuck" },
    });
    expect(unknownTemplate.status).toBe(404);
  });
});

describe("over MCP", () => {
  it("reports an outcome, starts the next strategy and reads what works, as the token's owner only", async () => {
    const { cookie } = await t.signUp();
    const session = await start(cookie, { problemType: "lost_direction" });
    const client = await mcpClientFor(t, cookie);
    type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { text: string }[] };
    const call = (name: string, args: Record<string, unknown>) =>
      client.callTool({ name, arguments: args }) as Promise<Result>;

    const reported = await call("report_outcome", { sessionId: session.id, outcome: "still_stuck" });
    expect(reported.isError).toBeFalsy();
    expect(reported.structuredContent).toMatchObject({
      outcome: "still_stuck",
      nextOptions: [{ via: "second_strategy", strategy: secondStrategyOf("lost_direction").strategy }],
    });
    const next = await call("next_strategy", { sessionId: session.id });
    expect(next.isError, next.content[0]?.text).toBeFalsy();
    const nextId = next.structuredContent!.sessionId as string;
    expect(next.structuredContent).toMatchObject({ strategy: secondStrategyOf("lost_direction").strategy });
    const done = await call("report_outcome", { sessionId: nextId, outcome: "unstuck", prompt: 2 });
    expect(done.isError).toBeFalsy();
    const state = await json<SessionOutcomeState>(`/api/sessions/${nextId}/outcome`, cookie);
    expect(state.outcome).toMatchObject({ outcome: "unstuck", promptIndex: 1 });

    const works = await call("what_works", { type: "lost_direction" });
    expect(works.isError).toBeFalsy();
    const strategies = works.structuredContent!.strategies as { strategy: string; unstickRate: number | null }[];
    expect(strategies.map((s) => s.strategy).sort()).toEqual(
      ["Plan Recovery", secondStrategyOf("lost_direction").strategy].sort(),
    );
    // One user: no rate, only counts.
    expect(strategies.every((s) => s.unstickRate === null)).toBe(true);

    const other = await t.signUp();
    const foreign = await (
      await mcpClientFor(t, other.cookie)
    ).callTool({
      name: "report_outcome",
      arguments: { sessionId: session.id, outcome: "gave_up" },
    });
    expect(foreign.isError).toBe(true);
    await client.close();
  });
});
