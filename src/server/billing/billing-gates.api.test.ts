import { beforeAll, describe, expect, it } from "vitest";
import { FREE_MONTHLY_RESCUES } from "../../shared/domain/usage-limit.js";
import { grantPro, grantTrial } from "../../../tests/support/server/billing.js";
import { createTestApp, type TestApp } from "../../../tests/support/server/test-app.js";

/** What Pro or a running trial unlocks is enforced on the server, and ends with access. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const generatorBody = {
  category: "repeated-failures",
  problemDescription: "The agent keeps re-applying the same fix to a failing test",
};

async function startRescue(cookie: string) {
  return t.request("/api/sessions", { cookie, body: { problemType: "repeated_failures" } });
}

async function errorCode(res: Response) {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe("Pro gates follow the billing state", () => {
  it("gives a trial user unlimited rescues and the generator, and takes both away when the trial is cancelled", async () => {
    const { cookie, user } = await t.signUp();
    await grantTrial(t.deps, user.id);
    for (let i = 0; i < FREE_MONTHLY_RESCUES + 2; i++) expect((await startRescue(cookie)).status).toBe(201);
    const count = (await (await t.request(`/api/user/sessions/count/${user.id}`, { cookie })).json()) as Record<
      string,
      unknown
    >;
    // Rescues started on the trial do not use the free quota (decision 0153).
    expect(count).toMatchObject({ monthlyCount: 0, canCreateSession: true, unlimited: true });
    expect(
      (await t.request("/api/generate-category-prompts", { cookie, body: { ...generatorBody, userId: user.id } }))
        .status,
    ).toBe(200);

    const cancelled = await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } });
    expect(cancelled.status).toBe(200);

    // Back on the free plan: its own rescues are left, and they are limited again.
    for (let i = 0; i < FREE_MONTHLY_RESCUES; i++) expect((await startRescue(cookie)).status).toBe(201);
    const refused = await startRescue(cookie);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("LIMIT_REACHED");
    const generator = await t.request("/api/generate-category-prompts", {
      cookie,
      body: { ...generatorBody, userId: user.id },
    });
    expect(generator.status).toBe(403);
    expect(await errorCode(generator)).toBe("PRO_REQUIRED");
  });

  it("keeps a cancelled paid plan unlimited until its period end", async () => {
    const { cookie, user } = await t.signUp();
    await grantPro(t.deps, user.id, "pro_monthly");
    expect((await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } })).status).toBe(200);
    for (let i = 0; i < FREE_MONTHLY_RESCUES + 1; i++) expect((await startRescue(cookie)).status).toBe(201);
    expect(
      (await t.request("/api/generate-category-prompts", { cookie, body: { ...generatorBody, userId: user.id } }))
        .status,
    ).toBe(200);
  });

  it("limits a free user to the monthly rescues and refuses the generator", async () => {
    const { cookie, user } = await t.signUp();
    for (let i = 0; i < FREE_MONTHLY_RESCUES; i++) expect((await startRescue(cookie)).status).toBe(201);
    expect((await startRescue(cookie)).status).toBe(403);
    expect(
      (await t.request("/api/generate-category-prompts", { cookie, body: { ...generatorBody, userId: user.id } }))
        .status,
    ).toBe(403);
  });
});
