import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../context.js";
import { errorForLog, isDatabaseUnavailable } from "../lib/db-errors.js";
import { AppError } from "../lib/errors.js";
import type { Logger } from "../lib/logger.js";

/** `AppError`s become `{ error: { code, message } }`; database outages are 503; anything else a 500 that never leaks. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const requestId = c.get("requestId");
    if (error instanceof AppError) {
      return c.json(
        { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: "BAD_REQUEST", message: error.message || "Bad request." } }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error("database unavailable", { requestId, error: errorForLog(error) });
      return c.json(
        {
          error: {
            code: "UNAVAILABLE",
            message: "The service is temporarily unavailable. Please try again in a moment.",
          },
        },
        503,
      );
    }
    logger.error("unhandled error", {
      requestId,
      error: errorForLog(error),
    });
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }, 500);
  };
}
