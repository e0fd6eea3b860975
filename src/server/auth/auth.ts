import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client.js";
import { account, session, user, verification } from "../db/schema/auth.js";
import type { Mailer } from "../email/mailer.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";

export interface AuthDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

export function createAuth({ env, db, mailer, logger, secret }: AuthDeps) {
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
      sendResetPassword: async ({ user: target, url }) => {
        await mailer.send({
          to: target.email,
          subject: "Reset your Unstuck password",
          text: `Someone asked to reset the password of your Unstuck account.\n\nReset it here (the link works for 1 hour): ${url}\n\nIf it was not you, ignore this email.`,
        });
      },
    },
    advanced: {
      useSecureCookies: env.appUrl.startsWith("https://"),
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
