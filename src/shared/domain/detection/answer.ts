import { detectLanguage } from "./language.js";
import { modelEvidence, type ModelReading } from "./model.js";
import type { TranscriptFormat } from "./transcript.js";
import { rescueTypeIds } from "../../content/problem-types.js";
import type { RescueTypeId, Signal } from "./types.js";
import { confidenceLabel, shownConfidence, type Verdict, type VerdictKind } from "./verdict.js";
import type { RulesReading } from "./weigh-signals.js";

// The last step of the detector's pipeline: the verdict, told to the person. The lines that decided the answer and
// each alternative, the confidence shown (calibrated in verdict.ts), and what was read.

export interface DetectionEvidence {
  /** 1-based line number in the paste. */
  line: number;
  text: string;
  reason: string;
  type: RescueTypeId;
}

export interface DetectionAlternative {
  type: RescueTypeId;
  confidence: number;
  evidence: DetectionEvidence | null;
}

export interface ProblemDetection {
  /** The most likely problem type; null when nothing is stuck (verdict "none") or the detector is not sure. */
  type: RescueTypeId | null;
  /** "type": one answer; "ask": two types fit and the person picks (`type` and the first alternative);
   * "none": nothing here looks stuck; "unsure": not enough to tell. */
  verdict: VerdictKind;
  /** 0..1: how often answers like this were right on real people's words (docs/detection/real-words.md). */
  confidence: number;
  confidenceLabel: "low" | "medium" | "high";
  /** The three to five lines that decided the top type. */
  evidence: DetectionEvidence[];
  /** Other types with a real signal, strongest first, each with its best line. */
  alternatives: DetectionAlternative[];
  /** True when the runner-up is close enough that the person should pick. */
  ambiguous: boolean;
  scores: Record<RescueTypeId, number>;
  /** The model's probability of each type and of "none". */
  probabilities: Record<string, number>;
  /** Every signal found, strongest first (capped). */
  signals: DetectionEvidence[];
  format: TranscriptFormat;
  language: string;
  stats: {
    lines: number;
    userTurns: number;
    assistantTurns: number;
    toolLines: number;
    edits: number;
    scannedChars: number;
    totalChars: number;
    sampled: boolean;
  };
}

/** The detection as the person (and an agent over MCP) sees it. */
export function tellVerdict(rules: RulesReading, reading: ModelReading, verdict: Verdict): ProblemDetection {
  const { transcript, signals, edits, scores } = rules;
  const { lines } = transcript;
  const model = reading.model;
  const type = verdict.type;
  const pOf = (t: RescueTypeId) => reading.probability.get(t) ?? 0;

  const byWeight = [...signals].sort((a, b) => b.weight - a.weight || a.line - b.line);
  const toEvidence = (s: Signal): DetectionEvidence => ({ line: s.line, text: s.text, reason: s.reason, type: s.type });
  /** The rules' lines for a type; where the rules saw nothing of it, the lines whose words lean most to it. */
  const linesFor = (t: RescueTypeId, max: number): DetectionEvidence[] => {
    const seen = new Set<number>();
    const out: DetectionEvidence[] = [];
    for (const s of byWeight) {
      if (s.type !== t || s.weight <= 0 || seen.has(s.line)) continue;
      seen.add(s.line);
      out.push(toEvidence(s));
      if (out.length === max) break;
    }
    if (out.length === 0) out.push(...modelEvidence(model, reading, t).slice(0, max).map(toEvidence));
    return out.sort((a, b) => a.line - b.line);
  };
  const evidence = type ? linesFor(type, 5) : [];
  const alternatives: DetectionAlternative[] = rescueTypeIds
    .filter((t) => t !== type && (pOf(t) >= 0.1 || t === verdict.runnerUp))
    .sort((a, b) => (a === verdict.runnerUp ? -1 : b === verdict.runnerUp ? 1 : pOf(b) - pOf(a)))
    .map((t) => ({ type: t, confidence: shownConfidence(pOf(t)), evidence: linesFor(t, 1)[0] ?? null }));
  // A two-way question is as sure as the two types together; a single answer as its own type.
  const confidence =
    verdict.kind === "ask" && verdict.runnerUp
      ? shownConfidence(pOf(verdict.type!) + pOf(verdict.runnerUp))
      : type
        ? shownConfidence(pOf(type))
        : verdict.kind === "none"
          ? shownConfidence(verdict.probability)
          : 0;

  let userTurns = 0;
  let assistantTurns = 0;
  let toolLines = 0;
  let lastTurn = -1;
  for (const l of lines) {
    if (l.role === "tool") toolLines++;
    if (l.turn !== lastTurn && (l.role === "user" || l.role === "assistant")) {
      if (l.role === "user") userTurns++;
      else assistantTurns++;
      lastTurn = l.turn;
    }
  }

  return {
    type,
    verdict: verdict.kind,
    confidence,
    confidenceLabel: confidenceLabel(confidence),
    evidence,
    alternatives,
    ambiguous: verdict.kind === "ask",
    scores,
    probabilities: Object.fromEntries(reading.probability),
    signals: byWeight
      .filter((s) => s.weight > 0)
      .slice(0, 30)
      .map(toEvidence),
    format: transcript.format,
    language: detectLanguage(lines),
    stats: {
      lines: lines.length,
      userTurns,
      assistantTurns,
      toolLines,
      edits,
      scannedChars: transcript.scannedChars,
      totalChars: transcript.totalChars,
      sampled: transcript.sampled,
    },
  };
}
