import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const stripeWebhookSignature: IntegrationCase = {
  id: "stripe-webhook-signature",
  title: "Verify Stripe webhooks with the endpoint's signing secret and the raw body",
  cause:
    "Stripe signs the exact bytes it sends; verification fails when the body was parsed as JSON before `constructEvent`, or when the secret belongs to another endpoint or to the Stripe CLI.",
  where:
    "Stripe Dashboard → Developers → Webhooks → your endpoint → Signing secret (whsec_…); locally, the secret `stripe listen` prints",
  fix: "Put that endpoint's whsec_ secret in STRIPE_WEBHOOK_SECRET for that environment and pass the unparsed body to `stripe.webhooks.constructEvent(rawBody, signature, secret)`. In Express, use `express.raw({ type: 'application/json' })` on that one route. In a Next.js route handler, read it with `await request.text()`.",
  code: "stripe listen --forward-to localhost:3000/api/webhooks/stripe\n# then: stripe trigger checkout.session.completed",
  checks: [
    "The secret in use starts with whsec_ and belongs to this endpoint (or to `stripe listen` locally)",
    "`stripe trigger` produces a 200 in the endpoint's event log",
  ],
  matches: (t) => has(t, /\bstripe\b/i, /webhook|signature|whsec|constructEvent/i),
};
