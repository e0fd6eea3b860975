import type { Solution, SolutionStep, WizardCategory } from "../../../shared/schemas/wizard.js";
import { ecosystemChecks, mechanicPhrase, toolProfiles, toolVariant } from "./stack-profiles.js";
import type { SolutionContext } from "./wizard-context.js";
import { findIntegrationCase, type IntegrationCase } from "./integration-cases.js";

/*
 * Senior-engineer playbooks per wizard category, using the techniques that work for each problem type:
 * each step has a verb-first title, a reason, at most three actions, binary success criteria and a
 * copy-ready prompt (halt line, goal and done-when, evidence, tried, constraints, method, verification,
 * stop rule). The user's own error, files, goal and attempts are filled in; what they haven't given
 * stays a named [slot].
 */

type StepDraft = Omit<SolutionStep, "step">;

interface Playbook {
  diagnosis(ctx: SolutionContext): string;
  baseMinutes: [number, number];
  steps(ctx: SolutionContext): StepDraft[];
  alternatives(ctx: SolutionContext): string[];
  prevention(ctx: SolutionContext): string[];
  troubleshooting(ctx: SolutionContext): string[];
  resources: string[];
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const errorText = (ctx: SolutionContext) => (ctx.errorLine ? code(ctx.errorLine) : "[the exact error text, verbatim]");
// The user's own words sit inside our sentences, which add their own full stop: theirs would make "..".
const goalText = (ctx: SolutionContext) =>
  ctx.expected?.replace(/[\s.!;:]+$/, "") ||
  ctx.goal?.replace(/[\s.!;:]+$/, "") ||
  (ctx.origin ? `a request from ${code(ctx.origin)} succeeds in the browser with no CORS error` : "") ||
  (ctx.classification.category === "no_planning"
    ? "[the one thing users must be able to do]"
    : "[the observable result that means it works]");
const filesText = (ctx: SolutionContext) =>
  ctx.files.length > 0
    ? ctx.files.map(code).join(", ")
    : ctx.facts.envVars.length > 0
      ? `the files that read ${ctx.facts.envVars.slice(0, 3).map(code).join(", ")}`
      : ctx.url
        ? `the code that calls ${code(ctx.url)}`
        : "[the files involved]";
/** The replay of the failing call, with the method and URL the user gave. */
const replayCall = (ctx: SolutionContext) =>
  `# replay the call outside your app; mask secrets before sharing the output\ncurl -i -X ${ctx.method ?? "[METHOD]"} '${ctx.url ?? "[URL]"}' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json'${ctx.method === "GET" || ctx.method === "HEAD" ? "" : " -d '[body]'"}${ctx.origin ? ` -H 'Origin: ${ctx.origin}'` : ""}`;
const verifyText = (ctx: SolutionContext) =>
  ctx.profile
    ? ctx.profile.verify
    : ctx.classification.category === "no_planning"
      ? "run [the app's test and start commands]"
      : "run [the test or build command that shows the failure]";

/** Planning problems have no error to quote; debugging problems always get the slot. */
const BUILD_CATEGORIES = new Set(["no_planning", "lost_direction", "complexity_overwhelm"]);
const STOP_RULE =
  "If it still fails after 2 attempts, stop and summarise what you learned instead of trying a third fix.";

function contextBlock(ctx: SolutionContext): string {
  const building = BUILD_CATEGORIES.has(ctx.classification.category);
  const planning = ctx.classification.category === "no_planning";
  const lines = [`- ${planning ? "Idea" : "Problem"}: ${ctx.problem || "[one sentence: what is broken]"}`];
  if (ctx.errorLine || !building) lines.push(`- Error: ${errorText(ctx)}`);
  lines.push(`- ${planning ? "Version 1 must" : "Works when"}: ${goalText(ctx)}`);
  if (ctx.tried.length > 0 || !planning)
    lines.push(`- Already tried: ${ctx.tried.length > 0 ? ctx.tried.join("; ") : "[attempt -> result, one per line]"}`);
  if (ctx.files.length > 0 || !planning) lines.push(`- Files: ${filesText(ctx)}`);
  if (ctx.stackText) lines.push(`- Stack: ${ctx.stackText}`);
  else if (ctx.profile) lines.push(`- Stack: ${ctx.profile.stack}; versions: ${ctx.profile.versionsSlot}`);
  for (const detail of ctx.details) lines.push(`- Also: ${detail}`);
  return `Context:\n${lines.join("\n")}`;
}

const prompt = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("\n\n");

const checkpointCode = [
  "git status --short",
  'git add -A && git commit -m "wip: before rescue"',
  "# or keep it aside: git stash push -u -m before-rescue",
].join("\n");

function checkpointStep(ctx: SolutionContext, why: string): StepDraft {
  return {
    title: "Save the current state before anything else",
    expectedTime: "2 minutes",
    description: `${why} Commit what you have, even if it's broken, so every experiment from here can be undone${toolVariant("rollback", ctx.tool)}.`,
    code: checkpointCode,
    aiPrompt: prompt(
      "Don't edit any files in this reply.",
      `Goal: record where we are before we try to fix ${ctx.errorLine ? code(ctx.errorLine) : "the problem"}. Done when I have a commit I can return to.`,
      "List every file you changed in this session, one line each with what you changed and why. Mark the changes you're not sure about.",
      "Output: the list only. Stop there and wait for me.",
    ),
    successCriteria: [
      "`git status --short` prints nothing (or your changes are in a stash)",
      "`git log -1` shows the wip commit",
      "You have the assistant's list of changed files",
    ],
  };
}

/** A problem type without a playbook of its own gets the general one (a new type needs none to work). */
const playbooks: Partial<Record<WizardCategory, Playbook>> & { general: Playbook } = {
  repeated_failures: {
    baseMinutes: [20, 45],
    diagnosis: (ctx) =>
      `${ctx.toolName} is in a fix loop${ctx.errorLine ? ` on ${code(ctx.errorLine)}` : ""}: each attempt patches on top of the previous failed patch, and the conversation now carries several wrong theories that steer every new answer. Another correction in the same session rarely breaks the loop. What does: a clean state, a reproduction you can run, ranked hypotheses, and one small change at a time.`,
    steps: (ctx) => [
      checkpointStep(ctx, "Before changing anything, make the current mess recoverable."),
      {
        title: "Reproduce the failure with one command",
        expectedTime: "10 minutes",
        description: `A fix can only be judged against a check that fails now. Find the single command or test that shows ${errorText(ctx)}, and keep its full output; that output goes into every prompt from here.`,
        code: verifyCommands(ctx),
        aiPrompt: prompt(
          "Don't change application code in this reply.",
          `Goal: a minimal, repeatable reproduction of this failure. Done when one command fails with the error below every time.`,
          contextBlock(ctx),
          "Method: write the smallest failing test (or script) that triggers the error, in a new test file. Don't fix anything.",
          `Verification: ${verifyText(ctx)} and paste the output showing the new test failing with the same error.`,
          STOP_RULE,
        ),
        successCriteria: [
          "One command reproduces the error every time",
          "The output shows the same error text as before",
          "No application code changed (`git diff --stat` shows only the test file)",
        ],
      },
      {
        title: "Start fresh and rank hypotheses before editing",
        expectedTime: "10 minutes",
        description: `The old conversation is anchoring the model on its failed ideas. ${capitalise(mechanicPhrase("fresh-session", ctx.tool))}, paste only the goal, the reproduction and what was tried, and ask for causes before code.`,
        aiPrompt: prompt(
          "Don't edit files yet.",
          `Goal: find the root cause of the failure below. Done when we agree on the most likely cause and a cheap test that confirms it.`,
          contextBlock(ctx),
          "Method: list 3 ranked hypotheses with the evidence for each (file and line). For each, name the cheapest check that would confirm or rule it out. Read the relevant code with your tools instead of guessing. Don't propose any fix from the 'Already tried' list again.",
          "Output: the ranked list and the first check to run. Stop there.",
        ),
        successCriteria: [
          "The reply has 3 hypotheses, each citing a file and line",
          "It proposes a check, not a fix",
          "None of the hypotheses repeats an attempt you already tried",
        ],
      },
      {
        title: "Apply one fix against the reproduction",
        expectedTime: "15 minutes",
        description:
          "Confirm the top hypothesis with its check, then allow one small change in the files it names. If the check fails twice, go back to your commit instead of patching the patch.",
        aiPrompt: prompt(
          `Goal: fix the root cause we confirmed. Done when the reproduction passes and nothing else breaks. In my words: ${goalText(ctx)}.`,
          `Constraints: change only ${filesText(ctx)} and the new test; don't touch other files, don't weaken or delete tests, no new dependencies without asking.`,
          "Method: make the smallest change that addresses the confirmed cause. Explain in one sentence why it fixes the cause, not the symptom.",
          `Verification: ${verifyText(ctx)}, then the full test suite. Paste both outputs.`,
          STOP_RULE,
        ),
        successCriteria: [
          "The reproduction test passes",
          "The full test suite passes",
          "`git diff --stat` touches only the files you allowed",
        ],
      },
    ],
    alternatives: (ctx) => [
      `Write the next step yourself: the fix may be two lines that ${ctx.toolName} keeps talking around. Let the assistant review it instead of write it.`,
      "Switch model for this one problem: a different model won't share the same wrong theory.",
      "Revert to the last commit where the feature worked and rebuild the change in small steps, running the tests after each.",
    ],
    prevention: (ctx) => [
      "After two failed corrections, start a fresh session with a sharper prompt instead of a third correction.",
      `Commit before every assistant change so a bad turn is one command to undo${toolVariant("rollback", ctx.tool)}.`,
      "Give the assistant a failing test before asking for a fix, so 'fixed' is a check it can run and not a claim.",
    ],
    troubleshooting: () => [
      "The error changes after each fix: you're fixing symptoms. Go back to the commit and reproduce the first error again.",
      "The reproduction passes but the app still fails: the test doesn't exercise the real path. Ask the assistant to compare the test's inputs with the real ones.",
      "The assistant says 'this should fix it' without output: ask for the pasted test output before reading the diff.",
    ],
    resources: [
      "Anthropic, Claude Code best practices: clearing context after two failed corrections and giving the agent a check it can run",
      "Aider tips (aider.chat/docs/usage/tips.html): what to do when the model is stuck",
    ],
  },

  ai_hallucination: {
    baseMinutes: [15, 40],
    diagnosis: (ctx) => {
      const pkg = ctx.facts.missingModules.find((m) => !m.local);
      const symbol = ctx.facts.missingSymbols[0];
      const what = pkg ? `the package ${code(pkg.name)}` : symbol ? `${code(symbol)}` : "an API, option or result";
      return `${ctx.toolName} is most likely relying on ${what} that doesn't exist in the versions you have installed. Models get package names, function signatures and versions wrong, and they don't know about changes after their training cut-off; they also report success without running anything. Treat every claim as unverified until the registry, the installed source or a real test run confirms it.`;
    },
    steps: (ctx) => {
      const pkg = ctx.facts.missingModules.find((m) => !m.local);
      const check = pkg?.ecosystem ? ecosystemChecks[pkg.ecosystem] : undefined;
      const registryCode =
        pkg && check?.command
          ? `${check.command(pkg.name)}\n# nothing printed or an error means the package does not exist under that name`
          : ctx.profile?.ecosystem === "npm"
            ? "npm view [package] version\nnpm ls [package]"
            : ctx.profile?.ecosystem === "pypi"
              ? "pip index versions [package]\npip show [package]"
              : undefined;
      return [
        checkpointStep(ctx, "Invented code tends to spread; keep a clean point to return to."),
        {
          title: "Verify every package and API against reality",
          expectedTime: "10 minutes",
          description: pkg
            ? `Check ${code(pkg.name)} in ${check?.registry ?? "its registry"} before installing anything: fake package names recur across runs and get registered by attackers (slopsquatting). A real package should have a history, downloads and a repository.`
            : "List every package, function and option the failing code relies on, and check each against the registry and the installed version's own source or docs.",
          code: registryCode,
          aiPrompt: prompt(
            "Don't edit files in this reply.",
            `Goal: find out which parts of the code rely on things that don't exist. Done when every import and API call in ${filesText(ctx)} is marked verified or not found.`,
            contextBlock(ctx),
            "Method: for each import and external call, read the installed package's source or type definitions (for example in node_modules or site-packages) and quote the line that defines it. If you can't find it, say 'not found'. Don't guess or rely on memory.",
            "Output: a table of name, installed version, verified or not found, and the quoted definition.",
          ),
          successCriteria: [
            "Each import and external call is marked verified or not found",
            "Every 'verified' entry quotes a definition from the installed code or docs",
            pkg
              ? `You know whether ${code(pkg.name)} exists in the registry`
              : "No package was installed just because the assistant named it",
          ],
        },
        {
          title: "Replace the invented parts with documented ones",
          expectedTime: "15 minutes",
          description:
            "Give the assistant the real documentation or type definitions for the version you have, and ask it to rewrite only the calls marked 'not found'.",
          aiPrompt: prompt(
            `Goal: replace the calls marked 'not found' with APIs that exist in the installed versions. Done when the code builds and ${goalText(ctx)}.`,
            "Evidence: [paste the relevant docs page or type definitions for the installed version]",
            `Constraints: change only the lines that use missing APIs in ${filesText(ctx)}; no new dependencies without asking me first; keep behaviour the same otherwise.`,
            "Method: for each replacement, cite the doc line or type definition it relies on. If the installed version can't do it, say so instead of inventing an option.",
            `Verification: ${verifyText(ctx)} and paste the output.`,
            STOP_RULE,
          ),
          successCriteria: [
            `${errorText(ctx)} no longer appears`,
            "Every new call cites a doc line or type definition",
            "The build and tests pass with pasted output",
          ],
        },
        {
          title: "Demand proof for every success claim",
          expectedTime: "5 minutes",
          description:
            "'Tests pass' without output is a claim, not a result. Make pasted output the rule for the rest of the session and write it into your instructions file.",
          aiPrompt: prompt(
            "From now on in this project: when you say something works, paste the command you ran and its full output. If you're unsure whether a file, function or package exists, read it with your tools; don't guess.",
            `Now ${verifyText(ctx)} and paste the complete output. Done when the output shows the checks passing.`,
            "Output: the command and its full output, nothing else.",
          ),
          successCriteria: [
            "The reply contains real command output, not a summary",
            `The rule is saved where your assistant reads it every session (${mechanicPhrase("rules-file", ctx.tool)})`,
          ],
        },
      ];
    },
    alternatives: () => [
      "Pick a well-known library you can verify (an established package with docs for your version) instead of the one the assistant suggested.",
      "Write the integration against the official quick-start example first, then ask the assistant to adapt it; it has real code to anchor on.",
      "Pin the library version and paste its changelog into the session if the API changed recently.",
    ],
    prevention: (ctx) => [
      "Before installing any package an assistant names, check the registry: age, downloads and a linked repository.",
      "Paste docs for the exact installed version into prompts for rarely used APIs; models get fine details of versions and arguments wrong.",
      `Keep 'read the file before answering; don't guess' in your rules file (${mechanicPhrase("rules-file", ctx.tool)}).`,
    ],
    troubleshooting: () => [
      "The package exists but the import still fails: the import name can differ from the package name, or you're in another virtual environment or workspace.",
      "The function exists in the docs but not in your install: the docs are for a newer version; compare with your lockfile.",
      "Type errors appear after the fix: the assistant used an older signature; paste the type definition and ask again.",
    ],
    resources: [
      "Spracklen et al., 'We Have a Package for You!' (USENIX Security 2025): how often code models recommend packages that don't exist",
      "OpenAI GPT-4.1 prompting guide: telling the model to read files with tools rather than guess",
    ],
  },

  integration_issues: {
    baseMinutes: [30, 60],
    diagnosis: (ctx) => {
      const status = ctx.facts.httpStatuses[0];
      const signal = ctx.facts.networkIssues.includes("cors")
        ? "The browser is blocking a cross-origin call, which is a server configuration problem, not client code."
        : status === 401 || status === 403
          ? `An HTTP ${status} means the other side rejected the credentials or permissions it received: usually a wrong key, a missing header, or a key from another environment.`
          : ctx.facts.envVars.length > 0
            ? `The code depends on ${code(ctx.facts.envVars[0]!)}, and a value missing or different where the code runs is a common cause.`
            : "The two sides disagree about something: the request format, credentials, versions or environment.";
      return `This is a boundary problem between two systems. ${signal} Assistants often guess at an API's details from memory; the way through is to isolate the failing call outside your app, compare it with the provider's documentation for your version, and fix the contract before touching more code.`;
    },
    steps: (ctx) => [
      {
        title: "Capture the failing request and response",
        expectedTime: "10 minutes",
        description:
          "Get the exact request (method, URL, headers with secrets masked, body) and the full response, from the network tab or server logs. Guessing at an integration without this wastes every later step.",
        code: replayCall(ctx),
        aiPrompt: prompt(
          "Don't edit files in this reply.",
          "Goal: one reproducible failing call. Done when we have the exact request and full response side by side.",
          contextBlock(ctx),
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
        description: `Most integration failures are configuration: keys from another environment, a missing variable${ctx.facts.envVars.length > 0 ? ` (you mentioned ${ctx.facts.envVars.map(code).join(", ")})` : ""}, a redirect URL or allowed origin that isn't registered, or a webhook secret from another endpoint. Check where the code actually runs, not just your local .env.`,
        code:
          ctx.language === "JavaScript/TypeScript"
            ? '# Node: list which variables the process sees, without printing values\nnode -e "console.log(Object.keys(process.env).filter(k => /KEY|SECRET|URL/.test(k)))"'
            : "# list variable names only, never values\nenv | cut -d= -f1 | grep -E 'KEY|SECRET|URL'",
        aiPrompt: prompt(
          "Don't edit files in this reply.",
          "Goal: list every configuration value this integration depends on. Done when each is marked set or missing for local and deployed environments.",
          `Context: the failing call is in ${filesText(ctx)}; error ${errorText(ctx)}.`,
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
          `Goal: a test that pins the contract between the two systems. Done when it fails for the same reason as the real call: ${errorText(ctx)}.`,
          "Evidence: [paste the provider's documentation or an example request and response for the version you use]",
          "Method: write the test from the documented input/output pairs, run it, confirm it fails, and stop.",
          `Verification: ${verifyText(ctx)} and paste the failing output.`,
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
          `Goal: fix the mismatch the contract test exposes. Done when the test passes unchanged and the real call succeeds: ${goalText(ctx)}.`,
          `Constraints: don't modify the contract test; change only ${filesText(ctx)}; no new dependencies or SDK upgrades without asking me.`,
          "Method: fix the one mismatch the test exposes; explain which documented field or header it corrects.",
          `Verification: ${verifyText(ctx)}, then repeat the real request and paste both outputs.`,
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
  },

  complexity_overwhelm: {
    baseMinutes: [30, 75],
    diagnosis: (ctx) =>
      `The task outgrew one conversation. ${ctx.toolName} is juggling too many files and goals at once${ctx.files.length > 0 ? ` (${ctx.files.map(code).join(", ")} among them)` : ""}, the context is full of exploration that distracts it, and changes are landing faster than you can review them. The fix is structural: freeze what you have, map it, and finish one small task at a time in focused sessions.`,
    steps: (ctx) => [
      checkpointStep(ctx, "A big tangled diff is only safe to work on once it's saved."),
      {
        title: "Map the change and split it into small tasks",
        expectedTime: "10 minutes",
        description:
          "Have the assistant describe what exists and propose an ordered list of tasks that are each small enough to review in one sitting. You approve the order; nothing is edited yet.",
        code: "git diff --stat HEAD~1",
        aiPrompt: prompt(
          "Don't edit files in this reply.",
          `Goal: an ordered plan of small tasks to finish this work. Done when each task names the files it touches and a check that proves it is done. The first priority is: ${goalText(ctx)}.`,
          contextBlock(ctx),
          "Method: summarise in 5 lines what the current changes do. Then list at most 6 tasks in order; each touches at most 3 files and ends with a runnable check. Mark changes that should be thrown away.",
          "Output: the summary and the task list only.",
        ),
        successCriteria: [
          "You understand the 5-line summary",
          "Each task touches at most 3 files and has a check",
          "You've chosen the first task",
        ],
      },
      {
        title: "Finish the first task in a narrow scope",
        expectedTime: "20 minutes",
        description: `Work on one task with only its files in context; ${mechanicPhrase("narrow-context", ctx.tool)}. Name an existing file as the pattern to follow.`,
        aiPrompt: prompt(
          "Goal: complete task 1 from the plan, and nothing else. Done when its check passes.",
          "Task: [paste task 1 from the plan]",
          "Constraints: change only the files this task names; follow the style of [an existing file to copy patterns from]; don't refactor or rename anything else; no new dependencies without asking.",
          `Verification: ${verifyText(ctx)} and paste the output.`,
          STOP_RULE,
        ),
        successCriteria: [
          "The task's check passes",
          "`git diff --stat` shows only the task's files",
          "You can explain the diff in one sentence",
        ],
      },
      {
        title: "Commit each task and start the next one fresh",
        expectedTime: "5 minutes per task",
        description: `Commit each finished task, then ${mechanicPhrase("fresh-session", ctx.tool)} before the next one, pasting the plan and the next task. Short sessions keep the assistant's attention on one thing.`,
        code: 'git add -A && git commit -m "[task 1 summary]"',
        aiPrompt: prompt(
          "We're continuing a planned change in a fresh session.",
          "Plan: [paste the task list, with finished tasks ticked]",
          "Goal: complete the next unticked task only. Done when its check passes.",
          "Constraints: touch only that task's files; ask me before anything the plan doesn't cover.",
          `Verification: ${verifyText(ctx)} and paste the output.`,
          STOP_RULE,
        ),
        successCriteria: ["One commit per finished task", "Each new session starts from the plan, not the old history"],
      },
    ],
    alternatives: (ctx) => [
      "Throw the tangled change away (`git stash` or reset to the last good commit) and redo it from the task plan; often faster than untangling.",
      `Delegate exploration: ask ${ctx.toolName} to investigate and report in a separate session or subagent, so the working session stays clean.`,
      "Cut scope: ship the most important task alone and move the rest to a backlog.",
    ],
    prevention: (ctx) => [
      "Ask for one feature per request; 'and also' is where sessions start to sprawl.",
      `Write the plan to a file the assistant reads (${mechanicPhrase("rules-file", ctx.tool)}) and tick tasks off there.`,
      "Commit after every working step so no change ever grows past what you can review.",
    ],
    troubleshooting: () => [
      "The assistant touches files outside the task: restate the allowed files at the top of the prompt and reject the diff.",
      "A task turns out bigger than planned: stop, split it in the plan, and commit what works.",
    ],
    resources: [
      "Aider tips: add only the files you're editing; irrelevant code distracts the model",
      "Anthropic, Claude Code best practices: one task per session and clearing between unrelated tasks",
    ],
  },

  lost_direction: {
    baseMinutes: [20, 45],
    diagnosis: (ctx) =>
      `The session has drifted from its goal. As a conversation grows, earlier instructions fade, so ${ctx.toolName} starts making changes nobody asked for and reversing earlier decisions. More corrections in the same chat won't bring the goal back; writing the goal down outside the chat and restarting from it will.`,
    steps: (ctx) => [
      checkpointStep(ctx, "Freeze the current state so the useful parts can be kept."),
      {
        title: "Write the goal and the fixed decisions to a file",
        expectedTime: "10 minutes",
        description: `Put the original goal, what done looks like and the decisions that must not change into a short file; ${mechanicPhrase("rules-file", ctx.tool)}.`,
        code: "# GOAL.md\n## Goal\n[one sentence]\n## Done when\n- [observable result]\n## Fixed decisions\n- [library, structure or behaviour that must not change]\n## Out of scope\n- [things not to touch]",
        aiPrompt: prompt(
          "Don't edit code in this reply.",
          `Goal: agree on the original goal, in my words: ${goalText(ctx)}. Done when GOAL.md states it with checks I can run.`,
          contextBlock(ctx),
          "Method: read the git history (`git log --oneline -20`) and the existing code, then draft GOAL.md with the goal, done-when checks, the fixed decisions you can find, and what is out of scope. Ask me about anything unclear, one question at a time.",
          "Output: the GOAL.md draft only.",
        ),
        successCriteria: [
          "GOAL.md fits on one screen",
          "It lists at least one done-when check you can run",
          "You agree with every fixed decision in it",
        ],
      },
      {
        title: "Sort the drifted changes: keep, revert or park",
        expectedTime: "10 minutes",
        description:
          "Compare the changes since the last good point with GOAL.md. Keep what serves the goal, revert what doesn't, and park ideas worth keeping for later.",
        code: "git log --oneline -20\ngit diff [last-good-commit] --stat",
        aiPrompt: prompt(
          "Don't edit files in this reply.",
          "Goal: decide what to keep from the recent changes. Done when every changed file is marked keep, revert or park.",
          "Evidence: GOAL.md [paste] and the output of `git diff [last-good-commit] --stat` [paste].",
          "Method: for each changed file, say in one line whether it serves the goal, with the reason.",
          "Output: the table only.",
        ),
        successCriteria: [
          "Every changed file is marked keep, revert or park",
          "Reverted files match the last good commit again",
        ],
      },
      {
        title: "Resume in a fresh session anchored on the goal",
        expectedTime: "15 minutes",
        description: `${capitalise(mechanicPhrase("fresh-session", ctx.tool))} and start from GOAL.md and the next concrete task, not the old history.`,
        aiPrompt: prompt(
          "Read GOAL.md first; it overrides anything else.",
          "Goal: the next task toward GOAL.md: [task]. Done when [check] passes.",
          "Constraints: change only the files this task needs; if something outside the goal seems necessary, ask me first instead of doing it.",
          `Verification: ${verifyText(ctx)} and paste the output.`,
          STOP_RULE,
        ),
        successCriteria: [
          "The assistant's first reply restates the goal correctly",
          "The diff touches only the task's files",
          "The done-when check passes",
        ],
      },
    ],
    alternatives: () => [
      "Rewind to the last checkpoint or commit that was still on track and redo only the work that served the goal.",
      "Let the assistant interview you to rebuild the spec, one question at a time, then start a new session from that spec.",
      "Split the project: park the drifted features on a branch and finish the original goal on main.",
    ],
    prevention: () => [
      "Keep goals and fixed decisions in a short rules file the assistant reads every session, not only in the chat.",
      "Start a new session per task; very long sessions are where instructions get forgotten.",
      "Review each diff against the goal before accepting it; reject edits outside the stated scope.",
    ],
    troubleshooting: () => [
      "The assistant ignores GOAL.md: reference it explicitly at the top of each prompt, and keep it short; long rules files get skimmed.",
      "You can't find a 'last good' commit: use the plan to pick the smallest working piece and rebuild forward from there.",
    ],
    resources: [
      "Anthropic, Claude Code best practices: writing the spec to a file and letting the agent interview you",
      "AGENTS.md (agents.md): a simple, open format for guiding coding agents",
    ],
  },

  no_planning: {
    baseMinutes: [45, 90],
    diagnosis: (ctx) =>
      `The work started without a plan, so ${ctx.toolName} is making product and architecture decisions on the fly and rewriting them later. Auth, data and deployment decisions discovered late are the expensive ones. The fix is a short spec, a plan of small steps that each wire into a running app, and working through them one at a time.`,
    steps: (ctx) => [
      {
        title: "Let the assistant interview you into a short spec",
        expectedTime: "15 minutes",
        description:
          "Answer questions one at a time about users, the core action, data and constraints, then save the result as SPEC.md. No code yet.",
        aiPrompt: prompt(
          "Don't write any code in this conversation.",
          `Goal: a one-page SPEC.md for this project. Done when it covers users, the one core action, the data, and what is out of scope for version 1.`,
          contextBlock(ctx),
          "Method: ask me one question at a time, starting with the most important open decision (who uses it, sign-in, where data lives, deployment). After about 10 questions, write SPEC.md.",
        ),
        successCriteria: [
          "SPEC.md exists and fits on one page",
          "It names the one core action for version 1",
          "Sign-in, data storage and deployment each have a decision or are marked out of scope",
        ],
      },
      {
        title: "Turn the spec into a walking-skeleton plan",
        expectedTime: "15 minutes",
        description: `Plan before any code: ${mechanicPhrase("plan-mode", ctx.tool)}. Each step must leave a running app, so there's no orphaned code.`,
        aiPrompt: prompt(
          "Plan only; don't edit files.",
          "Goal: PLAN.md with 6-10 small steps that build SPEC.md. Done when each step ends in something I can run or click.",
          "Evidence: SPEC.md [paste].",
          "Method: step 1 is a skeleton that runs end to end (UI to data and back) with no features. Each later step adds one thin slice, lists the files it touches and a check (a test or a visible result).",
          "Output: PLAN.md only.",
        ),
        successCriteria: [
          "Step 1 is a runnable skeleton",
          "Every step has a check",
          "No step touches more than about 5 files",
        ],
      },
      {
        title: "Build step 1 and commit it",
        expectedTime: "20 minutes",
        description: "Implement only the skeleton. Commit when it runs, so every later step has a known-good base.",
        code: 'git init && git add -A && git commit -m "skeleton: runs end to end"',
        aiPrompt: prompt(
          "Goal: implement step 1 of PLAN.md only. Done when its check passes.",
          "Constraints: no features beyond the step; no extra dependencies beyond what the step needs (ask me first); keep it small enough to read in one sitting.",
          `Verification: ${verifyText(ctx)}, start the app and paste the output.`,
          STOP_RULE,
        ),
        successCriteria: [
          "The app starts and the step's check passes",
          "The first commit exists",
          "You can explain every file in it",
        ],
      },
      {
        title: "Work through the plan one step per session",
        expectedTime: "20-40 minutes per step",
        description: `For each step, ${mechanicPhrase("fresh-session", ctx.tool)}, paste SPEC.md and the step, verify, commit, tick it off in PLAN.md.`,
        aiPrompt: prompt(
          "Read SPEC.md and PLAN.md first.",
          "Goal: implement the next unticked step of PLAN.md only. Done when its check passes.",
          "Constraints: touch only the files the step lists; ask before changing earlier decisions in SPEC.md.",
          `Verification: ${verifyText(ctx)} and paste the output. Then tick the step in PLAN.md.`,
          STOP_RULE,
        ),
        successCriteria: ["One commit per step", "Earlier steps' checks still pass", "PLAN.md shows progress"],
      },
    ],
    alternatives: () => [
      "Start from a maintained starter template for your stack, then plan only what's different.",
      "Build a clickable mock-up first to settle the user flow before any backend work.",
      "Cut version 1 to the single core action and plan the rest after it runs.",
    ],
    prevention: () => [
      "Explore, plan, implement, commit: start every feature in plan mode.",
      "Decide sign-in, data storage and deployment before the first feature; they shape everything else.",
      "Keep SPEC.md and PLAN.md in the repository and point the assistant at them in every session.",
    ],
    troubleshooting: () => [
      "The assistant builds ahead of the plan: reject the diff and paste only the current step.",
      "A step keeps growing: split it in PLAN.md and commit the part that works.",
    ],
    resources: [
      "Harper Reed, 'My LLM codegen workflow atm': spec by one question at a time, then a plan of small wired-in steps",
      "Anthropic, Claude Code best practices: explore, plan, implement, commit",
    ],
  },

  general: {
    baseMinutes: [20, 45],
    diagnosis: (ctx) =>
      `${ctx.problem ? `From what you describe (“${ctx.problem}”), ` : ""}the assistant doesn't yet have what it needs to fix this reliably: a reproducible failure, the exact evidence and a clear definition of done. Getting those three in place, in a clean session, solves most stuck situations and shows which kind of problem this really is.`,
    steps: (ctx) => [
      checkpointStep(ctx, "Make the current state recoverable before experimenting."),
      {
        title: "Reproduce the problem and collect the evidence",
        expectedTime: "10 minutes",
        description:
          "Find the command, test or click that shows the problem every time, and copy the full output, versions and the files involved.",
        code: verifyCommands(ctx),
        aiPrompt: prompt(
          "Don't change application code in this reply.",
          "Goal: a reliable reproduction. Done when one command or action shows the problem every time.",
          contextBlock(ctx),
          "Method: find where this behaviour comes from in the code and propose the smallest command or test that shows it. Read the files with your tools; don't guess.",
          "Output: the reproduction steps and the output they produce.",
        ),
        successCriteria: [
          "The problem appears every time you run the reproduction",
          "You have the full output and versions",
        ],
      },
      {
        title: "Ask for ranked causes in a fresh session",
        expectedTime: "10 minutes",
        description: `${capitalise(mechanicPhrase("fresh-session", ctx.tool))} and give it only the goal, the reproduction and the evidence.`,
        aiPrompt: prompt(
          "Don't edit files yet.",
          `Goal: find the root cause. Done when we agree on the most likely cause. It works when: ${goalText(ctx)}.`,
          contextBlock(ctx),
          "Method: list 3 ranked hypotheses with the evidence for each and the cheapest check that tells them apart.",
          "Output: the list and the first check to run.",
        ),
        successCriteria: ["3 hypotheses, each with evidence from the code or output", "A concrete first check"],
      },
      {
        title: "Make one small fix and verify it",
        expectedTime: "15 minutes",
        description: "Confirm the top cause, then allow one minimal change and run the reproduction again.",
        aiPrompt: prompt(
          `Goal: fix the confirmed cause. Done when the reproduction shows: ${goalText(ctx)}.`,
          `Constraints: change only ${filesText(ctx)}; no new dependencies without asking; don't weaken tests.`,
          `Verification: ${verifyText(ctx)} and paste the output.`,
          STOP_RULE,
        ),
        successCriteria: [
          "The reproduction now passes",
          "The diff is limited to the agreed files",
          "Existing tests still pass",
        ],
      },
    ],
    alternatives: () => [
      "Describe the problem to the assistant in plan or ask mode only, and let it interview you before any code.",
      "Go back to the last commit that worked and reapply the change in small steps to find the one that breaks it (`git bisect` automates this).",
      "Solve the smallest version of the problem in a scratch project, then port it back.",
    ],
    prevention: () => [
      "Give every request a done-when check the assistant can run.",
      "Paste errors verbatim, with the command that produced them and your versions.",
      "Commit before each assistant change so experiments are cheap to undo.",
    ],
    troubleshooting: () => [
      "The problem won't reproduce: note what differs between runs (data, environment, timing) and include that in the prompt.",
      "The assistant keeps proposing the same idea: start a fresh session and list that idea under 'already tried'.",
    ],
    resources: [
      "Anthropic, Claude Code best practices: specific prompts, verification, and when to reset",
      "GitHub Docs, prompt engineering for Copilot Chat: start general, then get specific, one task at a time",
    ],
  },
};

/** The commands inside the stack's verification clause, one per line. */
function verifyCommands(ctx: SolutionContext): string | undefined {
  const commands = [...(ctx.profile?.verify ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return commands.length > 0 ? commands.join("\n") : undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Minutes a step takes, read from its own figure ("10 minutes", "20-40 minutes per step"). */
function stepMinutes(expectedTime: string): [number, number] {
  const m = /(\d+)(?:\s*-\s*(\d+))?\s*min/i.exec(expectedTime);
  if (!m) return [10, 10];
  const low = Number(m[1]);
  return [low, m[2] ? Number(m[2]) : low];
}

/** The header is the sum of the steps' own figures, so the two always agree. */
function expectedTimeFor(steps: readonly StepDraft[]): string {
  let low = 0;
  let high = 0;
  for (const step of steps) {
    const [l, h] = stepMinutes(step.expectedTime);
    low += l;
    high += h;
  }
  return low === high ? `about ${low} minutes` : `${low}-${high} minutes`;
}

function caseStep(ctx: SolutionContext, found: IntegrationCase): StepDraft {
  return {
    title: found.title,
    expectedTime: "5 minutes",
    description: `${found.cause} Where: ${found.where}. ${found.fix}`,
    code: found.code,
    aiPrompt: prompt(
      "Don't change any settings or files in this reply.",
      `Goal: confirm the code sends what this setting allows. Done when you have listed every place the code builds the URL, key or origin involved.`,
      contextBlock(ctx),
      `Setting I will change myself: ${found.where}. ${found.fix}`,
      "Method: find every place the code builds or reads the value this setting must match, and quote each with its file and line. Say which ones would still point at another environment (such as localhost) after the change.",
      "Output: the list only. Stop there.",
    ),
    successCriteria: found.checks,
  };
}

function toolTip(ctx: SolutionContext): string | undefined {
  const tip = ctx.tool ? toolProfiles[ctx.tool]?.tip : undefined;
  return tip?.text;
}

/** The built-in solution: the category's playbook composed with what the user said. */
export function composeSolution(ctx: SolutionContext): Solution {
  const playbook = playbooks[ctx.classification.category] ?? playbooks.general;
  const found = findIntegrationCase(ctx.text);
  // A known setting goes first: it is the likely fix and the cheapest check, before any debugging.
  const drafts = found ? [caseStep(ctx, found), ...playbook.steps(ctx).slice(0, 3)] : playbook.steps(ctx);
  const steps = drafts.map((draft, i) => ({ step: i + 1, ...draft }));
  const troubleshooting = playbook.troubleshooting(ctx);
  const tip = toolTip(ctx);
  if (tip) troubleshooting.push(tip);
  let diagnosis = found ? `Most likely: ${found.cause} ${playbook.diagnosis(ctx)}` : playbook.diagnosis(ctx);
  if (ctx.classification.experience === "beginner")
    diagnosis += " Take the steps in order; each one ends with a check, so you always know whether to move on.";
  if (ctx.classification.urgency === "critical")
    diagnosis +=
      " If users are affected right now, roll back to the last deployed version that worked first, then work through these steps without time pressure.";
  return {
    diagnosis,
    expectedTime: expectedTimeFor(drafts),
    solutionSteps: steps,
    alternativeApproaches: playbook.alternatives(ctx),
    preventionTips: playbook.prevention(ctx),
    troubleshootingTips: troubleshooting.slice(0, 8),
    learningResources: playbook.resources,
  };
}
