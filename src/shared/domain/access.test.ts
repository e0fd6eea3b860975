import { describe, expect, it } from "vitest";
import { type AccessSnapshot, freeAccess, hasProAccess, isTrialRunning } from "./access.js";

const now = new Date("2025-01-05T12:00:00Z");
const later = "2025-02-05T12:00:00.000Z";
const earlier = "2025-01-01T12:00:00.000Z";
const snap = (over: Partial<AccessSnapshot>): AccessSnapshot => ({ ...freeAccess, ...over });

describe("the Pro access rule (decision 0004)", () => {
  it.each([
    ["never subscribed", snap({}), false],
    ["free status", snap({ status: "free" }), false],
    ["monthly, active", snap({ tier: "pro_monthly", status: "active", currentPeriodEnd: later }), true],
    ["yearly, active", snap({ tier: "pro_yearly", status: "active", currentPeriodEnd: later }), true],
    ["active without a period end", snap({ tier: "pro_monthly", status: "active" }), true],
    [
      "active but its period is over (renewal not seen)",
      snap({ tier: "pro_monthly", status: "active", currentPeriodEnd: earlier }),
      false,
    ],
    [
      "canceled, period still running",
      snap({ tier: "pro_monthly", status: "canceled", currentPeriodEnd: later }),
      true,
    ],
    ["canceled, period over", snap({ tier: "pro_monthly", status: "canceled", currentPeriodEnd: earlier }), false],
    ["canceled without a period end", snap({ tier: "pro_monthly", status: "canceled" }), false],
    ["free tier marked active", snap({ tier: "free", status: "active", currentPeriodEnd: later }), false],
    ["trial running", snap({ tier: "pro_monthly", trialActive: true, trialEndsAt: later }), true],
    ["trial past its end", snap({ tier: "pro_monthly", trialActive: true, trialEndsAt: earlier }), false],
    ["trial ended (canceled)", snap({ tier: "free", status: "free", trialActive: false, trialEndsAt: later }), false],
    ["trial flag without an end date", snap({ trialActive: true }), false],
  ] as const)("%s → %s", (_name, snapshot, expected) => {
    expect(hasProAccess(snapshot, now)).toBe(expected);
  });

  it("reads the trial as running only before its end", () => {
    expect(isTrialRunning(snap({ trialActive: true, trialEndsAt: later }), now)).toBe(true);
    expect(isTrialRunning(snap({ trialActive: true, trialEndsAt: now.toISOString() }), now)).toBe(false);
  });
});
