import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.js";
import type { Logger } from "../lib/logger.js";

/** One line per request: API calls at info, assets and pages at debug. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const fields = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (c.req.path.startsWith("/api/")) logger.info("request", fields);
    else logger.debug("request", fields);
  };
}
