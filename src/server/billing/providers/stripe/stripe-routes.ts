import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../../context.js";
import { processBillingEvent, userIdForCustomer } from "../../billing-service.js";
import { defineRoutes } from "../../../routing/define-routes.js";
import type { StripeBillingProvider } from "./stripe-provider.js";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** Stripe's webhook: public, authenticated by its signature over the raw body. */
export function stripeWebhookRoutes({ database, billing, billingStore, logger }: AppDeps) {
  const { db } = database;
  // The Stripe plugin built this provider, so it is the Stripe one.
  const stripe = billing as StripeBillingProvider;
  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "public" }).post(STRIPE_WEBHOOK_PATH.replace(/^\/api/, ""), async (c) => {
    const raw = await c.req.text();
    const event = await stripe.readWebhook(raw, c.req.header("stripe-signature"), (customerId) =>
      userIdForCustomer(db, customerId),
    );
    if (event) await processBillingEvent(billingStore, billing, logger, event);
    return c.json({ received: true });
  });
  return app;
}
