import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { displayNameProblem } from "../../shared/domain/display-name.js";
import { passwordProblem } from "../../shared/domain/password-rules.js";
import type { AppEnv } from "../context.js";
import { AppError } from "../lib/errors.js";
import { unstorableTextProblem } from "../lib/json-text.js";
import { type AuthRateLimiter, limitKey, type LimitRule } from "./auth-rate-limit.js";
import { commonPasswords } from "./password-policy.js";
import { CLIENT_IP_HEADER } from "./client-ip-header.js";

const passwordFields: Record<string, string> = {
  "/api/auth/sign-up/email": "password",
  "/api/auth/reset-password": "newPassword",
  "/api/auth/change-password": "newPassword",
};
const nameChecked = new Set(["/api/auth/sign-up/email", "/api/auth/update-user"]);

const minute = 60_000;
/** The limits of decision 0110; every one lives in the database so that all servers count together. */
export const AUTH_LIMITS = {
  /** Every auth call but reading the session, per client address. */
  anyCall: { kind: "window", max: 120, windowMs: minute },
  /** Sign-in attempts per client address, whatever the account: 30 people behind one address fit easily. */
  signInPerAddress: { kind: "window", max: 60, windowMs: minute },
  /** Sign-in attempts per (account, client address): growing waits, never a lock, reset by a success. */
  signInPerPair: { kind: "backoff", free: 5, baseMs: 30_000, maxDelayMs: 15 * minute, resetAfterMs: 60 * minute },
  /** Calls that tell or email something about an address (sign-up, reset, email link), per client address. */
  emailLookupsPerAddress: { kind: "window", max: 30, windowMs: 10 * minute },
  /** Reset and email-link requests per (account, client address). */
  emailsPerPair: { kind: "backoff", free: 3, baseMs: minute, maxDelayMs: 15 * minute, resetAfterMs: 60 * minute },
} as const satisfies Record<string, LimitRule>;

const emailPairLimited: Record<string, string> = {
  "/api/auth/request-password-reset": "reset",
  "/api/auth/sign-in/magic-link": "magic-link",
};
const emailLookups = new Set(["/api/auth/sign-up/email", ...Object.keys(emailPairLimited)]);

export interface AuthGuardOptions {
  trustedProxies: string[];
  /** Null when rate limiting is off (AUTH_RATE_LIMIT=false, or outside production by default). */
  limiter: AuthRateLimiter | null;
  /** The email of the account a password change or reset is for, so the password may not contain it. */
  accountEmail?: (path: string, body: Record<string, unknown>, headers: Headers) => Promise<string | null>;
}

function ipInRange(ip: string, entry: string): boolean {
  if (!entry.includes("/")) return ip === entry;
  const [base, bitsText] = entry.split("/");
  const bits = Number(bitsText);
  const toInt = (v: string) => v.split(".").reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(ip) || !/^\d+\.\d+\.\d+\.\d+$/.test(base ?? "")) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (toInt(ip) & mask) === (toInt(base!) & mask);
}

function clientIpOf(c: Context<AppEnv>, trustedProxies: string[]): string {
  let socketIp = "";
  try {
    socketIp = getConnInfo(c).remote.address ?? "";
  } catch {
    socketIp = "";
  }
  let clientIp = socketIp.replace(/^::ffff:/, "");
  if (clientIp && trustedProxies.some((p) => ipInRange(clientIp, p))) {
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const hop = forwarded[i]!;
      clientIp = hop;
      if (!trustedProxies.some((p) => ipInRange(hop, p))) break;
    }
  }
  return clientIp || "unknown";
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** 429 with Retry-After and a message a person can act on. */
export function tooManyAttempts(c: Context<AppEnv>, retryAfterSeconds: number) {
  return c.json(
    {
      error: {
        code: "RATE_LIMITED",
        message: `Too many attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`,
        details: { retryAfterSeconds },
      },
    },
    429,
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Runs before Better Auth on every /api/auth call: sets the client address (the socket's, or a trusted
 * proxy's forwarded one), holds every body to one set of rules whatever its encoding (JSON only, storable
 * text, display name and password rules), and applies the rate limits of decision 0110.
 */
export function authGuard(options: AuthGuardOptions): MiddlewareHandler<AppEnv> {
  const { limiter } = options;
  return async (c, next) => {
    const clientIp = clientIpOf(c, options.trustedProxies);
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientIp);
    const path = c.req.path;
    const hits: [string, LimitRule][] = [];
    if (limiter && !(c.req.method === "GET" && path === "/api/auth/get-session")) {
      hits.push([limitKey("ip:auth", clientIp), AUTH_LIMITS.anyCall]);
    }

    let signInPair: string | null = null;
    // OAuth providers may post their answer as a form; everything else is a JSON call of our own client.
    if (c.req.method === "POST" && !path.startsWith("/api/auth/callback/")) {
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      if (!type.startsWith("application/json")) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
      }
      const text = await c.req.raw.clone().text();
      let parsed: unknown = {};
      if (text.trim()) {
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
        }
      }
      const problem = unstorableTextProblem(parsed);
      if (problem) throw new AppError("VALIDATION_FAILED", problem);
      const body = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";

      if (nameChecked.has(path) && typeof body.name === "string") {
        const problem = displayNameProblem(body.name);
        if (problem) throw new AppError("VALIDATION_FAILED", problem);
      }
      const field = passwordFields[path];
      const password = field ? body[field] : undefined;
      if (typeof password === "string") {
        const owner =
          path === "/api/auth/sign-up/email" ? email : await options.accountEmail?.(path, body, c.req.raw.headers);
        const problem = passwordProblem(password, { email: owner, common: commonPasswords() });
        if (problem) throw new AppError("VALIDATION_FAILED", problem);
      }

      if (limiter) {
        if (path === "/api/auth/sign-in/email") {
          hits.push([limitKey("ip:sign-in", clientIp), AUTH_LIMITS.signInPerAddress]);
          if (email) {
            signInPair = limitKey("pair:sign-in", email, clientIp);
            hits.push([signInPair, AUTH_LIMITS.signInPerPair]);
          }
        }
        if (emailLookups.has(path))
          hits.push([limitKey("ip:email-lookup", clientIp), AUTH_LIMITS.emailLookupsPerAddress]);
        const pairKind = emailPairLimited[path];
        if (pairKind && email) hits.push([limitKey(`pair:${pairKind}`, email, clientIp), AUTH_LIMITS.emailsPerPair]);
      }
    }

    if (limiter) {
      for (const [key, rule] of hits) {
        const result = await limiter.hit(key, rule);
        if (!result.allowed) return tooManyAttempts(c, result.retryAfterSeconds);
      }
    }
    await next();
    // A successful sign-in ends the run of failures for this account from this address.
    if (signInPair && limiter && c.res.ok) await limiter.reset(signInPair);
  };
}
