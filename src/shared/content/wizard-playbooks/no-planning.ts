import { prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const noPlanning: WizardPlaybook = {
  category: "no_planning",
  baseMinutes: [45, 90],
  diagnosis: (f) =>
    `The work started without a plan, so ${f.toolName} is making product and architecture decisions on the fly and rewriting them later. Auth, data and deployment decisions discovered late are the expensive ones. The fix is a short spec, a plan of small steps that each wire into a running app, and working through them one at a time.`,
  steps: (f) => [
    {
      title: "Let the assistant interview you into a short spec",
      expectedTime: "15 minutes",
      description:
        "Answer questions one at a time about users, the core action, data and constraints, then save the result as SPEC.md. No code yet.",
      aiPrompt: prompt(
        "Don't write any code in this conversation.",
        `Goal: a one-page SPEC.md for this project. Done when it covers users, the one core action, the data, and what is out of scope for version 1.`,
        f.context,
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
      description: `Plan before any code: ${f.mechanic("plan-mode")}. Each step must leave a running app, so there's no orphaned code.`,
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
        `Verification: ${f.verify}, start the app and paste the output.`,
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
      description: `For each step, ${f.mechanic("fresh-session")}, paste SPEC.md and the step, verify, commit, tick it off in PLAN.md.`,
      aiPrompt: prompt(
        "Read SPEC.md and PLAN.md first.",
        "Goal: implement the next unticked step of PLAN.md only. Done when its check passes.",
        "Constraints: touch only the files the step lists; ask before changing earlier decisions in SPEC.md.",
        `Verification: ${f.verify} and paste the output. Then tick the step in PLAN.md.`,
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
};
