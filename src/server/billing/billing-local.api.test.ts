import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/server/test-app.js";
import { getUserAccess, subscriptionStatusOf, trialStatusOf } from "./access.js";
import { grantPro, grantTrial } from "../../../tests/support/server/billing.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const card = (cardNumber: string) => ({ cardNumber, expiry: "12/45", cvc: "123", name: "Ada Lovelace" });
const sessionOf = (url: string) => new URL(url, "http://x").searchParams.get("session")!;

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function status(cookie: string, uid: string) {
  return json<Record<string, unknown>>(await t.request(`/api/subscription-status/${uid}`, { cookie }));
}

describe("billing with the local test provider", () => {
  it("reports a new user as free, trial-eligible, with no trial", async () => {
    const { cookie, user } = await t.signUp();
    expect(await status(cookie, user.id)).toEqual({
      tier: "free",
      status: null,
      subscriptionId: null,
      autoUpgraded: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      isPro: false,
      isProUser: false,
    });
    expect(await json(await t.request(`/api/trial-status/${user.id}`, { cookie }))).toEqual({
      isTrialActive: false,
      daysRemaining: 0,
      trialEndsAt: null,
      trialEndedAt: null,
    });
    expect(await json(await t.request(`/api/trial-eligibility/${user.id}`, { cookie }))).toMatchObject({
      eligible: true,
    });
    expect(await json(await t.request("/api/billing-config"))).toEqual({
      provider: "local",
      testMode: true,
      portal: false,
    });
  });

  it("refuses status calls for another user and signed out", async () => {
    const { cookie } = await t.signUp();
    const other = await t.signUp();
    expect((await t.request(`/api/subscription-status/${other.user.id}`, { cookie })).status).toBe(403);
    expect((await t.request(`/api/trial-status/${other.user.id}`)).status).toBe(401);
    expect((await t.request("/api/cancel-subscription", { cookie, body: { userId: other.user.id } })).status).toBe(403);
  });

  it("answers an unchanged status poll with 304", async () => {
    const { cookie, user } = await t.signUp();
    const first = await t.request(`/api/subscription-status/${user.id}`, { cookie });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    const again = await t.request(`/api/subscription-status/${user.id}`, {
      cookie,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    await grantTrial(t.deps, user.id);
    const changed = await t.request(`/api/subscription-status/${user.id}`, {
      cookie,
      headers: { "if-none-match": etag },
    });
    expect(changed.status).toBe(200);
  });

  it("starts a trial through checkout with the success card, once per user", async () => {
    const { cookie, user } = await t.signUp();
    const start = await t.request("/api/create-trial-checkout-session", {
      cookie,
      body: { userId: user.id, feature: "prompts" },
    });
    expect(start.status).toBe(200);
    const { url } = await json<{ url: string }>(start);
    expect(url).toMatch(/^\/checkout\?plan=pro_monthly&session=cs_local_.+&trial=1$/);
    const checkout = await json(await t.request(`/api/local-checkout/${sessionOf(url)}`, { cookie }));
    expect(checkout).toMatchObject({ plan: "pro_monthly", trial: true, status: "open" });

    const paid = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: card("4242 4242 4242 4242"),
    });
    expect(paid.status).toBe(200);
    expect(await json(paid)).toEqual({ url: "/?trial=success" });

    const trial = await json<{ isTrialActive: boolean; daysRemaining: number }>(
      await t.request(`/api/trial-status/${user.id}`, { cookie }),
    );
    expect(trial).toMatchObject({ isTrialActive: true, daysRemaining: 3 });
    expect(await status(cookie, user.id)).toMatchObject({
      isPro: true,
      isProUser: false,
      status: null,
      tier: "pro_monthly",
    });
    expect(await json(await t.request("/api/start-trial", { cookie, body: { userId: user.id } }))).toEqual({
      success: true,
    });

    // Paying the same checkout again changes nothing and answers the same.
    const again = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: card("4242424242424242"),
    });
    expect(await json(again)).toEqual({ url: "/?trial=success" });

    const second = await t.request("/api/create-trial-checkout-session", { cookie, body: { userId: user.id } });
    expect(second.status).toBe(409);
    expect((await json<{ error: { message: string } }>(second)).error.message).toMatch(/^Trial not available: /);
    expect(await json(await t.request(`/api/trial-eligibility/${user.id}`, { cookie }))).toMatchObject({
      eligible: false,
    });
  });

  it("declines Stripe's decline and authentication test cards with their messages and changes nothing", async () => {
    const { cookie, user } = await t.signUp();
    const { url } = await json<{ url: string }>(
      await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan: "pro_monthly" } }),
    );
    const declined = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: card("4000 0000 0000 0002"),
    });
    expect(declined.status).toBe(402);
    expect((await json<{ error: { message: string } }>(declined)).error.message).toBe("Your card was declined.");
    // A 3-D Secure card first asks for its challenge and pays nothing; failing the challenge declines it.
    const challenge = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: card("4000 0025 0000 3155"),
    });
    expect(challenge.status).toBe(200);
    expect(await json(challenge)).toEqual({ requiresAction: "three_d_secure" });
    expect(await status(cookie, user.id)).toMatchObject({ isPro: false, tier: "free" });
    const auth = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: { ...card("4000 0025 0000 3155"), authentication: "failed" },
    });
    expect(auth.status).toBe(402);
    expect((await json<{ error: { message: string } }>(auth)).error.message).toBe(
      "Payment method authentication failed. Please try a different payment method.",
    );
    const fundsAfterChallenge = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: { ...card("4000 0082 6000 3178"), authentication: "approved" },
    });
    expect(fundsAfterChallenge.status).toBe(402);
    const badAnswer = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: { ...card("4000 0025 0000 3155"), authentication: "maybe" },
    });
    expect(badAnswer.status).toBe(400);
    const bad = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: card("1234 5678 9012 3456"),
    });
    expect(bad.status).toBe(400);
    expect(await status(cookie, user.id)).toMatchObject({ isPro: false, tier: "free" });
    // Completing the challenge pays.
    const approved = await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
      cookie,
      body: { ...card("4000 0025 0000 3155"), authentication: "approved" },
    });
    expect(approved.status).toBe(200);
    expect(await json(approved)).toMatchObject({ url: expect.stringContaining("payment=success") });
    expect(await status(cookie, user.id)).toMatchObject({ isPro: true, tier: "pro_monthly" });
  });

  it("keeps another user's checkout hidden", async () => {
    const { cookie, user } = await t.signUp();
    const other = await t.signUp();
    const { url } = await json<{ url: string }>(
      await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan: "pro_yearly" } }),
    );
    expect((await t.request(`/api/local-checkout/${sessionOf(url)}`, { cookie: other.cookie })).status).toBe(404);
    expect(
      (
        await t.request(`/api/local-checkout/${sessionOf(url)}/pay`, {
          cookie: other.cookie,
          body: card("4242424242424242"),
        })
      ).status,
    ).toBe(404);
  });

  it("takes pro, pro_monthly and pro_yearly and refuses any other plan", async () => {
    const { cookie, user } = await t.signUp();
    for (const [plan, expected] of [
      ["pro", "pro_monthly"],
      ["pro_monthly", "pro_monthly"],
      ["pro_yearly", "pro_yearly"],
    ] as const) {
      const res = await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan } });
      expect(res.status).toBe(200);
      expect((await json<{ url: string }>(res)).url).toContain(`plan=${expected}`);
    }
    for (const plan of ["team", "", 5, null, "PRO_MONTHLY"]) {
      const res = await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan } });
      expect(res.status).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(/pro_monthly or pro_yearly/);
    }
  });

  it("cancels a trial at once and Pro access goes with it", async () => {
    const { cookie, user } = await t.signUp();
    await grantTrial(t.deps, user.id);
    const res = await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } });
    expect(res.status).toBe(200);
    expect((await json<{ message: string }>(res)).message).toMatch(/trial has been canceled.*nothing will be charged/);
    expect(await status(cookie, user.id)).toMatchObject({ isPro: false, tier: "free", status: "free" });
    const trial = await json<{ isTrialActive: boolean; trialEndsAt: string; trialEndedAt: string }>(
      await t.request(`/api/trial-status/${user.id}`, { cookie }),
    );
    expect(trial.isTrialActive).toBe(false);
    // Ended when canceled, before its planned end: what the client calls canceled rather than expired.
    expect(Date.parse(trial.trialEndedAt)).toBeLessThan(Date.parse(trial.trialEndsAt));
    expect((await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } })).status).toBe(400);
  });

  it("cancels a paid plan at period end, keeps access until then, and reactivates", async () => {
    const { cookie, user } = await t.signUp();
    await grantPro(t.deps, user.id, "pro_yearly");
    const before = await status(cookie, user.id);
    expect(before).toMatchObject({ isPro: true, isProUser: true, status: "active", tier: "pro_yearly" });
    const periodEnd = Date.parse(before.currentPeriodEnd as string);
    expect(periodEnd - Date.now()).toBeGreaterThan(360 * 86_400_000);

    const canceled = await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } });
    expect((await json<{ message: string }>(canceled)).message).toMatch(/will end on/);
    expect(await status(cookie, user.id)).toMatchObject({ isPro: true, status: "canceled", cancelAtPeriodEnd: true });

    const reactivated = await t.request("/api/reactivate-subscription", { cookie, body: { userId: user.id } });
    expect(reactivated.status).toBe(200);
    expect(await status(cookie, user.id)).toMatchObject({ isPro: true, status: "active", cancelAtPeriodEnd: false });
    expect((await t.request("/api/reactivate-subscription", { cookie, body: { userId: user.id } })).status).toBe(400);
    expect(
      (await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan: "pro_monthly" } }))
        .status,
    ).toBe(409);
  });

  it("converts a finished trial into a paid month (autoUpgraded), and a canceled plan ends at its period end", async () => {
    const { user } = await t.signUp();
    const start = new Date(Date.now() - 4 * 86_400_000);
    await grantTrial(t.deps, user.id, start);
    const later = new Date();
    const access = await getUserAccess(t.deps.billingStore, user.id, later);
    expect(access.isPro).toBe(true);
    expect(subscriptionStatusOf(access, later)).toMatchObject({
      status: "active",
      autoUpgraded: true,
      isProUser: true,
    });
    expect(trialStatusOf(access, later)).toMatchObject({ isTrialActive: false });

    const other = await t.signUp();
    const bought = new Date(Date.now() - 40 * 86_400_000);
    await grantPro(t.deps, other.user.id, "pro_monthly", bought);
    const row = (await getUserAccess(t.deps.billingStore, other.user.id, new Date(bought.getTime() + 86_400_000))).row!;
    const { applyBillingEvent } = await import("./billing-state.js");
    await applyBillingEvent(t.deps.billingStore, await t.deps.billing.cancel(row));
    const afterEnd = await getUserAccess(t.deps.billingStore, other.user.id, new Date());
    expect(afterEnd.isPro).toBe(false);
    expect(subscriptionStatusOf(afterEnd)).toMatchObject({ status: "free", tier: "free" });
  });

  it("refuses a second subscription while a trial or a canceled plan still runs", async () => {
    const { cookie, user } = await t.signUp();
    await grantTrial(t.deps, user.id);
    for (const plan of ["pro_monthly", "pro_yearly"]) {
      const res = await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan } });
      expect(res.status).toBe(409);
      expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(
        /^Your trial turns into Rescue Pro \(Monthly\) by itself/,
      );
    }
    // Once the trial is cancelled, buying is open again.
    expect((await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } })).status).toBe(200);
    expect(
      (await t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan: "pro_yearly" } }))
        .status,
    ).toBe(200);

    const paid = await t.signUp();
    await grantPro(t.deps, paid.user.id, "pro_monthly");
    expect(
      (await t.request("/api/cancel-subscription", { cookie: paid.cookie, body: { userId: paid.user.id } })).status,
    ).toBe(200);
    const again = await t.request("/api/create-checkout-session", {
      cookie: paid.cookie,
      body: { userId: paid.user.id, plan: "pro_yearly" },
    });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toMatch(
      /^Your canceled subscription still runs until [A-Z][a-z]{2} \d{2}, \d{4}\. Reactivate it/,
    );
  });
});
