import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { emptyProjectPlan } from "../../../src/shared/schemas/planner.js";
import { checkoutSessions } from "../../../src/server/db/schema/billing.js";
import type { AppEnv } from "../../../src/server/context.js";
import { type Access, declaredRoutes } from "../../../src/server/routing/define-routes.js";
import { grantPro, grantTrial } from "./billing.js";
import type { TestApp } from "./test-app.js";

/**
 * What the router cannot tell the access-matrix and bad-input tests about an API route: which owned ids its
 * path and body carry, and a valid body. Who may call it comes from its declaration (`defineRoutes`), every
 * other fact from `app.routes`, so a new signed-in route missing here fails those tests with "add route ...
 * to the table". Public routes need an entry only when their path takes parameters.
 */

/** Kinds of ids a user owns. A route taking a new kind adds it here and in `createActor`. */
export type IdKind = "user" | "session" | "checkout" | "conversation" | "plan" | "token" | "generatorResult";

export type Ids = Record<IdKind, string> & { email: string };

/** The account state in which the route's valid request succeeds for its owner. */
export type OwnerState = "free" | "trial" | "pro" | "pro-canceled";

export interface RouteSpec {
  /** Path parameters: the kind of owned id, or `{ fixed }` for a value that is not an id. */
  params?: Record<string, IdKind | { fixed: string }>;
  /** A valid JSON body built from the caller's ids; absent when the route reads no body. */
  body?: (ids: Ids) => Record<string, unknown>;
  /** Owned ids the body carries (each is swapped for another user's in the matrix). */
  bodyIds?: IdKind[];
  /** Body keys that may be left out (the bad-input test only removes required keys). */
  optionalKeys?: string[];
  /** Account state the owner needs; default "pro". */
  ownerState?: OwnerState;
  /** The owner's expected status when it is not 2xx, with the reason. */
  ownerStatus?: { status: number; why: string };
  /** The route asks the AI engine (the fault tests hang and fail the model under it). */
  ai?: true;
}

const sessionBody = { problemType: "repeated_failures" };

/** A session as an export file holds it. */
export function exportedSession(sourceId: string) {
  return {
    id: sourceId,
    problemType: "repeated_failures",
    projectDescription: "Imported project",
    customProblem: null,
    selectedStrategy: "Reset & Verify",
    startTime: "2025-01-05T10:00:00Z",
    completedAt: null,
    actionSteps: [{ id: 1, title: "Stop and reset", completed: true, timeSpent: 60, startTime: null }],
    prompts: [
      {
        id: 1,
        name: "Reset",
        text: "Start over from the last working commit.",
        explanation: "",
        example: "",
        used: false,
      },
    ],
    notes: "from a file",
    success: false,
    progress: 100,
    stepsCompleted: 1,
    totalTimeSpent: 60,
    imported: false,
  };
}

const classification = {
  category: "repeated_failures",
  severity: 6,
  complexity: "medium",
  urgency: "high",
  aiTool: "Cursor",
  experience: "intermediate",
  emotionalState: "frustrated",
};
const projectName = "Recipe box";
const projectDescription =
  "A small web app where I keep family recipes, tag them by season and occasion, scale ingredient amounts for the number of guests, and print a shopping list for the week. It should work on my phone in the kitchen and sync with my partner's account.";

const testCard = { cardNumber: "4242 4242 4242 4242", expiry: "12/45", cvc: "123", name: "Card Holder" };

export const routeTable: Record<string, RouteSpec> = {
  "POST /api/generate-category-prompts": {
    body: (ids) => ({
      userId: ids.user,
      category: "repeated-failures",
      problemDescription: "The agent keeps reintroducing the same null check bug.",
    }),
    bodyIds: ["user"],
    optionalKeys: ["userId"],
    ai: true,
  },
  "GET /api/generator-results": {},
  "GET /api/generator-results/:id": { params: { id: "generatorResult" } },
  "DELETE /api/generator-results/:id": { params: { id: "generatorResult" } },
  "POST /api/register-user": { body: (ids) => ({ uid: ids.user, email: ids.email }), bodyIds: ["user"] },

  "POST /api/sessions": { body: () => sessionBody, ownerState: "free" },
  "GET /api/sessions": {},
  "GET /api/sessions/stats": {},

  "GET /api/sessions/export": {},
  "GET /api/sessions/storage": {},
  "POST /api/sessions/import": { body: (ids) => ({ sessions: [exportedSession(`import-${ids.user}-${Date.now()}`)] }) },
  "GET /api/sessions/:id": { params: { id: "session" } },
  "PATCH /api/sessions/:id": { params: { id: "session" }, body: () => ({ notes: "Tried a smaller change first." }) },
  "DELETE /api/sessions/:id": { params: { id: "session" } },
  "PATCH /api/sessions/:id/steps/:stepId": {
    params: { id: "session", stepId: { fixed: "1" } },
    body: () => ({ completed: true }),
  },
  "GET /api/sessions/:id/ratings": { params: { id: "session" } },
  "GET /api/sessions/:id/share": { params: { id: "session" } },
  "POST /api/sessions/:id/share": { params: { id: "session" } },
  "DELETE /api/sessions/:id/share": { params: { id: "session" } },
  "GET /api/shared-sessions/:token": { params: { token: { fixed: "no-such-shared-session-token" } } },
  "GET /api/sessions/:id/prompt-stats": { params: { id: "session" } },
  "GET /api/user/sessions/count/:uid": { params: { uid: "user" } },
  "GET /api/user/recent-sessions/:uid": { params: { uid: "user" } },
  "GET /api/sessions/:id/outcome": { params: { id: "session" } },
  "PUT /api/sessions/:id/outcome": {
    params: { id: "session" },
    body: () => ({ outcome: "unstuck", promptIndex: 0, stepId: 1 }),
    optionalKeys: ["promptIndex", "stepId"],
  },
  "POST /api/sessions/:id/outcome/dismiss": { params: { id: "session" } },
  "POST /api/sessions/:id/next": {
    params: { id: "session" },
    body: () => ({ via: "second_strategy" }),
    optionalKeys: ["via"],
    ownerStatus: { status: 409, why: 'the next strategy follows a "still stuck" answer, which a new session lacks' },
  },
  "GET /api/template-outcomes": {},
  "PUT /api/template-outcomes": { body: () => ({ templateId: "ai-debugging/1", outcome: "unstuck" }) },
  "GET /api/user/outcomes/:uid": { params: { uid: "user" } },
  "POST /api/rate-prompt": {
    body: (ids) => ({
      userId: ids.user,
      sessionId: ids.session,
      promptIndex: 0,
      rating: "positive",
      promptText: "Reset",
      problemType: "repeated_failures",
    }),
    bodyIds: ["user", "session"],
    optionalKeys: ["promptText"],
  },

  "GET /api/subscription-status/:uid": { params: { uid: "user" } },
  "GET /api/trial-status/:uid": { params: { uid: "user" } },
  "GET /api/trial-eligibility/:uid": { params: { uid: "user" } },
  "GET /api/billing-history/:uid": { params: { uid: "user" } },
  "POST /api/start-trial": { body: (ids) => ({ userId: ids.user }), bodyIds: ["user"], ownerState: "trial" },
  "POST /api/expire-trial/:userId": { params: { userId: "user" }, ownerState: "trial" },
  "POST /api/create-checkout-session": {
    body: (ids) => ({ userId: ids.user, plan: "pro_monthly" }),
    bodyIds: ["user"],
    ownerState: "free",
  },
  "POST /api/create-trial-checkout-session": {
    body: (ids) => ({ userId: ids.user }),
    bodyIds: ["user"],
    ownerState: "free",
  },
  "POST /api/create-trial-session": { body: (ids) => ({ userId: ids.user }), bodyIds: ["user"], ownerState: "free" },
  "POST /api/create-trial-setup-intent": {
    body: (ids) => ({ userId: ids.user }),
    bodyIds: ["user"],
    ownerState: "free",
  },
  "POST /api/complete-trial-setup": {
    body: (ids) => ({ userId: ids.user, setupIntentId: "seti_test" }),
    bodyIds: ["user"],
    ownerState: "trial",
  },
  "POST /api/cancel-subscription": { body: (ids) => ({ userId: ids.user }), bodyIds: ["user"] },
  "POST /api/reactivate-subscription": {
    body: (ids) => ({ userId: ids.user }),
    bodyIds: ["user"],
    ownerState: "pro-canceled",
  },
  "POST /api/create-portal-session": {
    body: (ids) => ({ userId: ids.user }),
    bodyIds: ["user"],
    ownerStatus: { status: 404, why: "the local test provider has no billing portal (Stripe has)" },
  },
  "GET /api/local-checkout/:id": { params: { id: "checkout" } },
  "POST /api/local-checkout/:id/pay": { params: { id: "checkout" }, body: () => testCard },

  "POST /api/wizard/classify-problem": {
    body: (ids) => ({
      userId: ids.user,
      userInput: "Cursor keeps rewriting my auth middleware and every fix breaks the login again.",
      sessionId: ids.conversation,
    }),
    bodyIds: ["user", "conversation"],
    optionalKeys: ["userId"],
    ai: true,
  },
  "POST /api/wizard/generate-questions": {
    body: (ids) => ({ classification, sessionId: ids.conversation }),
    bodyIds: ["conversation"],
    ai: true,
  },
  "POST /api/wizard/generate-solution": {
    body: (ids) => ({
      classification,
      responses: [{ question: "What changed last?", answer: "I upgraded the auth library." }],
      sessionId: ids.conversation,
    }),
    bodyIds: ["conversation"],
    ai: true,
  },
  "GET /api/wizard/conversations": {},
  "GET /api/wizard/conversation/:sessionId": { params: { sessionId: "conversation" } },
  "POST /api/wizard/save-conversation": {
    body: (ids) => ({
      userId: ids.user,
      sessionId: ids.conversation,
      title: "Login loop",
      messages: [],
      stage: "intake",
    }),
    bodyIds: ["user", "conversation"],
    optionalKeys: ["userId"],
  },
  "PUT /api/wizard/update-conversation/:sessionId": {
    params: { sessionId: "conversation" },
    body: (ids) => ({ userId: ids.user, title: "Login loop, updated", messages: [], stage: "intake" }),
    bodyIds: ["user"],
    optionalKeys: ["userId"],
  },

  "POST /api/update-project-plan": {
    body: () => ({
      projectName,
      projectDescription,
      questionIndex: 0,
      answer: "People who cook for a family and plan the week ahead.",
    }),
    ai: true,
  },
  "POST /api/finalize-project-plan": { body: () => ({ projectName, projectDescription }), ai: true },
  "POST /api/save-project-plan": {
    body: (ids) => ({ id: ids.plan, projectName, projectDescription, projectPlan: emptyProjectPlan() }),
    bodyIds: ["plan"],
    optionalKeys: ["id"],
  },
  "GET /api/project-plans": {},
  "GET /api/project-plans/:id": { params: { id: "plan" } },
  "DELETE /api/project-plans/:id": { params: { id: "plan" } },

  "POST /api/tokens": { body: () => ({ name: "Matrix laptop" }), ownerState: "free" },
  "GET /api/tokens": {},
  "DELETE /api/tokens/:id": { params: { id: "token" } },
};

export interface ApiRoute {
  method: string;
  path: string;
  key: string;
  /** Who may call it, as declared where it is registered; undefined when it declared nothing. */
  access: Access | undefined;
}

/** Every API endpoint the app answers (middleware and the catch-all 404 excluded), with its declared access. */
export function apiRoutes(app: Hono<AppEnv>): ApiRoute[] {
  const access = new Map(declaredRoutes(app).map((r) => [`${r.method} ${r.path}`, r.access]));
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path === "/api/*") continue;
    const key = `${r.method} ${r.path}`;
    seen.set(key, { method: r.method, path: r.path, key, access: access.get(key) });
  }
  return [...seen.values()];
}

export const TABLE_FILE = "tests/support/server/api-route-table.ts";

/** The table entry of a route (none needed for a public route without parameters), or an error that says what to add. */
export function specFor(route: ApiRoute): RouteSpec {
  const spec = routeTable[route.key];
  if (!spec && route.access === "public" && pathParams(route.path).length === 0) return {};
  if (!spec)
    throw new Error(
      `add route ${route.key} to the table in ${TABLE_FILE} (which owned ids does it take? a valid body?)`,
    );
  return spec;
}

/**
 * Routes that declare no access, signed-in routes missing from the table, entries for routes that are not
 * served, and path parameters without an entry.
 */
export function tableProblems(routes: ApiRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!route.access) {
      problems.push(`register ${route.key} with defineRoutes: it must declare who may call it`);
      continue;
    }
    const spec = routeTable[route.key];
    if (!spec) {
      if (route.access !== "public" || pathParams(route.path).length > 0)
        problems.push(`add route ${route.key} to the table in ${TABLE_FILE}`);
      continue;
    }
    for (const name of pathParams(route.path)) {
      if (!spec.params?.[name])
        problems.push(`add path parameter :${name} of ${route.key} to its entry in ${TABLE_FILE}`);
    }
  }
  const served = new Set(routes.map((r) => r.key));
  for (const key of Object.keys(routeTable)) {
    if (!served.has(key)) problems.push(`remove ${key} from the table in ${TABLE_FILE}: no such route is served`);
  }
  return [...new Set(problems)];
}

export const isUnsafe = (method: string) =>
  method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE";

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** The concrete path and body of a route for the given ids. */
export function buildRequest(route: ApiRoute, ids: Ids): { path: string; body?: Record<string, unknown> } {
  const spec = specFor(route);
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const param = spec.params?.[name];
    if (!param) throw new Error(`add path parameter :${name} of ${route.key} to its entry in ${TABLE_FILE}`);
    return encodeURIComponent(typeof param === "string" ? ids[param] : param.fixed);
  });
  return { path, body: spec.body?.(ids) };
}

/** The id kinds a route takes, from its path and body. */
export function idKindsOf(route: ApiRoute): IdKind[] {
  const spec = specFor(route);
  const kinds = new Set<IdKind>(spec.bodyIds ?? []);
  for (const p of Object.values(spec.params ?? {})) if (typeof p === "string") kinds.add(p);
  return [...kinds];
}

export interface Actor {
  cookie: string;
  ids: Ids;
}

/**
 * A signed-up user in the given account state who owns one of each kind of id, made through the API
 * (checkout ids through the local checkout the billing helpers use).
 */
export async function createActor(t: TestApp, state: OwnerState = "pro"): Promise<Actor> {
  const { cookie, user } = await t.signUp();
  if (state === "trial") await grantTrial(t.deps, user.id);
  if (state === "pro" || state === "pro-canceled") await grantPro(t.deps, user.id);
  if (state === "pro-canceled") {
    const res = await t.request("/api/cancel-subscription", { cookie, body: { userId: user.id } });
    if (res.status !== 200) throw new Error(`cancel failed: ${res.status} ${await res.text()}`);
  }
  const created = await t.request("/api/sessions", { cookie, body: sessionBody });
  if (created.status !== 201) throw new Error(`creating a session failed: ${created.status} ${await created.text()}`);
  const session = ((await created.json()) as { session: { id: string } }).session.id;
  const ids: Ids = {
    user: user.id,
    email: user.email,
    session,
    checkout: await checkoutIdOf(t, cookie, user.id),
    conversation: "",
    plan: "",
    token: "",
    generatorResult: "",
  };
  // Wizard conversations and project plans are Pro features, made only when the app has their routes.
  const has = (key: string) => apiRoutes(t.app).some((r) => r.key === key);
  if (state !== "free" && has("POST /api/wizard/save-conversation")) {
    const conversation = `conv-${randomUUID()}`;
    const res = await t.request("/api/wizard/save-conversation", {
      cookie,
      body: { sessionId: conversation, title: "My conversation", messages: [], stage: "intake" },
    });
    if (res.status !== 201) throw new Error(`saving a wizard conversation failed: ${res.status} ${await res.text()}`);
    ids.conversation = conversation;
  }
  if (state !== "free" && has("POST /api/save-project-plan")) {
    const res = await t.request("/api/save-project-plan", {
      cookie,
      body: { projectName, projectDescription, projectPlan: emptyProjectPlan() },
    });
    if (res.status !== 201) throw new Error(`saving a project plan failed: ${res.status} ${await res.text()}`);
    ids.plan = ((await res.json()) as { id: string }).id;
  }
  if (has("POST /api/tokens")) {
    const res = await t.request("/api/tokens", { cookie, body: { name: "Actor token" } });
    if (res.status !== 201) throw new Error(`creating a token failed: ${res.status} ${await res.text()}`);
    ids.token = ((await res.json()) as { id: string }).id;
  }
  if (state !== "free" && has("GET /api/generator-results")) {
    const res = await t.request("/api/generate-category-prompts", {
      cookie,
      body: { category: "repeated-failures", problemDescription: "The agent keeps reintroducing the same bug." },
    });
    if (res.status !== 200) throw new Error(`generating prompts failed: ${res.status} ${await res.text()}`);
    ids.generatorResult = ((await res.json()) as { id: string }).id;
  }
  return { cookie, ids };
}

async function checkoutIdOf(t: TestApp, cookie: string, userId: string): Promise<string> {
  const [row] = await t.deps.database.db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .limit(1);
  if (row) return row.id;
  const res = await t.request("/api/create-checkout-session", { cookie, body: { userId, plan: "pro_monthly" } });
  if (res.status !== 200) throw new Error(`starting a checkout failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  return new URL(url, "http://local").searchParams.get("session") ?? "";
}
