import {
  aiToolNames,
  calmSignal,
  emotionSignals,
  experienceSignals,
  severitySignals,
  urgencySignals,
} from "../../../shared/content/wizard-signals.js";
import { detectProblem } from "../../../shared/domain/detect-problem.js";
import type { Classification, WizardAiTool } from "../../../shared/schemas/wizard.js";
import { extractFacts, toInline } from "./extract-facts.js";
import { findErrorMention } from "./wizard-context.js";

export function detectAiTool(text: string): WizardAiTool {
  for (const [pattern, tool] of aiToolNames) if (pattern.test(text)) return tool;
  return "unknown";
}

export function detectExperience(text: string): Classification["experience"] {
  if (experienceSignals.beginner.test(text)) return "beginner";
  if (experienceSignals.advanced.test(text)) return "advanced";
  return "intermediate";
}

export function detectUrgency(text: string): Classification["urgency"] {
  if (urgencySignals.critical.test(text)) return "critical";
  if (urgencySignals.high.test(text)) return "high";
  if (urgencySignals.low.test(text)) return "low";
  return "medium";
}

/** Neutral text gets "confused", the spec's default: people open the wizard because they are stuck. */
export function detectEmotionalState(text: string): Classification["emotionalState"] {
  for (const [pattern, state] of emotionSignals) if (pattern.test(text)) return state;
  return calmSignal.test(text) && !/\?.*\?/.test(text) ? "calm" : "confused";
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
  if (severitySignals.severe.test(text)) severity += 1;
  if (severitySignals.minor.test(text)) severity -= 1;
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
