import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { billingEvents, checkoutSessions } from "../db/schema/billing.js";
import { setUpStripeBilling } from "../../../tests/support/server/stripe-billing.js";
import { createTestApp, type TestApp, uniqueEmail } from "../../../tests/support/server/test-app.js";

/** Money: deletion ends the subscription, one live subscription per user, one trial per email and card. */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const stripe = await setUpStripeBilling();
const { fake, startCheckout: startStripeCheckout } = stripe;
afterAll(stripe.close);

const deliver = (t: TestApp, type: string, object: unknown) => stripe.deliver(t, stripe.stripeEvent(type, object));
const json = async (res: Response | Promise<Response>) => (await (await res).json()) as Json;

async function deleteAccount(t: TestApp, cookie: string) {
  const res = await t.request("/api/auth/delete-user", { cookie, body: {} });
  expect(res.status, await res.clone().text()).toBe(200);
}

for (const { label, database, available } of stripe.databases) {
  describe.runIf(available)(`money with Stripe (${label})`, () => {
    let t: TestApp;
    const app = async () => (t ??= await createTestApp({ env: stripe.env, database }));

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
      // The app gives one open checkout per user, so the second is one made outside it (an older server
      // during a deploy, a payment link): the safety net still has to hold.
      const second = fake.openSessionDirectly({
        mode: "subscription",
        "line_items[0][price]": "price_monthly",
        client_reference_id: user.id,
        "subscription_data[metadata][userId]": user.id,
      });
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

    it("gives the open Checkout back for the same plan, expires it for another, and refuses while a payment is confirmed or live", async () => {
      const t = await app();
      const { cookie, user } = await t.signUp();
      const open = (plan: string) =>
        t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan } });
      const sessionOf = async (res: Response) => {
        expect(res.status, await res.clone().text()).toBe(200);
        return String((await json(res)).url)
          .split("/")
          .pop()!;
      };
      const monthly = await startStripeCheckout(t, cookie, user.id, false);
      expect(await sessionOf(await open("pro_monthly"))).toBe(monthly);
      expect(fake.sessions.get(monthly)!.status).toBe("open");

      const yearly = await sessionOf(await open("pro_yearly"));
      expect(yearly).not.toBe(monthly);
      expect(fake.sessions.get(monthly)!.status).toBe("expired");
      expect(() => fake.completeCheckout(monthly)).toThrow(/expired/);
      // A trial checkout is another kind too: it replaces the yearly one, and yearly again replaces it.
      const trial = await startStripeCheckout(t, cookie, user.id, true);
      expect(fake.sessions.get(yearly)!.status).toBe("expired");
      const yearlyAgain = await sessionOf(await open("pro_yearly"));
      expect(fake.sessions.get(trial)!.status).toBe("expired");

      // Paid, and its webhook has not arrived yet: no second checkout.
      const paid = fake.completeCheckout(yearlyAgain);
      for (const plan of ["pro_monthly", "pro_yearly"]) {
        const refused = await open(plan);
        expect(refused.status).toBe(409);
        expect((await json(refused)).error.message).toMatch(/went through and is being confirmed/);
      }
      expect((await deliver(t, "checkout.session.completed", paid.session)).status).toBe(200);
      const live = await open("pro_monthly");
      expect(live.status).toBe(409);
      expect((await json(live)).error.message).toMatch(/already have Rescue Pro/);
      const live2 = await t.request("/api/create-trial-checkout-session", { cookie, body: { userId: user.id } });
      expect(live2.status).toBe(409);
      const made = fake.requests.filter(
        (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.params.client_reference_id === user.id,
      );
      expect(made).toHaveLength(4);
      const subs = [...fake.subscriptions.values()].filter((sub) => sub.metadata.userId === user.id);
      expect(subs.map((sub) => sub.status)).toEqual(["active"]);
    });

    it("opens one Checkout Session when two tabs ask at the same moment", async () => {
      const t = await app();
      const { cookie, user } = await t.signUp();
      for (const [plan, trial] of [
        ["pro_monthly", false],
        ["pro_yearly", false],
        ["pro_monthly", true],
      ] as const) {
        const answers = await Promise.all(
          Array.from({ length: 4 }, () =>
            trial
              ? t.request("/api/create-trial-checkout-session", { cookie, body: { userId: user.id } })
              : t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan } }),
          ),
        );
        const bodies = await Promise.all(answers.map((res) => json(res)));
        expect(
          answers.map((res) => res.status),
          JSON.stringify(bodies),
        ).toEqual([200, 200, 200, 200]);
        expect(new Set(bodies.map((body) => body.url)).size).toBe(1);
        const openRows = await t.deps.database.db
          .select()
          .from(checkoutSessions)
          .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.status, "open")));
        expect(openRows.map((row) => [row.plan, row.trial, row.url])).toEqual([[plan, trial, bodies[0]!.url]]);
      }
      const made = fake.requests.filter(
        (r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.params.client_reference_id === user.id,
      );
      expect(made).toHaveLength(3);
      const open = [...fake.sessions.values()].filter(
        (session) => session.params.client_reference_id === user.id && session.status === "open",
      );
      expect(open).toHaveLength(1);
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

  it("opens one checkout when two tabs ask at the same moment", async () => {
    const t = await createTestApp();
    const { cookie, user } = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.request("/api/create-checkout-session", { cookie, body: { userId: user.id, plan: "pro_monthly" } }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const urls = await Promise.all(answers.map(async (res) => (await json(res)).url as string));
    expect(new Set(urls).size).toBe(1);
    const rows = await t.deps.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(["open"]);
  });

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
