import type { BillingEvent, SubscriptionRow } from "./billing-state.js";

/**
 * What a provider's own clock would have sent by `now` for a subscription (a trial that converts, a period
 * that renews or ends), or null. Stripe's servers send these themselves; a provider without servers of its
 * own (the local one) has them applied by the access reads and the trial-expiry job, which receive the clock
 * from `compose.ts`.
 */
export interface SubscriptionClock {
  dueEvent(row: SubscriptionRow, now: Date): BillingEvent | null;
}
