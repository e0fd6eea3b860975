import { capitalise } from "../../domain/inline-text.js";
import { checkpointStep, prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const general: WizardPlaybook = {
  category: "general",
  baseMinutes: [20, 45],
  diagnosis: (f) =>
    `${f.problem ? `From what you describe (“${f.problem}”), ` : ""}the assistant doesn't yet have what it needs to fix this reliably: a reproducible failure, the exact evidence and a clear definition of done. Getting those three in place, in a clean session, solves most stuck situations and shows which kind of problem this really is.`,
  steps: (f) => [
    checkpointStep(f, "Make the current state recoverable before experimenting."),
    {
      title: "Reproduce the problem and collect the evidence",
      expectedTime: "10 minutes",
      description:
        "Find the command, test or click that shows the problem every time, and copy the full output, versions and the files involved.",
      code: f.verifyCommands,
      aiPrompt: prompt(
        "Don't change application code in this reply.",
        "Goal: a reliable reproduction. Done when one command or action shows the problem every time.",
        f.context,
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
      description: `${capitalise(f.mechanic("fresh-session"))} and give it only the goal, the reproduction and the evidence.`,
      aiPrompt: prompt(
        "Don't edit files yet.",
        `Goal: find the root cause. Done when we agree on the most likely cause. It works when: ${f.goal}.`,
        f.context,
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
        `Goal: fix the confirmed cause. Done when the reproduction shows: ${f.goal}.`,
        `Constraints: change only ${f.files}; no new dependencies without asking; don't weaken tests.`,
        `Verification: ${f.verify} and paste the output.`,
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
};
