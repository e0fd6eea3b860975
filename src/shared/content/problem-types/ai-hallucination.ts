import { defineProblemType } from "../../schemas/define-problem-type.js";

export const aiHallucination = defineProblemType({
  id: "ai_hallucination",
  title: "AI Hallucination",
  label: "AI hallucination",
  icon: "edit",
  color: "orange",
  description:
    "The assistant invents functions, packages, arguments or test results that do not exist, and confidently builds on them.",
  strategy: "Reset & Verify",
  strategySummary:
    "Make the assistant prove every package, function and result against the registry, the docs or the installed source before any code depends on it.",
  symptoms: [
    "Cannot find module / ModuleNotFoundError",
    '"is not a function" or "has no attribute"',
    'npm E404 or "No matching distribution"',
    '"Tests pass" with no output shown',
  ],
  agentHint: "invented packages, functions or claims.",
  classifierHint: "invented packages, functions or claims.",
  prompts: [
    {
      name: "Prove it exists",
      text: `Don't write code in this reply.

Goal: verify every external name in the current change. Done when each one is confirmed or marked invented.

Evidence: the error is [exact error text, e.g. "is not a function"]. Versions: [library + installed version from the lockfile].

For each package, import, function, method and option used in [files], show where it is defined: the registry page, the official docs for our version, or the file in the installed package (node_modules, site-packages, vendor). Read the files with your tools; do not answer from memory. If you cannot find it, write "not found".

Output: a table name → source → confirmed / not found. No fixes yet.`,
      explanation:
        "Models state invented APIs with the same confidence as real ones. Asking for a source for every name, read with tools rather than recalled, separates the two.",
      example:
        "Error: TypeError: supabase.auth.getSessionFromUrl is not a function; library: @supabase/supabase-js 2.45.0; files: src/auth/callback.ts.",
    },
    {
      name: "Check the package before installing",
      text: `Before we install anything, verify the packages you suggested: [package names].

For each one, check the registry ([npm view <name> / pip index versions <name> / cargo info <name>]) and report: does it exist, who publishes it, when it was first published, weekly downloads if shown, and its source repository.

Flag any package that does not exist, is very new, has few downloads, or whose name is one letter away from a popular package. Those are not to be installed.

Goal: a safe install list. Done when each package is marked safe or rejected with the reason.

Output: the table, then the install command for the safe packages only. Do not run it.`,
      explanation:
        "Around a fifth of packages recommended by code models in a large study did not exist, and invented names recur, so attackers register them. Checking the registry first blocks both the error and the supply-chain risk.",
      example: "Packages: express-rate-limiter-pro, zod-express-middleware; registry: npm.",
    },
    {
      name: "Rebuild on verified APIs",
      text: `Goal: [what the code should do]. Done when [observable result] and [test command] passes.

Use only these verified APIs: [confirmed names from the verification table]. Anything else must first be looked up in [docs link or installed source path] and cited.

Constraints: change only [files it may change]; no new dependencies.

Verification: run [test command] yourself and paste the real output; do not describe results you did not run. If something you need is missing from the list, stop and ask.`,
      explanation:
        "Before pasting: Start a fresh session (Claude Code or Aider: /clear; Copilot: a new chat thread; other tools: a new chat). Restarting from a verified list removes the invented context, and requiring pasted output instead of claims catches the common failure of reporting tests as passing without running them.",
      example:
        "Verified APIs: supabase.auth.exchangeCodeForSession, supabase.auth.getSession; docs: node_modules/@supabase/auth-js/dist/module/GoTrueClient.d.ts.",
    },
    {
      name: "Show me the real output",
      text: `You said [claim, e.g. "all tests pass"]. Please show the evidence.

Run [exact command] now and paste the full, unedited output, including the summary line. If you cannot run commands here, say so plainly and tell me the command to run; I will paste the output back.

If the output disagrees with your earlier claim, say which claim was wrong and do not fix anything yet.

Goal: a claim we can trust. Done when the pasted output supports it.`,
      explanation:
        "Asking for the real output of a named command is the cheapest check on a claimed result, and it keeps every later step grounded in what actually happened.",
      example: 'Claim: "the migration ran successfully"; command: npx prisma migrate status.',
    },
  ],
  steps: [
    {
      title: "Verify every suspect name",
      description: "Finding the invented names tells you exactly what to rebuild.",
      actions: [
        "Send prompt 1 (Prove it exists) for [files] and each name in [exact error text]",
        "Open the sources it cites and spot-check two",
      ],
      criteria: [
        "Every external name is marked confirmed or not found",
        "The spot-checked sources really define those names",
      ],
      timeboxMinutes: 10,
      fallback: "If the assistant cannot read the sources, look up the top 3 names in the official docs yourself.",
    },
    {
      title: "Vet packages before installing",
      description: "Invented package names are a real security risk, not just an error.",
      actions: [
        "Send prompt 2 (Check the package before installing)",
        "Uninstall anything already installed that was rejected",
      ],
      criteria: [
        "Every package in the change exists in the registry and has a real source repository",
        "No rejected package is in the lockfile",
      ],
      timeboxMinutes: 5,
      fallback: "If a needed package does not exist, ask for an established alternative and vet that one.",
    },
    {
      title: "Roll back the invented code",
      description: "Code built on invented APIs is cheaper to redo than to repair.",
      actions: ["Revert the files that use names marked not found", "Start a fresh session"],
      criteria: ["No file uses a name marked not found", "The project builds"],
      timeboxMinutes: 5,
      fallback: "If the invented code is spread too wide, roll back to the last commit before it appeared.",
    },
    {
      title: "Rebuild on verified APIs with real output",
      description: "A check you ran yourself is the only proof that counts.",
      actions: ["Send prompt 3 (Rebuild on verified APIs)", "Use prompt 4 whenever a result is claimed without output"],
      criteria: ["The test command exits 0 in your own terminal", "The diff uses only verified names"],
      timeboxMinutes: 20,
      fallback: "If it fails twice, go back to step 1 for the new error.",
    },
  ],
});
