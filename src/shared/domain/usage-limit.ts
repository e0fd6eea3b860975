import { FREE_RESCUES_PER_MONTH, limitReachedText } from "../content/plans.js";

/** Free plan: rescues a user may start per calendar month (UTC), counted on the server (decision 0033). */
export const FREE_MONTHLY_RESCUES = FREE_RESCUES_PER_MONTH;
/** The usage bar warns above this share of the free limit. */
export const USAGE_WARNING_PERCENT = 80;

export interface SessionUsage {
  /** Rescues started this calendar month (imported history excluded). */
  monthlyCount: number;
  /** Free rescues left this month (never negative). Pro users see it too, but it does not limit them. */
  remainingFree: number;
  canCreateSession: boolean;
  /** True for Pro and trial users: no monthly limit. */
  unlimited: boolean;
  /** The monthly limit that applies, or null when unlimited. */
  limit: number | null;
  /** ISO date-time the count starts again from zero (the first of next month, 00:00 UTC). */
  resetsAt: string;
}

export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The one limit rule, used by the server to refuse and by the client to explain. */
export function sessionUsage(monthlyCount: number, unlimited: boolean, now: Date): SessionUsage {
  const count = Math.max(0, Math.floor(monthlyCount));
  const remainingFree = Math.max(0, FREE_MONTHLY_RESCUES - count);
  return {
    monthlyCount: count,
    remainingFree,
    canCreateSession: unlimited || remainingFree > 0,
    unlimited,
    limit: unlimited ? null : FREE_MONTHLY_RESCUES,
    resetsAt: nextMonthStartUtc(now).toISOString(),
  };
}

/** Share of the free limit used, as a rounded percent capped at 100. */
export function usagePercent(monthlyCount: number, limit: number = FREE_MONTHLY_RESCUES): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, monthlyCount) / limit) * 100));
}

export function isUsageWarning(percent: number): boolean {
  return percent > USAGE_WARNING_PERCENT;
}

const resetFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** The refusal at the limit; `trialOffered` is whether this user may still start the trial (decision 0285). */
export function limitReachedMessage(resetsAt: string | Date, trialOffered: boolean): string {
  const date = resetFormat.format(typeof resetsAt === "string" ? new Date(resetsAt) : resetsAt);
  return limitReachedText(date, trialOffered);
}
