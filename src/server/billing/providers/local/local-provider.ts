import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { billingMessages, TRIAL_DAYS } from "../../../../shared/content/plans.js";
import type { LocalCheckoutSession } from "../../../../shared/schemas/billing.js";
import type { Db } from "../../../db/client.js";
import { checkoutSessions } from "../../../db/schema/billing.js";
import { AppError, notFound } from "../../../lib/errors.js";
import { type BillingEvent, type ProviderSubscription, type SubscriptionRow } from "../../billing-state.js";
import { addBillingPeriod, localSubscriptionOf } from "./local-clock.js";
import { expired } from "../../open-checkout.js";
import { type BillingProvider, type CheckoutRequest, successUrl } from "../../provider.js";
import { AUTH_FAILED_MESSAGE, chargeTestCard } from "./test-cards.js";

const DAY_MS = 86_400_000;
/** An unpaid local checkout expires like a Stripe Checkout Session does. */
const CHECKOUT_TTL_MS = DAY_MS;
const seconds = (ms: number) => Math.floor(ms / 1000);

function localEvent(
  row: Pick<SubscriptionRow, "userId" | "providerStateAt">,
  type: string,
  subscription: ProviderSubscription,
  now: Date,
): BillingEvent {
  return {
    id: `evt_local_${randomUUID()}`,
    provider: "local",
    type,
    createdAt: Math.max(row.providerStateAt ?? 0, seconds(now.getTime())),
    userId: row.userId,
    subscription,
  };
}

/**
 * The built-in test provider: checkout happens on this app's /checkout page with Stripe's test card
 * numbers, and every change goes through the same events and state machine as Stripe's webhooks.
 */
/** The built-in test provider: a checkout page of its own that takes test cards, no money. */
export const LOCAL_PROVIDER = "local";

export function createLocalProvider(db: Db, clock: () => Date = () => new Date()): BillingProvider {
  return {
    kind: LOCAL_PROVIDER,
    testMode: true,
    hasPortal: false,
    // Only makes the checkout: `openCheckoutOnce` stores it, one open per user.
    async createCheckout({ plan, trial }: CheckoutRequest) {
      const id = `cs_local_${randomUUID()}`;
      const url = `/checkout?plan=${plan}&session=${id}${trial ? "&trial=1" : ""}`;
      return { id, url, expiresAt: new Date(clock().getTime() + CHECKOUT_TTL_MS) };
    },
    async cancel(row) {
      const now = clock();
      const sub = localSubscriptionOf(row);
      if (sub.status === "trialing") {
        return localEvent(
          row,
          "customer.subscription.deleted",
          { ...sub, status: "canceled", cancelAtPeriodEnd: false, endedAt: seconds(now.getTime()) },
          now,
        );
      }
      return localEvent(row, "customer.subscription.updated", { ...sub, cancelAtPeriodEnd: true }, now);
    },
    async reactivate(row) {
      const now = clock();
      return localEvent(
        row,
        "customer.subscription.updated",
        { ...localSubscriptionOf(row), cancelAtPeriodEnd: false },
        now,
      );
    },
    async endNow(userId, subscription) {
      // No money moves with test cards, so there is nothing to refund.
      const now = clock();
      return localEvent(
        { userId, providerStateAt: null },
        "customer.subscription.deleted",
        { ...subscription, status: "canceled", cancelAtPeriodEnd: false, endedAt: seconds(now.getTime()) },
        now,
      );
    },
    async createPortal() {
      throw new AppError("NOT_FOUND", billingMessages.portalOnlyWithStripe);
    },
  };
}

type CheckoutRow = typeof checkoutSessions.$inferSelect;

async function ownCheckout(db: Db, id: string, userId: string): Promise<CheckoutRow> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  // Another user's checkout is reported as missing, not as forbidden: its id says nothing about it.
  if (!row || row.userId !== userId) throw notFound(billingMessages.checkoutMissing);
  return row;
}

export async function getLocalCheckout(db: Db, id: string, userId: string, now: Date): Promise<LocalCheckoutSession> {
  const row = await ownCheckout(db, id, userId);
  return { id: row.id, plan: row.plan, trial: row.trial, status: expired(row, now) ? "expired" : row.status };
}

/**
 * Pays a local checkout with a test card. Declines are 402 with the card's message and change nothing;
 * paying twice (a double click, a retry) completes it once and answers the same.
 */
export async function payLocalCheckout(
  db: Db,
  input: {
    checkoutId: string;
    userId: string;
    cardNumber: string;
    expiry: string;
    /** The user's answer to a 3-D Secure challenge, on the second request for such a card. */
    authentication?: "approved" | "failed";
    trialEligible: boolean;
    current: SubscriptionRow | null;
  },
  now: Date,
): Promise<{ url: string; event: BillingEvent | null } | { requiresAction: "three_d_secure" }> {
  const checkout = await ownCheckout(db, input.checkoutId, input.userId);
  if (checkout.status === "complete") return { url: successUrl(checkout), event: null };
  if (checkout.status === "expired" || expired(checkout, now))
    throw new AppError("BAD_REQUEST", billingMessages.checkoutExpired);
  if (checkout.trial && !input.trialEligible) throw new AppError("CONFLICT", billingMessages.trialAlreadyUsed);

  let outcome = chargeTestCard(input.cardNumber, input.expiry, now);
  // As Stripe's test mode: a 3-D Secure card pays only after its challenge, and failing it declines.
  if (!outcome.ok && outcome.status === "challenge") {
    if (!input.authentication) return { requiresAction: "three_d_secure" };
    if (input.authentication === "failed") throw new AppError("PAYMENT_FAILED", AUTH_FAILED_MESSAGE);
    outcome = outcome.afterChallenge;
  }
  if (!outcome.ok) throw new AppError(outcome.status === 402 ? "PAYMENT_FAILED" : "VALIDATION_FAILED", outcome.message);

  const completed = await db
    .update(checkoutSessions)
    .set({ status: "complete", completedAt: now })
    .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  if (completed.length === 0) return { url: successUrl(checkout), event: null };

  const start = seconds(now.getTime());
  const trialEnd = seconds(now.getTime() + TRIAL_DAYS * DAY_MS);
  const subscription: ProviderSubscription = {
    id: `sub_local_${randomUUID()}`,
    customerId: input.current?.providerCustomerId ?? `cus_local_${input.userId}`,
    plan: checkout.plan,
    status: checkout.trial ? "trialing" : "active",
    trialStart: checkout.trial ? start : null,
    trialEnd: checkout.trial ? trialEnd : null,
    currentPeriodEnd: checkout.trial ? trialEnd : seconds(addBillingPeriod(now, checkout.plan).getTime()),
    cancelAtPeriodEnd: false,
    endedAt: null,
  };
  const event = localEvent(
    { userId: input.userId, providerStateAt: input.current?.providerStateAt ?? null },
    "checkout.session.completed",
    subscription,
    now,
  );
  return { url: successUrl(checkout), event };
}
