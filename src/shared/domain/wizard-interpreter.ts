import type { Solution, SolutionStep } from "../schemas/wizard.js";
import { postSolutionText as text } from "../content/wizard-replies.js";
import { CARDINAL_WORDS, readCount, wordsPattern } from "./number-words.js";

/**
 * What the wizard answers after the solution is shown (the post-solution stage). Pure: the reply
 * depends only on the user's text and the solution.
 */
export type PostSolutionReply =
  | { kind: "deep-dive"; step: number; content: string }
  | { kind: "missing-step"; step: number; content: string }
  | { kind: "code"; step: number; content: string }
  | { kind: "which-step"; content: string }
  | { kind: "troubleshoot"; step: number | null; content: string }
  | { kind: "alternatives"; content: string }
  | { kind: "help"; content: string };

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
};
const ORDINAL_WORDS = Object.keys(ORDINALS).join("|");

const CODE_WORDS =
  /(?<!(?:exit|error|status|return|response|http) )\b(?:code|example|examples|implement|implementation|snippet|prompt)\b/;
const TROUBLE_WORDS =
  /\b(?:trouble|error|errors|fail|fails|failed|failing|broke|broken|stuck)\b|not work|doesn'?t work|didn'?t work|does not work|did not work|isn'?t working/;
const ALTERNATIVE_WORDS =
  /\b(?:alternative|alternatives|different|another approach|another way)\b|other way|other approach|other option/;
const DEEP_DIVE_WORDS =
  /\b(?:elaborate|detail|details|detailed|explain|expand|more about|tell me more|walk me through)\b/;

/**
 * The step a message names. Strong references ("step 2", "#2", "2nd", "the second", "second step") always
 * count; a bare number or ordinal only when the message is short or has an intent word, so "I spent 30
 * minutes" or "wait a second" is not read as a step.
 */
export function findStepReference(text: string, stepCount: number): number | null {
  const t = text.toLowerCase();
  const resolve = (n: number) => (n === -1 ? stepCount : n);
  const strong = [/\bstep\s*(?:#|no\.?|number)?\s*(\d{1,3})\b/, /#\s*(\d{1,3})\b/, /\b(\d{1,3})(?:st|nd|rd|th)\b/];
  for (const re of strong) {
    const m = re.exec(t);
    if (m) return Number(m[1]);
  }
  const spelled = new RegExp(`\\bstep\\s+(${wordsPattern(CARDINAL_WORDS)})\\b`).exec(t);
  if (spelled) return readCount(spelled[1]!);
  const ordinalStep = new RegExp(
    `\\b(?:the\\s+)?(${ORDINAL_WORDS})\\s+(?:step|one)\\b|\\bthe\\s+(${ORDINAL_WORDS})\\b|\\bstep\\s+(${ORDINAL_WORDS})\\b`,
  ).exec(t);
  if (ordinalStep) return resolve(ORDINALS[(ordinalStep[1] ?? ordinalStep[2] ?? ordinalStep[3])!]!);
  const words = t.split(/\s+/).filter(Boolean);
  const hasIntent = DEEP_DIVE_WORDS.test(t) || CODE_WORDS.test(t) || TROUBLE_WORDS.test(t);
  if (words.length <= 2 || hasIntent) {
    const ordinal = new RegExp(`\\b(${ORDINAL_WORDS})\\b`).exec(t);
    if (ordinal) return resolve(ORDINALS[ordinal[1]!]!);
    const number = /(?:^|\s|on\s)(\d{1,3})(?:[.!?)]*)(?:\s|$)/.exec(t);
    if (number) return Number(number[1]);
  }
  return null;
}

function stepByNumber(solution: Solution, n: number): SolutionStep | undefined {
  return solution.solutionSteps.find((s) => s.step === n) ?? (n >= 1 ? solution.solutionSteps[n - 1] : undefined);
}

function stepList(solution: Solution): string {
  return solution.solutionSteps.map((s, i) => `${i + 1}. ${s.title}`).join("\n");
}

function missingStep(solution: Solution, n: number): PostSolutionReply {
  const count = solution.solutionSteps.length;
  return {
    kind: "missing-step",
    step: n,
    content: text.missingStep(n, count, stepList(solution)),
  };
}

export function fence(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = "`".repeat(longest + 1);
  return `${ticks}${lang}\n${text}\n${ticks}`;
}

function deepDive(solution: Solution, step: SolutionStep, n: number): string {
  const parts = [text.stepHeading(n, step.title), text.expectedTime(step.expectedTime), step.description];
  if (step.code) parts.push(text.runThis, fence(step.code, "bash"));
  parts.push(text.pasteIntoAssistant, fence(step.aiPrompt, "prompt"));
  parts.push(text.doneWhen(step.successCriteria.map((c) => `- ${c}`).join("\n")));
  const tips = solution.troubleshootingTips ?? [];
  if (tips.length > 0)
    parts.push(
      text.ifItDoesNotHold(
        tips
          .slice(0, 2)
          .map((tip) => `- ${tip}`)
          .join("\n"),
      ),
    );
  const next = n < solution.solutionSteps.length ? text.moveOn(n + 1) : text.lastStep;
  parts.push(text.failsTwice(next, n));
  return parts.join("\n\n");
}

function codeFor(step: SolutionStep, n: number): string {
  const parts = [text.stepHeading(n, step.title)];
  if (step.code) parts.push(text.commands, fence(step.code, "bash"));
  else parts.push(text.noCommands);
  parts.push(text.copyReadyPrompt, fence(step.aiPrompt, "prompt"));
  return parts.join("\n\n");
}

export const helpMenu = text.helpMenu;

export function interpretPostSolution(input: string, solution: Solution): PostSolutionReply {
  const said = input.toLowerCase().replace(/\s+/g, " ").trim();
  const count = solution.solutionSteps.length;
  const n = findStepReference(said, count);

  if (CODE_WORDS.test(said)) {
    if (n === null) {
      return {
        kind: "which-step",
        content: text.whichStepForCode(stepList(solution)),
      };
    }
    const step = stepByNumber(solution, n);
    return step ? { kind: "code", step: n, content: codeFor(step, n) } : missingStep(solution, n);
  }

  if (TROUBLE_WORDS.test(said)) {
    const step = n === null ? undefined : stepByNumber(solution, n);
    if (n !== null && !step) return missingStep(solution, n);
    const where = step ? text.stepWhere(n!, step.title) : text.currentStep;
    const tips = solution.troubleshootingTips ?? [];
    const parts = [text.troubleshootIntro(where), text.troubleshootAsk];
    if (step) parts.push(text.checkCriteria(step.successCriteria.map((c) => `- ${c}`).join("\n")));
    if (tips.length > 0) parts.push(text.commonCauses(tips.map((tip) => `- ${tip}`).join("\n")));
    return { kind: "troubleshoot", step: step ? n : null, content: parts.join("\n\n") };
  }

  if (ALTERNATIVE_WORDS.test(said)) {
    const list = solution.alternativeApproaches.map((a, i) => `${i + 1}. ${a}`).join("\n");
    return { kind: "alternatives", content: text.alternatives(list) };
  }

  if (n !== null) {
    const step = stepByNumber(solution, n);
    return step ? { kind: "deep-dive", step: n, content: deepDive(solution, step, n) } : missingStep(solution, n);
  }

  if (DEEP_DIVE_WORDS.test(said)) {
    if (count === 1) return { kind: "deep-dive", step: 1, content: deepDive(solution, solution.solutionSteps[0]!, 1) };
    return {
      kind: "which-step",
      content: text.whichStepDeeper(stepList(solution)),
    };
  }

  return { kind: "help", content: text.helpMenu };
}
