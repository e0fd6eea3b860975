/**
 * Integration and environment failures whose fix is one setting in one place. When the user's words
 * name the service and the symptom, the wizard leads with that setting and where it lives instead of
 * generic debugging. Locations are the providers' documented dashboard paths and config names.
 */
import { detectStack } from "../../../shared/domain/stack-facts.js";

export interface IntegrationCase {
  id: string;
  /** The step title: names the setting. */
  title: string;
  /** One sentence: the most likely cause, for the diagnosis. */
  cause: string;
  /** Where the setting lives, as a path a user can click through. */
  where: string;
  /** What to set there. */
  fix: string;
  code?: string;
  /** Binary checks for "done when". */
  checks: string[];
  matches(text: string): boolean;
}

const has = (text: string, ...patterns: RegExp[]) => patterns.every((p) => p.test(text));

const REDIRECT =
  /\b(?:redirect|magic[- ]?link|callback|localhost|site url|confirm(?:ation)? (?:e-?mail|link)|sign[- ]?in link|login link|otp)\b/i;

export const integrationCases: readonly IntegrationCase[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    id: "auth0-callback",
    title: "Add the URL to Auth0's Allowed Callback URLs",
    cause: "Auth0 rejects a callback, logout or web origin that isn't listed in the application's settings.",
    where:
      "Auth0 Dashboard → Applications → Applications → your app → Settings → Allowed Callback URLs, Allowed Logout URLs and Allowed Web Origins",
    fix: "Add the deployed callback (for example https://your-app.com/api/auth/callback), the logout return URL and the site origin, comma-separated, then Save Changes.",
    checks: [
      "The three lists contain the deployed URLs",
      "Login and logout on the deployed site both return to the app",
    ],
    matches: (t) => has(t, /\bauth0\b/i),
  },
  {
    id: "nextauth-url",
    title: "Set the Auth.js / NextAuth URL and secret where the app is deployed",
    cause:
      "NextAuth builds its callback URLs from NEXTAUTH_URL (AUTH_URL in Auth.js v5) and needs NEXTAUTH_SECRET (AUTH_SECRET); without them on the host, callbacks point at localhost or sign-in fails.",
    where:
      "Your host's environment variables for the Production environment (Vercel: Project → Settings → Environment Variables)",
    fix: "Set NEXTAUTH_URL (or AUTH_URL) to https://your-app.com and NEXTAUTH_SECRET (or AUTH_SECRET) to a random value, register https://your-app.com/api/auth/callback/<provider> with the provider, then redeploy.",
    checks: ["Both variables are set for Production", "A fresh deployment signs in and returns to the production URL"],
    matches: (t) => has(t, /\bnext-?auth\b|\bauth\.js\b/i),
  },
  {
    id: "stripe-webhook-signature",
    title: "Verify Stripe webhooks with the endpoint's signing secret and the raw body",
    cause:
      "Stripe signs the exact bytes it sends; verification fails when the body was parsed as JSON before `constructEvent`, or when the secret belongs to another endpoint or to the Stripe CLI.",
    where:
      "Stripe Dashboard → Developers → Webhooks → your endpoint → Signing secret (whsec_…); locally, the secret `stripe listen` prints",
    fix: "Put that endpoint's whsec_ secret in STRIPE_WEBHOOK_SECRET for that environment and pass the unparsed body to `stripe.webhooks.constructEvent(rawBody, signature, secret)`. In Express, use `express.raw({ type: 'application/json' })` on that one route. In a Next.js route handler, read it with `await request.text()`.",
    code: "stripe listen --forward-to localhost:3000/api/webhooks/stripe\n# then: stripe trigger checkout.session.completed",
    checks: [
      "The secret in use starts with whsec_ and belongs to this endpoint (or to `stripe listen` locally)",
      "`stripe trigger` produces a 200 in the endpoint's event log",
    ],
    matches: (t) => has(t, /\bstripe\b/i, /webhook|signature|whsec|constructEvent/i),
  },
  {
    id: "github-webhook-signature",
    title: "Check the GitHub webhook secret against X-Hub-Signature-256",
    cause: "GitHub signs the raw payload with the webhook's secret; a parsed body or another secret never matches.",
    where: "GitHub → your repository → Settings → Webhooks → your webhook → Secret",
    fix: "Compute HMAC-SHA256 of the raw request body with the same secret and compare it with the X-Hub-Signature-256 header using a constant-time comparison.",
    checks: ["Recent Deliveries shows a 2xx response", "A redelivered event passes verification"],
    matches: (t) => has(t, /\bgithub\b/i, /webhook/i, /signature|secret|401|403/i),
  },
  {
    id: "db-pooling",
    title: "Use the pooled connection string for serverless and a direct one for migrations",
    cause:
      "Serverless functions open a connection each; without a pooler the database runs out of connection slots (too many connections, remaining connection slots are reserved).",
    where:
      "Supabase: Dashboard → your project → Connect → Transaction pooler (port 6543); Neon: the pooled (-pooler) host in Connection Details; elsewhere, PgBouncer in front of the database",
    fix: "Use the pooled URL in DATABASE_URL for the app and keep a direct URL (port 5432) for migrations. With Prisma, add `?pgbouncer=true&connection_limit=1` to the pooled URL and put the direct one in `directUrl`. With Django, set `CONN_MAX_AGE` and `DISABLE_SERVER_SIDE_CURSORS = True` behind a transaction pooler.",
    checks: [
      "DATABASE_URL in the deployed environment points at the pooler",
      "A burst of requests no longer logs too many connections",
    ],
    matches: (t) =>
      /too many (?:database )?connections|remaining connection slots|connection pool|pgbouncer|prepared statement "?s\d+"? already exists|pooler/i.test(
        t,
      ),
  },
  {
    id: "docker-networking",
    title: "Point the app at the Compose service name, not localhost",
    cause:
      "Inside a container, localhost is the container itself; the database or API in another Compose service is reachable by its service name on the Compose network.",
    where: "docker-compose.yml (service names) and the connection string or API URL in the app's environment",
    fix: "Use the service name and the container port, for example postgres://user:pass@db:5432/app, add `depends_on` with a healthcheck, and make servers inside containers listen on 0.0.0.0, not 127.0.0.1.",
    code: "docker compose ps\ndocker compose exec app sh -c 'nc -zv db 5432'",
    checks: [
      "The connection string uses the service name (e.g. db), not localhost or 127.0.0.1",
      "`nc -zv db 5432` from the app container succeeds",
    ],
    matches: (t) =>
      has(
        t,
        /\bdocker\b|\bcompose\b|\bcontainer\b/i,
        /ECONNREFUSED|connection refused|localhost|127\.0\.0\.1|can'?t (?:reach|connect)/i,
      ),
  },
  {
    id: "cors",
    title: "Allow the exact origin in the server's CORS settings",
    cause:
      "The browser blocks the response because the server's preflight (OPTIONS) answer doesn't list the page's origin; the fix is server configuration, not client code.",
    where:
      "Express: `cors({ origin })` on the API server; FastAPI: `app.add_middleware(CORSMiddleware, allow_origins=[…])`; Django: `CORS_ALLOWED_ORIGINS` in settings.py (django-cors-headers); Supabase Edge Functions: the headers your function returns for OPTIONS; AWS S3: the bucket's Permissions → CORS",
    fix: "Allow the exact origin (scheme, host and port, e.g. https://your-app.com), the methods and headers the request uses, and answer OPTIONS with 204; with cookies or credentials the origin can't be *.",
    code: "curl -i -X OPTIONS '[API URL]' -H 'Origin: [your site origin]' -H 'Access-Control-Request-Method: POST'",
    checks: [
      "The OPTIONS response carries Access-Control-Allow-Origin equal to your origin",
      "The browser console shows no CORS error on the real request",
    ],
    matches: (t) => /\bCORS\b|Access-Control-Allow-Origin|preflight/i.test(t),
  },
  {
    id: "missing-env-deploy",
    title: "Set the missing variable in the host's environment settings and redeploy",
    cause:
      "The variable exists in your local .env but not where the code runs; hosts read their own settings, and client bundles only see variables with the framework's public prefix.",
    where:
      "Vercel: Project → Settings → Environment Variables (per Production / Preview / Development); Netlify: Site configuration → Environment variables; Render: your service → Environment; Railway: your service → Variables; Heroku: Settings → Config Vars; Fly.io: `fly secrets set NAME=value`",
    fix: "Add the variable for the environment that fails, then redeploy (running deployments keep the old values). In Next.js, browser code only sees names starting with NEXT_PUBLIC_. In Vite, browser code only sees names starting with VITE_. In SvelteKit and Astro, the prefix is PUBLIC_.",
    checks: [
      "The variable is listed for the failing environment",
      "After a redeploy the code reads a value (log its presence, never the value)",
    ],
    matches: (t) =>
      has(
        t,
        /\b(?:env(?:ironment)? var(?:iable)?s?|\.env|process\.env|import\.meta\.env|undefined (?:api )?key|missing (?:api )?key|api key (?:is )?(?:undefined|missing|empty))\b/i,
        /\b(?:vercel|netlify|render|railway|heroku|fly\.io|deploy(?:ed|ment)?|production|prod)\b/i,
      ),
  },
  {
    id: "deploy-build-settings",
    title: "Match the host's build settings to the project",
    cause:
      "The host builds with its own command, directory and runtime version; a monorepo root, a wrong output directory or an older runtime breaks a build that works locally.",
    where:
      "Vercel: Project → Settings → Build and Deployment (Framework Preset, Build Command, Output Directory, Root Directory, Node.js Version); Netlify: Site configuration → Build & deploy → Build settings (Base directory, Build command, Publish directory)",
    fix: "Set the root to the app's folder, the build command to the one that works locally, the output directory to the folder that command produces, and the runtime version to your local one. A single-page app that 404s on refresh needs a fallback to index.html. On Netlify that is `/* /index.html 200` in _redirects. With SvelteKit, use the adapter for your host so the output lands where the host looks.",
    checks: [
      "The host's build log runs the same command as your local build",
      "The deployed site loads a deep link directly",
    ],
    matches: (t) =>
      has(
        t,
        /\b(?:vercel|netlify|render|cloudflare pages|railway|heroku)\b/i,
        /\bbuild (?:fails|failed|error|command|settings)|output directory|publish directory|root directory|404 (?:on|after) refresh|works locally\b/i,
      ),
  },
];

/**
 * The parts of a case that concern the user's own services: "; "-separated places and sentences that
 * name another technology are left out when the user named one of the alternatives, so a Netlify user
 * reads about Netlify and a FastAPI user about FastAPI.
 */
export function tailorCase(found: IntegrationCase, userText: string): IntegrationCase {
  const own = new Set(detectStack(userText).flatMap((s) => [s.name, ...(s.language ? [s.language] : [])]));
  const foreign = (part: string) => {
    const named = detectStack(part).map((s) => s.name);
    return named.some((n) => !own.has(n));
  };
  const keep = (parts: string[]) => {
    const mine = parts.filter((p) => !foreign(p));
    return mine.length > 0 ? mine : parts;
  };
  const where = keep(found.where.split("; ")).join("; ");
  const fix = keep(found.fix.split(/(?<=\.)\s+(?=[A-Z])/)).join(" ");
  const code = found.code && foreign(found.code) ? undefined : found.code;
  return { ...found, where, fix, code };
}

/** The first case the text describes, most specific first; undefined when none fits. */
export function findIntegrationCase(text: string): IntegrationCase | undefined {
  const found = integrationCases.find((c) => c.matches(text));
  return found ? tailorCase(found, text) : undefined;
}
