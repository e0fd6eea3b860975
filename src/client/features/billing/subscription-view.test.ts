import { describe, expect, it } from "vitest";
import type { SubscriptionStatus, TrialStatus } from "@shared/schemas/billing";
import { priceLabel, subscriptionView, trialRemainingText } from "./subscription-view";

const now = new Date("2025-01-05T12:00:00Z");
const future = "2025-02-05T12:00:00.000Z";
const past = "2025-01-01T12:00:00.000Z";
const sub = (over: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  tier: "free",
  status: null,
  subscriptionId: null,
  autoUpgraded: false,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isPro: false,
  isProUser: false,
  ...over,
});
const noTrial: TrialStatus = { isTrialActive: false, daysRemaining: 0, trialEndsAt: null };

describe("subscription view of the profile", () => {
  it("shows nothing active and offers no cancel for a free user", () => {
    expect(subscriptionView(sub({}), noTrial, now)).toMatchObject({
      none: true,
      paid: null,
      canceled: null,
      canCancel: false,
      canReactivate: false,
      trialText: null,
    });
  });

  it("shows a running trial with its days and cancels it at once", () => {
    const view = subscriptionView(
      sub({ tier: "pro_monthly", isPro: true }),
      { isTrialActive: true, daysRemaining: 3, trialEndsAt: future },
      now,
    );
    expect(view).toMatchObject({
      trialActive: true,
      trialText: "3 days remaining",
      none: false,
      canCancel: true,
      cancelEndsTrial: true,
      paid: null,
    });
  });

  it("shows a paid monthly plan with its next billing date", () => {
    const view = subscriptionView(
      sub({ tier: "pro_monthly", status: "active", currentPeriodEnd: future }),
      noTrial,
      now,
    );
    expect(view.paid).toEqual({ price: "$4.99/month", dateLabel: "Next Billing", periodEnd: future });
    expect(view).toMatchObject({ canCancel: true, cancelEndsTrial: false, canReactivate: false, none: false });
  });

  it("shows a canceled yearly plan with access until its period end, and offers reactivation", () => {
    const view = subscriptionView(
      sub({ tier: "pro_yearly", status: "canceled", currentPeriodEnd: future }),
      noTrial,
      now,
    );
    expect(view.paid).toEqual({ price: "$47.88/year", dateLabel: "Access Until", periodEnd: future });
    expect(view.canceled).toEqual({ until: future, untilTrialEnd: false });
    expect(view).toMatchObject({ canCancel: false, canReactivate: true });
  });

  it("does not offer reactivation once the period is over", () => {
    expect(
      subscriptionView(sub({ tier: "pro_monthly", status: "canceled", currentPeriodEnd: past }), noTrial, now)
        .canReactivate,
    ).toBe(false);
  });

  it("falls back to the trial end for a canceled box without a period end", () => {
    const view = subscriptionView(
      sub({ tier: "pro_monthly", status: "canceled" }),
      { ...noTrial, trialEndsAt: future },
      now,
    );
    expect(view.canceled).toEqual({ until: future, untilTrialEnd: true });
  });

  it("reads an ended subscription as no active subscription", () => {
    expect(subscriptionView(sub({ status: "free", currentPeriodEnd: past }), noTrial, now)).toMatchObject({
      none: true,
      paid: null,
      canCancel: false,
    });
  });

  it("words prices and days", () => {
    expect(priceLabel("pro_monthly")).toBe("$4.99/month");
    expect(priceLabel("pro_yearly")).toBe("$47.88/year");
    expect(trialRemainingText(0)).toBe("Trial expires today");
    expect(trialRemainingText(1)).toBe("1 day remaining");
    expect(trialRemainingText(2)).toBe("2 days remaining");
  });
});
