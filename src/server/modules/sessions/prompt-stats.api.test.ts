import { beforeAll, describe, expect, it } from "vitest";
import { FREE_MONTHLY_RESCUES } from "../../../shared/domain/usage-limit.js";
import type { RescueSession } from "../../../shared/schemas/sessions.js";
import { grantTrial } from "../../../../tests/support/server/billing.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response) => (await res.json()) as Json;

describe("prompt ratings across users", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  async function started(cookie: string, problemType: string): Promise<RescueSession> {
    const res = await t.request("/api/sessions", { cookie, body: { problemType } });
    expect(res.status).toBe(201);
    return (await json(res)).session as RescueSession;
  }
  async function rate(
    who: { cookie: string; user: { id: string } },
    session: RescueSession,
    promptIndex: number,
    rating: "positive" | "negative",
    problemType: string = session.problemType,
  ) {
    const res = await t.request("/api/rate-prompt", {
      cookie: who.cookie,
      body: { userId: who.user.id, sessionId: session.id, promptIndex, rating, promptText: "x", problemType },
    });
    expect(res.status).toBe(200);
  }

  it("counts each user's latest rating of a prompt once, for the session's own problem type", async () => {
    // A problem type no other test rates, so the counts are this test's alone.
    const type = "lost_direction";
    const a = await t.signUp();
    const b = await t.signUp();
    const c = await t.signUp();
    const a1 = await started(a.cookie, type);
    const a2 = await started(a.cookie, type);
    const b1 = await started(b.cookie, type);
    const c1 = await started(c.cookie, "ai_hallucination");
    await rate(a, a1, 0, "negative");
    await rate(a, a2, 0, "positive"); // a changed their mind in a later rescue: only this one counts
    await rate(b, b1, 0, "negative");
    await rate(b, b1, 1, "positive");
    // Claiming another type in the body does not move c's rating into this type's counts.
    await rate(c, c1, 0, "positive", type);

    const res = await t.request(`/api/sessions/${b1.id}/prompt-stats`, { cookie: b.cookie });
    expect(res.status).toBe(200);
    expect((await json(res)).stats).toEqual([
      { promptIndex: 0, helpful: 1, total: 2 },
      { promptIndex: 1, helpful: 1, total: 1 },
    ]);
    // Someone else's session is not a way in.
    expect((await t.request(`/api/sessions/${b1.id}/prompt-stats`, { cookie: c.cookie })).status).toBe(404);
  });

  it("does not count rescues started during a trial against the free rescues after it", async () => {
    const me = await t.signUp();
    await grantTrial(t.deps, me.user.id);
    for (let i = 0; i < FREE_MONTHLY_RESCUES + 1; i++) await started(me.cookie, "repeated_failures");
    const cancel = await t.request("/api/cancel-subscription", { cookie: me.cookie, body: { userId: me.user.id } });
    expect(cancel.status).toBe(200);
    const count = await json(await t.request(`/api/user/sessions/count/${me.user.id}`, { cookie: me.cookie }));
    expect(count).toMatchObject({ monthlyCount: 0, remainingFree: FREE_MONTHLY_RESCUES, canCreateSession: true });
    await started(me.cookie, "repeated_failures");
    const after = await json(await t.request(`/api/user/sessions/count/${me.user.id}`, { cookie: me.cookie }));
    expect(after.monthlyCount).toBe(1);
  });
});
