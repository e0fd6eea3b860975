import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { ACCOUNT_NOT_DELETED_MESSAGE, magicLinkEmail, resetPasswordEmail } from "../../shared/content/auth.js";
import type { Db } from "../db/client.js";
import { account, session, user, verification } from "../db/schema/auth.js";
import type { Mailer } from "../email/mailer.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import { CLIENT_IP_HEADER } from "./client-ip-header.js";
import { hashPassword, verifyPassword } from "./password-hash.js";

export interface AuthDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Runs before an account is deleted; throwing stops the deletion (billing must close first). */
  beforeDeleteUser?: (user: { id: string; email: string }) => Promise<void>;
}

export const OIDC_PROVIDER_ID = "oidc";

/** The sign-in providers this deployment offers, for the client's buttons. */
export function configuredProviders(env: Env): { id: string; name: string }[] {
  const providers: { id: string; name: string }[] = [];
  if (env.GOOGLE_CLIENT_ID) providers.push({ id: "google", name: "Google" });
  if (env.GITHUB_CLIENT_ID) providers.push({ id: "github", name: "GitHub" });
  if (env.OIDC_CLIENT_ID) providers.push({ id: OIDC_PROVIDER_ID, name: env.OIDC_PROVIDER_NAME });
  return providers;
}

export function authRateLimitEnabled(env: Env): boolean {
  return env.AUTH_RATE_LIMIT ?? env.NODE_ENV === "production";
}

export function createAuth({ env, db, mailer, logger, secret, beforeDeleteUser }: AuthDeps) {
  return betterAuth({
    appName: "Unstuck",
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    trustedOrigins: [env.appUrl],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Whoever had the old password may still be signed in somewhere; a reset ends every session.
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user: target, url }) => {
        await mailer.send({
          to: target.email,
          subject: resetPasswordEmail.subject,
          text: resetPasswordEmail.text(url),
        });
      },
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
        : {}),
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (target) => {
          try {
            await beforeDeleteUser?.(target);
          } catch (error) {
            logger.error("closing billing before an account deletion failed", { error: String(error) });
            throw new APIError("SERVICE_UNAVAILABLE", {
              message: ACCOUNT_NOT_DELETED_MESSAGE,
            });
          }
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: 10 * 60,
        sendMagicLink: async ({ email, url }) => {
          await mailer.send({
            to: email,
            subject: magicLinkEmail.subject,
            text: magicLinkEmail.text(url),
          });
        },
      }),
      ...(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  discoveryUrl: `${env.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                  clientId: env.OIDC_CLIENT_ID,
                  clientSecret: env.OIDC_CLIENT_SECRET,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // Rate limits live in the database, applied by authGuard before Better Auth sees a request (decision 0110).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.appUrl.startsWith("https://"),
      // Set by authGuard from the socket address (or a trusted proxy's forwarded address), never by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message) => {
        const fn = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        fn(`auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth["$Infer"]["Session"]["user"];

/** The email of the account a password change (the signed-in one) or reset (the token's) is for. */
export async function accountEmailFor(auth: Auth, path: string, body: Record<string, unknown>, headers: Headers) {
  if (path === "/api/auth/change-password") {
    return (await auth.api.getSession({ headers }).catch(() => null))?.user.email ?? null;
  }
  if (path === "/api/auth/reset-password" && typeof body.token === "string" && body.token.length <= 200) {
    const context = await auth.$context;
    const found = await context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    if (!found) return null;
    return (await context.internalAdapter.findUserById(found.value))?.email ?? null;
  }
  return null;
}
