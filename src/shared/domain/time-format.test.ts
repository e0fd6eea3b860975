import { describe, expect, it } from "vitest";
import { formatDuration, formatHoursMinutes, formatTimer } from "./time-format.js";

describe("formatTimer", () => {
  it("shows --:-- when nothing was timed", () => {
    expect(formatTimer(0)).toBe("--:--");
    expect(formatTimer(-5)).toBe("--:--");
    expect(formatTimer(Number.NaN)).toBe("--:--");
    expect(formatTimer(0.4)).toBe("--:--");
  });
  it("shows mm:ss and keeps counting minutes past the hour", () => {
    expect(formatTimer(1)).toBe("00:01");
    expect(formatTimer(59)).toBe("00:59");
    expect(formatTimer(60)).toBe("01:00");
    expect(formatTimer(65.9)).toBe("01:05");
    expect(formatTimer(3599)).toBe("59:59");
    expect(formatTimer(4523)).toBe("75:23");
  });
});

describe("formatHoursMinutes", () => {
  it("formats minutes as hours and minutes", () => {
    expect(formatHoursMinutes(0)).toBe("0m");
    expect(formatHoursMinutes(7)).toBe("7m");
    expect(formatHoursMinutes(60)).toBe("1h");
    expect(formatHoursMinutes(65)).toBe("1h 5m");
    expect(formatHoursMinutes(125.4)).toBe("2h 5m");
    expect(formatHoursMinutes(-3)).toBe("0m");
  });
});

describe("formatDuration", () => {
  it("picks the unit by size", () => {
    expect(formatDuration(0)).toBe("0s");
    expect(formatDuration(45)).toBe("45s");
    expect(formatDuration(725)).toBe("12m 5s");
    expect(formatDuration(3600)).toBe("1h");
    expect(formatDuration(3900 + 59)).toBe("1h 5m");
  });
});
