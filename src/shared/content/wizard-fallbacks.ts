import type { Classification } from "../schemas/wizard.js";

/** What the wizard uses when classification fails (decision 0060). */
export const fallbackClassification: Classification = {
  category: "general",
  severity: 5,
  complexity: "medium",
  urgency: "medium",
  aiTool: "unknown",
  experience: "intermediate",
  emotionalState: "confused",
};

/** When question generation fails: three generic questions (specific error, expected behaviour, last thing tried). */
export const fallbackQuestions: [string, string, string] = [
  "What is the exact error or wrong output you see? Paste it verbatim, with the command or action that triggers it.",
  "What should happen instead? Describe the result that would tell you it works.",
  "What was the last thing you or your assistant tried, and what happened after it?",
];

/** Shown when no solution could be produced; the wizard stays at analysis (decision 0060). */
export const solutionFailureMessage = [
  "I hit a technical issue while putting your solution together. While I retry, these debugging steps work for almost any stuck session:",
  "",
  '1. **Save the current state.** Commit or stash your changes (`git add -A && git commit -m "wip: before rescue"`) so nothing you try next can lose work.',
  "2. **Reproduce it on demand.** Find the single command, test or click that shows the failure, and copy its full output.",
  "3. **Start a fresh assistant session.** Paste only the goal, the exact error and the file involved; long histories keep the model on its old wrong theory.",
  '4. **Ask for hypotheses before edits.** "Don\'t edit files yet. List 3 likely causes with the evidence for each and the cheapest check that tells them apart."',
  "5. **Change one thing, then re-run the check.** If it still fails after 2 attempts, roll back to your commit instead of patching the patch.",
  "",
  "Send any message to try building the full solution again.",
].join("\n");
