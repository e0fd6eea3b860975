import { languageHints } from "../../../shared/content/stack-profiles.js";
import { fitsExpected } from "../../../shared/domain/answer-fit.js";
import type { AiToolOption, LanguageOption } from "../../../shared/schemas/generator.js";
import type { Classification, WizardResponse } from "../../../shared/schemas/wizard.js";
import { type ExtractedFacts, extractFacts, toInline } from "./extract-facts.js";
import { extractSituation } from "./situation.js";
import { type LanguageProfile, languageProfile } from "./stack-profiles.js";

/** Everything the built-in solution knows about the user's situation, read from their own words. */
export interface SolutionContext {
  classification: Classification;
  /** The first message, flattened to one line. */
  problem: string;
  facts: ExtractedFacts;
  /** The named tool, or undefined when unknown or "Other". */
  tool: AiToolOption | undefined;
  /** "Cursor", or "your assistant". */
  toolName: string;
  language: LanguageOption | undefined;
  profile: LanguageProfile | undefined;
  /** What "working" looks like, in the user's words. */
  expected?: string;
  /** What was already tried, in the user's words. */
  tried: string[];
  /** Answers that fit no other slot. */
  details: string[];
  errorLine?: string;
  files: string[];
  /** "Next.js 14, Supabase" as the user named it. */
  stackText?: string;
  /** Everything the user wrote, for recognising a known integration case. */
  text: string;
  /** The failing call's method and URL, and the browser origin, when the user gave them. */
  method?: string;
  url?: string;
  origin?: string;
  /** The goal the user stated in any answer, when no answer to "what should happen" fits. */
  goal?: string;
}

export function detectLanguage(text: string): LanguageOption | undefined {
  for (const [pattern, language] of languageHints) if (pattern.test(text)) return language;
  return undefined;
}

const ERROR_MENTION = /\b(?:(?:[A-Z][A-Za-z]*)?(?:Error|Exception)|error(?:\[\w+\])?|fatal|panic)\s*:\s*[^\n]{3,160}/;

/** An error message quoted anywhere in prose ("... and I get TypeError: x is undefined."). */
export function findErrorMention(text: string): string | undefined {
  const match = ERROR_MENTION.exec(text);
  if (!match) return undefined;
  return toInline(
    match[0].replace(/(?<=\S)[.!?]+(?:\s.*)?$/, "").replace(/\s+(?:and|but|when|after|which)\s.*$/i, ""),
    160,
  );
}

/** Drops "users.ts" when "src/api/users.ts" is also there. */
function dedupeFiles(files: string[]): string[] {
  return files.filter((f) => !files.some((other) => other !== f && other.endsWith(`/${f}`)));
}

type Slot = "expected" | "tried" | "evidence" | "detail";

function slotOf(response: WizardResponse): Slot {
  const q = response.question.toLowerCase();
  if (/\btried\b|attempts?\b/.test(q)) return "tried";
  if (/should happen|when it works|prove|expected|done first|must be able to|original goal|what should/.test(q))
    return "expected";
  if (/error|paste|response body|exact line|what exactly fails|output/.test(q)) return "evidence";
  const a = response.answer.toLowerCase();
  if (/^(?:i |we )?(?:tried|already)\b/.test(a)) return "tried";
  if (/\b(?:should|expected|supposed to)\b/.test(a)) return "expected";
  return "detail";
}

const METHOD_URL = /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+['"]?((?:https?:\/\/|\/)[^\s'"`]+)/;
const URL_PATTERN = /https?:\/\/[^\s'"`)<>]+/;
const ORIGIN = /(?:origin\s+'?|from\s+origin\s+'?)(https?:\/\/[\w.-]+(?::\d+)?)/i;

export function buildSolutionContext(
  classification: Classification,
  responses: WizardResponse[],
  userInput = "",
): SolutionContext {
  const evidence: string[] = [];
  const tried: string[] = [];
  const details: string[] = [];
  let expected: string | undefined;
  for (const response of responses) {
    const answer = response.answer.trim();
    if (!answer) continue;
    const slot = slotOf(response);
    if (slot === "evidence") evidence.push(answer);
    else if (slot === "tried") tried.push(toInline(answer, 200));
    else if (slot === "expected" && !expected && fitsExpected(answer))
      expected = toInline(answer, 200).replace(/[.!]+$/, "");
    else details.push(toInline(answer, 200));
  }
  const allText = [userInput, ...responses.map((r) => r.answer)].join("\n");
  const facts = extractFacts({
    description: [userInput, ...details, ...tried].join("\n"),
    errorMessages: evidence.join("\n"),
  });
  for (const attempt of facts.attempts) if (!tried.some((t) => t.includes(attempt.slice(0, 40)))) tried.push(attempt);
  const named =
    classification.aiTool === "unknown" || classification.aiTool === "Other" ? undefined : classification.aiTool;
  const language = detectLanguage(allText);
  const firstLine = toInline(userInput || responses[0]?.answer || "", 220);
  const situation = extractSituation({ description: allText });
  return {
    classification,
    problem: firstLine,
    facts,
    tool: named,
    toolName: named ?? "your assistant",
    language,
    profile: languageProfile(language),
    expected,
    tried: tried.slice(0, 3),
    details: details.slice(0, 3),
    errorLine:
      (evidence.length > 0 ? facts.keyErrorLine : undefined) ??
      findErrorMention(evidence.join("\n")) ??
      facts.keyErrorLine ??
      findErrorMention(allText) ??
      (evidence[0] ? toInline(evidence[0], 160) : undefined),
    files: dedupeFiles(facts.filePaths).slice(0, 4),
    stackText: situation.stackText,
    text: allText,
    ...callOf(allText),
    ...(situation.goal ? { goal: situation.goal } : {}),
  };
}

function callOf(text: string): { method?: string; url?: string; origin?: string } {
  const call = METHOD_URL.exec(text);
  const url = call?.[2] ?? URL_PATTERN.exec(text)?.[0];
  const origin = ORIGIN.exec(text)?.[1];
  return {
    ...(call ? { method: call[1] } : {}),
    ...(url ? { url: url.replace(/[.,;:]+$/, "") } : {}),
    ...(origin ? { origin } : {}),
  };
}
