import { pasteFeatures, type FeatureLine } from "./model-features.js";
import { TROUBLE } from "./cues.js";
import { CJK_CHAR } from "./phrases.js";
import { MODEL } from "./model-weights.js";
import type { Transcript } from "./transcript.js";
import { RESCUE_TYPE_IDS, type RescueTypeId, type Signal } from "./types.js";

// The statistical fallback (docs/decisions/0245-statistical-fallback.md): a multinomial logistic regression over
// the words of the paste (model-features.ts), trained on the public evaluation set by
// scripts/train-detector-model.ts. It is consulted only when the rules have no answer, and it answers only
// when its top class is a problem type that leads the next class (any type or "none") by ANSWER_MARGIN, a
// threshold chosen by leave-one-batch-out cross-validation (scripts/cv-detect.ts) so that wrong answers stay rare.

export const ANSWER_MARGIN = 0.15;
/** A rules' answer below OVERRULE_CONFIDENCE gives way to the model when the model's top type is more likely than
 * the rules' type by OVERRULE_MARGIN; both chosen by the same cross-validation (decision 0251). */
export const OVERRULE_MARGIN = 0.3;
export const OVERRULE_CONFIDENCE = 0.8;
/** A paste of a few words is the person's own verdict ("je suis débordé"): too short to overrule. */
export const OVERRULE_MIN_CHARS = 40;
/** Fewer word features than this (two or three words) is too little to guess from. */
const MIN_WORDS = 6;

export interface LinearModel {
  /** The six types and "none". */
  classes: string[];
  bias: number[];
  weights: Map<string, number[]>;
}

export interface ModelGuess {
  type: RescueTypeId;
  /** Shown as a low confidence: a guess from words, with the runner-up offered as the other choice. */
  confidence: number;
  runnerUp: RescueTypeId | null;
  /** The lines whose words lean most to the type (and one to the runner-up), as evidence. */
  signals: Signal[];
}

/** The committed weights, parsed once on first use: `feature\tweight,weight,…` per line, in hundredths. */
let parsed: LinearModel | null = null;
export function committedModel(): LinearModel {
  if (parsed) return parsed;
  const weights = new Map<string, number[]>();
  for (const row of MODEL.weights.split("\n")) {
    const tab = row.lastIndexOf("\t");
    weights.set(
      row.slice(0, tab),
      row
        .slice(tab + 1)
        .split(",")
        .map((w) => Number(w) / 100),
    );
  }
  parsed = { classes: [...MODEL.classes], bias: MODEL.bias.map((b) => b / 100), weights };
  return parsed;
}

/** Class probabilities for a paste's features; the input is scaled by 1/√(number of features), as in training. */
export function probabilities(model: LinearModel, features: Set<string>): number[] {
  const scale = 1 / Math.sqrt(Math.max(1, features.size));
  const z = [...model.bias];
  for (const f of features) {
    const w = model.weights.get(f);
    if (w) for (let c = 0; c < z.length; c++) z[c]! += w[c]! * scale;
  }
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** The lines whose words lean most to class c rather than to class other (at most five). */
function evidenceLines(model: LinearModel, lines: FeatureLine[], c: number, other: number, type: RescueTypeId) {
  const scored = lines.map((line) => {
    let score = 0;
    const words: [string, number][] = [];
    for (const f of new Set(line.features)) {
      const w = model.weights.get(f);
      if (!w) continue;
      const lean = w[c]! - w[other]!;
      score += lean;
      const word = f.replace(/^t:/, "");
      // Short Latin words ("the", "it") weigh in the sum but explain nothing to a person.
      if (lean > 0 && !word.includes(" ") && !word.endsWith("~") && (word.length >= 4 || CJK_CHAR.test(word)))
        words.push([word, lean]);
    }
    words.sort((a, b) => b[1] - a[1]);
    return { line, words: words.slice(0, 3).map(([w]) => `“${w}”`), score };
  });
  return scored
    .filter((l) => l.score > 0)
    .sort((a, b) => b.score - a.score || a.line.n - b.line.n)
    .slice(0, 5)
    .map(({ line, words }): Signal => ({
      type,
      line: line.n,
      text: line.text.replace(/\s+/g, " ").trim().slice(0, 160),
      reason:
        words.length > 0
          ? `Words that usually go with this problem: ${words.join(", ")}`
          : "Wording that usually goes with this problem",
      weight: 1,
      group: `model:${line.n}`,
    }));
}

export interface ModelReading {
  /** Classes (indices into the model's classes) from most to least likely, with their probabilities. */
  order: (readonly [probability: number, index: number])[];
  /** The top probability minus the next one. */
  margin: number;
  /** No guess: the paste has (almost) no words to read ("nothing works", base64, a log of blobs), or it only asks
   * a question with no sign of trouble anywhere ("is X the same as Y?"), which is asking, not being stuck. */
  quiet: boolean;
  lines: FeatureLine[];
}

export function readWithModel(transcript: Transcript, model: LinearModel = committedModel()): ModelReading {
  const { features, lines } = pasteFeatures(transcript);
  const p = probabilities(model, features);
  const order = p.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const asks = lines.some((l) => /[?？]/.test(l.text));
  let words = 0;
  for (const f of features) if (!f.startsWith("s:")) words++;
  const quiet = words < MIN_WORDS || (asks && !lines.some((l) => TROUBLE.test(l.text.slice(0, 1_000))));
  return { order, margin: order[0]![0] - (order[1]?.[0] ?? 0), quiet, lines };
}

/** The model's answer for a transcript, or null when it leans to "none", no type leads by ANSWER_MARGIN, or the
 * paste is quiet (no words, or a question without trouble: the rule of decision 0211). */
export function modelGuess(transcript: Transcript, model: LinearModel = committedModel()): ModelGuess | null {
  const { order, margin, quiet, lines } = readWithModel(transcript, model);
  const isType = (i: number) => RESCUE_TYPE_IDS.includes(model.classes[i] as RescueTypeId);
  const top = order[0]!;
  if (!isType(top[1]) || margin < ANSWER_MARGIN || quiet) return null;
  const type = model.classes[top[1]] as RescueTypeId;
  const runner = order.find(([, i]) => i !== top[1] && isType(i));
  const runnerUp = runner ? (model.classes[runner[1]] as RescueTypeId) : null;
  const noneAt = model.classes.indexOf("none");
  return {
    type,
    confidence: Math.round(Math.min(0.55, 0.3 + 0.5 * margin) * 100) / 100,
    runnerUp,
    signals: [
      ...evidenceLines(model, lines, top[1], runner?.[1] ?? top[1], type),
      // The runner-up's line: the one whose words point most to it rather than to no problem at all.
      ...(runner && runnerUp ? evidenceLines(model, lines, runner[1], noneAt, runnerUp).slice(0, 1) : []),
    ],
  };
}

/** The model's second opinion on a rules' answer of middling confidence: another type, when the model finds it
 * more likely than the rules' type by OVERRULE_MARGIN, with the rules' type as the runner-up (decision 0251). */
export function modelOverrule(
  transcript: Transcript,
  rulesType: RescueTypeId,
  model: LinearModel = committedModel(),
): ModelGuess | null {
  if (transcript.totalChars < OVERRULE_MIN_CHARS) return null;
  const { order, quiet, lines } = readWithModel(transcript, model);
  const top = order[0]!;
  const type = model.classes[top[1]] as RescueTypeId;
  const rules = model.classes.indexOf(rulesType);
  if (quiet || rules === -1 || type === rulesType || !RESCUE_TYPE_IDS.includes(type)) return null;
  const lead = top[0] - (order.find(([, i]) => i === rules)?.[0] ?? 0);
  if (lead < OVERRULE_MARGIN) return null;
  return {
    type,
    confidence: Math.round(Math.min(0.55, 0.3 + 0.3 * lead) * 100) / 100,
    runnerUp: rulesType,
    signals: evidenceLines(model, lines, top[1], rules, type),
  };
}
