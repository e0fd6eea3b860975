import { defineProblemType } from "../../schemas/define-problem-type.js";

export const custom = defineProblemType({
  id: "custom",
  title: "Custom Problem",
  label: "Custom problem",
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
  agentHint: "a problem that fits none of the other types.",
  classifierHint: "none of the other types; the user describes it in their own words.",
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
      actions: [
        "Send prompt 2 (Fix in a narrow scope)",
        "Review the diff",
        "Run [command or steps that show it] and check [exact error text or unexpected behaviour] is gone",
      ],
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
});
