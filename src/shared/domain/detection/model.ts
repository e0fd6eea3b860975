import { pasteFeatures, type FeatureLine } from "./model-features.js";
import { CJK_CHAR } from "./phrases.js";
import { MODEL } from "./model-weights.js";
import type { Transcript } from "./transcript.js";
import type { RescueTypeId, Signal } from "./types.js";

// The detector's model (decision 0290): a multinomial logistic regression over the words of the paste
// (model-features.ts) and the rules' reading of it, trained on the evaluation set and on real people's words by
// scripts/train-detector-model.ts. Its probabilities decide the answer (verdict.ts).

/** Fewer word features than this (two or three words) is too little to guess from. */
const MIN_WORDS = 6;

export interface LinearModel {
  /** The six types and "none". */
  classes: string[];
  bias: number[];
  weights: ReadonlyMap<string, number[]>;
}

/**
 * A model as it is stored (the committed `model-weights.ts`, an evaluation's own model): its classes, and its
 * biases and weights in hundredths, the weights as one line per feature, `feature\tweight,weight,…`.
 */
export interface StoredWeights {
  classes: readonly string[];
  bias: readonly number[];
  weights: string;
}

export function parseModel(stored: StoredWeights): LinearModel {
  const weights = new Map<string, number[]>();
  for (const row of stored.weights.split("\n")) {
    const tab = row.lastIndexOf("\t");
    weights.set(row.slice(0, tab), rowWeights(row, tab));
  }
  return { classes: [...stored.classes], bias: stored.bias.map((b) => b / 100), weights };
}

function rowWeights(row: string, tab: number): number[] {
  return row
    .slice(tab + 1)
    .split(",")
    .map((w) => Number(w) / 100);
}

/**
 * A stored model's weights, each feature's parsed when it is first read: a detection reads a few hundred of the
 * model's thousands of features, and a short-lived process (the hook an agent runs after each tool call) parsed
 * them all for those (decision 0371). Read in any other way, they are parsed whole, as `parseModel` does.
 */
class LazyWeights implements ReadonlyMap<string, number[]> {
  #stored: string;
  #rows: Map<string, string> | null = null;
  #parsed = new Map<string, number[] | undefined>();
  #whole: ReadonlyMap<string, number[]> | null = null;

  constructor(stored: string) {
    this.#stored = stored;
  }

  get(feature: string): number[] | undefined {
    if (this.#whole) return this.#whole.get(feature);
    if (this.#parsed.has(feature)) return this.#parsed.get(feature);
    if (!this.#rows) {
      this.#rows = new Map();
      for (const row of this.#stored.split("\n")) this.#rows.set(row.slice(0, row.lastIndexOf("\t")), row);
    }
    const row = this.#rows.get(feature);
    const w = row === undefined ? undefined : rowWeights(row, feature.length);
    this.#parsed.set(feature, w);
    return w;
  }

  has(feature: string): boolean {
    return this.get(feature) !== undefined;
  }

  #all(): ReadonlyMap<string, number[]> {
    this.#whole ??= parseModel({ classes: [], bias: [], weights: this.#stored }).weights;
    return this.#whole;
  }

  get size() {
    return this.#all().size;
  }
  forEach(fn: (value: number[], key: string, map: ReadonlyMap<string, number[]>) => void) {
    this.#all().forEach((v, k) => fn(v, k, this));
  }
  entries() {
    return this.#all().entries();
  }
  keys() {
    return this.#all().keys();
  }
  values() {
    return this.#all().values();
  }
  [Symbol.iterator]() {
    return this.#all()[Symbol.iterator]();
  }
}

/** The inverse of `parseModel`, rounding to hundredths. */
export function storeModel(model: LinearModel): StoredWeights {
  const hundredths = (x: number) => Math.round(x * 100);
  return {
    classes: [...model.classes],
    bias: model.bias.map(hundredths),
    weights: [...model.weights].map(([f, w]) => `${f}\t${w.map(hundredths).join(",")}`).join("\n"),
  };
}

/** The committed weights, parsed once on first use. */
let parsed: LinearModel | null = null;
export function committedModel(): LinearModel {
  parsed ??= {
    classes: [...MODEL.classes],
    bias: MODEL.bias.map((b) => b / 100),
    weights: new LazyWeights(MODEL.weights),
  };
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
  model: LinearModel;
  /** Classes (indices into the model's classes) from most to least likely, with their probabilities. */
  order: (readonly [probability: number, index: number])[];
  /** Each class's probability, by name. */
  probability: Map<string, number>;
  /** The paste has (almost) no words to read ("nothing works", base64, a log of blobs): nothing to weigh. */
  quiet: boolean;
  lines: FeatureLine[];
}

/** The model's reading of a paste: its words and shape, plus `extra` features (the rules' reading). */
export function readWithModel(
  transcript: Transcript,
  model: LinearModel = committedModel(),
  extra: Iterable<string> = [],
): ModelReading {
  const { features, lines } = pasteFeatures(transcript);
  let words = 0;
  for (const f of features) if (!f.startsWith("s:")) words++;
  for (const f of extra) features.add(f);
  const p = probabilities(model, features);
  const order = p.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const probability = new Map(model.classes.map((c, i) => [c, p[i]!]));
  return { model, order, probability, quiet: words < MIN_WORDS, lines };
}

/** The lines whose words lean most to a type rather than to the next most likely class, as evidence. */
export function modelEvidence(model: LinearModel, reading: ModelReading, type: RescueTypeId): Signal[] {
  const c = model.classes.indexOf(type);
  const other = reading.order.find(([, i]) => i !== c)?.[1] ?? c;
  return c === -1 ? [] : evidenceLines(model, reading.lines, c, other, type);
}
