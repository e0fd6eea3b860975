import type { PlanKey } from "../../shared/content/plans.js";
import type { BillingEvent, ProviderSubscription, SubscriptionRow } from "./billing-state.js";

export interface CheckoutRequest {
  user: { id: string; email: string; name: string };
  plan: PlanKey;
  trial: boolean;
  /** the Pro feature that led here (prompts, wizard, planner), kept for the return trip */
  feature?: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  expiresAt: Date;
}

/** Where the browser lands after a completed checkout, with any provider. */
export function successUrl(checkout: { trial: boolean; plan: string }): string {
  return checkout.trial ? "/?trial=success" : `/dashboard?payment=success&plan=${checkout.plan}`;
}

/**
 * A payment provider. It starts checkouts and changes subscriptions; every change it reports comes back as a
 * `BillingEvent` that `applyBillingEvent` stores, so every provider shares one state machine. Its routes and
 * how it is built are its plugin's (`plugin.ts`, decision 0181).
 */
export interface BillingProvider {
  /** The plugin's name (BILLING_PROVIDER). */
  readonly kind: string;
  readonly testMode: boolean;
  readonly hasPortal: boolean;
  /** A new checkout: where the browser goes to enter a card. Call it through `openCheckoutOnce`. */
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * Where a checkout this app opened stands at the provider: still payable, paid with its subscription live
   * (its event may not have arrived yet), or gone (expired, or paid and ended). Absent when the app's own
   * row is the whole truth (local).
   */
  checkoutState?(id: string): Promise<"open" | "paid" | "gone">;
  /** Makes an open checkout unpayable, so that a replaced one cannot start a second subscription. */
  expireCheckout?(id: string): Promise<void>;
  /** A trial ends now; a paid plan at its period end. */
  cancel(row: SubscriptionRow): Promise<BillingEvent>;
  /** Clears cancel-at-period-end while the period lasts. */
  reactivate(row: SubscriptionRow): Promise<BillingEvent>;
  createPortal(row: SubscriptionRow, returnUrl: string): Promise<{ url: string }>;
  /**
   * Ends a subscription at once (account deleted, or a subscription the state machine refused), refunding
   * what it was paid when `refund` is set. Safe to repeat: a retried webhook calls it again.
   */
  endNow(userId: string, subscription: ProviderSubscription, options: { refund: boolean }): Promise<BillingEvent>;
}
