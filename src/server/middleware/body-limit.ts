import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context.js";
import type { Env } from "../env.js";
import { AppError } from "../lib/errors.js";

export function limitBody(env: Env): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The request body is larger than ${Math.round(env.BODY_LIMIT_BYTES / 1024)} KB.`,
      );
    },
  });
  // GET and HEAD bodies are never read, and checking for one would build a full fetch Request on every poll.
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
}
