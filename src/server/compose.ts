import { createAiEngine } from "./ai/create-engine.js";
import { aiRateLimiterFor } from "./ai/rate-limit.js";
import { createApp } from "./app.js";
import { createAuth } from "./auth/auth.js";
import { resolveAuthSecret } from "./auth/secret.js";
import { localSubscriptionClock } from "./billing/providers/local/local-clock.js";
import { createBillingProvider } from "./billing/providers/registry.js";
import type { BillingStore } from "./billing/store.js";
import type { AppDeps } from "./context.js";
import { type Database, openDatabase } from "./db/client.js";
import { createMailer, type Mailer } from "./email/mailer.js";
import type { Env } from "./env.js";
import { periodicJobs, startPeriodicJobs } from "./jobs/periodic-jobs.js";
import type { Lifecycle } from "./lib/lifecycle.js";
import { createLogger } from "./lib/logger.js";
import { newReadCaches } from "./lib/read-cache.js";
import { closeBillingAccount } from "./billing/billing-service.js";

/** What a caller may supply instead of what `env` describes (tests: a shared database, an outbox mailer). */
export interface CompositionOverrides {
  /** An open, migrated database; otherwise the one `env` names is opened and migrated. */
  database?: Database;
  mailer?: Mailer;
  /** Absent for an app that never drains (tests). */
  lifecycle?: Lifecycle;
}

export interface Composition {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** The periodic jobs (trial expiry, clean-ups); only a serving process starts them. */
  startJobs(): ReturnType<typeof startPeriodicJobs>;
}

/** The one place the server's parts are built and wired: `index.ts` and the tests' app both call it. */
export async function composeApp(env: Env, overrides: CompositionOverrides = {}): Promise<Composition> {
  const logger = createLogger(env.LOG_LEVEL);
  let database = overrides.database;
  if (!database) {
    // The read caches are built here and handed to the database, whose invalidation channel serves them.
    database = await openDatabase({ ...env, caches: newReadCaches(), warn: logger.warn });
    await database.migrate();
  }
  const db = database.db;
  const mailer = overrides.mailer ?? createMailer(env, logger);
  const secret = resolveAuthSecret(env, logger);
  const billingStore = billingStoreOf(database);
  const billing = await createBillingProvider(env, db, logger);
  const auth = createAuth({
    env,
    db,
    mailer,
    logger,
    secret,
    beforeDeleteUser: (user) => closeBillingAccount(billingStore, billing, user),
  });
  const ai = await createAiEngine(env, logger);
  const aiLimiter = aiRateLimiterFor(database, env.AI_RATE_LIMIT_PER_MINUTE);
  const deps: AppDeps = {
    env,
    database,
    logger,
    mailer,
    auth,
    ai,
    aiLimiter,
    billing,
    billingStore,
    lifecycle: overrides.lifecycle,
  };
  const opened = database;
  return { app: createApp(deps), deps, startJobs: () => startPeriodicJobs(opened, logger, periodicJobs(billingStore)) };
}

/**
 * What access reads and billing writes go through: the database, its status read cache and the subscription
 * clock (the local provider's, decision 0315).
 */
export function billingStoreOf(database: Database): BillingStore {
  return { db: database.db, cache: database.caches.status, clock: localSubscriptionClock };
}
