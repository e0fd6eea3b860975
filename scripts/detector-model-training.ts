// Training for the detector's model (docs/decisions/0290-model-decides-on-real-words.md), shared by
// scripts/train-detector-model.ts (writes the committed weights) and scripts/eval-real.ts (the source-disjoint
// evaluation). Deterministic: fixed order, full-batch Adam from zero weights, no randomness.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import type { DetectionCase } from "../tests/fixtures/detection/cases.js";
import { detectionFeatures } from "../src/shared/domain/detect-problem.js";
import { type LinearModel, storeModel } from "../src/shared/domain/detection/model.js";
import { rescueTypeIds } from "../src/shared/content/problem-types.js";

export const CLASSES = [...rescueTypeIds, "none"];

export interface TrainingDoc {
  features: Set<string>;
  label: string;
  weight: number;
}

export interface TrainingOptions {
  l2: number;
  steps: number;
  rate: number;
  /** Features seen in fewer training documents are left out. */
  minDocs: number;
}

export const TRAINING: TrainingOptions = { l2: 0.00002, steps: 1000, rate: 0.1, minDocs: 2 };
/** The committed model keeps this many features (those whose weights differ most between types). */
export const MAX_FEATURES = 3000;

/** Real people's words weigh more than the evaluation set's cases, which the rules were written against: out-of-fold on real
 * complaints 12 would make the first guess right more often (51% against 47%) but the evaluation set fall from 93% to
 * 85% right, and wrong answers on real words would not fall at a given share answered (decision 0340). */
export const REAL_WEIGHT = 2;

export function caseDoc(c: Pick<DetectionCase, "text" | "expected"> & { source?: string }): TrainingDoc {
  return { features: detectionFeatures(c.text), label: c.expected, weight: c.source ? REAL_WEIGHT : 1 };
}

/** The code that turns a paste into features (its words and the rules' reading): the weights are only valid for
 * the code they were trained with. The model, the verdict and the answer read the features and are left out. */
const DETECTION = fileURLToPath(new URL("../src/shared/domain/detection/", import.meta.url));
/** The phrase lists, one file per language, are content the rules read; the concepts' words, content the model reads. */
const PHRASES = fileURLToPath(new URL("../src/shared/content/detection-phrases/", import.meta.url));
const sources = (dir: string, skip = /^$/) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !skip.test(f))
    .sort()
    .map((f) => dir + f);
const FEATURE_CODE = [
  fileURLToPath(new URL("../src/shared/domain/detect-problem.ts", import.meta.url)),
  ...sources(DETECTION, /^(model-weights|model|verdict|answer)\.ts$/),
  ...sources(PHRASES),
  fileURLToPath(new URL("../src/shared/content/detection-concepts.ts", import.meta.url)),
];

/** Identifies the training data and the way it is read: stored in the generated module, checked by a test. */
export function trainingHash(cases: Pick<DetectionCase, "id" | "text" | "expected">[]): string {
  const h = createHash("sha256");
  for (const file of FEATURE_CODE) h.update(`${readFileSync(file, "utf8").replace(/\r\n/g, "\n")}\u0001`);
  h.update(`${JSON.stringify(TRAINING)} ${MAX_FEATURES} ${REAL_WEIGHT}\n`);
  for (const c of [...cases].sort((a, b) => a.id.localeCompare(b.id)))
    h.update(`${c.id}\u0000${c.expected}\u0000${c.text}\u0001`);
  return h.digest("hex").slice(0, 16);
}

export function trainModel(
  docs: TrainingDoc[],
  options: TrainingOptions = TRAINING,
  classes: readonly string[] = CLASSES,
): LinearModel {
  const k = classes.length;
  const df = new Map<string, number>();
  for (const d of docs) for (const f of d.features) df.set(f, (df.get(f) ?? 0) + 1);
  const vocab = [...df.entries()]
    .filter(([, n]) => n >= options.minDocs)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const rows = docs.map((d) => ({
    idx: [...d.features].map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    scale: 1 / Math.sqrt(Math.max(1, d.features.size)),
    y: classes.indexOf(d.label),
    weight: d.weight,
  }));
  for (const r of rows) if (r.y === -1) throw new Error("unknown label in training data");
  const total = rows.reduce((s, r) => s + r.weight, 0);
  const n = vocab.length * k + k;
  const w = new Float64Array(n); // feature-major weights, then the k biases
  const m = new Float64Array(n);
  const v = new Float64Array(n);
  const g = new Float64Array(n);
  const z = new Float64Array(k);
  const biasAt = vocab.length * k;
  for (let step = 1; step <= options.steps; step++) {
    g.fill(0);
    for (const r of rows) {
      for (let c = 0; c < k; c++) z[c] = w[biasAt + c]!;
      for (const i of r.idx) for (let c = 0; c < k; c++) z[c]! += w[i * k + c]! * r.scale;
      let max = -Infinity;
      for (let c = 0; c < k; c++) max = Math.max(max, z[c]!);
      let sum = 0;
      for (let c = 0; c < k; c++) sum += z[c] = Math.exp(z[c]! - max);
      for (let c = 0; c < k; c++) {
        const d = ((z[c]! / sum - (c === r.y ? 1 : 0)) * r.weight) / total;
        g[biasAt + c]! += d;
        for (const i of r.idx) g[i * k + c]! += d * r.scale;
      }
    }
    for (let j = 0; j < biasAt; j++) g[j]! += options.l2 * w[j]!;
    const b1 = 0.9;
    const b2 = 0.999;
    for (let j = 0; j < n; j++) {
      m[j] = b1 * m[j]! + (1 - b1) * g[j]!;
      v[j] = b2 * v[j]! + (1 - b2) * g[j]! * g[j]!;
      const mh = m[j]! / (1 - b1 ** step);
      const vh = v[j]! / (1 - b2 ** step);
      w[j]! -= (options.rate * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  const weights = new Map<string, number[]>();
  vocab.forEach((f, i) => weights.set(f, Array.from(w.subarray(i * k, i * k + k))));
  return { classes: [...classes], bias: Array.from(w.subarray(biasAt)), weights };
}

/** Keeps the features whose largest weight matters most, rounded to hundredths as they are committed. */
export function pruneModel(model: LinearModel, maxFeatures: number): LinearModel {
  const round = (x: number) => Math.round(x * 100) / 100;
  const ranked = [...model.weights.entries()]
    .map(([f, w]) => [f, w, Math.max(...w) - Math.min(...w)] as const)
    .sort((a, b) => b[2] - a[2] || (a[0] < b[0] ? -1 : 1))
    .slice(0, maxFeatures);
  const weights = new Map<string, number[]>();
  for (const [f, w] of ranked.sort((a, b) => (a[0] < b[0] ? -1 : 1))) weights.set(f, w.map(round));
  return { classes: model.classes, bias: model.bias.map(round), weights };
}

/** The generated module's source. */
export function modelSource(model: LinearModel, hash: string, docs: number): string {
  const stored = storeModel(model);
  return [
    "// Generated by scripts/train-detector-model.ts from the evaluation set and real people's words; do not edit.",
    "// Retrain with `npx tsx scripts/train-detector-model.ts` after changing the cases or the features.",
    "export const MODEL = {",
    `  trainingHash: ${JSON.stringify(hash)},`,
    `  documents: ${docs},`,
    `  classes: ${JSON.stringify(model.classes)},`,
    `  bias: ${JSON.stringify(stored.bias)},`,
    // One feature a line, so no line of the generated module runs past the style's limit.
    "  weights: [",
    ...stored.weights.split("\n").map((r) => `    ${JSON.stringify(r)},`),
    '  ].join("\\n"),',
    "};",
    "",
  ].join("\n");
}
