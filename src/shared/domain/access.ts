/** Subscription and trial state as the API reports them. */
export interface AccessSnapshot {
  tier: "free" | "pro_monthly" | "pro_yearly";
  /** absent/null means no subscription was ever started */
  status: "active" | "canceled" | "free" | null;
  /** ISO date-time; for a canceled paid plan, access lasts until then */
  currentPeriodEnd: string | null;
  /** ISO date-time the trial ends; null when the user never had a trial */
  trialEndsAt: string | null;
  /** true while a trial is running (not canceled, not expired) */
  trialActive: boolean;
}

export const freeAccess: AccessSnapshot = {
  tier: "free",
  status: null,
  currentPeriodEnd: null,
  trialEndsAt: null,
  trialActive: false,
};

/**
 * The one Pro access rule (decision 0004): a paid plan that is active, or canceled with its period still
 * running, or a running trial. A stored provider subscription id alone grants nothing.
 */
export function hasProAccess(snapshot: AccessSnapshot, now: Date = new Date()): boolean {
  if (isTrialRunning(snapshot, now)) return true;
  if (snapshot.tier === "free") return false;
  const periodEnd = snapshot.currentPeriodEnd ? Date.parse(snapshot.currentPeriodEnd) : Number.NaN;
  if (snapshot.status === "active") return Number.isNaN(periodEnd) || periodEnd > now.getTime();
  if (snapshot.status === "canceled") return !Number.isNaN(periodEnd) && periodEnd > now.getTime();
  return false;
}

export function isTrialRunning(snapshot: AccessSnapshot, now: Date = new Date()): boolean {
  if (!snapshot.trialActive || !snapshot.trialEndsAt) return false;
  return Date.parse(snapshot.trialEndsAt) > now.getTime();
}
