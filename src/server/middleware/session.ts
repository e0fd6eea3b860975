import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth.js";
import type { AppContext, AppEnv } from "../context.js";
import type { ReadCache } from "../lib/read-cache.js";
import { requestHeader } from "../lib/request-header.js";

const noSession = new Error("no session");

/**
 * Signed-in state is read per request from a cache (decision 0170). Any auth call other than reading the
 * session may sign out, revoke, delete or change a user, so once it has finished (committed) the whole
 * cache is dropped on every server sharing the database, before its response is sent.
 */
export function dropSessionsAfterAuthCalls(sessions: ReadCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (!(c.req.method === "GET" && c.req.path === "/api/auth/get-session")) await sessions.clear();
    }
  };
}

/** Puts the signed-in user and session id (or null) on the context, through the session cache. */
export function loadSession(auth: Auth, sessions: ReadCache): MiddlewareHandler<AppEnv> {
  type FoundSession = Awaited<ReturnType<typeof auth.api.getSession>>;
  const currentSession = async (c: AppContext): Promise<FoundSession> => {
    const cookie = requestHeader(c, "cookie");
    if (!cookie) return null;
    const load = async () => {
      const found = await auth.api.getSession({ headers: c.req.raw.headers });
      // Unknown cookies are not kept: a stream of made-up ones must not push real sessions out.
      if (!found) throw noSession;
      return found;
    };
    try {
      let found = await sessions.read(cookie, "session", load);
      if (found.session.expiresAt.getTime() <= Date.now()) {
        sessions.drop(cookie);
        found = await sessions.read(cookie, "session", load);
      }
      return found;
    } catch (error) {
      if (error === noSession) return null;
      throw error;
    }
  };
  // Most calls carry a session read moments ago: served from memory with no promise of its own.
  return (c, next) => {
    const cookie = requestHeader(c, "cookie");
    const cached = cookie ? sessions.peek<NonNullable<FoundSession>>(cookie, "session") : undefined;
    if (cached && cached.session.expiresAt.getTime() > Date.now()) {
      c.set("user", cached.user);
      c.set("sessionId", cached.session.id);
      return next();
    }
    return currentSession(c).then((found) => {
      c.set("user", found?.user ?? null);
      c.set("sessionId", found?.session.id ?? null);
      return next();
    });
  };
}
