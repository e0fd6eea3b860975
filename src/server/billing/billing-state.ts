import { sql } from "drizzle-orm";
import type { PlanKey } from "../../shared/content/plans.js";
import type { Db } from "../db/client.js";
import { billingEvents, subscriptions } from "../db/schema/billing.js";
import { readCacheOf } from "../lib/read-cache.js";

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
  provider: "local" | "stripe";
  type: string;
  /** provider time of the event, unix seconds: older than the stored state means out of order */
  createdAt: number;
  userId: string;
  subscription: ProviderSubscription;
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
 * Applies one provider event. The event id is recorded in the same transaction, so a duplicate (even 20
 * concurrent ones) changes nothing; an event older than the stored state is recorded and ignored.
 * Returns whether the stored state changed.
 */
export async function applyBillingEvent(db: Db, event: BillingEvent): Promise<boolean> {
  try {
    return await writeBillingEvent(db, event);
  } finally {
    // After the commit (or the failure), on every server, before the caller answers: reads cached before it
    // must not outlive it.
    await readCacheOf(db).invalidate(event.userId);
  }
}

async function writeBillingEvent(db: Db, event: BillingEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: `${event.provider}:${event.id}`, provider: event.provider, type: event.type, userId: event.userId })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return false;

    const fields = rowFromSubscription(event, event.subscription);
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
          trialEndedAt: sql`case when excluded.trial_started_at is null then coalesce(${subscriptions.trialEndedAt}, excluded.trial_ended_at) else excluded.trial_ended_at end`,
          updatedAt: now,
        },
        // Out of order: only a snapshot at least as new as the stored one replaces it, and the late end of an
        // older subscription never overwrites the one that replaced it.
        setWhere: sql`${subscriptions.providerStateAt} is null or (${subscriptions.providerStateAt} <= excluded.provider_state_at_s and (${subscriptions.providerSubscriptionId} is not distinct from excluded.provider_subscription_id or excluded.status is distinct from 'free'))`,
      })
      .returning({ userId: subscriptions.userId });
    return written.length > 0;
  });
}
