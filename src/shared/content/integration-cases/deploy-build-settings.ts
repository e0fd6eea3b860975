import { has } from "./matchers.js";
import type { IntegrationCase } from "./types.js";

export const deployBuildSettings: IntegrationCase = {
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
};
