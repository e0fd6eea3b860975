import type { ModelReading } from "./model.js";
import { rescueTypeIds } from "../../content/problem-types.js";
import type { RescueTypeId } from "./types.js";

// From the model's probabilities to what the person is told (decision 0290): one type when it is likely enough,
// a choice of two when two types share the likelihood, "nothing stuck" when that is likely enough, and otherwise
// "not sure". The thresholds and the calibration are chosen by the source-disjoint evaluation on real people's
// words (`npm run eval:real`) so that wrong answers stay rare and "high" confidence is right at least 95% of the time.

export type VerdictKind = "type" | "ask" | "none" | "unsure";

export interface Verdict {
  kind: VerdictKind;
  type: RescueTypeId | null;
  /** The other choice of a two-way question; otherwise the next most likely type. */
  runnerUp: RescueTypeId | null;
  /** The model's probability of the answer (of "none" for a none verdict). */
  probability: number;
}

/** A type is the answer when it is at least this likely and leads the next class by ANSWER_LEAD. */
export const ANSWER_AT = 0.75;
export const ANSWER_LEAD = 0.3;
/** Two types are offered as a choice when together they are at least this likely and the second has ASK_SECOND. */
export const ASK_AT = 0.45;
export const ASK_SECOND = 0.15;
/** "Nothing stuck" is said when it is at least this likely (decision 0348: lower, stuck posts were told nothing was wrong). */
export const NONE_AT = 0.85;

/** The verdict's thresholds; an evaluation may try others to draw the tradeoff between right, wrong and not sure. */
export interface Thresholds {
  answerAt: number;
  answerLead: number;
  askAt: number;
  askSecond: number;
  noneAt: number;
}

export const THRESHOLDS: Thresholds = {
  answerAt: ANSWER_AT,
  answerLead: ANSWER_LEAD,
  askAt: ASK_AT,
  askSecond: ASK_SECOND,
  noneAt: NONE_AT,
};

/** What the rules made of the paste, as far as the verdict needs it. */
export interface RulesView {
  /** Types the rules scored at or above their threshold, strongest first. */
  ranked: readonly (readonly [RescueTypeId, number])[];
  /** The rules' own confidence in their first type. */
  certainty: number;
  /** True when the rules' first type came only from the user's leaning words. */
  leaned: boolean;
}

/** The rules' runner-up within this share of their first type's score counts as a close call. */
const RULES_CLOSE = 0.75;
/** The rules are sure enough of a type to be asked about when the model answers another one. */
const RULES_HEARD = 0.6;

function ask(first: RescueTypeId, second: RescueTypeId, probability: number): Verdict {
  // Between the two, an invented API goes first: it looks like a broken service (the content guide's tie-break).
  if (first === "integration_issues" && second === "ai_hallucination")
    return { kind: "ask", type: second, runnerUp: first, probability };
  return { kind: "ask", type: first, runnerUp: second, probability };
}

export function decide(reading: ModelReading, rules: RulesView, t: Thresholds = THRESHOLDS): Verdict {
  const { order, model } = reading;
  const name = (i: number) => model.classes[i]!;
  const isType = (c: string): c is RescueTypeId => (rescueTypeIds as readonly string[]).includes(c);
  const types = order.filter(([, i]) => isType(name(i)));
  const [p1, i1] = types[0] ?? [0, -1];
  const [p2, i2] = types[1] ?? [0, -1];
  const first = i1 === -1 ? null : (name(i1) as RescueTypeId);
  const second = i2 === -1 ? null : (name(i2) as RescueTypeId);
  const pNone = reading.probability.get("none") ?? 0;
  const [rulesFirst, rulesSecond] = rules.ranked;
  if (reading.quiet && !rulesFirst) return { kind: "unsure", type: null, runnerUp: null, probability: 0 };
  const lead = p1 - Math.max(p2, pNone);
  if (first && p1 >= t.answerAt && lead >= t.answerLead) {
    // Two readers that disagree, or rules torn between two types, are evidence that does not separate them.
    if (rulesFirst && !rules.leaned && rules.certainty >= RULES_HEARD && rulesFirst[0] !== first)
      return ask(first, rulesFirst[0], p1);
    if (rulesFirst && rulesSecond && rulesSecond[1] >= rulesFirst[1] * RULES_CLOSE) {
      const pair = [rulesFirst[0], rulesSecond[0]];
      if (pair.includes(first))
        return ask(
          first,
          pair.find((t) => t !== first)!,
          p1,
        );
    }
    return { kind: "type", type: first, runnerUp: second, probability: p1 };
  }
  if (pNone >= t.noneAt) return { kind: "none", type: null, runnerUp: first, probability: pNone };
  if (first && second && p1 + p2 >= t.askAt && p2 >= t.askSecond) return ask(first, second, p1);
  return { kind: "unsure", type: null, runnerUp: first, probability: p1 };
}

/** Model probability → the confidence shown: piecewise linear through points measured by `npm run eval:real`
 * (how often the model's first choice was right on real people's complaints, out of fold, per band of its
 * probability, at the band's middle; refitted in decision 0373). */
export const CALIBRATION: readonly (readonly [probability: number, shown: number])[] = [
  [0, 0],
  [0.25, 0.2],
  [0.35, 0.27],
  [0.45, 0.36],
  [0.55, 0.51],
  [0.65, 0.54],
  [0.75, 0.66],
  [0.85, 0.78],
  [0.95, 0.79],
  [1, 0.8],
];

export function shownConfidence(p: number): number {
  for (let i = 1; i < CALIBRATION.length; i++) {
    const [x1, y1] = CALIBRATION[i]!;
    const [x0, y0] = CALIBRATION[i - 1]!;
    if (p <= x1) return Math.round((y0 + ((p - x0) * (y1 - y0)) / Math.max(1e-9, x1 - x0)) * 100) / 100;
  }
  return CALIBRATION.at(-1)![1];
}

/** "High" is kept for answers right at least 19 times in 20 on real people's words; none reach it yet. */
export function confidenceLabel(confidence: number): "low" | "medium" | "high" {
  return confidence >= 0.95 ? "high" : confidence >= 0.6 ? "medium" : "low";
}
