import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      return c.json({ status: "ok", database: { kind: database.kind, status: "ok", latencyMs: Math.round(performance.now() - started) } });
    } catch {
      return c.json({ status: "degraded", database: { kind: database.kind, status: "unavailable" } }, 503);
    }
  });
}
