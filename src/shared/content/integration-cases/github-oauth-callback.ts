import { has, REDIRECT } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const githubOauthCallback: IntegrationCase = {
  id: "github-oauth-callback",
  title: "Set the GitHub OAuth app's Authorization callback URL",
  cause:
    "A GitHub OAuth app redirects only to its Authorization callback URL (or a path below it); the deployed callback isn't covered by the URL registered during development.",
  where: "GitHub → Settings → Developer settings → OAuth Apps → your app → Authorization callback URL",
  fix: "Set it to the deployed callback, for example https://your-app.com/api/auth/callback/github; use a separate OAuth app for localhost.",
  checks: [
    "The callback URL matches the one in the failing redirect",
    "Signing in with GitHub on the deployed site works",
  ],
  matches: (t) => has(t, /\bgithub\b/i, /\boauth\b|sign[- ]?in with github|login with github/i, REDIRECT),
};
