import { describe, expect, it } from "vitest";
import { trialBanner, trialBannerLevel, trialTimeLeft } from "./trial-banner.js";

const now = new Date("2025-01-05T12:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const endsIn = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("trial banner level", () => {
  it.each([
    [3 * DAY, "normal"],
    [2 * DAY + 1, "normal"],
    [2 * DAY, "warning"],
    [DAY + 1, "warning"],
    [DAY, "critical"],
    [5 * HOUR, "critical"],
    [60_000, "critical"],
  ] as const)("%i ms left is %s", (msLeft, level) => {
    expect(trialBannerLevel(msLeft)).toBe(level);
  });
});

describe("trial time left", () => {
  it.each([
    [3 * DAY, "3 days left"],
    [2 * DAY + HOUR, "3 days left"],
    [DAY + 1, "2 days left"],
    [DAY, "1 day left"],
    [DAY - 60_000, "23h 59m left"],
    [5 * HOUR + 3 * 60_000 + 59_000, "5h 03m left"],
    [HOUR, "1h 00m left"],
    [59 * 60_000, "59m left"],
    [30_000, "0m left"],
  ] as const)("%i ms reads %s", (msLeft, text) => {
    expect(trialTimeLeft(msLeft)).toBe(text);
  });
});

describe("trial banner", () => {
  it.each([
    ["never had a trial", { isTrialActive: false, trialEndsAt: null, isPaidPro: false }, { kind: "hidden" }],
    [
      "paid Pro after a trial",
      { isTrialActive: false, trialEndsAt: endsIn(-DAY), isPaidPro: true },
      { kind: "hidden" },
    ],
    [
      "fresh 3-day trial",
      { isTrialActive: true, trialEndsAt: endsIn(3 * DAY), isPaidPro: false },
      { kind: "active", level: "normal", text: "3 days left", lessThanADay: false },
    ],
    [
      "2 days left",
      { isTrialActive: true, trialEndsAt: endsIn(2 * DAY), isPaidPro: false },
      { kind: "active", level: "warning", text: "2 days left", lessThanADay: false },
    ],
    [
      "hours left",
      { isTrialActive: true, trialEndsAt: endsIn(4 * HOUR + 30 * 60_000), isPaidPro: false },
      { kind: "active", level: "critical", text: "4h 30m left", lessThanADay: true },
    ],
    [
      "time is up but the server still says active",
      { isTrialActive: true, trialEndsAt: endsIn(0), isPaidPro: false },
      { kind: "expired", text: "Trial expired" },
    ],
    [
      "ended trial",
      { isTrialActive: false, trialEndsAt: endsIn(-HOUR), isPaidPro: false },
      { kind: "expired", text: "Trial expired" },
    ],
    [
      "canceled trial with time left on the clock",
      { isTrialActive: false, trialEndsAt: endsIn(2 * DAY), isPaidPro: false },
      { kind: "expired", text: "Trial expired" },
    ],
    ["unreadable end date", { isTrialActive: true, trialEndsAt: "not a date", isPaidPro: false }, { kind: "hidden" }],
  ] as const)("%s", (_name, input, expected) => {
    expect(trialBanner(input, now)).toEqual(expected);
  });
});

describe("a canceled trial", () => {
  it("says canceled, with the day it ended, not expired", () => {
    const canceledAt = endsIn(-HOUR);
    expect(
      trialBanner(
        { isTrialActive: false, trialEndsAt: endsIn(2 * DAY), trialEndedAt: canceledAt, isPaidPro: false },
        now,
      ),
    ).toEqual({ kind: "canceled", text: "Trial canceled", endedAt: canceledAt });
    // A trial that ran its full length still expired.
    expect(
      trialBanner(
        { isTrialActive: false, trialEndsAt: endsIn(-HOUR), trialEndedAt: endsIn(-HOUR), isPaidPro: false },
        now,
      ).kind,
    ).toBe("expired");
  });
});
