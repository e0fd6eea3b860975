import { eq, inArray, sql } from "drizzle-orm";
import { type PlanKey, refusalTexts } from "../../shared/content/plans.js";
import type { Db } from "../db/client.js";
import { user } from "../db/schema/auth.js";
import { billingEvents, billingHistory, subscriptions, usedTrials } from "../db/schema/billing.js";
import type { ReadCache } from "../lib/read-cache.js";
import { trialKeys } from "./trial-keys.js";

/** A provider's subscription as it reports it now, in provider-neutral terms (Stripe's statuses). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  plan: PlanKey;
  status: "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "incomplete" | "incomplete_expired" | "paused";
  /** unix seconds */
  trialStart: number | null;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** when it stopped for good (canceled now, or at its period end) */
  endedAt: number | null;
}

/** One provider event: every change to a subscription arrives as one of these, from Stripe or the local provider. */
export interface BillingEvent {
  id: string;
  /** The provider plugin that reported it (its name). */
  provider: string;
  type: string;
  /** provider time of the event, unix seconds: older than the stored state means out of order */
  createdAt: number;
  userId: string;
  subscription: ProviderSubscription;
  /** Stripe's fingerprint of the subscription's card, when known: one trial per card as well as per email. */
  cardFingerprint?: string | null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type SubscriptionFields = Omit<SubscriptionRow, "userId" | "createdAt" | "updatedAt">;

const toDate = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/**
 * The state machine, as a pure mapping: the stored row is a function of the newest provider snapshot, so
 * duplicates and any delivery order end in the same state.
 * trialing → trial running (no paid status yet); active/past_due → Pro, "canceled" when set to end at period
 * end; canceled/unpaid/expired → free. A trial that turned into a paid period is autoUpgraded.
 */
export function rowFromSubscription(
  event: Pick<BillingEvent, "provider" | "createdAt">,
  sub: ProviderSubscription,
): SubscriptionFields {
  const trialStartedAt = toDate(sub.trialStart);
  const trialEndsAt = toDate(sub.trialEnd);
  // Without a trial of its own, a paid subscription ends any earlier trial (see the upsert below).
  const noTrialEnd = toDate(event.createdAt);
  const base = {
    provider: event.provider,
    providerCustomerId: sub.customerId,
    providerSubscriptionId: sub.id,
    providerStateAt: event.createdAt,
    trialStartedAt,
    trialEndsAt,
    currentPeriodEnd: toDate(sub.currentPeriodEnd),
  };
  switch (sub.status) {
    case "trialing":
      return {
        ...base,
        tier: sub.plan,
        status: null,
        trialEndedAt: null,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        autoUpgraded: false,
      };
    case "active":
    case "past_due": {
      const converted = sub.trialEnd !== null && sub.currentPeriodEnd !== null && sub.currentPeriodEnd > sub.trialEnd;
      return {
        ...base,
        tier: sub.plan,
        status: sub.cancelAtPeriodEnd ? "canceled" : "active",
        trialEndedAt: trialEndsAt ?? noTrialEnd,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        autoUpgraded: converted,
      };
    }
    case "incomplete":
    case "paused":
      return {
        ...base,
        tier: "free",
        status: null,
        trialEndedAt: trialEndsAt ?? noTrialEnd,
        cancelAtPeriodEnd: false,
        autoUpgraded: false,
      };
    default: {
      const ended = toDate(sub.endedAt ?? event.createdAt);
      // A trial canceled early ends when the subscription ended, not at its planned end.
      const trialEndedAt = trialEndsAt && ended && ended < trialEndsAt ? ended : (trialEndsAt ?? noTrialEnd);
      return {
        ...base,
        tier: "free",
        status: "free",
        trialEndedAt,
        cancelAtPeriodEnd: false,
        autoUpgraded: false,
        currentPeriodEnd: ended,
      };
    }
  }
}

/**
 * What applying an event did. `duplicate` (a second live subscription) and `trial-refused` (a trial for an
 * email or card that already had one) are not recorded: the caller ends that subscription at the provider
 * (`endRefused`) and a redelivery finds it ended. `no-account`: the user was deleted; acknowledged, ignored.
 */
export type BillingOutcome = "applied" | "unchanged" | "duplicate" | "trial-refused" | "no-account";

const LIVE_STATUSES = new Set<ProviderSubscription["status"]>(["trialing", "active", "past_due"]);

/** The stored subscription still gives access (trial running, paid, or canceled with its period left). */
function rowIsLive(row: SubscriptionRow, at: Date): boolean {
  if (row.status === "active" || row.status === "canceled")
    return row.currentPeriodEnd !== null && row.currentPeriodEnd > at;
  return row.status === null && row.trialStartedAt !== null && row.trialEndedAt === null;
}

/** Thrown inside the transaction to roll back the event's record: nothing of it is stored. */
class Refused extends Error {
  constructor(readonly outcome: "duplicate" | "trial-refused") {
    super(outcome);
  }
}

/**
 * Applies one provider event. The event id is recorded in the same transaction, so a duplicate (even 20
 * concurrent ones) changes nothing; an event older than the stored state is recorded and ignored. At most
 * one subscription is live per user, whatever the order: another live one is refused (decision 0105).
 */
export async function applyBillingEvent(
  { db, cache }: { db: Db; cache: ReadCache },
  event: BillingEvent,
): Promise<BillingOutcome> {
  try {
    return await writeBillingEvent(db, event);
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  } finally {
    // After the commit (or the failure), on every server, before the caller answers: reads cached before it
    // must not outlive it.
    await cache.invalidate(event.userId);
  }
}

async function writeBillingEvent(db: Db, event: BillingEvent): Promise<BillingOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: `${event.provider}:${event.id}`, provider: event.provider, type: event.type, userId: event.userId })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return "unchanged";

    // The row lock orders concurrent events for one user (two checkouts paid at once).
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, event.userId)).for("update");
    if (!owner) return "no-account";
    const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, event.userId)).limit(1);

    const sub = event.subscription;
    const isNew = stored?.providerSubscriptionId !== sub.id;
    const otherLive = stored !== undefined && isNew && rowIsLive(stored, new Date(event.createdAt * 1000));
    if (otherLive) {
      // The late state of a refused subscription never replaces the live one.
      if (!LIVE_STATUSES.has(sub.status)) return "unchanged";
      throw new Refused("duplicate");
    }
    if (sub.status === "trialing" && isNew) {
      const keys = trialKeys({ email: owner.email, cardFingerprint: event.cardFingerprint });
      const used = await tx.select({ key: usedTrials.key }).from(usedTrials).where(inArray(usedTrials.key, keys));
      if (used.length > 0 || stored?.trialStartedAt) throw new Refused("trial-refused");
      await tx
        .insert(usedTrials)
        .values(keys.map((key) => ({ key })))
        .onConflictDoNothing();
    }

    const fields = rowFromSubscription(event, sub);
    const now = new Date();
    const written = await tx
      .insert(subscriptions)
      .values({ userId: event.userId, ...fields, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          ...fields,
          // One trial per user ever: a later subscription without a trial keeps the record of the first.
          trialStartedAt: sql`coalesce(excluded.trial_started_at, ${subscriptions.trialStartedAt})`,
          trialEndsAt: sql`coalesce(excluded.trial_ends_at, ${subscriptions.trialEndsAt})`,
          // A subscription without a trial that replaces a running one ends that trial when it starts.
          trialEndedAt: sql`case when excluded.trial_started_at is null
            then coalesce(${subscriptions.trialEndedAt}, excluded.trial_ended_at) else excluded.trial_ended_at end`,
          updatedAt: now,
        },
        // Out of order: only a snapshot at least as new as the stored one replaces it, and the late end of an
        // older subscription never overwrites the one that replaced it.
        setWhere: sql`${subscriptions.providerStateAt} is null
          or (${subscriptions.providerStateAt} <= excluded.provider_state_at_s
            and (${subscriptions.providerSubscriptionId} is not distinct from excluded.provider_subscription_id
              or excluded.status is distinct from 'free'))`,
      })
      .returning({ userId: subscriptions.userId });
    return written.length > 0 ? "applied" : "unchanged";
  });
}

/** The line a refused subscription leaves in the user's billing history (once, however often it is redelivered). */
export async function recordRefusal(
  db: Db,
  event: BillingEvent,
  outcome: "duplicate" | "trial-refused",
): Promise<void> {
  await db
    .insert(billingHistory)
    .values({
      id: `${outcome === "duplicate" ? "refund" : "trial_refused"}:${event.provider}:${event.subscription.id}`,
      userId: event.userId,
      kind: outcome === "duplicate" ? "refund" : "trial_refused",
      message: refusalTexts[outcome],
    })
    .onConflictDoNothing();
}

/** Remembers a deleted account's trial (taken before trials were recorded at their start). */
export async function rememberTrial(db: Db, email: string): Promise<void> {
  await db
    .insert(usedTrials)
    .values(trialKeys({ email }).map((key) => ({ key })))
    .onConflictDoNothing();
}
