import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { SessionUser } from "../auth/auth.js";
import { requireProAccess } from "../billing/access.js";
import type { AppContext, AppEnv } from "../context.js";
import type { BillingStore } from "../billing/store.js";
import { AppError, unauthenticated } from "../lib/errors.js";

/**
 * Who may call a route, declared where it is registered (decision 0180):
 * - `public`: anyone, signed in or not;
 * - `user`: a signed-in user (401 otherwise);
 * - `self`: a signed-in user, and the route is about the account its `:uid`/`:userId` or body `userId`
 *   names, which must be the caller's own (403 otherwise);
 * - `pro`: a signed-in user with Pro or a running trial (403 PRO_REQUIRED with the feature's message).
 * On every level but `public`, a user id the request carries (path `:uid`/`:userId`, body `userId`/`uid`)
 * must be the caller's: no handler can act on an id it forgot to compare.
 */
export type Access = "public" | "user" | "self" | "pro";

export type AccessRule =
  | { access: "public" | "user" | "self" }
  | { access: "pro"; store: BillingStore; /** what a free user is told, naming the feature */ message: string };

const declared = new WeakMap<object, Access>();

const USER_ID_PARAMS = ["uid", "userId"] as const;
const USER_ID_KEYS = ["userId", "uid"] as const;

async function bodyUserIds(c: AppContext): Promise<unknown[]> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return [];
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json")) return [];
  let body: unknown;
  try {
    // Hono keeps the parsed body: the handler's own read does not parse it again.
    body = await c.req.json();
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  return USER_ID_KEYS.map((key) => (body as Record<string, unknown>)[key]);
}

/** The signed-in user and, for every level but public, the check that the ids it names are its own. */
function guardFor(rule: AccessRule): MiddlewareHandler<AppEnv> {
  const check = (c: AppContext, user: SessionUser, fromBody: unknown[], next: () => Promise<void>) => {
    const named = [...USER_ID_PARAMS.map((name) => c.req.param(name)), ...fromBody];
    if (named.some((id) => id !== undefined && id !== null && id !== user.id))
      throw new AppError("FORBIDDEN", "You can only access your own account.");
    return rule.access === "pro" ? requireProAccess(rule.store, user.id, rule.message).then(next) : next();
  };
  // Written without async so that a GET (no body to read) adds no promise to the hot status calls.
  const guard: MiddlewareHandler<AppEnv> = (c, next) => {
    if (rule.access === "public") return next();
    const user = c.get("user");
    if (!user) throw unauthenticated();
    if (c.req.method === "GET" || c.req.method === "HEAD") return check(c, user, [], next);
    return bodyUserIds(c).then((fromBody) => check(c, user, fromBody, next));
  };
  declared.set(guard, rule.access);
  return guard;
}

type Method = "get" | "post" | "put" | "patch" | "delete";
export type RouteGroup = Record<Method, <P extends string>(path: P, handler: Handler<AppEnv, P>) => RouteGroup>;

/**
 * Registers a group of routes on `app` with one access rule: each route runs the rule's guard before its
 * handler. Routes registered on `app` any other way carry no declaration, and the access-matrix test fails.
 */
export function defineRoutes(app: Hono<AppEnv>, rule: AccessRule): RouteGroup {
  const guard = guardFor(rule);
  const group = {} as RouteGroup;
  for (const method of ["get", "post", "put", "patch", "delete"] as const) {
    group[method] = <P extends string>(path: P, handler: Handler<AppEnv, P>) => {
      app.on(method.toUpperCase(), path, guard, handler as Handler<AppEnv>);
      return group;
    };
  }
  return group;
}

/** A middleware that declares a route public; for routes registered outside `defineRoutes` (Better Auth). */
export function publicRoute(): MiddlewareHandler<AppEnv> {
  return guardFor({ access: "public" });
}

export interface DeclaredRoute {
  method: string;
  path: string;
  access: Access;
}

/** The access each route of the app declared, read from the guards its routes run. */
export function declaredRoutes(app: Hono<AppEnv>): DeclaredRoute[] {
  const found = new Map<string, DeclaredRoute>();
  for (const route of app.routes) {
    const access = declared.get(route.handler);
    if (access) found.set(`${route.method} ${route.path}`, { method: route.method, path: route.path, access });
  }
  return [...found.values()];
}

/** The signed-in user of a route declared `user`, `self` or `pro` (its guard has already refused anyone else). */
export function userOf(c: AppContext): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}
