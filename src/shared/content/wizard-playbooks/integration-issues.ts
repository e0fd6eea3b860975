import { prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const integrationIssues: WizardPlaybook = {
  category: "integration_issues",
  baseMinutes: [30, 60],
  diagnosis: (f) => {
    const status = f.httpStatus;
    const signal = f.cors
      ? "The browser is blocking a cross-origin call, which is a server configuration problem, not client code."
      : status === 401 || status === 403
        ? `An HTTP ${status} means the other side rejected the credentials or permissions it received: usually a wrong key, a missing header, or a key from another environment.`
        : f.envVars.length > 0
          ? `The code depends on ${f.envVars[0]!}, and a value missing or different where the code runs is a common cause.`
          : "The two sides disagree about something: the request format, credentials, versions or environment.";
    return `This is a boundary problem between two systems. ${signal} Assistants often guess at an API's details from memory; the way through is to isolate the failing call outside your app, compare it with the provider's documentation for your version, and fix the contract before touching more code.`;
  },
  steps: (f) => [
    {
      title: "Capture the failing request and response",
      expectedTime: "10 minutes",
      description:
        "Get the exact request (method, URL, headers with secrets masked, body) and the full response, from the network tab or server logs. Guessing at an integration without this wastes every later step.",
      code: f.replayCall,
      aiPrompt: prompt(
        "Don't edit files in this reply.",
        "Goal: one reproducible failing call. Done when we have the exact request and full response side by side.",
        f.context,
        "Method: find where the request is built in the code and write the equivalent curl command (or a short script) with secrets as environment variables. Point out every difference between what the code sends and what the provider's docs require.",
        "Output: the command and the list of differences. Stop there.",
      ),
      successCriteria: [
        "You can trigger the failing call on demand",
        "You have the full response status and body",
        "No secret appears in anything you pasted",
      ],
    },
    {
      title: "Check configuration on both sides",
      expectedTime: "10 minutes",
      description: `Most integration failures are configuration: keys from another environment, a missing variable${f.envVars.length > 0 ? ` (you mentioned ${f.envVars.join(", ")})` : ""}, a redirect URL or allowed origin that isn't registered, or a webhook secret from another endpoint. Check where the code actually runs, not just your local .env.`,
      code:
        f.language === "JavaScript/TypeScript"
          ? '# Node: list which variables the process sees, without printing values\nnode -e "console.log(Object.keys(process.env).filter(k => /KEY|SECRET|URL/.test(k)))"'
          : "# list variable names only, never values\nenv | cut -d= -f1 | grep -E 'KEY|SECRET|URL'",
      aiPrompt: prompt(
        "Don't edit files in this reply.",
        "Goal: list every configuration value this integration depends on. Done when each is marked set or missing for local and deployed environments.",
        `Context: the failing call is in ${f.files}; error ${f.error}.`,
        "Method: search the code for environment variables, API keys, URLs, redirect URIs, allowed origins and webhook secrets used by this integration. For each, say where it must be set (local, deployed, provider dashboard). Don't print secret values.",
        "Output: a checklist I can go through by hand.",
      ),
      successCriteria: [
        "Every variable is confirmed set where the failing code runs",
        "URLs and keys belong to the same environment (test with test, live with live)",
        "The provider dashboard lists your redirect URL, origin or webhook endpoint",
      ],
    },
    {
      title: "Pin the contract with a failing test",
      expectedTime: "15 minutes",
      description:
        "Write down what each side sends and expects as a test, with the provider's documented request and response for your version. The test must fail before the fix.",
      aiPrompt: prompt(
        "Don't change application code yet.",
        `Goal: a test that pins the contract between the two systems. Done when it fails for the same reason as the real call: ${f.error}.`,
        "Evidence: [paste the provider's documentation or an example request and response for the version you use]",
        "Method: write the test from the documented input/output pairs, run it, confirm it fails, and stop.",
        `Verification: ${f.verify} and paste the failing output.`,
      ),
      successCriteria: [
        "The new test fails with the same error as the real call",
        "The test's expected values come from the provider's docs, not from memory",
      ],
    },
    {
      title: "Fix the mismatch without touching the test",
      expectedTime: "15 minutes",
      description:
        "Now let the assistant change the integration code until the contract test passes, then try the real call again.",
      aiPrompt: prompt(
        `Goal: fix the mismatch the contract test exposes. Done when the test passes unchanged and the real call succeeds: ${f.goal}.`,
        `Constraints: don't modify the contract test; change only ${f.files}; no new dependencies or SDK upgrades without asking me.`,
        "Method: fix the one mismatch the test exposes; explain which documented field or header it corrects.",
        `Verification: ${f.verify}, then repeat the real request and paste both outputs.`,
        STOP_RULE,
      ),
      successCriteria: [
        "The contract test passes unchanged",
        "The real request returns the expected status",
        "It works in the environment where it failed (not only locally)",
      ],
    },
  ],
  alternatives: () => [
    "Use the provider's official SDK at the version its current docs describe, instead of hand-written HTTP calls.",
    "Build the smallest end-to-end example from the provider's quick-start in a scratch project; once it works, compare it with your code line by line.",
    "Put an adapter module between your code and the service, so the contract lives in one file you can test in isolation.",
  ],
  prevention: () => [
    "Keep a contract test per external service, with recorded documented responses, and run it in CI.",
    "Paste the provider's docs for your version into the prompt for any integration work; assistants don't know changes after their training.",
    "Keep a checked-in `.env.example` listing every variable each environment needs (names only).",
  ],
  troubleshooting: () => [
    "Works locally but not when deployed: compare environment variables, the callback or redirect URL, and the origin header between the two.",
    "Webhook signature fails: verify against the raw request body, before any JSON parsing, with the secret of that exact endpoint.",
    "CORS errors: the server must answer the preflight OPTIONS request with the allowed origin; changing fetch options on the client won't fix it.",
  ],
  resources: [
    "Jain et al., CloudAPIBench (arXiv 2407.09726): models are least accurate on rarely used APIs, and documentation helps",
    "Simon Willison, 'Here's how I use LLMs to help me write code': models don't know about breaking changes after their cut-off",
  ],
};
