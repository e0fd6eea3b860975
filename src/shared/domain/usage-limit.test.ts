import { describe, expect, it } from "vitest";
import {
  FREE_MONTHLY_RESCUES,
  isUsageWarning,
  limitReachedMessage,
  monthStartUtc,
  nextMonthStartUtc,
  sessionUsage,
  usagePercent,
} from "./usage-limit.js";

describe("the monthly rescue limit", () => {
  const now = new Date("2025-03-15T12:00:00Z");

  it("allows 3 free rescues a month", () => {
    expect(FREE_MONTHLY_RESCUES).toBe(3);
    expect(sessionUsage(0, false, now)).toMatchObject({
      monthlyCount: 0,
      remainingFree: 3,
      canCreateSession: true,
      unlimited: false,
      limit: 3,
    });
    expect(sessionUsage(2, false, now)).toMatchObject({ remainingFree: 1, canCreateSession: true });
    expect(sessionUsage(3, false, now)).toMatchObject({ remainingFree: 0, canCreateSession: false });
    expect(sessionUsage(7, false, now)).toMatchObject({ remainingFree: 0, canCreateSession: false });
  });

  it("does not limit Pro", () => {
    expect(sessionUsage(12, true, now)).toMatchObject({
      monthlyCount: 12,
      canCreateSession: true,
      unlimited: true,
      limit: null,
    });
  });

  it("counts calendar months in UTC", () => {
    expect(monthStartUtc(new Date("2025-03-01T00:00:00Z")).toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(monthStartUtc(new Date("2025-03-31T23:59:59Z")).toISOString()).toBe("2025-03-01T00:00:00.000Z");
    // 23:30 on Feb 28 in New York is already March in UTC.
    expect(monthStartUtc(new Date("2025-02-28T23:30:00-05:00")).toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(nextMonthStartUtc(new Date("2025-12-31T10:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(sessionUsage(3, false, now).resetsAt).toBe("2025-04-01T00:00:00.000Z");
  });

  it("warns above 80% of the limit", () => {
    expect(usagePercent(0)).toBe(0);
    expect(usagePercent(2)).toBe(67);
    expect(usagePercent(3)).toBe(100);
    expect(usagePercent(5)).toBe(100);
    expect(isUsageWarning(80)).toBe(false);
    expect(isUsageWarning(81)).toBe(true);
    expect(isUsageWarning(usagePercent(2))).toBe(false);
    expect(isUsageWarning(usagePercent(3))).toBe(true);
    expect(isUsageWarning(usagePercent(4, 5))).toBe(false);
    expect(isUsageWarning(usagePercent(5, 5))).toBe(true);
  });

  it("explains the refusal with the reset date, offering the trial first while it is unused", () => {
    const unused = limitReachedMessage("2025-04-01T00:00:00.000Z", true);
    expect(unused).toMatch(/used all 3 free rescues.*3-day free Pro trial.*April 1/);
    expect(unused).not.toMatch(/Upgrade/);
    expect(limitReachedMessage("2025-04-01T00:00:00.000Z", false)).toMatch(
      /used all 3 free rescues.*Upgrade to Pro.*April 1/,
    );
  });
});
