import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { PlanKey } from "../../../../shared/content/plans.js";
import { TRIAL_DAYS } from "../../../../shared/content/plans.js";
import { AppError } from "../../../lib/errors.js";
import type { Logger } from "../../../lib/logger.js";
import type { BillingEvent, ProviderSubscription, SubscriptionRow } from "../../billing-state.js";
import { type BillingProvider, type CheckoutRequest, successUrl } from "../../provider.js";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceMonthly: string;
  priceYearly: string;
  /** Only for tests against a fake Stripe server: its base URL. */
  apiBase?: string;
  appUrl: string;
}

export interface StripeBillingProvider extends BillingProvider {
  readonly kind: "stripe";
  /**
   * Verifies a webhook over its raw body and turns it into a billing event for the subscription as Stripe
   * reports it now (fetched, so delivery order cannot matter). Null for events that change no subscription.
   */
  readWebhook(
    rawBody: string,
    signature: string | undefined,
    findUserByCustomer: (customerId: string) => Promise<string | null>,
  ): Promise<BillingEvent | null>;
}

const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);

/** A paid checkout's subscription in one of these still counts as the user's one subscription. */
const LIVE_STATUSES = new Set<string>(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"]);

export async function createStripeProvider(config: StripeConfig, logger: Logger): Promise<StripeBillingProvider> {
  // Loaded only when Stripe is configured: the SDK is large and most installs run the local provider.
  const { default: StripeClient } = await import("stripe");
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new StripeClient(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });

  const priceFor = (plan: PlanKey) => (plan === "pro_yearly" ? config.priceYearly : config.priceMonthly);
  const planFor = (priceId: string | undefined): PlanKey =>
    priceId === config.priceYearly ? "pro_yearly" : "pro_monthly";

  function toProviderSubscription(sub: Stripe.Subscription): ProviderSubscription {
    const item = sub.items?.data?.[0];
    const legacyPeriodEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
    return {
      id: sub.id,
      customerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
      plan: planFor(item?.price?.id),
      status: sub.status as ProviderSubscription["status"],
      trialStart: sub.trial_start ?? null,
      trialEnd: sub.trial_end ?? null,
      currentPeriodEnd: item?.current_period_end ?? legacyPeriodEnd ?? null,
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      endedAt: sub.ended_at ?? null,
    };
  }

  const stateEvent = (type: string, userId: string, sub: Stripe.Subscription, id: string): BillingEvent => ({
    id,
    provider: "stripe",
    type,
    createdAt: Math.floor(Date.now() / 1000),
    userId,
    subscription: toProviderSubscription(sub),
  });

  function requireSubscription(row: SubscriptionRow): string {
    if (row.provider !== "stripe" || !row.providerSubscriptionId)
      throw new AppError("BAD_REQUEST", "There is no Stripe subscription to change.");
    return row.providerSubscriptionId;
  }

  return {
    kind: "stripe",
    testMode: config.secretKey.startsWith("sk_test_"),
    hasPortal: true,
    async createCheckout({ user, plan, trial, feature }: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [{ price: priceFor(plan), quantity: 1 }],
          client_reference_id: user.id,
          customer_email: user.email,
          // The trial still takes a card, so it can turn into a paid month on its own.
          payment_method_collection: "always",
          subscription_data: { metadata: { userId: user.id }, ...(trial ? { trial_period_days: TRIAL_DAYS } : {}) },
          metadata: { userId: user.id, plan, trial: String(trial), ...(feature ? { feature } : {}) },
          success_url: `${config.appUrl}${successUrl({ trial, plan })}`,
          cancel_url: `${config.appUrl}/pricing`,
        },
        { idempotencyKey: `checkout-${user.id}-${randomUUID()}` },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      const expiresAt = session.expires_at ? session.expires_at * 1000 : Date.now() + 86_400_000;
      return { id: session.id, url: session.url, expiresAt: new Date(expiresAt) };
    },
    async checkoutState(id) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id, { expand: ["subscription"] });
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return "gone";
        throw error;
      }
      if (session.status === "open") return "open";
      if (session.status !== "complete") return "gone";
      const sub = session.subscription;
      if (!sub) return "gone";
      // An id without its object (not expanded): assume it lives, refusing a checkout rather than risk a second.
      return typeof sub === "string" || LIVE_STATUSES.has(sub.status) ? "paid" : "gone";
    },
    async expireCheckout(id) {
      await stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire-${id}` });
    },
    async cancel(row) {
      const id = requireSubscription(row);
      const trialing = row.status === null && row.trialStartedAt !== null && row.trialEndedAt === null;
      const key = `cancel-${id}-${row.providerStateAt ?? 0}`;
      const sub = trialing
        ? await stripe.subscriptions.cancel(id, {}, { idempotencyKey: key })
        : await stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey: key });
      return stateEvent(
        trialing ? "customer.subscription.deleted" : "customer.subscription.updated",
        row.userId,
        sub,
        `sync_${randomUUID()}`,
      );
    },
    async reactivate(row) {
      const id = requireSubscription(row);
      const sub = await stripe.subscriptions.update(
        id,
        { cancel_at_period_end: false },
        { idempotencyKey: `reactivate-${id}-${row.providerStateAt ?? 0}` },
      );
      return stateEvent("customer.subscription.updated", row.userId, sub, `sync_${randomUUID()}`);
    },
    async endNow(userId, subscription, { refund }) {
      let sub = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
      if (sub.status !== "canceled" && sub.status !== "incomplete_expired")
        sub = await stripe.subscriptions.cancel(subscription.id, {}, { idempotencyKey: `end-${subscription.id}` });
      const invoice = (sub.latest_invoice ?? null) as Stripe.Invoice | string | null;
      const invoiceId = typeof invoice === "string" ? invoice : (invoice?.id ?? null);
      if (refund && invoiceId) {
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid" });
        for (const payment of payments.data) {
          const intent = payment.payment.payment_intent;
          const intentId = typeof intent === "string" ? intent : intent?.id;
          if (intentId)
            await stripe.refunds.create(
              { payment_intent: intentId, reason: "duplicate" },
              { idempotencyKey: `refund-${intentId}` },
            );
        }
      }
      return stateEvent("customer.subscription.deleted", userId, sub, `sync_${randomUUID()}`);
    },
    async createPortal(row, returnUrl) {
      if (!row.providerCustomerId || row.provider !== "stripe")
        throw new AppError("BAD_REQUEST", "There is no Stripe billing account for you yet.");
      const portal = await stripe.billingPortal.sessions.create(
        { customer: row.providerCustomerId, return_url: returnUrl },
        { idempotencyKey: `portal-${row.userId}-${randomUUID()}` },
      );
      return { url: portal.url };
    },
    async readWebhook(rawBody, signature, findUserByCustomer) {
      if (!signature) throw new AppError("BAD_REQUEST", "Missing Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch (error) {
        logger.warn("stripe webhook refused", { reason: (error as Error).message });
        throw new AppError("BAD_REQUEST", "The webhook signature is not valid.");
      }
      if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;

      const object = event.data.object as unknown as Record<string, unknown>;
      let subscriptionId: string | null = null;
      let userId: string | null = null;
      if (event.type === "checkout.session.completed") {
        const session = object as unknown as Stripe.Checkout.Session;
        subscriptionId =
          typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
        userId = session.client_reference_id ?? session.metadata?.userId ?? null;
      } else if (event.type.startsWith("customer.subscription.")) {
        subscriptionId = (object as unknown as Stripe.Subscription).id;
      } else {
        const invoice = object as {
          parent?: { subscription_details?: { subscription?: string | { id: string } } };
          subscription?: string;
        };
        const ref = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
        subscriptionId = typeof ref === "string" ? ref : (ref?.id ?? null);
      }
      if (!subscriptionId) return null;

      const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] });
      userId = sub.metadata?.userId || userId;
      if (!userId) userId = await findUserByCustomer(typeof sub.customer === "string" ? sub.customer : sub.customer.id);
      if (!userId) {
        logger.warn("stripe webhook for an unknown customer", { eventId: event.id, subscriptionId });
        return null;
      }
      const method = sub.default_payment_method;
      return {
        ...stateEvent(event.type, userId, sub, event.id),
        createdAt: Math.max(event.created, Math.floor(Date.now() / 1000)),
        cardFingerprint: typeof method === "object" && method ? (method.card?.fingerprint ?? null) : null,
      };
    },
  };
}
