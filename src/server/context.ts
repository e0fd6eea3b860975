import type { Context } from "hono";
import type { AiEngine } from "./ai/engine.js";
import type { AiRateLimiter } from "./ai/rate-limit.js";
import type { Auth, SessionUser } from "./auth/auth.js";
import type { BillingProvider } from "./billing/provider.js";
import type { Database } from "./db/client.js";
import type { Mailer } from "./email/mailer.js";
import type { Env } from "./env.js";
import type { Lifecycle } from "./lib/lifecycle.js";
import { AppError, unauthenticated } from "./lib/errors.js";
import type { Logger } from "./lib/logger.js";

/** Everything a route needs, built once at boot and handed to the app factory. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  ai: AiEngine;
  aiLimiter: AiRateLimiter;
  billing: BillingProvider;
  /** Absent in tests that never drain. */
  lifecycle?: Lifecycle;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    user: SessionUser | null;
    sessionId: string | null;
  };
};

export type AppContext = Context<AppEnv>;

/** The signed-in user, or a 401. */
export function requireUser(c: AppContext): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}

/** Every `{uid}`/`userId` the API takes must be the signed-in user's own. */
export function requireSelf(c: AppContext, uid: string | undefined | null): SessionUser {
  const user = requireUser(c);
  if (!uid || uid !== user.id) throw new AppError("FORBIDDEN", "You can only access your own account.");
  return user;
}
