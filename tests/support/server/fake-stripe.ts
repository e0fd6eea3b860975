import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  metadata: Record<string, string>;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  ended_at: number | null;
  items: { object: "list"; data: { id: string; price: { id: string }; current_period_end: number }[] };
  default_payment_method: { id: string; object: "payment_method"; card: { fingerprint: string } } | null;
  latest_invoice: string | null;
}

export interface FakeSession {
  id: string;
  params: Record<string, string>;
  status: "open" | "complete" | "expired";
  expiresAt: number;
  subscription: string | null;
}

const DAY = 86_400;
/** One count for every fake in the process: API test files share a database, and Stripe's ids are unique. */
let counter = 0;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A small stand-in for api.stripe.com on 127.0.0.1, enough for the calls Unstuck makes: Checkout Sessions
 * (create, retrieve, list, expire), subscriptions (retrieve, update, cancel) and billing-portal sessions. Tests drive the customer's side
 * (`completeCheckout`) and read every request with its idempotency key.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  /** paid invoices: invoice id → payment intent id */
  const paidInvoices = new Map<string, string>();
  const refunds: { paymentIntent: string; idempotencyKey: string | undefined }[] = [];
  const nextId = (prefix: string) => `${prefix}_${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  function openSession(params: Record<string, string>): FakeSession {
    const session: FakeSession = {
      id: nextId("cs_test"),
      params,
      status: "open",
      expiresAt: now() + DAY,
      subscription: null,
    };
    sessions.set(session.id, session);
    return session;
  }
  const sessionJson = (session: FakeSession, expandSubscription: boolean) => ({
    id: session.id,
    object: "checkout.session",
    url: session.status === "open" ? `https://checkout.stripe.test/pay/${session.id}` : null,
    mode: session.params.mode,
    status: session.status,
    expires_at: session.expiresAt,
    client_reference_id: session.params.client_reference_id ?? null,
    subscription:
      expandSubscription && session.subscription
        ? (subscriptions.get(session.subscription) ?? null)
        : session.subscription,
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    const params = Object.fromEntries(new URLSearchParams(body || url.search));
    const key = req.headers["idempotency-key"];
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      params,
      idempotencyKey: Array.isArray(key) ? key[0] : key,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": nextId("req") });
      res.end(JSON.stringify(payload));
    };
    const sub = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const checkout = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return send(200, sessionJson(openSession(params), false));
    }
    if (req.method === "GET" && url.pathname === "/v1/checkout/sessions") {
      const list = [...sessions.values()].filter(
        (s) =>
          (!params.status || s.status === params.status) &&
          (!params.customer_email || s.params.customer_email === params.customer_email),
      );
      return send(200, { object: "list", has_more: false, data: list.map((s) => sessionJson(s, false)) });
    }
    if (checkout) {
      const found = sessions.get(checkout[1]!);
      if (!found) return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (req.method === "GET") return send(200, sessionJson(found, Object.values(params).includes("subscription")));
      if (req.method === "POST" && checkout[2]) {
        if (found.status !== "open")
          return send(400, {
            error: {
              type: "invalid_request_error",
              message: "Only Checkout Sessions with a status of open can be expired.",
            },
          });
        found.status = "expired";
        return send(200, sessionJson(found, false));
      }
    }
    if (sub && req.method === "GET") {
      const found = subscriptions.get(sub[1]!);
      return found
        ? send(200, found)
        : send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
    }
    if (sub && req.method === "POST") {
      const found = subscriptions.get(sub[1]!);
      if (!found) return send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
      if (params.cancel_at_period_end !== undefined)
        found.cancel_at_period_end = params.cancel_at_period_end === "true";
      return send(200, found);
    }
    if (sub && req.method === "DELETE") {
      const found = subscriptions.get(sub[1]!);
      if (!found) return send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
      Object.assign(found, { status: "canceled", ended_at: now(), cancel_at_period_end: false });
      return send(200, found);
    }
    if (req.method === "GET" && url.pathname === "/v1/invoice_payments") {
      const intent = paidInvoices.get(params.invoice ?? "");
      return send(200, {
        object: "list",
        has_more: false,
        data: intent
          ? [
              {
                id: nextId("inpay"),
                object: "invoice_payment",
                payment: { type: "payment_intent", payment_intent: intent },
              },
            ]
          : [],
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const k = req.headers["idempotency-key"];
      refunds.push({ paymentIntent: params.payment_intent ?? "", idempotencyKey: Array.isArray(k) ? k[0] : k });
      return send(200, {
        id: nextId("re"),
        object: "refund",
        payment_intent: params.payment_intent,
        status: "succeeded",
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(200, {
        id: nextId("bps"),
        object: "billing_portal.session",
        url: `https://billing.stripe.test/p/${params.customer}`,
      });
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    subscriptions,
    /** A Checkout Session made outside this app's guard (the Dashboard, a payment link, an older server). */
    openSessionDirectly: (params: Record<string, string>) => openSession(params).id,
    refunds,
    /**
     * The customer pays: Stripe creates the subscription (trialing when the session asked for trial days).
     * A paid (not trial) first invoice gets a payment intent that can be refunded.
     */
    completeCheckout(
      sessionId: string,
      options: { cardFingerprint?: string } = {},
    ): { session: Record<string, unknown>; subscription: FakeSubscription } {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      // As Stripe: an expired or already paid Checkout page cannot be paid.
      if (session.status !== "open") throw new Error(`checkout session ${sessionId} is ${session.status}`);
      session.status = "complete";
      const trialDays = Number(session.params["subscription_data[trial_period_days]"] ?? 0);
      const start = now();
      const invoice = nextId("in");
      if (trialDays === 0) paidInvoices.set(invoice, nextId("pi"));
      const subscription: FakeSubscription = {
        id: nextId("sub"),
        object: "subscription",
        customer: nextId("cus"),
        status: trialDays > 0 ? "trialing" : "active",
        metadata: { userId: session.params["subscription_data[metadata][userId]"] ?? "" },
        trial_start: trialDays > 0 ? start : null,
        trial_end: trialDays > 0 ? start + trialDays * DAY : null,
        cancel_at_period_end: false,
        ended_at: null,
        default_payment_method: {
          id: nextId("pm"),
          object: "payment_method",
          card: { fingerprint: options.cardFingerprint ?? `fp_${sessionId}` },
        },
        latest_invoice: invoice,
        items: {
          object: "list",
          data: [
            {
              id: nextId("si"),
              price: { id: session.params["line_items[0][price]"] ?? "" },
              current_period_end: start + (trialDays > 0 ? trialDays : 30) * DAY,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      return {
        session: {
          id: session.id,
          object: "checkout.session",
          mode: "subscription",
          client_reference_id: session.params.client_reference_id ?? null,
          subscription: subscription.id,
          customer: subscription.customer,
          metadata: {},
        },
        subscription,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
