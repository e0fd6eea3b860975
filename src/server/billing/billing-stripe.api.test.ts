import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyBillingEvent, type BillingEvent } from "./billing-state.js";
import { billingEvents } from "../db/schema/billing.js";
import { setUpStripeBilling } from "../../../tests/support/server/stripe-billing.js";
import { createTestApp, type TestApp } from "../../../tests/support/server/test-app.js";

const { fake, env: stripeEnv, stripeEvent, deliver, startCheckout, databases, close } = await setUpStripeBilling();
afterAll(close);

async function statusOf(t: TestApp, cookie: string, uid: string) {
  return (await (await t.request(`/api/subscription-status/${uid}`, { cookie })).json()) as Record<string, unknown>;
}

async function checkoutAndPay(t: TestApp, cookie: string, userId: string, trial: boolean) {
  return fake.completeCheckout(await startCheckout(t, cookie, userId, trial));
}

for (const { label, database, available } of databases) {
  describe.runIf(available)(`billing with Stripe (${label})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: stripeEnv, database });
    });

    it("opens a subscription Checkout with 3 trial days and a card, then the webhook starts the trial", async () => {
      const { cookie, user } = await t.signUp();
      const before = fake.requests.length;
      const { session } = await checkoutAndPay(t, cookie, user.id, true);
      const call = fake.requests.slice(before).find((r) => r.path === "/v1/checkout/sessions")!;
      expect(call.params).toMatchObject({
        mode: "subscription",
        "line_items[0][price]": "price_monthly",
        payment_method_collection: "always",
        "subscription_data[trial_period_days]": "3",
        client_reference_id: user.id,
        success_url: "http://127.0.0.1:3000/?trial=success",
        cancel_url: "http://127.0.0.1:3000/pricing",
      });
      expect(call.idempotencyKey).toBeTruthy();
      expect(await statusOf(t, cookie, user.id)).toMatchObject({ isPro: false });

      const res = await deliver(t, stripeEvent("checkout.session.completed", session));
      expect(res.status).toBe(200);
      expect(await statusOf(t, cookie, user.id)).toMatchObject({ isPro: true, isProUser: false, tier: "pro_monthly" });
      const trial = (await (await t.request(`/api/trial-status/${user.id}`, { cookie })).json()) as Record<
        string,
        unknown
      >;
      expect(trial).toMatchObject({ isTrialActive: true, daysRemaining: 3 });
      expect(await (await t.request("/api/billing-config")).json()).toEqual({
        provider: "stripe",
        testMode: true,
        portal: true,
      });
    });

    it("refuses a tampered body, a stale timestamp and a missing signature, changing nothing", async () => {
      const { cookie, user } = await t.signUp();
      const { session } = await checkoutAndPay(t, cookie, user.id, false);
      const event = stripeEvent("checkout.session.completed", session);
      expect((await deliver(t, event, { tamper: true })).status).toBe(400);
      expect((await deliver(t, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
      const unsigned = await t.app.request("http://127.0.0.1:3000/api/stripe/webhook", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(event),
      });
      expect(unsigned.status).toBe(400);
      expect(await statusOf(t, cookie, user.id)).toMatchObject({ isPro: false, tier: "free" });
      expect((await deliver(t, event)).status).toBe(200);
      expect(await statusOf(t, cookie, user.id)).toMatchObject({ isPro: true, isProUser: true, status: "active" });
    });

    it("ends in the same state whatever the order, with every event delivered twice", async () => {
      const orders = [
        [0, 1, 2, 0, 1, 2],
        [2, 1, 0, 2, 1, 0],
        [1, 2, 2, 0, 0, 1],
        [2, 0, 1, 1, 0, 2],
      ];
      const finals: unknown[] = [];
      for (const order of orders) {
        const { cookie, user } = await t.signUp();
        const { session, subscription } = await checkoutAndPay(t, cookie, user.id, true);
        const created = stripeEvent("checkout.session.completed", session);
        // The trial converts, then the customer sets it to cancel at period end.
        subscription.status = "active";
        subscription.items.data[0]!.current_period_end = subscription.trial_end! + 30 * 86_400;
        const converted = stripeEvent("customer.subscription.updated", { ...subscription });
        subscription.cancel_at_period_end = true;
        const canceling = stripeEvent("customer.subscription.updated", { ...subscription });
        const events = [created, converted, canceling];
        for (const index of order) expect((await deliver(t, events[index])).status).toBe(200);
        const { subscriptionId, ...state } = await statusOf(t, cookie, user.id);
        expect(subscriptionId).toBe(subscription.id);
        finals.push(state);
        const stored = await t.deps.database.db.select().from(billingEvents).where(eq(billingEvents.userId, user.id));
        expect(stored).toHaveLength(3);
      }
      expect(finals[0]).toMatchObject({
        status: "canceled",
        cancelAtPeriodEnd: true,
        autoUpgraded: true,
        isPro: true,
        isProUser: true,
      });
      for (const state of finals)
        expect(state).toEqual({
          ...(finals[0] as object),
          currentPeriodEnd: (state as { currentPeriodEnd: string }).currentPeriodEnd,
        });
    });

    it("cancels a trial at once and a paid plan at period end on Stripe, with idempotency keys, and reactivates", async () => {
      const trialUser = await t.signUp();
      const trial = await checkoutAndPay(t, trialUser.cookie, trialUser.user.id, true);
      await deliver(t, stripeEvent("checkout.session.completed", trial.session));
      const before = fake.requests.length;
      const res = await t.request("/api/cancel-subscription", {
        cookie: trialUser.cookie,
        body: { userId: trialUser.user.id },
      });
      expect(res.status).toBe(200);
      const cancelCall = fake.requests.slice(before).find((r) => r.method === "DELETE")!;
      expect(cancelCall.path).toBe(`/v1/subscriptions/${trial.subscription.id}`);
      expect(cancelCall.idempotencyKey).toBeTruthy();
      expect(await statusOf(t, trialUser.cookie, trialUser.user.id)).toMatchObject({ isPro: false, status: "free" });

      const paidUser = await t.signUp();
      const paid = await checkoutAndPay(t, paidUser.cookie, paidUser.user.id, false);
      await deliver(t, stripeEvent("checkout.session.completed", paid.session));
      const mark = fake.requests.length;
      await t.request("/api/cancel-subscription", { cookie: paidUser.cookie, body: { userId: paidUser.user.id } });
      const update = fake.requests
        .slice(mark)
        .find((r) => r.method === "POST" && r.path.startsWith("/v1/subscriptions/"))!;
      expect(update.params).toEqual({ cancel_at_period_end: "true" });
      expect(update.idempotencyKey).toBeTruthy();
      expect(await statusOf(t, paidUser.cookie, paidUser.user.id)).toMatchObject({ isPro: true, status: "canceled" });
      expect(
        (
          await t.request("/api/reactivate-subscription", {
            cookie: paidUser.cookie,
            body: { userId: paidUser.user.id },
          })
        ).status,
      ).toBe(200);
      expect(await statusOf(t, paidUser.cookie, paidUser.user.id)).toMatchObject({
        isPro: true,
        status: "active",
        cancelAtPeriodEnd: false,
      });

      const portal = await t.request("/api/create-portal-session", {
        cookie: paidUser.cookie,
        body: { userId: paidUser.user.id },
      });
      expect(await portal.json()).toEqual({ url: `https://billing.stripe.test/p/${paid.subscription.customer}` });
      // The local provider's test checkout does not exist next to Stripe.
      expect((await t.request("/api/local-checkout/cs_local_x", { cookie: paidUser.cookie })).status).toBe(404);
    });

    // Concurrent deliveries need a pool of connections: PGlite is one connection, which serialises them anyway.
    if (label === "PostgreSQL")
      it("changes the state once for 20 concurrent deliveries of one event", async () => {
        const { cookie, user } = await t.signUp();
        const { session } = await checkoutAndPay(t, cookie, user.id, false);
        const event = stripeEvent("checkout.session.completed", session);
        const results = await Promise.all(Array.from({ length: 20 }, () => deliver(t, event)));
        expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
        const rows = await t.deps.database.db
          .select()
          .from(billingEvents)
          .where(eq(billingEvents.id, `stripe:${event.id}`));
        expect(rows).toHaveLength(1);
        expect(await statusOf(t, cookie, user.id)).toMatchObject({ isPro: true, status: "active" });

        // A user of its own: a second live subscription for the first one would be refused (decision 0105).
        const other = await t.signUp();
        const direct: BillingEvent = {
          id: "evt_direct_concurrent",
          provider: "stripe",
          type: "customer.subscription.updated",
          createdAt: Math.floor(Date.now() / 1000) + 60,
          userId: other.user.id,
          subscription: {
            id: "sub_direct",
            customerId: "cus_direct",
            plan: "pro_yearly",
            status: "active",
            trialStart: null,
            trialEnd: null,
            currentPeriodEnd: Math.floor(Date.now() / 1000) + 365 * 86_400,
            cancelAtPeriodEnd: false,
            endedAt: null,
          },
        };
        const applied = await Promise.all(
          Array.from({ length: 20 }, () => applyBillingEvent(t.deps.billingStore, direct)),
        );
        expect(applied.filter((outcome) => outcome === "applied")).toHaveLength(1);
        const directRows = await t.deps.database.db
          .select()
          .from(billingEvents)
          .where(eq(billingEvents.id, "stripe:evt_direct_concurrent"));
        expect(directRows).toHaveLength(1);
      });
  });
}
