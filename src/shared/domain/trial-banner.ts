/** What the trial banner shows (decision 0044). */
export type TrialBannerLevel = "normal" | "warning" | "critical";

export type TrialBannerState =
  | { kind: "hidden" }
  | { kind: "active"; level: TrialBannerLevel; text: string; lessThanADay: boolean }
  | { kind: "expired"; text: "Trial expired" }
  | { kind: "canceled"; text: "Trial canceled"; endedAt: string };

export interface TrialBannerInput {
  isTrialActive: boolean;
  /** ISO date-time the trial ends (or ended); null when the user never had a trial */
  trialEndsAt: string | null;
  /** ISO date-time the trial actually ended, when it has */
  trialEndedAt?: string | null;
  /** Pro on a paid plan (trial excluded): the banner is not for them */
  isPaidPro: boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Critical at 1 day or less, warning at 2 days or less, otherwise normal. */
export function trialBannerLevel(msLeft: number): TrialBannerLevel {
  if (msLeft <= DAY_MS) return "critical";
  if (msLeft <= 2 * DAY_MS) return "warning";
  return "normal";
}

/** Under a day: '5h 03m left'; otherwise whole days, rounded up as the server counts them. */
export function trialTimeLeft(msLeft: number): string {
  if (msLeft < DAY_MS) {
    const totalMinutes = Math.max(0, Math.floor(msLeft / MINUTE_MS));
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    return hours > 0 ? `${hours}h ${String(minutes).padStart(2, "0")}m left` : `${minutes}m left`;
  }
  const days = Math.ceil(msLeft / DAY_MS);
  return `${days} ${days === 1 ? "day" : "days"} left`;
}

/**
 * The one rule for the banner: hidden for paid Pro and for users who never had a trial; a running trial shows
 * its time left at one of three levels; an ended trial shows 'Trial expired' (the expired card), a canceled one 'Trial canceled' with its date.
 */
export function trialBanner(input: TrialBannerInput, now: Date = new Date()): TrialBannerState {
  if (input.isPaidPro || !input.trialEndsAt) return { kind: "hidden" };
  const endsAt = Date.parse(input.trialEndsAt);
  if (Number.isNaN(endsAt)) return { kind: "hidden" };
  const msLeft = endsAt - now.getTime();
  const endedAt = input.trialEndedAt ? Date.parse(input.trialEndedAt) : Number.NaN;
  // Ended before its planned end: the user canceled it, which is not an expiry.
  if (!input.isTrialActive && !Number.isNaN(endedAt) && endedAt < endsAt)
    return { kind: "canceled", text: "Trial canceled", endedAt: input.trialEndedAt! };
  if (!input.isTrialActive || msLeft <= 0) return { kind: "expired", text: "Trial expired" };
  return {
    kind: "active",
    level: trialBannerLevel(msLeft),
    text: trialTimeLeft(msLeft),
    lessThanADay: msLeft < DAY_MS,
  };
}
