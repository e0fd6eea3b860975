import type { Hono } from "hono";
import type { z } from "zod";
import { apiErrorSchema, successSchema } from "../../../src/shared/schemas/api.js";
import { authConfigSchema } from "../../../src/shared/schemas/auth.js";
import {
  billingConfigSchema,
  billingHistorySchema,
  checkoutRedirectSchema,
  localCheckoutSessionSchema,
  localPaymentResultSchema,
  messageResponseSchema,
  subscriptionStatusSchema,
  trialEligibilitySchema,
  trialExpiredSchema,
  trialSetupIntentSchema,
  trialStartedSchema,
  trialStatusSchema,
  webhookReceivedSchema,
} from "../../../src/shared/schemas/billing.js";
import {
  generateResponseSchema,
  generatorResultPageSchema,
  savedGeneratorResultResponseSchema,
} from "../../../src/shared/schemas/generator.js";
import { healthSchema, pingSchema, readySchema } from "../../../src/shared/schemas/health.js";
import {
  myOutcomeSummarySchema,
  outcomeStatsSchema,
  sessionOutcomeStateSchema,
  siteFiguresSchema,
  templateOutcomeSchema,
  templateOutcomesResponseSchema,
} from "../../../src/shared/schemas/outcomes.js";
import {
  planPageSchema,
  planSavedSchema,
  projectPlanResponseSchema,
  savedPlanResponseSchema,
} from "../../../src/shared/schemas/planner.js";
import {
  importSessionsResultSchema,
  promptRatingsResponseSchema,
  promptStatsResponseSchema,
  ratePromptResponseSchema,
  recentSessionsResponseSchema,
  sessionCountSchema,
  sessionDeletedSchema,
  sessionExportSchema,
  sessionListPageSchema,
  sessionResponseSchema,
  sessionShareSchema,
  sessionStatsSchema,
  sharedSessionResponseSchema,
  storageUsageSchema,
} from "../../../src/shared/schemas/sessions.js";
import { createdTokenSchema, tokenListSchema } from "../../../src/shared/schemas/tokens.js";
import { registeredUserSchema } from "../../../src/shared/schemas/users.js";
import {
  classifyProblemResponseSchema,
  conversationPageSchema,
  conversationResponseSchema,
  conversationSavedSchema,
  generateQuestionsResponseSchema,
  generateSolutionResponseSchema,
} from "../../../src/shared/schemas/wizard.js";
import type { AppEnv } from "../../../src/server/context.js";
import { STRIPE_WEBHOOK_PATH } from "../../../src/server/billing/providers/stripe/stripe-routes.js";

/**
 * The answer of every API route, as a schema of `src/shared/schemas` (the one the client's types come from).
 * The test app's `request` parses each JSON answer an API test receives with its route's schema (errors with
 * `apiErrorSchema`) and fails the test on a mismatch; `api-responses.api.test.ts` fails when a served route
 * has no entry here. `noBody` is for routes that answer without one.
 */
export type ResponseSpec =
  | z.ZodType
  | {
      schema: z.ZodType;
      /** Error statuses the route answers with its own schema rather than `apiErrorSchema` (a probe's 503). */
      ownStatuses: number[];
    }
  | { noBody: string };

export const responseSchemas: Record<string, ResponseSpec> = {
  "GET /api/ping": pingSchema,
  "GET /api/auth-config": authConfigSchema,
  "GET /api/health": { schema: healthSchema, ownStatuses: [503] },
  "GET /api/ready": { schema: readySchema, ownStatuses: [503] },

  "POST /api/generate-category-prompts": generateResponseSchema,
  "GET /api/generator-results": generatorResultPageSchema,
  "GET /api/generator-results/:id": savedGeneratorResultResponseSchema,
  "DELETE /api/generator-results/:id": successSchema,
  "POST /api/register-user": registeredUserSchema,

  "POST /api/sessions": sessionResponseSchema,
  "GET /api/sessions": sessionListPageSchema,
  "GET /api/sessions/stats": sessionStatsSchema,
  "GET /api/sessions/storage": storageUsageSchema,
  "GET /api/sessions/export": sessionExportSchema,
  "POST /api/sessions/import": importSessionsResultSchema,
  "GET /api/sessions/:id": sessionResponseSchema,
  "PATCH /api/sessions/:id": sessionResponseSchema,
  "PATCH /api/sessions/:id/steps/:stepId": sessionResponseSchema,
  "DELETE /api/sessions/:id": sessionDeletedSchema,
  "GET /api/sessions/:id/share": sessionShareSchema,
  "POST /api/sessions/:id/share": sessionShareSchema,
  "DELETE /api/sessions/:id/share": sessionShareSchema,
  "GET /api/sessions/:id/ratings": promptRatingsResponseSchema,
  "GET /api/sessions/:id/prompt-stats": promptStatsResponseSchema,
  "GET /api/user/sessions/count/:uid": sessionCountSchema,
  "GET /api/user/recent-sessions/:uid": recentSessionsResponseSchema,
  "POST /api/rate-prompt": ratePromptResponseSchema,
  "GET /api/shared-sessions/:token": sharedSessionResponseSchema,

  "GET /api/sessions/:id/outcome": sessionOutcomeStateSchema,
  "PUT /api/sessions/:id/outcome": sessionOutcomeStateSchema,
  "POST /api/sessions/:id/outcome/dismiss": sessionOutcomeStateSchema,
  "POST /api/sessions/:id/next": sessionResponseSchema,
  "GET /api/template-outcomes": templateOutcomesResponseSchema,
  "PUT /api/template-outcomes": templateOutcomeSchema,
  "GET /api/user/outcomes/:uid": myOutcomeSummarySchema,
  "GET /api/outcomes/figures": siteFiguresSchema,
  "GET /api/outcomes/stats": outcomeStatsSchema,

  "GET /api/billing-config": billingConfigSchema,
  "GET /api/subscription-status/:uid": subscriptionStatusSchema,
  "GET /api/trial-status/:uid": trialStatusSchema,
  "GET /api/trial-eligibility/:uid": trialEligibilitySchema,
  "GET /api/billing-history/:uid": billingHistorySchema,
  "POST /api/start-trial": trialStartedSchema,
  "POST /api/expire-trial/:userId": trialExpiredSchema,
  "POST /api/create-checkout-session": checkoutRedirectSchema,
  "POST /api/create-trial-checkout-session": checkoutRedirectSchema,
  "POST /api/create-trial-session": checkoutRedirectSchema,
  "POST /api/create-trial-setup-intent": trialSetupIntentSchema,
  "POST /api/complete-trial-setup": trialStartedSchema,
  "POST /api/cancel-subscription": messageResponseSchema,
  "POST /api/reactivate-subscription": messageResponseSchema,
  "POST /api/create-portal-session": checkoutRedirectSchema,
  "GET /api/local-checkout/:id": localCheckoutSessionSchema,
  "POST /api/local-checkout/:id/pay": localPaymentResultSchema,
  [`POST ${STRIPE_WEBHOOK_PATH}`]: webhookReceivedSchema,

  "POST /api/wizard/classify-problem": classifyProblemResponseSchema,
  "POST /api/wizard/generate-questions": generateQuestionsResponseSchema,
  "POST /api/wizard/generate-solution": generateSolutionResponseSchema,
  "GET /api/wizard/conversations": conversationPageSchema,
  "GET /api/wizard/conversation/:sessionId": conversationResponseSchema,
  "POST /api/wizard/save-conversation": conversationSavedSchema,
  "PUT /api/wizard/update-conversation/:sessionId": conversationSavedSchema,

  "POST /api/update-project-plan": projectPlanResponseSchema,
  "POST /api/finalize-project-plan": projectPlanResponseSchema,
  "POST /api/save-project-plan": planSavedSchema,
  "GET /api/project-plans": planPageSchema,
  "GET /api/project-plans/:id": savedPlanResponseSchema,
  "DELETE /api/project-plans/:id": successSchema,

  "POST /api/tokens": createdTokenSchema,
  "GET /api/tokens": tokenListSchema,
  "DELETE /api/tokens/:id": { noBody: "204: the token is gone" },
};

export const RESPONSE_TABLE_FILE = "tests/support/server/api-response-schemas.ts";

/** Better Auth's own routes: its answers are its contract, not ours. */
const isAuthLibraryPath = (path: string) => path.startsWith("/api/auth/");

/** The app's API routes as `METHOD /path` keys (Better Auth's catch-all and middleware left out). */
export function servedApiRoutes(app: Hono<AppEnv>): { key: string; method: string; path: string }[] {
  const seen = new Map<string, { key: string; method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path.includes("*")) continue;
    const key = `${r.method} ${r.path}`;
    seen.set(key, { key, method: r.method, path: r.path });
  }
  return [...seen.values()];
}

const routeMatchers = new WeakMap<object, { key: string; method: string; pattern: RegExp; params: number }[]>();

/** The route key a request reaches: the most specific of the served routes its method and path match. */
export function routeKeyOf(app: Hono<AppEnv>, method: string, path: string): string | undefined {
  let matchers = routeMatchers.get(app);
  if (!matchers) {
    matchers = servedApiRoutes(app).map((r) => ({
      key: r.key,
      method: r.method,
      pattern: new RegExp(`^${r.path.replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`),
      params: (r.path.match(/:/g) ?? []).length,
    }));
    routeMatchers.set(app, matchers);
  }
  const found = matchers
    .filter((m) => m.method === method && m.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0];
  return found?.key;
}

/** Keys of the object `input` (at any depth) that the schema's parse dropped: fields the contract does not name. */
function unknownKeys(input: unknown, output: unknown, at = "$"): string[] {
  if (Array.isArray(input) && Array.isArray(output))
    return input.flatMap((item, i) => unknownKeys(item, output[i], `${at}[${i}]`));
  if (!input || typeof input !== "object" || !output || typeof output !== "object" || Array.isArray(output)) return [];
  const out = output as Record<string, unknown>;
  return Object.entries(input).flatMap(([key, value]) =>
    key in out ? unknownKeys(value, out[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

/**
 * What is wrong with an answer's JSON body for the route `key`, or nothing: the route's schema for a success
 * (and for its own error statuses), `apiErrorSchema` for any other error; fields the schema does not name
 * count as wrong, since the client's type would not know them either.
 */
export function responseProblems(key: string, status: number, body: unknown): string[] {
  const spec = responseSchemas[key];
  if (!spec) return [`no response schema for ${key}: add one to ${RESPONSE_TABLE_FILE}`];
  if ("noBody" in spec) return status < 400 ? [`${key} answered ${status} with a JSON body`] : check(apiErrorSchema);
  const own = "schema" in spec ? spec : { schema: spec, ownStatuses: [] };
  return check(status < 400 || own.ownStatuses.includes(status) ? own.schema : apiErrorSchema);

  function check(schema: z.ZodType): string[] {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".") || "$"}: ${issue.message}`);
    return unknownKeys(body, parsed.data).map((path) => `${path}: not in the schema`);
  }
}

/**
 * Checks one answer of the test app, a copy of it, so the test still reads the original: throws (failing the
 * test) when its JSON does not match its route's schema. Better Auth's answers, non-JSON answers and paths
 * outside `/api/` are left alone.
 */
export async function checkResponse(app: Hono<AppEnv>, method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url).pathname;
  if (!path.startsWith("/api/") || isAuthLibraryPath(path)) return;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return;
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return; // a stream that broke: the test reading the original sees that itself
  }
  if (!text) return;
  const body: unknown = JSON.parse(text);
  const key = routeKeyOf(app, method, path);
  // No route: the catch-all 404 (or a 405), which must still be the API's error shape.
  const problems = key ? responseProblems(key, response.status, body) : checkError(body);
  if (problems.length > 0)
    throw new Error(
      `the answer of ${method} ${path} (${key ?? "no route"}, ${response.status}) does not match its schema:\n  ` +
        `${problems.slice(0, 10).join("\n  ")}\n${text.slice(0, 600)}`,
    );
}

function checkError(body: unknown): string[] {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".") || "$"}: ${issue.message}`);
}

/** Served routes with no entry, and entries naming no served route (given every app configuration's routes). */
export function responseTableProblems(served: string[]): string[] {
  const problems = served
    .filter((key) => !(key in responseSchemas))
    .map((key) => `add a response schema for ${key} to ${RESPONSE_TABLE_FILE}`);
  const known = new Set(served);
  for (const key of Object.keys(responseSchemas))
    if (!known.has(key)) problems.push(`remove ${key} from ${RESPONSE_TABLE_FILE}: no such route is served`);
  return problems;
}
