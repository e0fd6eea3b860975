import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const missingEnvDeploy: IntegrationCase = {
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
};
