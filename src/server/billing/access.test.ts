import { describe, expect, it } from "vitest";
import { hasProAccess } from "../../shared/domain/access.js";
import { sessionUsage } from "../../shared/domain/usage-limit.js";
import type { SubscriptionRow } from "./billing-state.js";
import { dueLocalEvent } from "./providers/local/local-clock.js";
import { snapshotFromRow, statusStableUntil, subscriptionStatusOf, trialStatusOf, type UserAccess } from "./access.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = Date.parse("2026-11-25T10:00:00.000Z");

function rowOf(fields: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    userId: "u1",
    tier: "free",
    status: null,
    trialStartedAt: null,
    trialEndsAt: null,
    trialEndedAt: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    autoUpgraded: false,
    provider: "stripe",
    providerCustomerId: "cus_1",
    providerSubscriptionId: "sub_1",
    providerStateAt: 1,
    createdAt: new Date(start),
    updatedAt: new Date(start),
    ...fields,
  };
}

const at = (ms: number) => new Date(ms);
const rows: Record<string, SubscriptionRow | null> = {
  "no subscription": null,
  "trial with 2.5 days left": rowOf({
    tier: "pro_monthly",
    trialStartedAt: at(start - 12 * HOUR),
    trialEndsAt: at(start + 2.5 * DAY),
    currentPeriodEnd: at(start + 2.5 * DAY),
  }),
  "trial ending in exactly 3 days": rowOf({
    tier: "pro_monthly",
    trialStartedAt: at(start),
    trialEndsAt: at(start + 3 * DAY),
    currentPeriodEnd: at(start + 3 * DAY),
  }),
  "trial ended early": rowOf({
    tier: "free",
    status: "free",
    trialStartedAt: at(start - 2 * DAY),
    trialEndsAt: at(start + DAY),
    trialEndedAt: at(start - DAY),
  }),
  "local trial, converting in 20 hours": rowOf({
    tier: "pro_monthly",
    provider: "local",
    trialStartedAt: at(start - 52 * HOUR),
    trialEndsAt: at(start + 20 * HOUR),
    currentPeriodEnd: at(start + 20 * HOUR),
  }),
  "paid, renewing in 10 hours": rowOf({
    tier: "pro_yearly",
    status: "active",
    currentPeriodEnd: at(start + 10 * HOUR),
  }),
  "canceled, access until tomorrow": rowOf({
    tier: "pro_monthly",
    status: "canceled",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: at(start + DAY),
  }),
  "canceled, period over": rowOf({ tier: "pro_monthly", status: "canceled", currentPeriodEnd: at(start - DAY) }),
};

/** Everything the status answers read from the clock, for one row: a body kept until statusStableUntil must not miss any. */
function answers(row: SubscriptionRow | null, now: Date) {
  const snapshot = snapshotFromRow(row);
  const access: UserAccess = { snapshot, row, isPro: hasProAccess(snapshot, now) };
  return {
    subscription: subscriptionStatusOf(access, now),
    trial: trialStatusOf(access, now),
    usage: sessionUsage(1, access.isPro, now),
    paidWithoutTrial: hasProAccess({ ...snapshot, trialActive: false }, now),
    renewalDue: row !== null && dueLocalEvent(row, now) !== null,
  };
}

describe("statusStableUntil", () => {
  for (const [name, row] of Object.entries(rows)) {
    it(`keeps every status answer the same until then: ${name}`, () => {
      for (let now = start; now < start + 40 * DAY;) {
        const until = statusStableUntil(row, at(now));
        expect(until).toBeGreaterThan(now);
        expect(answers(row, at(until - 1))).toEqual(answers(row, at(now)));
        // Also from any instant in between, not only from the first.
        const middle = Math.floor((now + until) / 2);
        expect(answers(row, at(middle))).toEqual(answers(row, at(now)));
        now = until;
      }
    });
  }

  it("ends at the next whole day of a trial, at its end, at a period's end and at the next month", () => {
    const trial = rows["trial with 2.5 days left"];
    expect(statusStableUntil(trial, at(start))).toBe(start + 0.5 * DAY);
    expect(statusStableUntil(trial, at(start + 2 * DAY))).toBe(start + 2.5 * DAY);
    expect(statusStableUntil(rows["paid, renewing in 10 hours"], at(start))).toBe(start + 10 * HOUR);
    expect(statusStableUntil(null, at(start))).toBe(Date.parse("2026-12-01T00:00:00.000Z"));
  });
});
