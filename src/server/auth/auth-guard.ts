import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "../context.js";
import { AppError } from "../lib/errors.js";
import { CLIENT_IP_HEADER } from "./client-ip-header.js";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./password-policy.js";

const passwordFields: Record<string, string> = {
  "/api/auth/sign-up/email": "password",
  "/api/auth/reset-password": "newPassword",
  "/api/auth/change-password": "newPassword",
};
/** Per-account limits, on top of Better Auth's per-IP ones: attempts per 15 minutes. */
const accountLimited: Record<string, number> = {
  "/api/auth/sign-in/email": 10,
  "/api/auth/request-password-reset": 5,
  "/api/auth/sign-in/magic-link": 5,
};
const WINDOW_MS = 15 * 60_000;

function ipInRange(ip: string, entry: string): boolean {
  if (!entry.includes("/")) return ip === entry;
  const [base, bitsText] = entry.split("/");
  const bits = Number(bitsText);
  const toInt = (v: string) => v.split(".").reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(ip) || !/^\d+\.\d+\.\d+\.\d+$/.test(base ?? "")) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (toInt(ip) & mask) === (toInt(base!) & mask);
}

/**
 * Runs before Better Auth: sets the client IP Better Auth rate-limits on (the socket address, or the
 * forwarded one only when the socket is a trusted proxy), refuses common passwords, and limits
 * attempts per account so one address cannot be hammered from many IPs.
 */
export function authGuard(options: {
  trustedProxies: string[];
  rateLimit: boolean;
  now?: () => number;
}): MiddlewareHandler<AppEnv> {
  const attempts = new Map<string, number[]>();
  const now = options.now ?? Date.now;
  return async (c, next) => {
    let socketIp = "";
    try {
      socketIp = getConnInfo(c).remote.address ?? "";
    } catch {
      socketIp = "";
    }
    let clientIp = socketIp.replace(/^::ffff:/, "");
    if (clientIp && options.trustedProxies.some((p) => ipInRange(clientIp, p))) {
      const forwarded = (c.req.header("x-forwarded-for") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      for (let i = forwarded.length - 1; i >= 0; i--) {
        const hop = forwarded[i]!;
        clientIp = hop;
        if (!options.trustedProxies.some((p) => ipInRange(hop, p))) break;
      }
    }
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientIp || "unknown");

    if (c.req.method === "POST" && (passwordFields[c.req.path] || accountLimited[c.req.path])) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => null)) as Record<string, unknown> | null;
      const field = passwordFields[c.req.path];
      const password = field ? body?.[field] : undefined;
      if (typeof password === "string" && isCommonPassword(password))
        throw new AppError("VALIDATION_FAILED", COMMON_PASSWORD_MESSAGE);
      const limit = accountLimited[c.req.path];
      const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
      if (options.rateLimit && limit && email) {
        const key = `${c.req.path}:${email}`;
        const t = now();
        const recent = (attempts.get(key) ?? []).filter((at) => t - at < WINDOW_MS);
        if (recent.length >= limit)
          throw new AppError(
            "RATE_LIMITED",
            "Too many attempts for this account. Please wait 15 minutes and try again.",
          );
        recent.push(t);
        attempts.set(key, recent);
      }
    }
    await next();
  };
}
