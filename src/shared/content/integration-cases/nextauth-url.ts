import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const nextauthUrl: IntegrationCase = {
  id: "nextauth-url",
  title: "Set the Auth.js / NextAuth URL and secret where the app is deployed",
  cause:
    "NextAuth builds its callback URLs from NEXTAUTH_URL (AUTH_URL in Auth.js v5) and needs NEXTAUTH_SECRET (AUTH_SECRET); without them on the host, callbacks point at localhost or sign-in fails.",
  where:
    "Your host's environment variables for the Production environment (Vercel: Project → Settings → Environment Variables)",
  fix: "Set NEXTAUTH_URL (or AUTH_URL) to https://your-app.com and NEXTAUTH_SECRET (or AUTH_SECRET) to a random value, register https://your-app.com/api/auth/callback/<provider> with the provider, then redeploy.",
  checks: ["Both variables are set for Production", "A fresh deployment signs in and returns to the production URL"],
  matches: (t) => has(t, /\bnext-?auth\b|\bauth\.js\b/i),
};
