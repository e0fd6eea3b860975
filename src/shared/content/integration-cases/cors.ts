import type { IntegrationCase } from "./types.js";

export const cors: IntegrationCase = {
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
};
