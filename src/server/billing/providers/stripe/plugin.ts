import type { BillingPlugin } from "../../plugin.js";
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from "./stripe-routes.js";

/** Stripe Checkout, the customer portal and signed webhooks; env.ts has checked its four variables. */
export const stripeBilling: BillingPlugin = {
  name: "stripe",
  async create({ env, logger }) {
    // The Stripe SDK is loaded only when Stripe is configured.
    const { createStripeProvider } = await import("./stripe-provider.js");
    return createStripeProvider(
      {
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        priceMonthly: env.STRIPE_PRICE_MONTHLY!,
        priceYearly: env.STRIPE_PRICE_YEARLY!,
        apiBase: env.STRIPE_API_BASE,
        appUrl: env.appUrl,
      },
      logger,
    );
  },
  routes: stripeWebhookRoutes,
  serverToServerPaths: [STRIPE_WEBHOOK_PATH],
};
