import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const auth0Callback: IntegrationCase = {
  id: "auth0-callback",
  title: "Add the URL to Auth0's Allowed Callback URLs",
  cause: "Auth0 rejects a callback, logout or web origin that isn't listed in the application's settings.",
  where:
    "Auth0 Dashboard → Applications → Applications → your app → Settings → Allowed Callback URLs, Allowed Logout URLs and Allowed Web Origins",
  fix: "Add the deployed callback (for example https://your-app.com/api/auth/callback), the logout return URL and the site origin, comma-separated, then Save Changes.",
  checks: ["The three lists contain the deployed URLs", "Login and logout on the deployed site both return to the app"],
  matches: (t) => has(t, /\bauth0\b/i),
};
