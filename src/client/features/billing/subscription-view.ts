import { PRO_MONTHLY_PRICE_USD, PRO_YEARLY_PRICE_USD } from "@shared/content/plans";
import type { SubscriptionStatus, TrialStatus } from "@shared/schemas/billing";

/** What the profile's Subscription Details and Management cards show, and which actions they offer. */
export interface SubscriptionView {
  trialActive: boolean;
  /** 'Trial expires today' at 0, otherwise '{n} days remaining' */
  trialText: string | null;
  /** the Pro box: a paid plan, active or canceled */
  paid: { price: string; dateLabel: "Next Billing" | "Access Until"; periodEnd: string | null } | null;
  /** the canceled box: access kept until this ISO date, or the trial end when there is no period end */
  canceled: { until: string | null; untilTrialEnd: boolean } | null;
  none: boolean;
  canCancel: boolean;
  /** true when cancelling ends a trial, which removes Pro at once */
  cancelEndsTrial: boolean;
  canReactivate: boolean;
}

export function priceLabel(tier: SubscriptionStatus["tier"]): string {
  return tier === "pro_yearly"
    ? `$${PRO_YEARLY_PRICE_USD.toFixed(2)}/year`
    : `$${PRO_MONTHLY_PRICE_USD.toFixed(2)}/month`;
}

export function trialRemainingText(daysRemaining: number): string {
  if (daysRemaining <= 0) return "Trial expires today";
  return `${daysRemaining} ${daysRemaining === 1 ? "day" : "days"} remaining`;
}

export function subscriptionView(
  subscription: SubscriptionStatus | undefined,
  trial: TrialStatus | undefined,
  now: Date = new Date(),
): SubscriptionView {
  const trialActive = Boolean(trial?.isTrialActive);
  const status = subscription?.status ?? null;
  const periodEnd = subscription?.currentPeriodEnd ?? null;
  const isPaid =
    subscription !== undefined && subscription.tier !== "free" && (status === "active" || status === "canceled");
  const periodRunning = periodEnd !== null && Date.parse(periodEnd) > now.getTime();
  return {
    trialActive,
    trialText: trialActive ? trialRemainingText(trial?.daysRemaining ?? 0) : null,
    paid: isPaid
      ? {
          price: priceLabel(subscription.tier),
          dateLabel: status === "canceled" ? "Access Until" : "Next Billing",
          periodEnd,
        }
      : null,
    canceled:
      status === "canceled"
        ? { until: periodEnd ?? trial?.trialEndsAt ?? null, untilTrialEnd: periodEnd === null }
        : null,
    none: !trialActive && status !== "active" && status !== "canceled",
    canCancel: trialActive || status === "active",
    cancelEndsTrial: trialActive,
    canReactivate: status === "canceled" && periodRunning,
  };
}
