import type { ErrorHandler } from "hono";
import type { AppEnv } from "../context.js";
import { errorForLog } from "../lib/db-errors.js";
import { errorAnswer } from "../lib/error-answer.js";
import type { Logger } from "../lib/logger.js";

/** `AppError`s become `{ error: { code, message } }`; database outages are 503; anything else a 500 that never leaks. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const { status, code, message, details, kind, deliberate } = errorAnswer(error);
    if (!deliberate)
      logger.error(kind === "unavailable" ? "database unavailable" : "unhandled error", {
        requestId: c.get("requestId"),
        error: errorForLog(error),
      });
    return c.json({ error: { code, message, ...(details ? { details } : {}) } }, status);
  };
}
