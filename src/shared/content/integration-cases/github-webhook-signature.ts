import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const githubWebhookSignature: IntegrationCase = {
  id: "github-webhook-signature",
  title: "Check the GitHub webhook secret against X-Hub-Signature-256",
  cause: "GitHub signs the raw payload with the webhook's secret; a parsed body or another secret never matches.",
  where: "GitHub → your repository → Settings → Webhooks → your webhook → Secret",
  fix: "Compute HMAC-SHA256 of the raw request body with the same secret and compare it with the X-Hub-Signature-256 header using a constant-time comparison.",
  checks: ["Recent Deliveries shows a 2xx response", "A redelivered event passes verification"],
  matches: (t) => has(t, /\bgithub\b/i, /webhook/i, /signature|secret|401|403/i),
};
