import { describe, expect, it } from "vitest";
import {
  COOKIE_CONSENT_KEY,
  DEFAULT_CUSTOM_CHOICES,
  acceptAll,
  customConsent,
  isCategoryAllowed,
  parseStoredConsent,
  rejectAll,
  serializeConsent,
  shouldShowConsentBanner,
} from "./consent.js";

const now = new Date("2025-01-05T10:30:00.000Z");

describe("COOKIE_CONSENT_KEY", () => {
  it("is the storage key of the spec", () => {
    expect(COOKIE_CONSENT_KEY).toBe("cookie-consent");
  });
});

describe("builders", () => {
  it("acceptAll turns every category on", () => {
    expect(acceptAll(now)).toEqual({
      preferences: { necessary: true, analytics: true, marketing: true },
      timestamp: "2025-01-05T10:30:00.000Z",
    });
  });

  it("rejectAll keeps only necessary", () => {
    expect(rejectAll(now)).toEqual({
      preferences: { necessary: true, analytics: false, marketing: false },
      timestamp: "2025-01-05T10:30:00.000Z",
    });
  });

  it("customConsent stores the toggles as chosen", () => {
    expect(customConsent({ analytics: true, marketing: false }, now).preferences).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    expect(customConsent({ analytics: false, marketing: true }, now).preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    });
  });

  it("customize starts with optional categories off", () => {
    expect(DEFAULT_CUSTOM_CHOICES).toEqual({ analytics: false, marketing: false });
  });
});

describe("parseStoredConsent", () => {
  it("round-trips every builder through serializeConsent", () => {
    for (const consent of [acceptAll(now), rejectAll(now), customConsent({ analytics: true, marketing: false }, now)]) {
      expect(parseStoredConsent(serializeConsent(consent))).toEqual(consent);
    }
  });

  it("reads a value written by hand", () => {
    const raw =
      '{"preferences":{"necessary":true,"analytics":false,"marketing":true},"timestamp":"2024-11-30T08:00:00Z"}';
    expect(parseStoredConsent(raw)).toEqual({
      preferences: { necessary: true, analytics: false, marketing: true },
      timestamp: "2024-11-30T08:00:00Z",
    });
  });

  it("accepts a timestamp with a UTC offset", () => {
    const raw = JSON.stringify({
      preferences: { necessary: true, analytics: true, marketing: true },
      timestamp: "2025-01-05T11:30:00+01:00",
    });
    expect(parseStoredConsent(raw)?.timestamp).toBe("2025-01-05T11:30:00+01:00");
  });

  it("forces necessary on when stored as false or missing", () => {
    const off = JSON.stringify({
      preferences: { necessary: false, analytics: true, marketing: false },
      timestamp: now.toISOString(),
    });
    const missing = JSON.stringify({
      preferences: { analytics: false, marketing: false },
      timestamp: now.toISOString(),
    });
    expect(parseStoredConsent(off)?.preferences).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(parseStoredConsent(missing)?.preferences.necessary).toBe(true);
  });

  it("drops unknown fields", () => {
    const raw = JSON.stringify({
      preferences: { necessary: true, analytics: false, marketing: false, tracking: true },
      timestamp: now.toISOString(),
      extra: 1,
    });
    expect(parseStoredConsent(raw)).toEqual(rejectAll(now));
  });

  it.each([
    ["missing", null],
    ["empty string", ""],
    ["not JSON", "accepted"],
    ["truncated JSON", '{"preferences":{"necessary":true,'],
    ["JSON null", "null"],
    ["JSON array", "[]"],
    ["JSON string", '"all"'],
    ["empty object", "{}"],
    ["no preferences", JSON.stringify({ timestamp: now.toISOString() })],
    ["no timestamp", JSON.stringify({ preferences: { necessary: true, analytics: true, marketing: true } })],
    [
      "analytics not boolean",
      JSON.stringify({
        preferences: { necessary: true, analytics: "yes", marketing: false },
        timestamp: now.toISOString(),
      }),
    ],
    [
      "marketing missing",
      JSON.stringify({ preferences: { necessary: true, analytics: false }, timestamp: now.toISOString() }),
    ],
    [
      "timestamp as epoch number",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false },
        timestamp: now.getTime(),
      }),
    ],
    [
      "timestamp not ISO",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false },
        timestamp: "Jan 5, 2025",
      }),
    ],
    [
      "timestamp date only",
      JSON.stringify({ preferences: { necessary: true, analytics: false, marketing: false }, timestamp: "2025-01-05" }),
    ],
    [
      "timestamp impossible date",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false },
        timestamp: "2025-13-40T10:00:00Z",
      }),
    ],
    [
      "timestamp 30 February",
      JSON.stringify({
        preferences: { necessary: true, analytics: false, marketing: false },
        timestamp: "2025-02-30T10:00:00Z",
      }),
    ],
  ])("returns null for %s", (_label, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });
});

describe("banner and category rules", () => {
  it("shows the banner only without a valid decision", () => {
    expect(shouldShowConsentBanner(parseStoredConsent(null))).toBe(true);
    expect(shouldShowConsentBanner(parseStoredConsent("garbage"))).toBe(true);
    expect(shouldShowConsentBanner(rejectAll(now))).toBe(false);
  });

  it("allows optional categories only after opt-in", () => {
    expect(isCategoryAllowed(null, "necessary")).toBe(true);
    expect(isCategoryAllowed(null, "analytics")).toBe(false);
    expect(isCategoryAllowed(null, "marketing")).toBe(false);
    expect(isCategoryAllowed(rejectAll(now), "analytics")).toBe(false);
    expect(isCategoryAllowed(rejectAll(now), "necessary")).toBe(true);
    const analyticsOnly = customConsent({ analytics: true, marketing: false }, now);
    expect(isCategoryAllowed(analyticsOnly, "analytics")).toBe(true);
    expect(isCategoryAllowed(analyticsOnly, "marketing")).toBe(false);
  });
});
