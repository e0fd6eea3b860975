import { authGuard } from "../auth/auth-guard.js";
import { createAuthRateLimiter } from "../auth/auth-rate-limit.js";
import { accountEmailFor, authRateLimitEnabled } from "../auth/auth.js";
import type { AppDeps } from "../context.js";

/** Rate limits and account lockout in front of Better Auth. */
export function authLimits({ env, auth, database }: AppDeps) {
  return authGuard({
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    limiter: authRateLimitEnabled(env) ? createAuthRateLimiter(database.db) : null,
    accountEmail: (path, body, headers) => accountEmailFor(auth, path, body, headers),
  });
}
