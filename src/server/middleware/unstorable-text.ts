import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.js";
import { AppError } from "../lib/errors.js";
import { hasUnstorableUrlText, unstorableTextProblem } from "../lib/json-text.js";
import { unsafeMethods } from "./unsafe-methods.js";
import { requestMessages } from "../../shared/content/server-messages.js";

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused here for every JSON body, instead of
 * failing deep in a query as a 500. Hono keeps the parsed body, so routes do not parse it twice. Better Auth
 * and the `exempt` paths (webhooks verified over their raw body) read their own bodies.
 */
export function refuseUnstorableText(exempt: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (hasUnstorableUrlText(c.req.url)) {
      throw new AppError("BAD_REQUEST", requestMessages.unstorableAddress);
    }
    const jsonBody =
      unsafeMethods.has(c.req.method) &&
      (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json");
    if (jsonBody && !c.req.path.startsWith("/api/auth/") && !exempt.includes(c.req.path)) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new AppError("BAD_REQUEST", requestMessages.invalidJson);
      }
      const problem = unstorableTextProblem(body);
      if (problem) throw new AppError("VALIDATION_FAILED", problem);
    }
    await next();
  };
}
