// zod/mini keeps the cookie banner (on every page) light.
import * as z from "zod/mini";

export const COOKIE_CONSENT_KEY = "cookie-consent";

export type ConsentCategory = "necessary" | "analytics" | "marketing";

export type ConsentPreferences = { necessary: true; analytics: boolean; marketing: boolean };

export interface StoredConsent {
  preferences: ConsentPreferences;
  /** ISO 8601 date-time of the decision. */
  timestamp: string;
}

/** Initial state of the Customize panel toggles: optional categories start off. */
export const DEFAULT_CUSTOM_CHOICES: Readonly<{ analytics: boolean; marketing: boolean }> = {
  analytics: false,
  marketing: false,
};

const storedConsentSchema = z.object({
  preferences: z.object({
    // Accepted in any form and then forced on: necessary cookies cannot be refused.
    necessary: z.optional(z.boolean()),
    analytics: z.boolean(),
    marketing: z.boolean(),
  }),
  timestamp: z.iso.datetime({ offset: true }),
});

/** Reads the stored value; anything missing, corrupt or malformed counts as "no decision yet". */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = storedConsentSchema.safeParse(json);
  if (!result.success) return null;
  const { preferences, timestamp } = result.data;
  return {
    preferences: { necessary: true, analytics: preferences.analytics, marketing: preferences.marketing },
    timestamp,
  };
}

export function customConsent(
  choices: { analytics: boolean; marketing: boolean },
  now: Date,
): StoredConsent {
  return {
    preferences: { necessary: true, analytics: choices.analytics, marketing: choices.marketing },
    timestamp: now.toISOString(),
  };
}

export function acceptAll(now: Date): StoredConsent {
  return customConsent({ analytics: true, marketing: true }, now);
}

export function rejectAll(now: Date): StoredConsent {
  return customConsent({ analytics: false, marketing: false }, now);
}

export function serializeConsent(consent: StoredConsent): string {
  return JSON.stringify({ preferences: consent.preferences, timestamp: consent.timestamp });
}

/** The banner shows until a valid decision is stored. */
export function shouldShowConsentBanner(stored: StoredConsent | null): boolean {
  return stored === null;
}

/** Whether scripts of a category may run; without a decision only necessary ones may. */
export function isCategoryAllowed(stored: StoredConsent | null, category: ConsentCategory): boolean {
  if (category === "necessary") return true;
  return stored?.preferences[category] ?? false;
}
