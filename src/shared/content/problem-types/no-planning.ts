import { defineProblemType } from "../../schemas/define-problem-type.js";

export const noPlanning = defineProblemType({
  id: "no_planning",
  title: "No Clear Plan",
  label: "No clear plan",
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
  agentHint: "building without a spec.",
  classifierHint: "building without a spec or plan.",
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
      actions: [
        "Commit everything on a branch",
        "List what already works in one line each",
        "Note the stack it is built on: [stack you want or have, e.g. Next.js + Postgres]",
      ],
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
});
