import type { IntegrationCase } from "../integration-cases/types.js";
import type { PlaybookFacts, StepDraft } from "./types.js";

// The words every playbook shares: the stop rule, the checkpoint step, the step for a known integration
// setting, the slots left for what the user hasn't said, and the sentences the solution adds at the end.

export const STOP_RULE =
  "If it still fails after 2 attempts, stop and summarise what you learned instead of trying a third fix.";

/** A prompt from its parts, one paragraph each; parts left out (false or undefined) are skipped. */
export const prompt = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join("\n\n");

const checkpointCode = [
  "git status --short",
  'git add -A && git commit -m "wip: before rescue"',
  "# or keep it aside: git stash push -u -m before-rescue",
].join("\n");

/** The first step of most playbooks: a commit to return to. `why` opens its description. */
export function checkpointStep(f: PlaybookFacts, why: string): StepDraft {
  return {
    title: "Save the current state before anything else",
    expectedTime: "2 minutes",
    description: `${why} Commit what you have, even if it's broken, so every experiment from here can be undone${f.variant("rollback")}.`,
    code: checkpointCode,
    aiPrompt: prompt(
      "Don't edit any files in this reply.",
      `Goal: record where we are before we try to fix ${f.errorCode ?? "the problem"}. Done when I have a commit I can return to.`,
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

/** A known integration setting (src/server/ai/builtin/integration-cases.ts), as the first step. */
export type KnownSetting = Omit<IntegrationCase, "id" | "matches">;

export function knownSettingStep(f: PlaybookFacts, found: KnownSetting): StepDraft {
  return {
    title: found.title,
    expectedTime: "5 minutes",
    description: `${found.cause} Where: ${found.where}. ${found.fix}`,
    code: found.code,
    aiPrompt: prompt(
      "Don't change any settings or files in this reply.",
      `Goal: confirm the code sends what this setting allows. Done when you have listed every place the code builds the URL, key or origin involved.`,
      f.context,
      `Setting I will change myself: ${found.where}. ${found.fix}`,
      "Method: find every place the code builds or reads the value this setting must match, and quote each with its file and line. Say which ones would still point at another environment (such as localhost) after the change.",
      "Output: the list only. Stop there.",
    ),
    successCriteria: found.checks,
  };
}

/** What stands in a prompt for a fact the user hasn't given. */
export const playbookSlots = {
  problem: "[one sentence: what is broken]",
  error: "[the exact error text, verbatim]",
  tried: "[attempt -> result, one per line]",
  files: "[the files involved]",
  /** The goal of a planning problem. */
  mustDo: "[the one thing users must be able to do]",
  goal: "[the observable result that means it works]",
  /** The verification of a planning problem. */
  verifyApp: "run [the app's test and start commands]",
  verify: "run [the test or build command that shows the failure]",
};

/** Goals and file lists made from what the user named when they didn't say it outright. */
export const inferredText = {
  corsGoal: (origin: string) => `a request from ${origin} succeeds in the browser with no CORS error`,
  filesReading: (envVars: string) => `the files that read ${envVars}`,
  codeCalling: (url: string) => `the code that calls ${url}`,
};

/** The labels of the "Context:" block's lines. */
export const contextLabels = {
  heading: "Context:",
  idea: "Idea",
  problem: "Problem",
  error: "Error",
  mustDo: "Version 1 must",
  worksWhen: "Works when",
  tried: "Already tried",
  files: "Files",
  stack: "Stack",
  versions: "versions",
  also: "Also",
};

/** The replay of a failing call outside the app; `body` is false for GET and HEAD. */
export function replayCallCode(call: { method?: string; url?: string; origin?: string; body: boolean }): string {
  const body = call.body ? " -d '[body]'" : "";
  const origin = call.origin ? ` -H 'Origin: ${call.origin}'` : "";
  return [
    "# replay the call outside your app; mask secrets before sharing the output",
    `curl -i -X ${call.method ?? "[METHOD]"} '${call.url ?? "[URL]"}' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json'${body}${origin}`,
  ].join("\n");
}

/** The sentences the solution's diagnosis adds around the playbook's own. */
export const diagnosisWords = {
  mostLikely: (cause: string) => `Most likely: ${cause}`,
  beginner: " Take the steps in order; each one ends with a check, so you always know whether to move on.",
  critical:
    " If users are affected right now, roll back to the last deployed version that worked first, then work through these steps without time pressure.",
};

/** The header's time: the sum of the steps' own figures. */
export const totalTime = (low: number, high: number) =>
  low === high ? `about ${low} minutes` : `${low}-${high} minutes`;
