import { SETTLED, TROUBLE, cuesIn } from "./cues.js";
import { PROSE_LINE, isBlob, readPaste } from "./paste-reading.js";
import { foldAccents } from "./phrases.js";
import { clip, readSignals } from "./signal-readers.js";
import type { Transcript, TranscriptLine } from "./transcript.js";
import { rescueTypeIds } from "../../content/problem-types.js";
import type { RescueTypeId, Signal } from "./types.js";

// The one place the rules' signals are weighed: the paste is read (paste-reading.ts), every signal reader runs
// (signal-readers.ts), and here their signals become a score per type, the type the rules put first and how sure
// they are; when no type reaches the threshold, the user's leaning words may (cues.ts). The model reads the
// outcome as features beside the paste's words (ruleFeatures; decision 0290).

/** Below this score a type is not an answer; with no type above it the result is "Not sure". */
export const MIN_SCORE = 3;
/** A few signals per kind are enough to score and to show; a log of 10,000 identical errors adds nothing. */
const PER_GROUP = 8;

function capPerGroup(signals: Signal[]): Signal[] {
  const perGroup = new Map<string, number>();
  return signals.filter((s) => {
    const k = `${s.type}|${s.group}`;
    const seen = perGroup.get(k) ?? 0;
    perGroup.set(k, seen + 1);
    return seen < PER_GROUP;
  });
}

function groupScores(signals: Signal[]): Record<RescueTypeId, number> {
  const scores = Object.fromEntries(rescueTypeIds.map((t) => [t, 0])) as Record<RescueTypeId, number>;
  const groups = new Map<string, number[]>();
  for (const s of signals) {
    const k = `${s.type}|${s.group}`;
    const list = groups.get(k) ?? [];
    list.push(s.weight);
    groups.set(k, list);
  }
  for (const [k, weights] of groups) {
    const type = k.slice(0, k.indexOf("|")) as RescueTypeId;
    weights.sort((a, b) => b - a);
    const max = weights[0]!;
    // Repeats of one kind of evidence add a little, up to two points.
    scores[type] += max + Math.min(2, weights.filter((w) => w > 0).length - 1);
  }
  return scores;
}

function calibrate(top: number, second: number): number {
  // Monotone in the top score and in the margin; fitted by hand on the public set (see eval:detect's
  // calibration table): about 0.5 at the threshold, about 0.9 for a clear, uncontested signal.
  const strength = 1 - Math.exp(-top / 6);
  const margin = top > 0 ? (top - second) / top : 0;
  return Math.round(Math.min(0.97, 0.25 + 0.55 * strength + 0.25 * margin) * 100) / 100;
}

/** The rules' confidence in a type: a lean of the user's words alone is a guess (at most 0.5), and one signal
 * alone, a single phrase with nothing else behind it, is never high (at most 0.75; decision 0251). */
function rulesCertainty(signals: Signal[], type: RescueTypeId, calibrated: number, leaned: boolean): number {
  if (leaned) return Math.min(0.5, calibrated);
  let behind = 0;
  for (const s of signals) if (s.type === type && s.weight > 0 && ++behind > 1) return calibrated;
  return Math.min(0.75, calibrated);
}

/** Prose lines read for weak cues: the first and the last ones. */
const CUE_LINES = 200;

/**
 * When nothing reached the threshold: the type the user's own words lean to, if the prose shows trouble and
 * its cue words (plus any sub-threshold score) outnumber every other type's: one word when no other type has
 * any, else at least two. See detection/cues.ts.
 */
function leaningType(
  lines: TranscriptLine[],
  scores: Record<RescueTypeId, number>,
): { type: RescueTypeId; signals: Signal[] } | null {
  const prose = lines.filter((l) => (l.role === "user" || l.role === "unknown") && l.kind === "text" && l.text.trim());
  const read = prose.length > 2 * CUE_LINES ? [...prose.slice(0, CUE_LINES), ...prose.slice(-CUE_LINES)] : prose;
  const words = new Map<RescueTypeId, Map<string, TranscriptLine>>();
  let trouble = false;
  let settled = false;
  for (const line of read) {
    if (isBlob(line.text)) continue;
    const text = line.text.slice(0, PROSE_LINE);
    const folded = foldAccents(text);
    trouble ||= TROUBLE.test(folded);
    settled ||= SETTLED.test(folded);
    for (const [type, word] of cuesIn(text, folded)) {
      const seen = words.get(type) ?? new Map<string, TranscriptLine>();
      if (!seen.has(word)) seen.set(word, line);
      words.set(type, seen);
    }
  }
  const lean = rescueTypeIds
    .map((t) => ({
      t,
      cues: words.get(t)?.size ?? 0,
      score: (words.get(t)?.size ?? 0) + scores[t],
    }))
    .filter((x) => x.cues >= 1)
    .sort((a, b) => b.score - a.score);
  const [top, next] = lean;
  // One cue word is enough when no other type has any; otherwise two, and a clear lead.
  if (!trouble || settled || !top || top.score < (next?.score ?? 0) + 1 || (top.cues < 2 && next !== undefined))
    return null;
  const signals: Signal[] = [...words.get(top.t)!].slice(0, 5).map(([word, line]) => ({
    type: top.t,
    line: line.n,
    text: clip(line.text),
    reason: `Your words lean this way: “${word}”`,
    weight: 1,
    group: `cue:${word}`,
  }));
  return { type: top.t, signals };
}

/** What the rules read in a paste: their signals, scores per type and the type they rank first, if any. */
export interface RulesReading {
  transcript: Transcript;
  signals: Signal[];
  edits: number;
  scores: Record<RescueTypeId, number>;
  ranked: (readonly [RescueTypeId, number])[];
  leaned: boolean;
  certainty: number;
}

export function readRules(transcript: Transcript): RulesReading {
  const paste = readPaste(transcript.lines);
  const signals = capPerGroup(readSignals(paste));
  const scores = groupScores(signals);
  let leaned = false;
  let ranked = rescueTypeIds
    .map((t) => [t, scores[t]] as const)
    .filter(([, s]) => s >= MIN_SCORE)
    .sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) {
    const lean = leaningType(transcript.lines, scores);
    if (lean) {
      signals.push(...lean.signals);
      scores[lean.type] = MIN_SCORE;
      leaned = true;
      ranked = [[lean.type, MIN_SCORE]];
    }
  }
  // When symptoms tie, hallucination beats integration (an invented API looks like a broken service).
  if (ranked[0]?.[0] === "integration_issues" && ranked[1]?.[0] === "ai_hallucination" && ranked[1][1] === ranked[0][1])
    ranked = [ranked[1], ranked[0], ...ranked.slice(2)];
  const top = ranked[0];
  const certainty = top ? rulesCertainty(signals, top[0], calibrate(top[1], ranked[1]?.[1] ?? 0), leaned) : 0;
  return { transcript, signals, edits: paste.edits, scores, ranked, leaned, certainty };
}

/** The rules' reading as words the model weighs beside the paste's own (decision 0290): how strongly each type
 * was signalled, which type the rules put first and how sure they were. */
export function ruleFeatures(rules: RulesReading): string[] {
  const out: string[] = [];
  for (const t of rescueTypeIds) {
    const s = rules.scores[t];
    if (s <= 0) continue;
    out.push(`r:${t}`);
    if (s >= MIN_SCORE) out.push(`r:${t}:3`);
    if (s >= 6) out.push(`r:${t}:6`);
    if (s >= 10) out.push(`r:${t}:10`);
  }
  const top = rules.ranked[0];
  if (top) {
    out.push(`r:top:${top[0]}`);
    if (rules.leaned) out.push(`r:lean:${top[0]}`);
    else if (rules.certainty >= 0.8) out.push(`r:sure:${top[0]}`);
    if (rules.ranked.length > 1) out.push("r:contested");
  } else out.push("r:silent");
  return out;
}
