import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.js";
import type { Env } from "../env.js";
import { AppError } from "../lib/errors.js";
import { unsafeMethods } from "./unsafe-methods.js";

/**
 * A state-changing call from another site's page is refused (CSRF). `exempt` lists the paths other servers
 * call, which authenticate themselves (a billing provider's webhook).
 */
export function originCheck(env: Env, exempt: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (unsafeMethods.has(c.req.method) && !exempt.includes(c.req.path)) {
      const origin = c.req.header("origin");
      if (origin && origin !== env.appUrl)
        throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
    }
    await next();
  };
}
