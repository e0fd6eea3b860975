import { apiCopy } from "@shared/content/ui/app";

/** An API failure with the server's message, ready to show to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** From the Retry-After header of a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The one way the client calls the server. Every call sends cookies; a JSON body sets the JSON content type
 * only when a body exists. Errors carry a message for the user: the app's `{ error: { code, message } }`,
 * Better Auth's top-level `{ code, message }` (mapped by `userMessage`), or `status: text` when there is none.
 */
export async function api<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
    /** An answer to this call already asked for (a prerendered page's early session read, decision 0230). */
    response?: Promise<Response>;
  } = {},
): Promise<T> {
  const hasBody = init.body !== undefined;
  let response: Response;
  try {
    response = await (init.response ??
      fetch(path, {
        method: init.method ?? (hasBody ? "POST" : "GET"),
        credentials: "include",
        headers: hasBody ? { "Content-Type": "application/json" } : undefined,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        signal: init.signal,
        keepalive: init.keepalive,
      }));
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", "Could not reach Unstuck. Check your connection and try again.");
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const body = data as
      { code?: string; message?: string; error?: { code?: string; message?: string; details?: unknown } } | undefined;
    const code = body?.error?.code ?? body?.code ?? "HTTP_ERROR";
    const message = body?.error?.message ?? body?.message;
    throw new ApiError(
      response.status,
      code,
      userMessage(response.status, code, message),
      body?.error?.details,
      Number(response.headers.get("retry-after")) || undefined,
    );
  }
  return data as T;
}

/** Better Auth's error codes in the words the UI uses; the app's own errors already carry such a message. */
function userMessage(status: number, code: string, message: string | undefined): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return apiCopy.invalidEmailOrPassword;
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return apiCopy.userAlreadyExists;
    case "PASSWORD_TOO_SHORT":
      return apiCopy.passwordTooShort;
    case "PASSWORD_TOO_LONG":
      return apiCopy.passwordTooLong;
    case "INVALID_EMAIL":
      return apiCopy.invalidEmail;
    case "INVALID_TOKEN":
      return apiCopy.invalidResetToken;
  }
  if (message) return message;
  if (status === 429) return apiCopy.tooManyAttempts;
  return apiCopy.failedWithStatus(status);
}

export function errorMessage(error: unknown, fallback = apiCopy.failed): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
