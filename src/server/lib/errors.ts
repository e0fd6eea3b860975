import type { ContentfulStatusCode } from "hono/utils/http-status";

export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  PRO_REQUIRED: 403,
  LIMIT_REACHED: 403,
  QUOTA_EXCEEDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** The one error type services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorStatus[code];
  }
}

export const notFound = (message = "Not found.") => new AppError("NOT_FOUND", message);
export const forbidden = (message = "You do not have access to this resource.") => new AppError("FORBIDDEN", message);
export const unauthenticated = (message = "Please sign in to continue.") => new AppError("UNAUTHENTICATED", message);
