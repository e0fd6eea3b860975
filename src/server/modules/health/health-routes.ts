import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";
import { defineRoutes } from "../../routing/define-routes.js";

/** A probe must answer quickly even when the database hangs; a slower ping counts as unavailable. */
const PING_TIMEOUT_MS = 3_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes({ database, billing, lifecycle }: AppDeps) {
  // Test mode (the local provider, or Stripe's test keys) takes no real money: operators see it here.
  const billingState = { provider: billing.kind, testMode: billing.testMode };
  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "public" })
    .get("/health", async (c) => {
      const started = performance.now();
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return c.json({
          status: "ok",
          database: { kind: database.kind, status: "ok", latencyMs: Math.round(performance.now() - started) },
          billing: billingState,
        });
      } catch {
        return c.json(
          { status: "degraded", database: { kind: database.kind, status: "unavailable" }, billing: billingState },
          503,
        );
      }
    })
    // Readiness for a load balancer: not ready while draining for shutdown or while the database is down,
    // so requests go to the other servers; /api/ping is the liveness probe.
    .get("/ready", async (c) => {
      if (lifecycle?.draining) return c.json({ ready: false, reason: "draining" }, 503);
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
        return c.json({ ready: true });
      } catch {
        return c.json({ ready: false, reason: "database unavailable" }, 503);
      }
    });
  return app;
}
