import { describe, expect, it } from "vitest";
import {
  FREE_RESCUES_PER_MONTH,
  PRO_MONTHLY_PRICE_USD,
  PRO_YEARLY_PRICE_USD,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_REPLY_HOURS,
  TRIAL_DAYS,
  YEARLY_SAVINGS_PERCENT,
  checkoutPath,
  freePlan,
  isPlanKey,
  paidPlans,
  planDisplayName,
  plans,
  proMonthlyPlan,
  proYearlyPlan,
} from "./plans.js";

describe("plan constants", () => {
  it("hold the business figures", () => {
    expect(FREE_RESCUES_PER_MONTH).toBe(3);
    expect(TRIAL_DAYS).toBe(3);
    expect(REFUND_WINDOW_DAYS).toBe(30);
    expect(SUPPORT_REPLY_HOURS).toBe(24);
    expect(SUPPORT_EMAIL).toBe("support@unstuck.dev");
    expect(PRO_MONTHLY_PRICE_USD).toBe(4.99);
    expect(PRO_YEARLY_PRICE_USD).toBe(47.88);
  });

  it("advertises a yearly saving that matches the prices", () => {
    const twelveMonths = PRO_MONTHLY_PRICE_USD * 12;
    expect(Math.round((1 - PRO_YEARLY_PRICE_USD / twelveMonths) * 100)).toBe(YEARLY_SAVINGS_PERCENT);
    expect(proYearlyPlan.badge).toContain(`${YEARLY_SAVINGS_PERCENT}%`);
    expect(proYearlyPlan.priceNote).toContain(`$${(PRO_YEARLY_PRICE_USD / 12).toFixed(2)}`);
  });
});

describe("plans", () => {
  it("lists free, monthly and yearly in that order", () => {
    expect(plans.map((p) => p.id)).toEqual(["free", "pro_monthly", "pro_yearly"]);
    expect(paidPlans.pro_monthly).toBe(proMonthlyPlan);
    expect(paidPlans.pro_yearly).toBe(proYearlyPlan);
  });

  it("shows prices that agree with the cents", () => {
    for (const plan of plans) {
      expect(plan.displayPrice).toBe(plan.priceCents === 0 ? "$0" : `$${(plan.priceCents / 100).toFixed(2)}`);
    }
    expect(freePlan.priceCents).toBe(0);
    expect(proMonthlyPlan.priceCents).toBe(Math.round(PRO_MONTHLY_PRICE_USD * 100));
    expect(proYearlyPlan.priceCents).toBe(Math.round(PRO_YEARLY_PRICE_USD * 100));
  });

  it("strikes through $9.99 on the monthly plan only", () => {
    expect(proMonthlyPlan.compareAtPrice).toBe("$9.99");
    expect(proYearlyPlan.compareAtPrice).toBeUndefined();
    expect(freePlan.compareAtPrice).toBeUndefined();
  });

  it("bills monthly and yearly, never the free plan", () => {
    expect(freePlan.interval).toBeNull();
    expect(proMonthlyPlan.interval).toBe("month");
    expect(proYearlyPlan.interval).toBe("year");
    expect(proMonthlyPlan.displayPeriod).toBe("/month");
    expect(proYearlyPlan.displayPeriod).toBe("/year");
  });

  it("carries the spec's feature promises", () => {
    const free = freePlan.features.join(" | ");
    expect(free).toContain("3 rescues per month");
    expect(free).toMatch(/prompt library/i);
    expect(free).toMatch(/problem detection/i);
    expect(free).toMatch(/community support/i);
    const pro = proMonthlyPlan.features.join(" | ");
    for (const phrase of [
      /unlimited rescues/i,
      /wizard/i,
      /premium templates/i,
      /personalised guidance/i,
      /priority/i,
      /session history/i,
    ]) {
      expect(pro).toMatch(phrase);
    }
    expect(proYearlyPlan.features).toEqual(proMonthlyPlan.features);
  });

  it("points paid CTAs at checkout and the free CTA at the app", () => {
    expect(freePlan.ctaHref).toBe("/");
    expect(proMonthlyPlan.ctaHref).toBe("/checkout?plan=pro_monthly&trial=1");
    expect(proYearlyPlan.ctaHref).toBe("/checkout?plan=pro_yearly");
    expect(checkoutPath("pro_yearly")).toBe("/checkout?plan=pro_yearly");
  });
});

describe("planDisplayName and isPlanKey", () => {
  it("names both billing options", () => {
    expect(planDisplayName("pro_monthly")).toBe("Rescue Pro (Monthly)");
    expect(planDisplayName("pro_yearly")).toBe("Rescue Pro (Yearly)");
  });

  it("accepts only the two paid keys", () => {
    expect(isPlanKey("pro_monthly")).toBe(true);
    expect(isPlanKey("pro_yearly")).toBe(true);
    expect(isPlanKey("pro")).toBe(false);
    expect(isPlanKey("team")).toBe(false);
    expect(isPlanKey(null)).toBe(false);
  });
});

describe("the trial as offered", () => {
  it("drops every mention of the trial where it is not offered, and keeps them where it is", async () => {
    const { planAsOffered, planGuaranteesFor, proMonthlyPlan: monthly } = await import("./plans.js");
    const refused = planAsOffered(monthly, false);
    expect(JSON.stringify(refused)).not.toMatch(/trial/i);
    expect(planGuaranteesFor(false).join(" ")).not.toMatch(/trial/i);
    expect(planAsOffered(monthly, true)).toBe(monthly);
    expect(planGuaranteesFor(true).join(" ")).toMatch(/trial/i);
  });
});
