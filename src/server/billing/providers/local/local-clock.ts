import type { PlanKey } from "../../../../shared/content/plans.js";
import type { BillingEvent, ProviderSubscription, SubscriptionRow } from "../../billing-state.js";
import type { SubscriptionClock } from "../../clock.js";

export function addBillingPeriod(from: Date, plan: PlanKey): Date {
  const next = new Date(from);
  if (plan === "pro_yearly") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The local provider's subscription as it stands in the row (the local provider keeps no other copy). */
export function localSubscriptionOf(row: SubscriptionRow): ProviderSubscription {
  const trialing = row.status === null && row.trialStartedAt !== null && row.trialEndedAt === null;
  return {
    id: row.providerSubscriptionId ?? `sub_local_${row.userId}`,
    customerId: row.providerCustomerId ?? `cus_local_${row.userId}`,
    plan: row.tier === "free" ? "pro_monthly" : row.tier,
    status: trialing ? "trialing" : row.status === "free" || row.status === null ? "canceled" : "active",
    trialStart: seconds(row.trialStartedAt),
    trialEnd: seconds(row.trialEndsAt),
    currentPeriodEnd: seconds(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: null,
  };
}

/**
 * What Stripe's own clock would have sent by `now` for a local subscription: a finished trial converts to
 * a paid period (autoUpgraded), a paid period renews, and one set to cancel ends at its period end.
 */
export function dueLocalEvent(row: SubscriptionRow, now: Date): BillingEvent | null {
  if (row.provider !== "local" || !row.providerSubscriptionId || !row.currentPeriodEnd) return null;
  if (row.status === "free") return null;
  if (row.currentPeriodEnd.getTime() > now.getTime()) return null;
  const sub = localSubscriptionOf(row);
  const createdAt = Math.max(row.providerStateAt ?? 0, Math.floor(now.getTime() / 1000));
  const periodEnd = row.currentPeriodEnd;
  const event = (type: string, subscription: ProviderSubscription): BillingEvent => ({
    id: `clock:${sub.id}:${type}:${periodEnd.getTime()}`,
    provider: "local",
    type,
    createdAt,
    userId: row.userId,
    subscription,
  });
  if (row.cancelAtPeriodEnd || (row.status === null && sub.status !== "trialing")) {
    return event("customer.subscription.deleted", {
      ...sub,
      status: "canceled",
      cancelAtPeriodEnd: false,
      endedAt: seconds(periodEnd),
    });
  }
  let next = periodEnd;
  while (next.getTime() <= now.getTime()) next = addBillingPeriod(next, sub.plan);
  return event("customer.subscription.updated", { ...sub, status: "active", currentPeriodEnd: seconds(next) });
}

/**
 * The local provider's clock. Composed whichever provider is configured: a subscription the local provider
 * wrote keeps renewing after a switch, and `dueLocalEvent` leaves every other provider's rows alone.
 */
export const localSubscriptionClock: SubscriptionClock = { dueEvent: dueLocalEvent };
