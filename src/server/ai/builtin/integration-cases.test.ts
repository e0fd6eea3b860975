import { describe, expect, it } from "vitest";
import { fallbackClassification } from "../../../shared/content/wizard-fallbacks.js";
import { solutionSchema } from "../../../shared/schemas/wizard.js";
import { findIntegrationCase } from "./integration-cases.js";
import { buildSolutionContext } from "./wizard-context.js";
import { composeSolution } from "./wizard-playbooks.js";

const cases: [string, string | undefined][] = [
  ["Supabase magic link sends users to localhost:3000 in production", "supabase-auth-redirect"],
  ["Firebase auth/unauthorized-domain on my Netlify site", "firebase-authorized-domain"],
  ["Error 400: redirect_uri_mismatch when signing in", "google-oauth-redirect"],
  ["Sign in with GitHub OAuth redirects to the wrong callback", "github-oauth-callback"],
  ["Auth0 says Callback URL mismatch", "auth0-callback"],
  ["NextAuth redirects to localhost after deploy", "nextauth-url"],
  ["Stripe webhook: No signatures found matching the expected signature for payload", "stripe-webhook-signature"],
  ["Prisma on Vercel: too many connections for role", "db-pooling"],
  ["docker compose: my api gets ECONNREFUSED 127.0.0.1:5432", "docker-networking"],
  ["blocked by CORS policy: No 'Access-Control-Allow-Origin' header", "cors"],
  ["OPENAI_API_KEY env var is undefined on Vercel but works locally", "missing-env-deploy"],
  ["Netlify build fails: publish directory dist not found, works locally", "deploy-build-settings"],
  ["my React list renders twice", undefined],
];

describe("findIntegrationCase", () => {
  it.each(cases)("%s", (text, id) => {
    expect(findIntegrationCase(text)?.id).toBe(id);
  });
});

describe("wizard solution for a known integration case", () => {
  it("leads the Supabase magic-link case with the exact setting and where it lives", () => {
    const userInput =
      "Supabase magic link emails send users to http://localhost:3000 instead of my production site on Vercel. Next.js 14 app.";
    const classification = { ...fallbackClassification, category: "integration_issues" as const };
    const solution = composeSolution(
      buildSolutionContext(
        classification,
        [
          { question: "Which two systems are failing to talk?", answer: "Supabase Auth and my Next.js app" },
          {
            question: "What exactly fails? Paste the error.",
            answer: "The link opens http://localhost:3000/#access_token=...",
          },
          { question: "What have you tried?", answer: "I tried changing the email template" },
        ],
        userInput,
      ),
    );
    expect(solutionSchema.parse(solution)).toBeTruthy();
    const first = solution.solutionSteps[0]!;
    expect(first.title).toMatch(/Site URL and Redirect URLs/);
    expect(first.description).toContain("Authentication → URL Configuration");
    expect(first.description).toContain("emailRedirectTo");
    expect(solution.diagnosis).toMatch(/^Most likely:/);
    const stepSum = solution.solutionSteps
      .map((s) => Number(/(\d+)/.exec(s.expectedTime)![1]))
      .reduce((a, b) => a + b, 0);
    expect(solution.expectedTime).toBe(`about ${stepSum} minutes`);
    expect(JSON.stringify(solution)).not.toMatch(/\bSolved\b/);
  });
});
