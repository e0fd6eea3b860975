import { eq } from "drizzle-orm";
import { type AccessSnapshot, freeAccess, hasProAccess, isTrialRunning } from "../../shared/domain/access.js";
import type { SubscriptionStatus, TrialEligibility, TrialStatus } from "../../shared/schemas/billing.js";
import type { Db } from "../db/client.js";
import { AppError } from "../lib/errors.js";
import { subscriptions } from "../db/schema/billing.js";
import { applyBillingEvent, type SubscriptionRow } from "./billing-state.js";
import type { SubscriptionClock } from "./clock.js";
import type { BillingStore } from "./store.js";
import { type StatusBody, statusBodyOf } from "../lib/status-body.js";
import { nextMonthStartUtc } from "../../shared/domain/usage-limit.js";

export interface UserAccess {
  snapshot: AccessSnapshot;
  isPro: boolean;
  row: SubscriptionRow | null;
}

const DAY_MS = 86_400_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function snapshotFromRow(row: SubscriptionRow | null): AccessSnapshot {
  if (!row) return freeAccess;
  return {
    tier: row.tier,
    status: row.status,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    trialEndsAt: iso(row.trialEndsAt),
    trialActive: Boolean(row.trialStartedAt && row.trialEndsAt && !row.trialEndedAt),
  };
}

/** One indexed read by primary key: what the status calls and every Pro gate cost. */
export async function readSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row ?? null;
}

/** The access a subscription row gives at `now`; null when a local renewal is due and must be applied first. */
function accessOfRow(clock: SubscriptionClock, row: SubscriptionRow | null, now: Date): UserAccess | null {
  if (row && clock.dueEvent(row, now)) return null;
  const snapshot = snapshotFromRow(row);
  return { snapshot, isPro: hasProAccess(snapshot, now), row };
}

/**
 * The first instant (ms) after `now` at which a status answer computed from this row may read differently
 * for the same stored data: each whole day before the trial's end (days remaining) and the end itself, the
 * period's end (access, and a local renewal falls due), the next month (the rescue count and its reset).
 * Every rule of the status answers that reads the clock is covered here (decision 0235).
 */
export function statusStableUntil(row: SubscriptionRow | null, now: Date): number {
  const at = now.getTime();
  let until = nextMonthStartUtc(now).getTime();
  const periodEnd = row?.currentPeriodEnd?.getTime();
  if (periodEnd !== undefined && periodEnd > at) until = Math.min(until, periodEnd);
  const trialEnd = row?.trialEndsAt?.getTime();
  if (trialEnd !== undefined && trialEnd > at) {
    const wholeDaysLeft = Math.ceil((trialEnd - at) / DAY_MS) - 1;
    until = Math.min(until, trialEnd - wholeDaysLeft * DAY_MS);
  }
  return until;
}

/**
 * A status answer served from memory without a promise (decision 0226), or undefined when the subscription
 * is not cached or a renewal by the subscription clock is due. Its text and ETag are computed once from the cached row (and
 * `inputs`, the other cached reads `answer` uses) and kept until one of them changes or the clock reaches
 * `statusStableUntil` (decision 0235). `key` names the answer in the user's cache entries.
 */
export function peekStatusBody(
  { cache, clock }: BillingStore,
  userId: string,
  key: string,
  now: Date,
  inputs: readonly unknown[],
  answer: (access: UserAccess) => unknown,
): StatusBody | undefined {
  const row = cache.peek<SubscriptionRow | null>(userId, "subscription");
  if (row === undefined) return undefined;
  return cache.derive(userId, key, [row, ...inputs], now.getTime(), () => {
    const access = accessOfRow(clock, row, now);
    return access ? { value: statusBodyOf(answer(access)), validUntil: statusStableUntil(row, now) } : undefined;
  });
}

/**
 * The access a user has right now; every Pro gate on the server calls this. A provider without servers of
 * its own (the local one) sends no renewals, so a trial conversion or renewal its clock says is due is applied
 * here first.
 */
export async function getUserAccess(store: BillingStore, userId: string, now: Date = new Date()): Promise<UserAccess> {
  const { db, cache, clock } = store;
  let row = await cache.read(userId, "subscription", () => readSubscription(db, userId));
  const due = row ? clock.dueEvent(row, now) : null;
  if (due) {
    await applyBillingEvent(store, due);
    row = await readSubscription(db, userId);
  }
  const snapshot = snapshotFromRow(row);
  return { snapshot, isPro: hasProAccess(snapshot, now), row };
}

/** Every Pro gate (generator, wizard, planner): paid or trial, else 403 PRO_REQUIRED with the feature's message. */
export async function requireProAccess(store: BillingStore, userId: string, message: string): Promise<void> {
  if (!(await getUserAccess(store, userId)).isPro) throw new AppError("PRO_REQUIRED", message);
}

export function subscriptionStatusOf(access: UserAccess, now: Date = new Date()): SubscriptionStatus {
  const { row, snapshot } = access;
  const trial = isTrialRunning(snapshot, now);
  return {
    tier: snapshot.tier,
    status: snapshot.status,
    subscriptionId: row?.providerSubscriptionId ?? null,
    autoUpgraded: row?.autoUpgraded ?? false,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    isPro: access.isPro,
    isProUser: access.isPro && !trial,
  };
}

export function trialStatusOf(access: UserAccess, now: Date = new Date()): TrialStatus {
  const { snapshot } = access;
  const active = isTrialRunning(snapshot, now);
  const endsAt = snapshot.trialEndsAt ? Date.parse(snapshot.trialEndsAt) : null;
  // Days left, rounded up: a new 3-day trial reads 3, its last hours read 1, and only an ended trial reads 0.
  const daysRemaining = active && endsAt !== null ? Math.max(0, Math.ceil((endsAt - now.getTime()) / DAY_MS)) : 0;
  const endedAt = access.row?.trialEndedAt ?? null;
  return {
    isTrialActive: active,
    daysRemaining,
    trialEndsAt: snapshot.trialEndsAt,
    trialEndedAt: active ? null : iso(endedAt),
  };
}

/** Each user gets one trial ever, and none while already on a paid plan. */
export function trialEligibilityOf(access: UserAccess, now: Date = new Date()): TrialEligibility {
  const { row } = access;
  if (row?.trialStartedAt)
    return {
      eligible: false,
      reason: isTrialRunning(access.snapshot, now)
        ? "Your trial is already active."
        : "You have already used your free trial.",
    };
  if (access.isPro) return { eligible: false, reason: "You already have Rescue Pro." };
  return { eligible: true, reason: "Eligible for a 3-day free trial." };
}
