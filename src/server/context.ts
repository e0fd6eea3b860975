import type { Context } from "hono";
import type { AiEngine } from "./ai/engine.js";
import type { AiRateLimiter } from "./ai/rate-limit.js";
import type { Auth, SessionUser } from "./auth/auth.js";
import type { BillingProvider } from "./billing/provider.js";
import type { BillingStore } from "./billing/store.js";
import type { Database } from "./db/client.js";
import type { Mailer } from "./email/mailer.js";
import type { Env } from "./env.js";
import type { Lifecycle } from "./lib/lifecycle.js";
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
  /** The database with its status read cache and the subscription clock: what access reads go through. */
  billingStore: BillingStore;
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
