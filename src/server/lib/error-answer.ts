import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "./db-errors.js";
import { AppError, type ErrorCode } from "./errors.js";

/**
 * - `refused`: the caller's request was refused (an `AppError` under 500, a bad request); its message is for them.
 * - `unavailable`: the database is out of reach (or a service said so); try again later.
 * - `failed`: a fault of ours; the message must not leak what happened, and it is logged.
 */
export type ErrorKind = "refused" | "unavailable" | "failed";

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
  kind: ErrorKind;
  /** True for an error thrown on purpose (`AppError`, `HTTPException`), whose message was written for the caller. */
  deliberate: boolean;
}

export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** The one mapping from any thrown value to a code and a message; the HTTP error handler and the MCP tools use it. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const kind: ErrorKind = error.status < 500 ? "refused" : error.code === "UNAVAILABLE" ? "unavailable" : "failed";
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      kind,
      deliberate: true,
    };
  }
  if (error instanceof HTTPException && error.status < 500)
    return {
      status: error.status as ContentfulStatusCode,
      code: "BAD_REQUEST",
      message: error.message || "Bad request.",
      kind: "refused",
      deliberate: true,
    };
  if (isDatabaseUnavailable(error))
    return { status: 503, code: "UNAVAILABLE", message: UNAVAILABLE_MESSAGE, kind: "unavailable", deliberate: false };
  return { status: 500, code: "INTERNAL", message: INTERNAL_MESSAGE, kind: "failed", deliberate: false };
}
