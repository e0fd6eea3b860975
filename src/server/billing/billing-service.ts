import { desc, eq } from "drizzle-orm";
import { billingMessages, type PlanKey } from "../../shared/content/plans.js";
import { applyBillingEvent, type BillingEvent, recordRefusal, rememberTrial } from "./billing-state.js";
import { localSubscriptionOf } from "./providers/local/local-clock.js";
import { openCheckoutOnce } from "./open-checkout.js";
import { trialEligibilityFor } from "./trial-eligibility.js";
import { billingHistory } from "../db/schema/billing.js";
import type { Logger } from "../lib/logger.js";
import type { MessageResponse, TrialExpired, TrialStarted } from "../../shared/schemas/billing.js";
import { getUserAccess, trialEligibilityOf, type UserAccess } from "./access.js";
import type { BillingProvider } from "./provider.js";
import type { BillingStore } from "./store.js";
import type { Db } from "../db/client.js";
import { subscriptions } from "../db/schema/billing.js";
import { AppError } from "../lib/errors.js";
import { isTrialRunning } from "../../shared/domain/access.js";

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

const longDate = (date: Date) =>
  date.toLocaleDateString("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });

export async function startCheckout(
  store: BillingStore,
  provider: BillingProvider,
  user: BillingUser,
  plan: PlanKey,
  now = new Date(),
) {
  const { db } = store;
  const access = await getUserAccess(store, user.id, now);
  // Each of these would start a second subscription billed alongside the first: with Stripe a trial's own
  // subscription still converts and charges at its end, and a canceled plan's period is paid already.
  if (access.isPro && access.snapshot.status === "active") throw new AppError("CONFLICT", billingMessages.alreadyPro);
  if (isTrialRunning(access.snapshot, now)) {
    throw new AppError("CONFLICT", billingMessages.trialConvertsItself);
  }
  if (access.isPro && access.snapshot.status === "canceled") {
    const until = access.row?.currentPeriodEnd ? ` until ${longDate(access.row.currentPeriodEnd)}` : "";
    throw new AppError("CONFLICT", billingMessages.canceledStillRuns(until));
  }
  return openCheckoutOnce(db, provider, { user, plan, trial: false }, now);
}

export async function startTrialCheckout(
  store: BillingStore,
  provider: BillingProvider,
  user: BillingUser,
  feature: string | undefined,
  now = new Date(),
) {
  const { db } = store;
  const eligibility = await trialEligibilityFor(store, user, now);
  if (!eligibility.eligible)
    throw new AppError("CONFLICT", `Trial not available: ${eligibility.reason}`, { reason: eligibility.reason });
  return openCheckoutOnce(db, provider, { user, plan: "pro_monthly", trial: true, feature }, now);
}

/**
 * Every provider event goes through here: the state machine decides, and a subscription it refuses (a second
 * live one, or a second trial) is ended at the provider, refunded when paid, with a line in billing history.
 */
export async function processBillingEvent(
  store: BillingStore,
  provider: BillingProvider,
  logger: Logger,
  event: BillingEvent,
) {
  const { db } = store;
  const outcome = await applyBillingEvent(store, event);
  if (outcome === "no-account") {
    logger.info("billing event for a deleted account acknowledged and ignored", {
      eventId: event.id,
      type: event.type,
      subscriptionId: event.subscription.id,
    });
  } else if (outcome === "duplicate" || outcome === "trial-refused") {
    await provider.endNow(event.userId, event.subscription, { refund: outcome === "duplicate" });
    await recordRefusal(db, event, outcome);
    logger.warn("refused subscription ended at the provider", {
      outcome,
      userId: event.userId,
      subscriptionId: event.subscription.id,
    });
  }
  return outcome;
}

/**
 * Account deletion: a live subscription ends now at the provider (no later charge for a deleted account),
 * and the trial, if one was taken, stays remembered by a hash of the email.
 */
export async function closeBillingAccount(
  store: BillingStore,
  provider: BillingProvider,
  user: { id: string; email: string },
) {
  const { db } = store;
  const access = await getUserAccess(store, user.id);
  const row = access.row;
  if (row?.trialStartedAt) await rememberTrial(db, user.email);
  if (row && row.provider === provider.kind && row.providerSubscriptionId && access.isPro) {
    await applyBillingEvent(store, await provider.endNow(user.id, localSubscriptionOf(row), { refund: false }));
  }
}

export async function listBillingHistory(db: Db, userId: string) {
  const rows = await db
    .select({
      id: billingHistory.id,
      kind: billingHistory.kind,
      message: billingHistory.message,
      at: billingHistory.createdAt,
    })
    .from(billingHistory)
    .where(eq(billingHistory.userId, userId))
    .orderBy(desc(billingHistory.createdAt))
    .limit(50);
  return { entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}

export async function cancelSubscription(
  store: BillingStore,
  provider: BillingProvider,
  userId: string,
  now = new Date(),
): Promise<MessageResponse> {
  const access = await getUserAccess(store, userId, now);
  const row = access.row;
  const trial = isTrialRunning(access.snapshot, now);
  if (!row || (!trial && access.snapshot.status !== "active")) {
    throw new AppError("BAD_REQUEST", billingMessages.nothingToCancel);
  }
  await applyBillingEvent(store, await provider.cancel(row));
  if (trial) return { success: true, message: billingMessages.trialCanceled };
  const until = row.currentPeriodEnd ? ` on ${longDate(row.currentPeriodEnd)}` : billingMessages.atPeriodEnd;
  return { success: true, message: billingMessages.subscriptionEnds(until) };
}

export async function reactivateSubscription(
  store: BillingStore,
  provider: BillingProvider,
  userId: string,
  now = new Date(),
): Promise<MessageResponse> {
  const access = await getUserAccess(store, userId, now);
  const row = access.row;
  if (
    !row ||
    access.snapshot.status !== "canceled" ||
    !row.currentPeriodEnd ||
    row.currentPeriodEnd.getTime() <= now.getTime()
  ) {
    throw new AppError("BAD_REQUEST", billingMessages.notReactivatable);
  }
  await applyBillingEvent(store, await provider.reactivate(row));
  return { success: true, message: billingMessages.reactivated };
}

/**
 * The client asks for this when a trial's time is up. The trial itself converts or ends by the provider's
 * clock (getUserAccess applies a due local conversion); this answers whether it is over.
 */
export async function expireTrial(store: BillingStore, userId: string, now = new Date()): Promise<TrialExpired> {
  const access = await getUserAccess(store, userId, now);
  return { success: true, isTrialActive: isTrialRunning(access.snapshot, now) };
}

/** POST /api/start-trial: a trial always starts through a card checkout, so this only confirms one is running. */
export async function confirmTrialStarted(
  store: BillingStore,
  userId: string,
  now = new Date(),
): Promise<TrialStarted> {
  const access = await getUserAccess(store, userId, now);
  if (isTrialRunning(access.snapshot, now)) return { success: true };
  const eligibility = trialEligibilityOf(access, now);
  throw new AppError(
    "CONFLICT",
    eligibility.eligible ? billingMessages.trialNeedsCheckout : billingMessages.trialNotAvailable(eligibility.reason),
  );
}

export async function createPortal(store: BillingStore, provider: BillingProvider, userId: string, returnUrl: string) {
  const access: UserAccess = await getUserAccess(store, userId);
  if (!access.row) throw new AppError("BAD_REQUEST", billingMessages.noBillingAccount);
  return provider.createPortal(access.row, returnUrl);
}

export async function userIdForCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, customerId))
    .limit(1);
  return row?.userId ?? null;
}
