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

// Checked by hand, without zod: the cookie banner is on every page, and zod would add ~15 KB gzipped to it.
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A real calendar date-time with seconds optional and a `Z` or `±hh:mm` offset, as zod's `iso.datetime({ offset: true })`. */
function isIsoDateTime(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = isoDateTime.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads the stored value; anything missing, corrupt or malformed counts as "no decision yet". */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json) || !isRecord(json.preferences) || !isIsoDateTime(json.timestamp)) return null;
  const { necessary, analytics, marketing } = json.preferences;
  // Accepted in any form and then forced on: necessary cookies cannot be refused.
  if (
    (necessary !== undefined && typeof necessary !== "boolean") ||
    typeof analytics !== "boolean" ||
    typeof marketing !== "boolean"
  )
    return null;
  return { preferences: { necessary: true, analytics, marketing }, timestamp: json.timestamp };
}

export function customConsent(choices: { analytics: boolean; marketing: boolean }, now: Date): StoredConsent {
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
