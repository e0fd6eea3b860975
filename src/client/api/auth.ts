import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { AuthConfig } from "@shared/schemas/auth";
import { ApiError, api } from "@/api/client";
import { SESSION_PATH, takeEarlySession } from "@/api/early-session";
import { useHydrated } from "@/lib/use-hydrated";
import { apiCopy } from "@shared/content/ui/app";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

export interface SessionResponse {
  user: CurrentUser;
  session: { id: string; expiresAt: string };
}

/** After a 429 the client waits at least this long, doubling on each 429 in a row up to the cap. */
const FIRST_WAIT_MS = 10_000;
const MAX_WAIT_MS = 5 * 60_000;

export const RATE_LIMITED_MESSAGE = apiCopy.rateLimited;

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

/** Better Auth's get-session, held back while a rate limit holds. */
export async function fetchSession(): Promise<SessionResponse | null> {
  if (rateLimitWaitMs() > 0) throw new RateLimitedError(blockedUntil);
  try {
    const data = await api<SessionResponse | null>(SESSION_PATH, { response: takeEarlySession() });
    resetRateLimit();
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new RateLimitedError(noteRateLimited(error.retryAfterSeconds));
    }
    throw error;
  }
}

/** Creates or updates the app's profile of the signed-in user (idempotent). */
export const registerUser = (user: CurrentUser) =>
  api("/api/register-user", { body: { uid: user.id, email: user.email, username: user.name } });

export const sessionQueryKey = ["auth", "session"] as const;

// Registered at most once per user and page load; the server call is idempotent anyway.
const registered = new Set<string>();

/**
 * The signed-in user (null when signed out), read from Better Auth's get-session endpoint so the landing
 * page does not load the auth client library. On every change of signed-in user the app's profile is
 * registered: the user is only set when that succeeds, and a failure is logged and shown. A 429 backs off
 * (fetchSession) and the error says so in plain words.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const data = await fetchSession();
  if (!data?.user) return null;
  const user = { id: data.user.id, email: data.user.email, name: data.user.name };
  if (!registered.has(user.id)) {
    try {
      await registerUser(user);
    } catch (error) {
      console.error("Registering the signed-in user failed", error);
      throw new Error(apiCopy.accountLoadFailed);
    }
    registered.add(user.id);
  }
  return user;
}

const sessionQuery = { queryKey: sessionQueryKey, queryFn: fetchCurrentUser, staleTime: 60_000 };

export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean; error: Error | null } {
  const hydrated = useHydrated();
  const query = useQuery({
    ...sessionQuery,
    refetchOnWindowFocus: true,
    // While rate limited, ask again once the limit lifts (and not before: fetchSession holds calls back).
    refetchInterval: (query) =>
      query.state.error instanceof RateLimitedError ? Math.max(1_000, query.state.error.retryAt - Date.now()) : false,
  });
  // Hydrating, the session is what the prerendered HTML shows: not loaded yet. React hydrates a screen after
  // the layout, whose session read may have answered by then (at once with the boot script's early answer,
  // decision 0230); rendering that answer would not match the HTML.
  if (!hydrated) return { user: null, isPending: true, error: null };
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}

/**
 * The signed-in user once the session has loaded: joins the request in flight instead of treating
 * "not loaded yet" as signed out. A failed load counts as signed out.
 */
export function useResolveCurrentUser(): () => Promise<CurrentUser | null> {
  const client = useQueryClient();
  return () => client.fetchQuery(sessionQuery).catch(() => null);
}

export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Per endpoint, when its rate limit lifts: until then a call is answered here, without asking the server. */
const heldUntil = new Map<string, number>();

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 90 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
}

/** Calls to Better Auth's endpoints under /api/auth. A 429 holds further calls to that endpoint until its Retry-After. */
async function authPost<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const wait = (heldUntil.get(path) ?? 0) - Date.now();
  if (wait > 0) throw new Error(`Too many attempts. Please wait ${waitText(wait)} and try again.`);
  try {
    return await api<T>(`/api/auth${path}`, { body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      heldUntil.set(path, Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
    }
    throw error;
  }
}

export const signInWithEmail = (email: string, password: string) => authPost("/sign-in/email", { email, password });
export const signUpWithEmail = (body: { email: string; password: string; name: string; callbackURL?: string }) =>
  authPost("/sign-up/email", body);
/** `newUserCallbackURL` is where Better Auth sends the browser when this link creates the account. */
export const requestEmailLink = (
  email: string,
  links: { callbackURL: string; newUserCallbackURL: string; errorCallbackURL?: string },
) => authPost("/sign-in/magic-link", { email, ...links });
/**
 * The emailed link opens /reset-password?email=<address>, so that a used or expired link can send a new one
 * to the same address in one click (decision 0200).
 */
export const requestPasswordReset = (email: string) =>
  authPost("/request-password-reset", { email, redirectTo: `/reset-password?email=${encodeURIComponent(email)}` });
export const resetPassword = (newPassword: string, token: string) =>
  authPost("/reset-password", { newPassword, token });
/** Starts a federated sign-in; the answer's url is the provider's page to send the browser to. */
export const signInWithProvider = (
  provider: string,
  links: { callbackURL: string; newUserCallbackURL: string; errorCallbackURL: string },
) => authPost<{ url?: string }>("/sign-in/social", { provider, ...links });

/** The sign-in providers this deployment configured. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ["auth-config"],
    queryFn: () => api<AuthConfig>("/api/auth-config"),
    staleTime: Infinity,
  });
}
export const updateUserName = (name: string) => authPost("/update-user", { name });
export const changePassword = (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
  authPost("/change-password", body);
export const revokeOtherSessions = () => authPost("/revoke-other-sessions");
export const deleteAccount = () => authPost("/delete-user");
export const signOut = () => authPost("/sign-out");
