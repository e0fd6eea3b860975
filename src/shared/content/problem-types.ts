import type { ProblemType, ProblemTypeId } from "../schemas/content.js";

// Rescue content, written to ../shared/guides/content.md: every prompt halts the current attempt, states a
// goal with a done-when, asks for verbatim evidence, limits scope, names a method, requires a runnable
// check and ends with a stop rule. Tool commands are labelled, with a universal fallback.

const complexityOverwhelm: ProblemType = {
  id: "complexity_overwhelm",
  title: "Complexity Overwhelm",
  icon: "layer-group",
  color: "violet",
  description:
    "One request grew into changes across many files, and neither you nor the assistant can keep track of what changed or why.",
  strategy: "Break & Isolate",
  strategySummary:
    "Split the job into small ordered tasks, give each session only the files it edits, and finish one verified slice before starting the next.",
  symptoms: [
    "A single request touched more than five files",
    "Huge diffs you can no longer review",
    "Context warnings or automatic compaction",
    '"And also..." requests piling up',
  ],
  prompts: [
    {
      name: "Stop and map the change",
      text: `Don't edit any files in this reply.

Goal: give me an honest map of the change in progress so I can split it. Done when I have a table I can act on.

Evidence: the request was [original request in one sentence]. Changed files so far: [paste \`git status\` or \`git diff --stat\`].

Method: for each changed file, list in one line what changed and which part of the request it serves. Mark anything that serves none of it. Then propose an ordered list of at most 5 small tasks, each touching at most 3 files, each ending in a check I can run ([test or build command]).

Output: the table, then the task list, nothing else. If you cannot tell why a file changed, say so instead of guessing.`,
      explanation:
        "Halting edits and forcing a file-by-file account turns an unreviewable diff into a plan. Small tasks that each end in a runnable check are the core of the Break & Isolate strategy.",
      example:
        'The request was "add team invitations"; changed files: 14 files changed, 912 insertions(+), 240 deletions(-); test command: npm test -- invitations.',
    },
    {
      name: "One task, only its files",
      text: `We are doing one task only: [task 1 from the plan]. Ignore the rest of the plan for now.

Done when: [observable result, e.g. the invite form saves a pending invitation] and [test command] passes.

You may change only: [files it may change]. Use [existing file to copy the pattern from] as the pattern. Do not touch: [files or folders that are off limits]. No new dependencies without asking.

Before editing, state in three lines what you will change in each allowed file. Then make the change, run [test command] and paste its output.

If the task needs a file outside the allowed list, stop and tell me which and why instead of editing it. If the check still fails after 2 attempts, stop and summarise what you learned.`,
      explanation:
        "A narrow scope with a named pattern keeps the context small and the diff reviewable. The explicit don't-touch list and the stop rule prevent the sprawl that caused the overwhelm.",
      example:
        "Task: store invitations; allowed files: src/db/schema.ts, src/invites/service.ts, src/invites/service.test.ts; pattern: src/projects/service.ts; test: npm test -- invites.",
    },
    {
      name: "Fresh session with a short brief",
      text: `Context: [project in one sentence], [language/framework + versions]. The relevant files are [file list]; nothing else matters for this task.

Goal: [next task]. Done when [observable result].

Already done and working: [finished tasks, one line each]. Already tried and failed: [attempt → result].

Constraints: change only the listed files; keep the public interface of [module] unchanged.

Verification: run [test command] and paste the output. Reply with a plan of at most 5 steps first and wait for my go-ahead before editing.`,
      explanation:
        "Before pasting: Start a fresh session for this (Claude Code or Aider: /clear; Copilot: a new chat thread; other tools: a new chat). A long, crowded session degrades the assistant's attention. A clean session with a curated brief carries over what was learned without the noise of the failed history.",
      example:
        "Project: a Next.js 15 SaaS with Drizzle; files: app/invites/page.tsx, lib/invites.ts; next task: show pending invitations on the team page.",
    },
  ],
  steps: [
    {
      title: "Save the current state",
      description: "A cheap rollback point means splitting the work costs nothing if it goes wrong.",
      actions: [
        "Commit or stash the work in progress on a new branch (git switch -c rescue/split)",
        "Note the last commit where the app still worked",
      ],
      criteria: ["git status shows a clean tree", "You can name the last known-good commit"],
      timeboxMinutes: 3,
      fallback: "If the tree will not come clean in 3 minutes, stash everything (git stash -u) and go to step 2.",
    },
    {
      title: "Map the change and plan small tasks",
      description: "You cannot fix what you cannot see; the map shows what to keep, drop or split.",
      actions: ["Send prompt 1 (Stop and map the change)", "Cross out changes that serve no part of the request"],
      criteria: [
        "You have a list of at most 5 tasks",
        "Each task touches at most 3 files and ends in a runnable check",
      ],
      timeboxMinutes: 10,
      fallback:
        "If the map is still unclear after 2 tries, revert to the known-good commit and plan from the original request.",
    },
    {
      title: "Finish one task in a narrow scope",
      description: "One verified slice restores momentum and proves the plan works.",
      actions: ["Send prompt 2 for the first task with its allowed files", "Review the diff before accepting it"],
      criteria: ["The diff touches only the allowed files", "The task's test command exits 0"],
      timeboxMinutes: 15,
      fallback: "If the check fails after 2 attempts, go to step 4 and restart that task in a fresh session.",
    },
    {
      title: "Continue in fresh, focused sessions",
      description: "Short sessions keep the assistant's context on the task at hand.",
      actions: ["Commit the finished task", "Send prompt 3 for the next task in a new session"],
      criteria: ["Each finished task has its own commit", "The full test suite passes after the last task"],
      timeboxMinutes: 20,
      fallback: "If a task keeps failing, split it again into two smaller tasks and repeat step 3.",
    },
  ],
};

const integrationIssues: ProblemType = {
  id: "integration_issues",
  title: "Integration Issues",
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
        "Copy the full error, status code and failing request (without secrets)",
        "Write down the installed versions from the lockfile",
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
};

const lostDirection: ProblemType = {
  id: "lost_direction",
  title: "Lost Direction",
  icon: "compass",
  color: "amber",
  description:
    "The session drifted: the assistant edits things you never asked for, reverses earlier decisions and the original goal is gone.",
  strategy: "Plan Recovery",
  strategySummary:
    "Recover the original goal from your notes and git history, write it down as a short spec file, and continue from the last point that was still on track.",
  symptoms: [
    '"That\'s not what I asked"',
    "Edits outside the stated scope",
    "Features nobody asked for",
    "The assistant contradicts earlier decisions",
  ],
  prompts: [
    {
      name: "Recover the original goal",
      text: `Don't edit files in this reply.

Goal: rebuild what we set out to do. Done when we agree on a one-paragraph goal and a list of what is in and out of scope.

Sources: my original request was [original request]; the commits since we started are [paste \`git log --oneline\` since the start]; the decisions we made were [decisions, one line each].

Method: compare the current changes ([paste \`git diff --stat\`]) with the original request. List which changes serve it, which do not, and any decision that was reversed along the way.

Output: the goal paragraph, an in-scope list, an out-of-scope list, and the changes to revert. Ask me about anything you are unsure of instead of guessing.`,
      explanation:
        "As a context fills up, earlier instructions lose weight. Rebuilding the goal from git history and explicit decisions gives both of you a fixed reference again.",
      example:
        'Original request: "add CSV export to the reports page"; commits: 6 commits including "refactor chart library" and "add dark mode".',
    },
    {
      name: "Write the spec to a file",
      text: `Write a short spec to [path, e.g. docs/spec-current-task.md] and change nothing else.

Content, at most one page:
- Goal and done-when: [agreed goal]; done when [observable result].
- In scope / out of scope: [lists from the recovery].
- Constraints: files that may change: [files]; do not touch: [areas]; no new dependencies without asking.
- Steps: 3–6 ordered steps, each with the check that proves it ([test or build command]).

Also add one line to our rules file ([CLAUDE.md / AGENTS.md / .cursor/rules/task.mdc / .github/copilot-instructions.md]) that points to this spec.

Verification: show me the file contents. Do not start on the steps yet.`,
      explanation:
        "A spec on disk survives a context reset and can be loaded by any later session. Rules files (CLAUDE.md, AGENTS.md, Cursor rules, Copilot instructions) are read on every session, so a pointer there keeps the goal present.",
      example:
        "Path: docs/spec-csv-export.md; rules file: CLAUDE.md; done when the Export button downloads a CSV with the visible rows.",
    },
    {
      name: "Resume from the spec",
      text: `Read [spec path] first. We are on step [N] of it: [step text].

Done when: [the step's check] passes.

Constraints: only what the spec allows; if the step seems to need anything out of scope, stop and ask me.

Before editing, restate the goal in one sentence and list the files you will change. Then do the step, run [test command] and paste the output. Stop after this step; do not continue to the next one.`,
      explanation:
        "Before pasting: Start a fresh session (Claude Code: /clear, or /rewind to the last good point; Cursor: Restore Checkpoint; Cline or Replit: restore a checkpoint; other tools: a new chat). Restarting from the last on-track point with the spec as the first thing read stops the drift from continuing. One step per reply keeps every change inside the agreed scope.",
      example: "Spec: docs/spec-csv-export.md; step 2: add the export endpoint; check: npm test -- export.",
    },
  ],
  steps: [
    {
      title: "Stop and save where you are",
      description: "Keeping the drifted work on a branch lets you take back anything useful later.",
      actions: [
        "Commit the current state on a branch (git switch -c rescue/drift)",
        "Find the last commit or checkpoint that was still on track",
      ],
      criteria: [
        "The drifted work is committed on its own branch",
        "You can name the last on-track commit or checkpoint",
      ],
      timeboxMinutes: 5,
      fallback: "If no point was on track, start from the commit before the session began.",
    },
    {
      title: "Recover the goal and scope",
      description: "An agreed goal is the reference every later change is checked against.",
      actions: ["Send prompt 1 (Recover the original goal)", "Correct the goal paragraph until it says what you meant"],
      criteria: [
        "You agree with the goal paragraph as written",
        "Every current change is marked in scope or to revert",
      ],
      timeboxMinutes: 10,
      fallback: "If the assistant keeps adding scope after 2 tries, write the goal yourself in three sentences.",
    },
    {
      title: "Write the spec down",
      description: "A file outlives the conversation.",
      actions: ["Send prompt 2 (Write the spec to a file)", "Commit the spec and the rules-file pointer"],
      criteria: ["The spec file exists and is committed", "Each step in it ends with a runnable check"],
      timeboxMinutes: 10,
      fallback: "If the spec grows past one page, cut the out-of-scope items and try again.",
    },
    {
      title: "Resume from the last good point",
      description: "Continuing from a clean base with the spec loaded prevents the drift from returning.",
      actions: ["Restore the on-track commit or checkpoint", "Send prompt 3 for the next step of the spec"],
      criteria: ["The step's check passes", "The diff touches only files the spec allows"],
      timeboxMinutes: 20,
      fallback: "If the assistant leaves the scope again, stop, start a fresh session and repeat prompt 3.",
    },
  ],
};

const noPlanning: ProblemType = {
  id: "no_planning",
  title: "No Clear Plan",
  icon: "question-circle",
  color: "emerald",
  description:
    'The project started with "build me an app like X" and now features are half-wired while data, auth and deployment decisions surface one bug at a time.',
  strategy: "Step-by-Step Roadmap",
  strategySummary:
    "Let the assistant interview you, agree a plan in read-only mode, then build a walking skeleton and add one fully wired slice at a time.",
  symptoms: [
    '"Where do I start?"',
    "The same feature rewritten several times",
    "No data model or tests",
    "Auth or data decisions discovered late",
  ],
  prompts: [
    {
      name: "Interview me first",
      text: `Don't write any code yet.

Goal: a clear spec for [project in one sentence]. Done when you have asked enough to write one.

Ask me questions one at a time, waiting for each answer. Cover: the users and their main task, the 3 most important features, the data we store, sign-in, where it will run, and what "done" looks like for a first version. Push back on anything vague and point out trade-offs I may not have considered.

Context so far: [stack you want or have, e.g. Next.js + Postgres] and [what already exists].

When you have enough, say so and write the spec to [docs/spec.md] in at most one page.`,
      explanation:
        "Being interviewed one question at a time brings out edge cases and decisions before any code exists, which is exactly what was missing.",
      example:
        "Project: a booking tool for a small yoga studio; stack: Next.js 15, Postgres; existing: a landing page and a half-built calendar component.",
    },
    {
      name: "Plan in read-only mode",
      text: `Switch to planning only (Claude Code: plan mode, Shift+Tab; Aider: /ask or architect mode; Cline: Plan mode; other tools: say "plan only, no edits").

Read [docs/spec.md] and the existing code in [folders].

Goal: an implementation plan. Done when each step is small, ordered and wired end to end.

Rules for the plan:
- Step 1 is a walking skeleton: the thinnest path from UI to database that runs and is deployed or runnable with one command.
- Every later step adds one feature end to end (UI, API, data, test); no orphaned code.
- Each step names the files it touches and the check that proves it ([test command] or a manual check).

Output: the numbered plan only. Flag any decision I still need to make.`,
      explanation:
        "Exploring and planning before implementing, and building a walking skeleton first, means every later step plugs into something that already runs.",
      example:
        "Folders: app/, lib/, prisma/; test command: npm test; first check: npm run dev shows the booking list from the database.",
    },
    {
      name: "Build one slice",
      text: `We are on step [N] of [plan path]: [step text].

Done when: [observable result] and [test command] passes.

Constraints: change only [files the step names]; follow the patterns in [existing file]; no new dependencies without asking.

Method: write the test first, show it failing, then implement until it passes. Keep the slice wired end to end: no placeholder functions or unfinished stubs.

Verification: paste the test output and list the files you changed. Stop after this step. If it takes more than 2 attempts, stop and tell me what is blocking it.`,
      explanation:
        "One thin, fully wired slice at a time, each proved by a test, keeps the project runnable at every step and makes progress visible.",
      example:
        "Step 3 of docs/plan.md: book a class; files: app/book/page.tsx, lib/bookings.ts, tests/bookings.test.ts; pattern: lib/classes.ts.",
    },
  ],
  steps: [
    {
      title: "Freeze the current code",
      description: "What exists may still be useful; keep it safe while you plan.",
      actions: ["Commit everything on a branch", "List what already works in one line each"],
      criteria: ["The tree is committed", "You have a list of what works today"],
      timeboxMinutes: 5,
      fallback: "If nothing works reliably, note that and plan from scratch in step 2.",
    },
    {
      title: "Get interviewed and write the spec",
      description: "Decisions made now cost minutes; made later they cost rewrites.",
      actions: ["Send prompt 1 (Interview me first)", "Answer every question, then review the spec file"],
      criteria: [
        "docs/spec.md exists and fits on one page",
        "It names users, top 3 features, data, sign-in and hosting",
      ],
      timeboxMinutes: 15,
      fallback:
        "If the interview wanders after 10 questions, ask it to write the spec with what it has and mark open questions.",
    },
    {
      title: "Agree a walking-skeleton plan",
      description: "A plan whose first step runs end to end turns the project into small safe steps.",
      actions: ["Send prompt 2 (Plan in read-only mode)", "Decide any flagged open questions"],
      criteria: ["The reply contains a numbered plan and no code edits", "Every step names its files and its check"],
      timeboxMinutes: 10,
      fallback: "If steps are too big, ask it to split any step that touches more than 4 files.",
    },
    {
      title: "Build the skeleton, then one slice at a time",
      description: "A running skeleton gives every feature a place to plug in.",
      actions: ["Send prompt 3 for step 1, then commit", "Repeat prompt 3 for each next step"],
      criteria: ["Step 1 runs with one command", "Each step's check passes and is committed"],
      timeboxMinutes: 30,
      fallback: "If a step fails twice, roll back to the last commit and split the step.",
    },
  ],
};

const repeatedFailures: ProblemType = {
  id: "repeated_failures",
  title: "Repeated Failures",
  icon: "redo",
  color: "rose",
  description:
    'The same error comes back after every "fix", the assistant apologises and patches its own patches, and the diff keeps growing.',
  strategy: "Reset & Redirect",
  strategySummary:
    "Roll back to the last working state, clear the context, and restart with one sharper prompt that carries what the failed attempts taught you.",
  symptoms: [
    "The same error 3 or more times",
    "The same file edited again and again",
    '"You\'re absolutely right" and "This should fix it"',
    "Flipping between two solutions",
  ],
  prompts: [
    {
      name: "Stop and write the post-mortem",
      text: `Stop. Don't edit anything in this reply.

Goal: a short record of what we tried, so the next attempt starts smarter. Done when I have the list below.

The error that keeps coming back: [exact error text], from [command that fails].

List every fix attempted in this session as "attempt → result", one line each. Then give: (1) what these results rule out, (2) the assumption all attempts shared, (3) the one thing we have not checked yet.

Do not propose new code. If you don't know why an attempt failed, say "unknown".`,
      explanation:
        "After two failed corrections, more corrections rarely help. Writing down what was ruled out and the shared assumption turns the loop into information for a fresh start.",
      example:
        "Error: TypeError: Cannot read properties of undefined (reading 'map') at OrdersTable (OrdersTable.tsx:42); attempts so far: 5.",
    },
    {
      name: "Restart with the lessons",
      text: `Goal: [what should work]. Done when [observable result] and [test command] passes.

Evidence: [exact error text], raised by [command that fails]. Versions: [language/framework + versions].

Already tried and failed: [attempt → result, from the post-mortem]. Do not repeat these.

Constraint: change only [files it may change]; no new dependencies.

Method: first reproduce the error and show me the failing output, then explain the root cause in two sentences, then fix. If the fix fails twice, stop and tell me what you learned.`,
      explanation:
        "Before pasting: Start a fresh session (Claude Code or Aider: /clear; Copilot: a new chat thread; other tools: a new chat) after rolling back to [last working commit] (Aider: /undo; Cursor: Restore Checkpoint; git: git restore or git reset to that commit). A clean context plus an explicit list of dead ends is the reset that breaks the loop; asking for reproduction and root cause before the fix targets the cause, not the symptom.",
      example:
        "Last working commit: a1b2c3d; goal: the orders table renders; test: npm test -- OrdersTable; already tried: optional chaining → error moved to line 57.",
    },
    {
      name: "Try a different approach",
      text: `Don't edit files in this reply.

The approach [current approach] has failed [number] times on [exact error text]. Assume it is the wrong approach.

Goal: [what should work]. Done when [observable result].

Propose 3 genuinely different approaches (a different library, a different data flow, or doing less). For each: how it avoids the failure, what it costs, and the quickest check that it works. Rank them.

Constraints: [constraints, e.g. keep the public API, no new paid services].

Output: the three approaches only. I will choose one and we will implement it in a new session.`,
      explanation:
        "When a whole approach keeps failing, a firm instruction to step outside it gets the model back on course faster than another variation of the same fix.",
      example:
        "Current approach: syncing state with useEffect; failed 6 times on a render loop; goal: the cart total updates when items change.",
    },
  ],
  steps: [
    {
      title: "Stop the loop and keep the evidence",
      description: "Each further attempt in the same context makes the next one less likely to work.",
      actions: [
        "Stop the assistant (Claude Code: Esc; other tools: stop the generation)",
        "Copy the exact recurring error",
      ],
      criteria: ["No further edits are being made", "You have the error text verbatim"],
      timeboxMinutes: 2,
      fallback: "If the assistant keeps editing, close the session and go to step 2.",
    },
    {
      title: "Write the post-mortem",
      description: "The list of dead ends is what makes the next attempt different.",
      actions: ["Send prompt 1 (Stop and write the post-mortem)", "Save the list in your notes"],
      criteria: ["You have an attempt → result list", "You know the shared assumption behind the failed attempts"],
      timeboxMinutes: 5,
      fallback: "If the assistant cannot list its attempts, read the git diff and write the list yourself.",
    },
    {
      title: "Roll back and restart clean",
      description: "A known-good base plus a sharper prompt beats patching patches.",
      actions: ["Roll back to the last working commit or checkpoint", "Start a fresh session with prompt 2"],
      criteria: [
        "The code is back at the last working commit",
        "The assistant reproduces the error before changing code",
      ],
      timeboxMinutes: 15,
      fallback: "If the fix fails twice again, go to step 4.",
    },
    {
      title: "Switch approach if it fails again",
      description: "Two clean failures mean the approach, not the prompt, is wrong.",
      actions: [
        "Send prompt 3 (Try a different approach)",
        "Pick the top-ranked approach and implement it in a new session",
      ],
      criteria: ["The chosen approach's check passes", "The original error no longer appears"],
      timeboxMinutes: 20,
      fallback:
        "If every approach fails, write the next step yourself or ask a colleague with the post-mortem in hand.",
    },
  ],
};

const aiHallucination: ProblemType = {
  id: "ai_hallucination",
  title: "AI Hallucination",
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
        "Send prompt 1 (Prove it exists) for the files in the error",
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
};

const custom: ProblemType = {
  id: "custom",
  title: "Custom Problem",
  icon: "edit",
  color: "slate",
  description:
    "Something else is going wrong. Describe it, and the rescue adapts the general method: diagnose first, then fix in a narrow, verified scope.",
  strategy: "Diagnose & Target",
  strategySummary:
    "Get an evidence-based diagnosis before any edit, agree the smallest fix with a runnable check, and reset rather than re-correct if it fails twice.",
  symptoms: [
    "The problem fits none of the usual patterns",
    "You are not sure what is wrong",
    "Several small issues at once",
  ],
  prompts: [
    {
      name: "Diagnose before editing",
      text: `Don't edit files in this reply.

The problem: [describe what is going wrong in your own words].

Goal: understand the cause. Done when we have a ranked list of likely causes with a check for each.

Evidence: [exact error text or unexpected behaviour], [command or steps that show it], [language/framework + versions].

Already tried: [attempt → result].

Method: list 3 ranked hypotheses with the evidence for each and the cheapest check that confirms or rules each out. Read the relevant files with your tools instead of guessing.

Output: hypotheses and checks only.`,
      explanation:
        "A diagnosis with checks, made before any edit, targets the root cause and avoids piling fixes onto a wrong guess.",
      example:
        "Problem: the dev server gets slower every hour until it crashes; evidence: memory climbs from 300 MB to 2 GB in top; stack: Vite 6, React 19.",
    },
    {
      name: "Fix in a narrow scope",
      text: `We agreed the cause is [confirmed cause].

Goal: [what should work]. Done when [observable result] and [test command] passes.

Constraints: change only [files it may change]; do not touch [areas that are off limits]; no new dependencies without asking.

Method: write or name a test that fails because of this cause, then make the smallest change that fixes it. Explain the change in two sentences.

Verification: run [test command] and paste the output. If it still fails after 2 attempts, stop and summarise what you learned.`,
      explanation: "A narrow scope, a failing test first and a stop rule keep the fix small and verifiable.",
      example:
        "Cause: an event listener added on every render and never removed; files: src/hooks/useResize.ts; test: npm test -- useResize.",
    },
    {
      name: "Reset with what we learned",
      text: `Context: [project in one sentence], [language/framework + versions]. Relevant files: [file list].

Goal: [what should work]. Done when [observable result].

What we learned: [cause or ruled-out causes]. Already tried and failed: [attempt → result].

Plan first: reply with at most 5 steps and the check for each, and wait for my go-ahead before editing.`,
      explanation:
        "Before pasting: Start a fresh session (Claude Code or Aider: /clear; Copilot: a new chat thread; other tools: a new chat) from [last working commit]. If the targeted fix fails twice, a clean session carrying the lessons works better than correcting the same conversation again.",
      example: "Last working commit: 9f8e7d6; goal: the dev server memory stays under 500 MB for an hour.",
    },
  ],
  steps: [
    {
      title: "Save a rollback point",
      description: "Cheap rollback makes every experiment safe.",
      actions: ["Commit or stash the current work", "Note the last commit that worked"],
      criteria: ["git status is clean", "You know the last working commit"],
      timeboxMinutes: 3,
      fallback: "If you cannot find a working commit, use the current state and proceed.",
    },
    {
      title: "Get a diagnosis with checks",
      description: "Knowing the cause is most of the fix.",
      actions: ["Send prompt 1 (Diagnose before editing) with your description", "Run the cheapest check it proposes"],
      criteria: ["The reply lists ranked hypotheses and makes no edits", "One hypothesis is confirmed by a check"],
      timeboxMinutes: 10,
      fallback: "If no hypothesis is confirmed after 2 rounds, add logging around the failure and repeat.",
    },
    {
      title: "Fix the confirmed cause",
      description: "A small, tested change is easy to review and keep.",
      actions: ["Send prompt 2 (Fix in a narrow scope)", "Review the diff"],
      criteria: ["The test command exits 0", "The diff touches only the allowed files"],
      timeboxMinutes: 15,
      fallback: "If it fails twice, go to step 4.",
    },
    {
      title: "Reset if the fix does not hold",
      description: "Two failures in one context mean it is time for a clean start.",
      actions: ["Roll back to the last working commit", "Send prompt 3 in a fresh session"],
      criteria: ["The assistant's first reply is a plan with checks", "The planned checks pass after implementation"],
      timeboxMinutes: 20,
      fallback: "If it still fails, pick the closest problem type on the problems screen and follow its rescue.",
    },
  ],
};

export const problemTypes: readonly ProblemType[] = [
  complexityOverwhelm,
  integrationIssues,
  lostDirection,
  noPlanning,
  repeatedFailures,
  aiHallucination,
  custom,
];

export const rescueProblemTypeIds = [
  "complexity_overwhelm",
  "integration_issues",
  "lost_direction",
  "no_planning",
  "repeated_failures",
  "ai_hallucination",
] as const satisfies readonly Exclude<ProblemTypeId, "custom">[];

/** The definition for an id; any unknown id falls back to the custom problem. */
export function getProblemType(id: string): ProblemType {
  return problemTypes.find((t) => t.id === id) ?? custom;
}
