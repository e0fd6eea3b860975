/** Per endpoint, when its rate limit lifts: until then a call is answered here, without asking the server. */
const heldUntil = new Map<string, number>();

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Calls to Better Auth's endpoints; its errors carry `{ code, message }` at the top level, the app's own checks
 * `{ error: { code, message } }`. A 429 holds further calls to that endpoint until its Retry-After has passed.
 */
export async function authCall<T = unknown>(path: string, body: unknown): Promise<T> {
  const wait = (heldUntil.get(path) ?? 0) - Date.now();
  if (wait > 0) throw new Error(`Too many attempts. Please wait ${waitText(wait)} and try again.`);
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error("Could not reach Unstuck. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => null)) as {
    message?: string;
    code?: string;
    error?: { message?: string };
  } | null;
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("retry-after")) || 60;
    heldUntil.set(path, Date.now() + retryAfter * 1000);
    throw new Error(
      data?.error?.message ?? `Too many attempts. Please wait ${waitText(retryAfter * 1000)} and try again.`,
    );
  }
  if (!response.ok)
    throw new Error(friendlyAuthError(response.status, data?.code, data?.message ?? data?.error?.message));
  return data as T;
}

function friendlyAuthError(status: number, code?: string, message?: string): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "The email or password is not correct.";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "An account with this email already exists. Sign in instead, or reset your password.";
    case "PASSWORD_TOO_SHORT":
      return "Password must be at least 8 characters long";
    case "PASSWORD_TOO_LONG":
      return "Password must be at most 128 characters long";
    case "INVALID_EMAIL":
      return "Enter a valid email address.";
    case "INVALID_TOKEN":
      return "This reset link is invalid or has expired. Ask for a new one.";
  }
  return message || "Something went wrong. Please try again.";
}
