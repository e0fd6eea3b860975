import { has, REDIRECT } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const supabaseAuthRedirect: IntegrationCase = {
  id: "supabase-auth-redirect",
  title: "Add the production URL to Supabase's Site URL and Redirect URLs",
  cause:
    "Supabase Auth only redirects to URLs on its allow list; anything else falls back to the Site URL, which is still http://localhost:3000 from development, so the magic link or OAuth sign-in lands on localhost.",
  where: "Supabase Dashboard → your project → Authentication → URL Configuration",
  fix: "Set Site URL to your production address (for example https://your-app.com) and add the exact callback you redirect to under Redirect URLs (for example https://your-app.com/auth/callback; wildcards such as https://*-your-team.vercel.app/** cover preview deploys). In code, pass that same URL as `emailRedirectTo` for `signInWithOtp` or `redirectTo` for `signInWithOAuth`, built from the deployed origin, not a hard-coded localhost.",
  code: "// the redirect must be on the Redirect URLs list, or Supabase uses the Site URL\nawait supabase.auth.signInWithOtp({\n  email,\n  options: { emailRedirectTo: `${window.location.origin}/auth/callback` },\n});",
  checks: [
    "Site URL shows the production address, not localhost",
    "Redirect URLs lists the exact callback URL the code passes",
    "A new magic link (old ones keep their old redirect) opens the production site signed in",
  ],
  matches: (t) => has(t, /\bsupabase\b/i, REDIRECT),
};
