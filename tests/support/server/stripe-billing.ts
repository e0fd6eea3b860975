import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import type { Database } from "../../../src/server/db/client.js";
import { startFakeStripe } from "./fake-stripe.js";
import type { TestApp } from "./test-app.js";
import { createTempPostgres } from "./test-db.js";

const WEBHOOK_SECRET = "whsec_test_unstuck";

/**
 * What a Stripe billing test needs: the fake Stripe server, the app's environment pointing at it, a
 * PostgreSQL database beside PGlite when one is reachable, and signed webhook deliveries. `close` in afterAll.
 */
export async function setUpStripeBilling() {
  const fake = await startFakeStripe();
  const postgres = await createTempPostgres();
  const signer = new Stripe("sk_test_signer");
  // Test files share a database, where an event id already seen is a duplicate delivery.
  const eventPrefix = `evt_test_${randomUUID().slice(0, 8)}`;
  let eventCounter = 0;

  const env = {
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: "price_monthly",
    STRIPE_PRICE_YEARLY: "price_yearly",
    STRIPE_API_BASE: fake.url,
  };

  function stripeEvent(type: string, object: unknown) {
    return {
      id: `${eventPrefix}_${++eventCounter}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: null,
      type,
      data: { object },
    };
  }

  /** Posts a signed webhook, as Stripe's servers do (no Origin header); `tamper` changes the body after signing. */
  function deliver(t: TestApp, event: unknown, options: { timestamp?: number; tamper?: boolean } = {}) {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    const body = options.tamper
      ? payload.replace("trialing", "active").replace('"livemode":false', '"livemode":true')
      : payload;
    return t.app.request("http://127.0.0.1:3000/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body,
    });
  }

  /** Opens a paid or trial checkout through the app and answers its Checkout Session id at the fake. */
  async function startCheckout(t: TestApp, cookie: string, userId: string, trial: boolean): Promise<string> {
    const res = trial
      ? await t.request("/api/create-trial-checkout-session", { cookie, body: { userId, feature: "wizard" } })
      : await t.request("/api/create-checkout-session", { cookie, body: { userId, plan: "pro_monthly" } });
    if (res.status !== 200) throw new Error(`starting a checkout failed: ${res.status} ${await res.text()}`);
    const { url } = (await res.json()) as { url: string };
    const match = /^https:\/\/checkout\.stripe\.test\/pay\/(cs_test_\d+)$/.exec(url);
    if (!match) throw new Error(`not a Stripe Checkout URL: ${url}`);
    return match[1]!;
  }

  /** Each suite runs on both; on PostgreSQL only when one is reachable (`describe.runIf(available)`). */
  const databases: { label: string; database: Database | undefined; available: boolean }[] = [
    { label: "PGlite", database: undefined, available: true },
    { label: "PostgreSQL", database: postgres?.database, available: Boolean(postgres) },
  ];

  return {
    fake,
    env,
    stripeEvent,
    deliver,
    startCheckout,
    databases,
    close: async () => {
      await fake.close();
      await postgres?.drop();
    },
  };
}
