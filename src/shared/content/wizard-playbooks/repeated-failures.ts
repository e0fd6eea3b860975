import { capitalise } from "../../domain/inline-text.js";
import { checkpointStep, prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const repeatedFailures: WizardPlaybook = {
  category: "repeated_failures",
  baseMinutes: [20, 45],
  diagnosis: (f) =>
    `${f.toolName} is in a fix loop${f.errorCode ? ` on ${f.errorCode}` : ""}: each attempt patches on top of the previous failed patch, and the conversation now carries several wrong theories that steer every new answer. Another correction in the same session rarely breaks the loop. What does: a clean state, a reproduction you can run, ranked hypotheses, and one small change at a time.`,
  steps: (f) => [
    checkpointStep(f, "Before changing anything, make the current mess recoverable."),
    {
      title: "Reproduce the failure with one command",
      expectedTime: "10 minutes",
      description: `A fix can only be judged against a check that fails now. Find the single command or test that shows ${f.error}, and keep its full output; that output goes into every prompt from here.`,
      code: f.verifyCommands,
      aiPrompt: prompt(
        "Don't change application code in this reply.",
        `Goal: a minimal, repeatable reproduction of this failure. Done when one command fails with the error below every time.`,
        f.context,
        "Method: write the smallest failing test (or script) that triggers the error, in a new test file. Don't fix anything.",
        `Verification: ${f.verify} and paste the output showing the new test failing with the same error.`,
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
      description: `The old conversation is anchoring the model on its failed ideas. ${capitalise(f.mechanic("fresh-session"))}, paste only the goal, the reproduction and what was tried, and ask for causes before code.`,
      aiPrompt: prompt(
        "Don't edit files yet.",
        `Goal: find the root cause of the failure below. Done when we agree on the most likely cause and a cheap test that confirms it.`,
        f.context,
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
        `Goal: fix the root cause we confirmed. Done when the reproduction passes and nothing else breaks. In my words: ${f.goal}.`,
        `Constraints: change only ${f.files} and the new test; don't touch other files, don't weaken or delete tests, no new dependencies without asking.`,
        "Method: make the smallest change that addresses the confirmed cause. Explain in one sentence why it fixes the cause, not the symptom.",
        `Verification: ${f.verify}, then the full test suite. Paste both outputs.`,
        STOP_RULE,
      ),
      successCriteria: [
        "The reproduction test passes",
        "The full test suite passes",
        "`git diff --stat` touches only the files you allowed",
      ],
    },
  ],
  alternatives: (f) => [
    `Write the next step yourself: the fix may be two lines that ${f.toolName} keeps talking around. Let the assistant review it instead of write it.`,
    "Switch model for this one problem: a different model won't share the same wrong theory.",
    "Revert to the last commit where the feature worked and rebuild the change in small steps, running the tests after each.",
  ],
  prevention: (f) => [
    "After two failed corrections, start a fresh session with a sharper prompt instead of a third correction.",
    `Commit before every assistant change so a bad turn is one command to undo${f.variant("rollback")}.`,
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
};
