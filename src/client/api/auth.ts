import { ApiError, api } from "@/lib/api";

/** After a 429 the client waits at least this long, doubling on each 429 in a row up to the cap. */
const FIRST_WAIT_MS = 10_000;
const MAX_WAIT_MS = 5 * 60_000;

export const RATE_LIMITED_MESSAGE =
  "Unstuck is getting too many requests from your connection right now. It will try again by itself in a little while; there is no need to reload.";

/** Thrown instead of calling the server while a rate limit still holds; `retryAt` is when it lifts. */
export class RateLimitedError extends Error {
  constructor(readonly retryAt: number) {
    super(RATE_LIMITED_MESSAGE);
    this.name = "RateLimitedError";
  }
}

let blockedUntil = 0;
let strikes = 0;

/**
 * Records a 429: the next call waits for the server's Retry-After or the capped exponential backoff,
 * whichever is longer, so a limited client sends a few requests a minute at most instead of a storm.
 */
export function noteRateLimited(retryAfterSeconds: number | undefined, now = Date.now()): number {
  strikes += 1;
  const backoff = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (strikes - 1));
  blockedUntil = now + Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
  return blockedUntil;
}

export function resetRateLimit() {
  blockedUntil = 0;
  strikes = 0;
}

/** Milliseconds until the current limit lifts (0 when not limited). */
export function rateLimitWaitMs(now = Date.now()): number {
  return Math.max(0, blockedUntil - now);
}

export interface SessionResponse {
  user: { id: string; email: string; name: string };
  session: { id: string; expiresAt: string };
}

/** Better Auth's get-session, held back while a rate limit holds. */
export async function fetchSession(): Promise<SessionResponse | null> {
  if (rateLimitWaitMs() > 0) throw new RateLimitedError(blockedUntil);
  try {
    const data = await api<SessionResponse | null>("/api/auth/get-session");
    resetRateLimit();
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new RateLimitedError(noteRateLimited(error.retryAfterSeconds));
    }
    throw error;
  }
}
