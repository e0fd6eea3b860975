import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { billingEvents } from "../../db/schema/billing.js";
import { startFakeStripe } from "../../../../tests/support/server/fake-stripe.js";
import { createTempPostgres } from "../../../../tests/support/server/test-db.js";
import { createTestApp, type TestApp, uniqueEmail } from "../../../../tests/support/server/test-app.js";

/** Money: deletion ends the subscription, one live subscription per user, one trial per email and card. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const WEBHOOK_SECRET = "whsec_test_trust";
const fake = await startFakeStripe();
const postgres = await createTempPostgres();
const signer = new Stripe("sk_test_signer");
let eventCounter = 0;
afterAll(async () => {
  await fake.close();
  await postgres?.drop();
});

const stripeEnv = {
  BILLING_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: "price_monthly",
  STRIPE_PRICE_YEARLY: "price_yearly",
  STRIPE_API_BASE: fake.url,
};

function deliver(t: TestApp, type: string, object: unknown) {
  const payload = JSON.stringify({
    id: `evt_trust_${++eventCounter}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.request("http://127.0.0.1:3000/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });
}

const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;

async function startStripeCheckout(t: TestApp, cookie: string, userId: string, trial: boolean) {
  const res = trial
    ? await t.request("/api/create-trial-checkout-session", { cookie, body: { userId } })
    : await t.request("/api/create-checkout-session", { cookie, body: { userId, plan: "pro_monthly" } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { url: string }).url.split("/").pop()!;
}

async function deleteAccount(t: TestApp, cookie: string) {
  const res = await t.request("/api/auth/delete-user", { cookie, body: {} });
  expect(res.status, await res.clone().text()).toBe(200);
}

for (const [label, database] of [
  ["PGlite", undefined],
  ["PostgreSQL", postgres?.database],
] as [string, Database | undefined][]) {
  describe.runIf(label === "PGlite" || database)(`money with Stripe (${label})`, () => {
    let t: TestApp;
    const app = async () => (t ??= await createTestApp({ env: stripeEnv, database }));

    it("cancels the subscription at Stripe when the account is deleted, and later events answer 200", async () => {
      const t = await app();
      const { cookie, user } = await t.signUp();
      const paid = fake.completeCheckout(await startStripeCheckout(t, cookie, user.id, false));
      expect((await deliver(t, "checkout.session.completed", paid.session)).status).toBe(200);
      expect(await json(t.request(`/api/subscription-status/${user.id}`, { cookie }))).toMatchObject({ isPro: true });

      await deleteAccount(t, cookie);
      expect(fake.subscriptions.get(paid.subscription.id)!.status).toBe("canceled");
      expect(fake.requests.some((r) => r.method === "DELETE" && r.path.endsWith(paid.subscription.id))).toBe(true);

      // Stripe keeps sending events about the customer: each is acknowledged and changes nothing.
      for (const type of ["customer.subscription.deleted", "customer.subscription.updated", "invoice.paid"]) {
        const object = type === "invoice.paid" ? { id: "in_x", subscription: paid.subscription.id } : paid.subscription;
        const res = await deliver(t, type, object);
        expect(res.status, type).toBe(200);
      }
    }, 90_000);

    it("keeps one live subscription when two checkouts are paid, refunding the second with a history line", async () => {
      const t = await app();
      const { cookie, user } = await t.signUp();
      const first = await startStripeCheckout(t, cookie, user.id, false);
      const second = await startStripeCheckout(t, cookie, user.id, false);
      const a = fake.completeCheckout(first);
      const b = fake.completeCheckout(second);
      // Delivered in the "wrong" order and twice: the first to arrive is the one that stays.
      for (const paid of [b, a, b, a])
        expect((await deliver(t, "checkout.session.completed", paid.session)).status).toBe(200);

      expect(await json(t.request(`/api/subscription-status/${user.id}`, { cookie }))).toMatchObject({
        isPro: true,
        subscriptionId: b.subscription.id,
      });
      expect(fake.subscriptions.get(b.subscription.id)!.status).toBe("active");
      expect(fake.subscriptions.get(a.subscription.id)!.status).toBe("canceled");
      const refunds = fake.refunds.filter((r) => r.idempotencyKey?.startsWith("refund-"));
      expect(
        refunds.filter((r) => r.paymentIntent && r.idempotencyKey === `refund-${r.paymentIntent}`).length,
      ).toBeGreaterThanOrEqual(1);
      const history = await json(t.request(`/api/billing-history/${user.id}`, { cookie }));
      expect(history.entries).toEqual([
        expect.objectContaining({
          kind: "refund",
          message: expect.stringMatching(/canceled at once and its payment refunded/),
        }),
      ]);
      // Another user's history is not readable.
      const stranger = await t.signUp();
      expect((await t.request(`/api/billing-history/${user.id}`, { cookie: stranger.cookie })).status).toBe(403);
    });

    it("refuses a second trial on the same card under another email, charging nothing", async () => {
      const t = await app();
      const first = await t.signUp();
      const trial = fake.completeCheckout(await startStripeCheckout(t, first.cookie, first.user.id, true), {
        cardFingerprint: `fp_shared_${label}`,
      });
      expect((await deliver(t, "checkout.session.completed", trial.session)).status).toBe(200);
      expect(await json(t.request(`/api/trial-status/${first.user.id}`, { cookie: first.cookie }))).toMatchObject({
        isTrialActive: true,
      });

      const second = await t.signUp();
      const again = fake.completeCheckout(await startStripeCheckout(t, second.cookie, second.user.id, true), {
        cardFingerprint: `fp_shared_${label}`,
      });
      expect((await deliver(t, "checkout.session.completed", again.session)).status).toBe(200);
      expect(
        await json(t.request(`/api/subscription-status/${second.user.id}`, { cookie: second.cookie })),
      ).toMatchObject({ isPro: false });
      expect(fake.subscriptions.get(again.subscription.id)!.status).toBe("canceled");
      const history = await json(t.request(`/api/billing-history/${second.user.id}`, { cookie: second.cookie }));
      expect(history.entries).toEqual([
        expect.objectContaining({ kind: "trial_refused", message: expect.stringMatching(/already had one/) }),
      ]);
    });
  });
}

describe("money with the local test provider", () => {
  it("cancels the subscription when the account is deleted", async () => {
    const t = await createTestApp();
    const { cookie, user } = await t.signUp();
    const { url } = await json(
      t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan: "pro_monthly" } }),
    );
    const session = new URL(url as string, "http://x").searchParams.get("session")!;
    const pay = await t.request(`/api/local-checkout/${session}/pay`, {
      cookie,
      body: { cardNumber: "4242 4242 4242 4242", expiry: "12/45", cvc: "123", name: "Test Payer" },
    });
    expect(pay.status).toBe(200);
    await deleteAccount(t, cookie);
    const ended = await t.deps.database.db
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.userId, user.id), eq(billingEvents.type, "customer.subscription.deleted")));
    expect(ended).toHaveLength(1);
  }, 90_000);

  it("keeps one payable checkout: the same one again is reused, another one replaces it", async () => {
    const t = await createTestApp();
    const { cookie, user } = await t.signUp();
    const open = async (plan: string) =>
      new URL(
        (await json(t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan } }))).url,
        "http://x",
      ).searchParams.get("session")!;
    const monthly = await open("pro_monthly");
    expect(await open("pro_monthly")).toBe(monthly);
    const yearly = await open("pro_yearly");
    expect(yearly).not.toBe(monthly);
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/45", cvc: "123", name: "Test Payer" };
    const stale = await t.request(`/api/local-checkout/${monthly}/pay`, { cookie, body: card });
    expect(stale.status).toBe(400);
    expect((await json(stale)).error.message).toMatch(/expired/);
    expect((await t.request(`/api/local-checkout/${yearly}/pay`, { cookie, body: card })).status).toBe(200);
    expect(await json(t.request(`/api/subscription-status/${user.id}`, { cookie }))).toMatchObject({
      tier: "pro_yearly",
    });
  }, 90_000);

  it("gives one trial per email, also after the account is deleted and registered again", async () => {
    const t = await createTestApp();
    const email = uniqueEmail("Trial.Once");
    const first = await t.signUp({ email });
    const { url } = await json(
      t.request("/api/create-trial-checkout-session", { cookie: first.cookie, body: { userId: first.user.id } }),
    );
    const session = new URL(url as string, "http://x").searchParams.get("session")!;
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/45", cvc: "123", name: "Test Payer" };
    expect((await t.request(`/api/local-checkout/${session}/pay`, { cookie: first.cookie, body: card })).status).toBe(
      200,
    );
    await deleteAccount(t, first.cookie);

    // The same mailbox, written differently.
    const again = await t.signUp({ email: email.toUpperCase().replace("@", "+again@") });
    const eligibility = await json(t.request(`/api/trial-eligibility/${again.user.id}`, { cookie: again.cookie }));
    expect(eligibility).toEqual({ eligible: false, reason: expect.stringMatching(/already had a free trial/) });
    const refused = await t.request("/api/create-trial-checkout-session", {
      cookie: again.cookie,
      body: { userId: again.user.id },
    });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(/already had a free trial[\s\S]*subscribe to Rescue Pro/);
    // The paid plan is still offered.
    expect(
      (
        await t.request("/api/create-checkout-session", {
          cookie: again.cookie,
          body: { userId: again.user.id, plan: "pro_monthly" },
        })
      ).status,
    ).toBe(200);
  });
});
