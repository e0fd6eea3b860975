import { defineProblemType } from "../../schemas/define-problem-type.js";

export const integrationIssues = defineProblemType({
  id: "integration_issues",
  title: "Integration Issues",
  label: "Integration issue",
  icon: "unlink",
  color: "sky",
  description:
    "Two systems each work alone, but the connection between them (an API, auth callback, webhook or database) keeps failing.",
  strategy: "Bridge Building",
  strategySummary:
    "Reproduce the broken seam in one failing test, ground the assistant in the docs for your installed versions, and fix against that test only.",
  symptoms: [
    "401/403/404 or 5xx from an external service",
    "CORS, redirect_uri or webhook signature errors",
    "Works locally, fails in production",
    "Mismatched types between client and server",
  ],
  agentHint: "APIs, auth, env, deploy.",
  classifierHint: "two systems failing to talk (HTTP errors, CORS, env vars, works locally but not deployed).",
  prompts: [
    {
      name: "Diagnose the seam, no edits",
      text: `Don't edit files in this reply.

Goal: find why [system A] and [system B] do not connect. Done when we know which side is wrong and why.

Evidence:
- Exact error: [full error text or HTTP response]
- Request that fails: [method, URL, headers without secrets]
- Versions: [SDK/library names + installed versions]
- Works in [environment], fails in [environment]

Already tried: [attempt → result].

Method: list 3 ranked hypotheses with the evidence for each, and for each the cheapest check that confirms or rules it out (a curl command, a log line, a config value). Do not suggest code changes yet.

Output: the hypotheses and checks only.`,
      explanation:
        "Integration bugs often sit in configuration, versions or environment rather than code. Ranked hypotheses with cheap checks stop the assistant from rewriting working code around a wrong guess.",
      example:
        'System A: Next.js app; system B: Stripe webhooks; error: "No signatures found matching the expected signature for payload"; versions: stripe 17.4.0; works with the Stripe CLI locally, fails on Vercel.',
    },
    {
      name: "Ground it in the real docs",
      text: `Before writing any code, read the documentation for the exact versions we have installed. Versions: [library + version from the lockfile]. Docs: [link or pasted excerpt of the relevant page].

Goal: [integration step, e.g. verify the webhook signature]. Done when [observable result].

List every function, argument and option you plan to use, and for each quote where the docs (or the installed package's source in node_modules / site-packages) define it. If something is not in the docs for this version, say so and do not use it.

Constraints: change only [files it may change]; no new dependencies without asking.

Then implement, run [test command] and paste the output. Stop after 2 failed attempts and summarise.`,
      explanation:
        "Models often get API versions and arguments wrong, especially for less common APIs and for changes after their training cut-off. Requiring a citation for each call grounds the code in what is installed.",
      example:
        "Library: @supabase/supabase-js 2.45.0; docs: the auth.exchangeCodeForSession page; step: complete the PKCE sign-in callback.",
    },
    {
      name: "Pin it with a failing test",
      text: `Goal: a test that reproduces the broken connection, then the smallest fix that makes it pass. Done when the test passes unchanged.

Step 1: write one test in [test file] that calls [function or endpoint] with [input] and expects [expected output]. Use [real sandbox / recorded response / local fake] for [external system]. Run [test command] and show me it fails for the right reason. Stop there and wait.

Step 2 (after I confirm): fix the code so the test passes without changing the test. Change only [files it may change].

Verification: paste the output of [test command] before and after. If it still fails after 2 attempts, stop and list what you ruled out.`,
      explanation:
        "A failing test turns a vague integration failure into a precise target, and committing to it before the fix stops the assistant from weakening the test to make it pass.",
      example:
        "Test file: tests/webhook.test.ts; function: POST /api/stripe/webhook; input: a payload signed with the test secret; expected: 200 and the subscription stored.",
    },
  ],
  steps: [
    {
      title: "Collect the exact failure",
      description: "The precise error and request usually point at the broken side.",
      actions: [
        "Keep the full error, status code and failing request (without secrets): [full error text or HTTP response]",
        "Keep the command or request that shows it: [command that fails]",
        "Write down the installed versions from the lockfile: [SDK/library names + installed versions]",
      ],
      criteria: ["You have the verbatim error text", "You know the installed version of each library involved"],
      timeboxMinutes: 5,
      fallback: "If you cannot reproduce the error in 5 minutes, add logging around the call and trigger it once more.",
    },
    {
      title: "Rank the hypotheses without edits",
      description: "Cheap checks rule out configuration problems before any code changes.",
      actions: ["Send prompt 1 (Diagnose the seam)", "Run the cheapest check first"],
      criteria: [
        "The assistant's reply contains ranked hypotheses and no edits",
        "At least one hypothesis is confirmed or ruled out by a check",
      ],
      timeboxMinutes: 10,
      fallback: "If no check separates the hypotheses after 2 rounds, go to step 3 and build the failing test.",
    },
    {
      title: "Reproduce it in one failing test",
      description: "A test makes the seam reproducible on demand.",
      actions: [
        "Send prompt 3 (Pin it with a failing test), step 1",
        "Confirm the failure message matches the real error",
      ],
      criteria: ["The new test fails", "Its failure message matches the production error"],
      timeboxMinutes: 15,
      fallback: "If the failure cannot be reproduced in a test, record one real request/response and test against it.",
    },
    {
      title: "Fix against the test and the docs",
      description: "Grounded, test-driven fixes stick.",
      actions: ["Send prompt 2 (Ground it in the real docs) for the fix", "Run the test and then the real flow once"],
      criteria: ["The test passes without having been changed", "The real integration works once end to end"],
      timeboxMinutes: 15,
      fallback:
        "If it still fails after 2 attempts, check the versions again and ask for the docs of the exact installed version.",
    },
  ],
});
