import { constraintCues, goalCues } from "../../../shared/content/fact-cues.js";
import { situationText } from "../../../shared/content/llm-prompts/situation.js";
import { detectStack, primaryLanguage, stackLabel, type StackItem } from "../../../shared/domain/stack-facts.js";
import { type ExtractedFacts, extractFacts, type FactSources, toInline } from "./extract-facts.js";

/**
 * What the user told us about their own situation, read once and shared by the generator, the wizard,
 * the planner and the model's instructions: stack, error, files, goal and constraints. Anything the user
 * didn't say stays undefined; nothing here is guessed.
 */
export interface Situation extends ExtractedFacts {
  stack: StackItem[];
  /** "Go 1.22, Cobra" in the user's order; their own words when no known technology is named. */
  stackText?: string;
  /** Main language, named or implied by a framework. */
  language?: string;
  goal?: string;
  constraints: string[];
}

export interface SituationSources extends FactSources {
  /** A stack the user typed or picked ("Other" and blanks are ignored). */
  stackHint?: string;
}

const TRACE_LINE =
  /^\s*(?:at\s|File\s+"|Traceback|\d+\s*\||#\d+\s|[\w.]+(?:Error|Exception)\b|error(?:\[\w+\])?:|warning:|panic:|npm (?:ERR!|error)|\$\s|>\s)/i;
const GOAL_CUE = new RegExp(`\\b(?:${goalCues.join("|")})\\b`, "i");
const CONSTRAINT_CUE = new RegExp(`\\b(?:${constraintCues.join("|")})\\b`, "i");

function proseSentences(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !TRACE_LINE.test(line))
    .join(" ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 3);
}

const tidy = (s: string) => toInline(s.replace(/[.!?]+$/, ""), 200);

/** The sentence that says what the user is after; stack-trace lines never count. */
export function extractGoal(description: string): string | undefined {
  const sentences = proseSentences(description);
  const cued = sentences.find((s) => GOAL_CUE.test(s));
  return cued ? tidy(cued) : undefined;
}

export function extractConstraints(description: string): string[] {
  return proseSentences(description)
    .filter((s) => CONSTRAINT_CUE.test(s))
    .slice(0, 3)
    .map(tidy);
}

const NO_STACK = /^(?:other|none|n\/?a|-|unknown|not sure|no idea)$/i;

export function extractSituation(sources: SituationSources): Situation {
  const text = [sources.stackHint, sources.description, sources.errorMessages, sources.codeContext]
    .filter(Boolean)
    .join("\n");
  const stack = detectStack(text);
  const hint = sources.stackHint?.trim();
  const userWords = hint && !NO_STACK.test(hint) ? toInline(hint, 80) : undefined;
  // "Python, Django 5.0" says no more than "Django 5.0": a language its framework implies is left out unless versioned.
  const labels = stack
    .filter((s) => s.kind !== "tool" || stack.length < 4)
    .filter((s) => s.kind !== "language" || s.version || !stack.some((o) => o.language === s.name))
    .map(stackLabel);
  return {
    ...extractFacts(sources),
    stack,
    stackText: labels.length > 0 ? labels.slice(0, 5).join(", ") : userWords,
    language: primaryLanguage(stack),
    goal: extractGoal(sources.description ?? ""),
    constraints: extractConstraints(sources.description ?? ""),
  };
}

/** The situation as plain lines for a model's instructions: the same facts the built-in engine uses. */
export function describeSituation(s: Situation): string {
  const t = situationText;
  const lines = [
    s.stackText && t.stack(s.stackText),
    s.goal && t.goal(s.goal),
    s.keyErrorLine && t.keyError(s.keyErrorLine),
    s.filePaths.length > 0 && t.files(s.filePaths.join(", ")),
    s.constraints.length > 0 && t.constraints(s.constraints.join("; ")),
    s.attempts.length > 0 && t.tried(s.attempts.join("; ")),
    s.envVars.length > 0 && t.envVars(s.envVars.join(", ")),
    s.httpStatuses.length > 0 && t.httpStatuses(s.httpStatuses.join(", ")),
  ].filter((l): l is string => typeof l === "string" && l !== "");
  return lines.length > 0 ? t.facts(lines.map((l) => `- ${l}`).join("\n")) : t.none;
}
