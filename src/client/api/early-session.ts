export const SESSION_PATH = "/api/auth/get-session";

// Older than this (the visitor may have signed in from another tab since), the app asks again.
const FRESH_MS = 10_000;

let early: { response: Promise<Response>; askedAt: number } | undefined;

/**
 * The session asked for by a prerendered page's boot script, before the app's code has loaded; the app's
 * first session read takes this answer instead of asking again (decision 0230).
 */
export function askSessionEarly(): Promise<Response> {
  early ??= { response: fetch(SESSION_PATH, { credentials: "include" }), askedAt: Date.now() };
  return early.response.then((response) => response.clone());
}

/** The early answer, once and while fresh: later reads ask the server. */
export function takeEarlySession(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return taken && Date.now() - taken.askedAt < FRESH_MS ? taken.response : undefined;
}
