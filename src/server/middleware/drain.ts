import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.js";
import type { Lifecycle } from "../lib/lifecycle.js";

/**
 * While draining for shutdown, each kept-alive connection closes after its current response, so no client
 * sends a request on a connection that the server is about to close.
 */
export function drain(lifecycle: Lifecycle | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (lifecycle?.draining) c.header("Connection", "close");
  };
}
