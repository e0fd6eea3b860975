import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const firebaseAuthorizedDomain: IntegrationCase = {
  id: "firebase-authorized-domain",
  title: "Add the domain to Firebase Authentication's Authorized domains",
  cause:
    "Firebase Auth refuses sign-in from a domain that is not on its Authorized domains list (the error is auth/unauthorized-domain), and the list starts with localhost only.",
  where: "Firebase Console → your project → Authentication → Settings → Authorized domains",
  fix: "Add the production domain (and any preview domain) without scheme or path, for example your-app.com.",
  checks: [
    "Authorized domains lists the domain the app is served from",
    "Sign-in on the deployed site completes without auth/unauthorized-domain",
  ],
  matches: (t) => has(t, /\bfirebase\b/i, /unauthori[sz]ed[- ]domain|redirect|sign[- ]?in|popup|localhost/i),
};
