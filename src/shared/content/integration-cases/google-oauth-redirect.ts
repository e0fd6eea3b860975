import { has, REDIRECT } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const googleOauthRedirect: IntegrationCase = {
  id: "google-oauth-redirect",
  title: "Register the exact redirect URI in the Google OAuth client",
  cause:
    "Google compares redirect_uri character by character with the client's list (scheme, host, port, path and trailing slash), and a deployed URL that isn't listed gives redirect_uri_mismatch.",
  where:
    "Google Cloud Console → APIs & Services → Credentials → your OAuth 2.0 Client ID → Authorized redirect URIs (and Authorized JavaScript origins)",
  fix: "Add the callback URL your app sends, copied from the error's redirect_uri value, for example https://your-app.com/api/auth/callback/google. Changes can take a few minutes to apply.",
  checks: [
    "The redirect_uri in the error is listed exactly under Authorized redirect URIs",
    "Signing in with Google on the deployed site returns to the app signed in",
  ],
  matches: (t) =>
    /redirect_uri_mismatch/i.test(t) || has(t, /\bgoogle\b/i, /\boauth\b|sign[- ]?in with google/i, REDIRECT),
};
