import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import { createLocalProvider } from "./local-provider.js";
import type { BillingProvider } from "./provider.js";

/** Stripe when configured (env.ts has checked its four variables), otherwise the built-in test provider. */
export async function createBillingProvider(env: Env, db: Db, logger: Logger): Promise<BillingProvider> {
  if (env.billingProvider === "stripe") {
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
  }
  return createLocalProvider(db);
}
