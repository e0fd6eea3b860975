import { detectProblem } from "../../../shared/domain/detect-problem.js";
import type { Classification, WizardAiTool } from "../../../shared/schemas/wizard.js";
import { extractFacts, toInline } from "./extract-facts.js";
import { findErrorMention } from "./wizard-context.js";

// Order matters: more specific names first ("claude code" before "claude").
const TOOL_PATTERNS: [RegExp, WizardAiTool][] = [
  [/\bclaude[\s-]?code\b/i, "Claude Code"],
  [/\bcursor\b/i, "Cursor"],
  [/\bcopilot\b/i, "GitHub Copilot"],
  [/\bwindsurf\b|\bcascade\b|\bcodeium\b/i, "Windsurf"],
  [/\bcline\b/i, "Cline"],
  [/\baider\b/i, "Aider"],
  [/\breplit\b/i, "Replit Agent"],
  [/\blovable\b/i, "Lovable"],
  [/\bbolt(?:\.new)?\b/i, "Bolt"],
  [/\bv0\b/i, "v0"],
  [/\bgemini\b/i, "Gemini Code Assist"],
  [/\bchat-?gpt\b|\bgpt-?[345]\w*\b/i, "ChatGPT"],
  [/\bclaude\b|\bcodex\b|\bdevin\b|\bzed\b|\bcontinue\.dev\b|\broo ?code\b|\bamazon q\b|\bjunie\b/i, "Other"],
];

export function detectAiTool(text: string): WizardAiTool {
  for (const [pattern, tool] of TOOL_PATTERNS) if (pattern.test(text)) return tool;
  return "unknown";
}

const BEGINNER =
  /\b(?:beginner|new to (?:coding|programming|this|code)|first (?:app|project|time coding)|not a (?:developer|programmer|coder)|non-?technical|learning to code|(?:don'?t|do not|can'?t) (?:really )?(?:know how to )?(?:code|program)|vibe[- ]?cod(?:e|ing)|no coding experience|just started)\b/i;
const ADVANCED =
  /\b(?:senior|staff|principal|tech lead|\d{1,2}\+? years (?:of )?(?:experience|coding|programming)|professional(?:ly)? (?:developer|engineer)|(?:our|the) (?:monorepo|ci pipeline|codebase at work)|I (?:maintain|architect))\b/i;

export function detectExperience(text: string): Classification["experience"] {
  if (BEGINNER.test(text)) return "beginner";
  if (ADVANCED.test(text)) return "advanced";
  return "intermediate";
}

const CRITICAL =
  /\b(?:production (?:is )?down|prod (?:is )?down|outage|site is down|customers? (?:can'?t|cannot|are unable)|losing (?:money|customers|data)|data loss|security (?:breach|incident)|payments? (?:are )?(?:failing|broken))\b/i;
const HIGH =
  /\b(?:urgent|asap|deadline|due (?:today|tomorrow)|(?:demo|launch|release|ship(?:ping)?) (?:is )?(?:today|tomorrow|tonight|in \d+ hours?)|by (?:tonight|tomorrow|end of day|eod)|client is waiting|boss|blocked)\b/i;
const LOW = /\b(?:no rush|whenever|side project|hobby|just curious|learning project|not urgent|weekend project)\b/i;

export function detectUrgency(text: string): Classification["urgency"] {
  if (CRITICAL.test(text)) return "critical";
  if (HIGH.test(text)) return "high";
  if (LOW.test(text)) return "low";
  return "medium";
}

const EMOTIONS: [RegExp, Classification["emotionalState"]][] = [
  [
    /\b(?:overwhelm\w*|too much|drowning|no idea where|lost track|so many (?:files|changes|errors)|(?:don'?t|do not) understand (?:anything|what (?:it|you) did))\b/i,
    "overwhelmed",
  ],
  [
    /\b(?:frustrat\w*|annoy\w*|fed up|sick of|hours? (?:on|wasted)|wasted|going (?:round )?in circles|keeps? (?:breaking|failing|doing)|again and again|ugh+|wtf|hate)\b|!{2,}/i,
    "frustrated",
  ],
  [/\b(?:panic\w*|worried|stress\w*|anxious|scared|afraid|deadline|boss|client is waiting)\b/i, "anxious"],
  [
    /\b(?:confus\w*|(?:don'?t|do not) (?:get|understand)|not sure|no idea why|makes no sense|why (?:does|is|would))\b/i,
    "confused",
  ],
];

/** Neutral text gets "confused", the spec's default: people open the wizard because they are stuck. */
export function detectEmotionalState(text: string): Classification["emotionalState"] {
  for (const [pattern, state] of EMOTIONS) if (pattern.test(text)) return state;
  return /\b(?:thanks|please|would like|I want to|how (?:do|can|should) I)\b/i.test(text) && !/\?.*\?/.test(text)
    ? "calm"
    : "confused";
}

function severityOf(
  text: string,
  urgency: Classification["urgency"],
  repeated: boolean,
  hasErrorEvidence: boolean,
): number {
  let severity = 5;
  if (urgency === "critical") severity += 3;
  else if (urgency === "high") severity += 2;
  else if (urgency === "low") severity -= 2;
  if (repeated) severity += 1;
  if (
    /\b(?:nothing works|completely broken|can'?t (?:run|build|start|deploy)|won'?t (?:build|start|compile)|crash(?:es|ing)?|data (?:is )?(?:gone|lost|corrupt))\b/i.test(
      text,
    )
  )
    severity += 1;
  if (/\b(?:minor|small|cosmetic|slightly|a bit off|nice to have)\b/i.test(text)) severity -= 1;
  if (hasErrorEvidence && severity < 5) severity = 5;
  return Math.max(1, Math.min(10, severity));
}

function complexityOf(
  text: string,
  category: Classification["category"],
  fileCount: number,
  hasErrorEvidence: boolean,
): Classification["complexity"] {
  if (category === "complexity_overwhelm" || category === "no_planning" || fileCount >= 5 || text.length > 2500)
    return "high";
  const words = text.split(/\s+/).filter(Boolean).length;
  // Low only when there is one concrete, local failure to look at; vague messages stay medium.
  if (hasErrorEvidence && words < 40 && fileCount <= 1 && (category === "general" || category === "ai_hallucination"))
    return "low";
  return "medium";
}

/** The built-in classification: the shared problem-type classifier plus signals read from the text. */
export function classifyProblemText(userInput: string): Classification {
  const detection = detectProblem(userInput);
  const text = userInput.slice(0, 100_000);
  const category = detection.type ?? "general";
  const facts = extractFacts({ description: text });
  const urgency = detectUrgency(text);
  const hasErrorEvidence =
    Boolean(facts.keyErrorLine ?? findErrorMention(text)) ||
    facts.missingModules.length > 0 ||
    facts.missingSymbols.length > 0 ||
    facts.httpStatuses.length > 0;

  const indicators: string[] = [];
  for (const e of detection.evidence.slice(0, 4)) indicators.push(e.reason);
  const errorLine = facts.keyErrorLine ?? findErrorMention(text);
  if (errorLine) indicators.push(/^error:/i.test(errorLine) ? errorLine : `Error: ${errorLine}`);
  for (const m of facts.missingModules) indicators.push(`Missing module: ${m.name}`);
  for (const s of facts.missingSymbols) indicators.push(`Missing symbol: ${s}`);
  for (const code of facts.httpStatuses) indicators.push(`HTTP ${code}`);
  for (const issue of facts.networkIssues)
    indicators.push(issue === "cors" ? "CORS" : issue === "connection" ? "Connection failure" : "Timeout");
  for (const env of facts.envVars) indicators.push(`Env var: ${env}`);
  for (const file of facts.filePaths.slice(0, 3)) indicators.push(`File: ${file}`);

  const classification: Classification = {
    category,
    severity: severityOf(text, urgency, facts.repeatedFailure || category === "repeated_failures", hasErrorEvidence),
    complexity: complexityOf(text, category, facts.filePaths.length, hasErrorEvidence),
    urgency,
    aiTool: detectAiTool(text),
    experience: detectExperience(text),
    emotionalState: detectEmotionalState(text),
  };
  const unique = [...new Set(indicators.map((i) => toInline(i, 200)))].slice(0, 12);
  if (unique.length > 0) classification.technicalIndicators = unique;
  return classification;
}
