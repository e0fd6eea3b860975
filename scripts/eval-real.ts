// `npm run eval:real`: the problem detector judged on real people's words (eval/detection/real): complaints from
// public issue trackers, forums and blogs, and agent sessions committed to public repositories. Source-disjoint:
// the cases are split into folds by their source (a whole repository, thread or site stays in one fold); for each
// fold the statistical model is trained on the evaluation set plus the real complaints of the other folds, and the
// detector is run on that fold. Writes docs/detection/real-words.md; `--misses` also prints every miss.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCases } from "../tests/fixtures/detection/cases.js";
import {
  LABELS,
  loadRealComplaints,
  loadRealSessions,
  loadSecondLabels,
  type RealCase,
} from "../tests/fixtures/detection/real-cases.js";
import { detectProblem, type ProblemDetection } from "../src/shared/domain/detect-problem.js";
import type { LinearModel } from "../src/shared/domain/detection/model.js";
import { THRESHOLDS } from "../src/shared/domain/detection/verdict.js";
import { MAX_FEATURES, caseDoc, pruneModel, trainModel } from "./detector-model-training.js";

const FOLDS = 5;
const OUT = fileURLToPath(new URL("../docs/detection/real-words.md", import.meta.url));

type Outcome = "right" | "wrong" | "unsure";
interface Judged {
  c: RealCase;
  d: ProblemDetection;
  answer: string;
  outcome: Outcome;
  /** The model's most likely class and its probability, whatever was shown. */
  top: { type: string; p: number } | null;
}

/** The rules: a two-way question counts as "Not sure"; for a case with no stuck problem the right answer is
 * none, for a stuck one its type. */
export function judge(d: ProblemDetection, expected: string): { answer: string; outcome: Outcome } {
  if (d.type && d.ambiguous) return { answer: `ask:${d.type}`, outcome: "unsure" };
  if (d.type) return { answer: d.type, outcome: d.type === expected ? "right" : "wrong" };
  if (d.verdict === "none") return { answer: "none", outcome: expected === "none" ? "right" : "wrong" };
  return { answer: "not sure", outcome: "unsure" };
}

function foldOf(group: string): number {
  return createHash("sha256").update(group).digest()[0]! % FOLDS;
}

function train(cases: { text: string; expected: string }[]): LinearModel {
  return pruneModel(trainModel(cases.map(caseDoc)), MAX_FEATURES);
}

/** The thresholds the tradeoff curve moves: how likely a type must be to be the answer. */
const CURVE = [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
/** The most wrong answers the issue allows; the out-of-fold choice of threshold keeps below it. */
const WRONG_AT_MOST = 0.05;

/** Each complaint's outcome at each point of CURVE (the other thresholds as committed), by its fold's model. */
function curveOutcomes(cases: RealCase[], model: LinearModel): Map<string, Outcome[]> {
  const out = new Map<string, Outcome[]>();
  for (const c of cases) {
    if (c.kind === "session") continue;
    out.set(
      c.id,
      CURVE.map(
        (answerAt) =>
          judge(detectProblem(c.text, { model, thresholds: { ...THRESHOLDS, answerAt } }), c.expected).outcome,
      ),
    );
  }
  return out;
}

function curveTally(outcomes: Outcome[][], point: number) {
  const n = outcomes.length;
  const count = (o: Outcome) => outcomes.filter((x) => x[point] === o).length;
  return { n, right: count("right"), wrong: count("wrong"), unsure: count("unsure") };
}

/** The lowest threshold of CURVE whose wrong answers stay at most WRONG_AT_MOST on these outcomes. */
function chooseThreshold(outcomes: Outcome[][]): number {
  const ok = CURVE.findIndex((_, i) => {
    const t = curveTally(outcomes, i);
    return t.wrong <= WRONG_AT_MOST * t.n;
  });
  return ok === -1 ? CURVE.length - 1 : ok;
}

function run(cases: RealCase[], model: LinearModel | undefined): Judged[] {
  return cases.map((c) => {
    const d = detectProblem(c.text, model ? { model } : {});
    const p = d.probabilities;
    const best = Object.entries(p).sort((a, b) => b[1] - a[1])[0];
    return { c, d, ...judge(d, c.expected), top: best ? { type: best[0], p: best[1] } : null };
  });
}

const pct = (a: number, n: number) => (n === 0 ? "–" : `${((100 * a) / n).toFixed(1)}%`);

function tally(rows: Judged[]) {
  const n = rows.length;
  const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  return { n, right: count("right"), wrong: count("wrong"), unsure: count("unsure") };
}

function table(title: string, rows: Judged[], key: (r: Judged) => string, order?: readonly string[]): string[] {
  const groups = new Map<string, Judged[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  const keys = order ? order.filter((k) => groups.has(k)) : [...groups.keys()].sort();
  const out = [`| ${title} | cases | right | wrong | not sure |`, "|---|---:|---:|---:|---:|"];
  for (const k of keys) {
    const t = tally(groups.get(k)!);
    out.push(`| ${k} | ${t.n} | ${pct(t.right, t.n)} | ${pct(t.wrong, t.n)} | ${pct(t.unsure, t.n)} |`);
  }
  const t = tally(rows);
  out.push(`| **all** | ${t.n} | ${pct(t.right, t.n)} | ${pct(t.wrong, t.n)} | ${pct(t.unsure, t.n)} |`);
  return out;
}

function reliability(rows: Judged[]): string[] {
  const answered = rows.filter((r) => r.outcome !== "unsure");
  const out = ["| shown confidence | answers | right |", "|---|---:|---:|"];
  for (const label of ["high", "medium", "low"] as const) {
    const inBand = answered.filter((r) => r.d.verdict === "type" && r.d.confidenceLabel === label);
    out.push(
      `| ${label} | ${inBand.length} | ${pct(inBand.filter((r) => r.outcome === "right").length, inBand.length)} |`,
    );
  }
  const none = answered.filter((r) => !r.d.type);
  out.push(
    `| "nothing stuck" | ${none.length} | ${pct(none.filter((r) => r.outcome === "right").length, none.length)} |`,
  );
  out.push("", "| confidence | answers | right |", "|---|---:|---:|");
  for (let lo = 0.3; lo < 1; lo += 0.1) {
    const inBand = answered.filter((r) => r.d.type && r.d.confidence >= lo - 1e-9 && r.d.confidence < lo + 0.1 - 1e-9);
    if (inBand.length === 0) continue;
    out.push(
      `| ${lo.toFixed(1)}–${(lo + 0.1).toFixed(1)} | ${inBand.length} | ${pct(inBand.filter((r) => r.outcome === "right").length, inBand.length)} |`,
    );
  }
  return out;
}

/** How often the model's top type was right, per band of its probability (all complaints, whatever was shown):
 * the points of verdict.ts's CALIBRATION, pooled so that they never fall. */
function calibrationPoints(rows: Judged[]): [number, number, number][] {
  const bands: { lo: number; n: number; right: number }[] = [];
  for (let lo = 0.2; lo < 1; lo += 0.1) bands.push({ lo, n: 0, right: 0 });
  for (const r of rows) {
    const top = r.top;
    if (!top) continue;
    const band = bands.find((b) => top.p >= b.lo - 1e-9 && top.p < b.lo + 0.1 - 1e-9);
    if (!band) continue;
    band.n++;
    if (top.type === r.c.expected) band.right++;
  }
  const pooled = bands.filter((b) => b.n > 0).map((b) => ({ lo: b.lo, n: b.n, right: b.right }));
  for (let i = 1; i < pooled.length; i++) {
    if (pooled[i]!.right / pooled[i]!.n < pooled[i - 1]!.right / pooled[i - 1]!.n) {
      const merged = {
        lo: pooled[i - 1]!.lo,
        n: pooled[i - 1]!.n + pooled[i]!.n,
        right: pooled[i - 1]!.right + pooled[i]!.right,
      };
      pooled.splice(i - 1, 2, merged);
      i = 0;
    }
  }
  return pooled.map((b) => [Math.round(b.lo * 100) / 100, Math.round((100 * b.right) / b.n) / 100, b.n]);
}

/** Two-way questions, and how many offered the right type as one of the two. */
function asks(rows: Judged[]): { n: number; hit: number } {
  const asked = rows.filter((r) => r.d.verdict === "ask");
  const hit = asked.filter((r) => r.d.type === r.c.expected || r.d.alternatives[0]?.type === r.c.expected).length;
  return { n: asked.length, hit };
}

function kappa(pairs: [string, string][]): number {
  const n = pairs.length;
  if (n === 0) return NaN;
  const agree = pairs.filter(([a, b]) => a === b).length / n;
  let chance = 0;
  for (const l of LABELS) {
    const pa = pairs.filter(([a]) => a === l).length / n;
    const pb = pairs.filter(([, b]) => b === l).length / n;
    chance += pa * pb;
  }
  return (agree - chance) / (1 - chance);
}

const english = (r: Judged) => (r.c.lang === "en" ? "English" : "other languages");

async function main() {
  const at = process.argv.indexOf("--real");
  const dir = at === -1 ? undefined : process.argv[at + 1];
  const fixtures = loadCases();
  const complaints = loadRealComplaints(dir);
  const sessions = loadRealSessions(dir);
  const real = [...complaints, ...sessions];
  if (real.length === 0) throw new Error("no real cases under eval/detection/real");

  // Before: the model as trained on the evaluation set alone (these cases unseen).
  const before = run(real, train(fixtures));
  const after: Judged[] = [];
  const curve = new Map<string, Outcome[]>();
  const folds = new Map<string, number>();
  for (let k = 0; k < FOLDS; k++) {
    const test = real.filter((c) => foldOf(c.group) === k);
    if (test.length === 0) continue;
    // The committed model is trained on the complaints, not the sessions (decision 0373); so is each fold's.
    const model = train([...fixtures, ...complaints.filter((c) => foldOf(c.group) !== k)]);
    after.push(...run(test, model));
    for (const [id, o] of curveOutcomes(test, model)) curve.set(id, o);
    for (const c of test) folds.set(c.id, k);
    process.stderr.write(`fold ${k + 1}/${FOLDS}: ${test.length} cases\n`);
  }
  after.sort((a, b) => a.c.id.localeCompare(b.c.id));
  const isComplaint = (r: Judged) => r.c.kind !== "session";

  // The tradeoff curve, and the threshold each fold would get if it were chosen on the other folds alone.
  const curveRows = (ids: string[]) => ids.map((id) => curve.get(id)!);
  const complaintIds = complaints.map((c) => c.id);
  const curveTable = ["| answer at | right | wrong | not sure |", "|---:|---:|---:|---:|"];
  CURVE.forEach((answerAt, i) => {
    const t = curveTally(curveRows(complaintIds), i);
    const mark = answerAt === THRESHOLDS.answerAt ? " (committed)" : "";
    curveTable.push(
      `| ${answerAt.toFixed(2)}${mark} | ${pct(t.right, t.n)} | ${pct(t.wrong, t.n)} | ${pct(t.unsure, t.n)} |`,
    );
  });
  const nested: Outcome[] = [];
  const chosen: string[] = [];
  for (let k = 0; k < FOLDS; k++) {
    const inFold = complaintIds.filter((id) => folds.get(id) === k);
    if (inFold.length === 0) continue;
    const point = chooseThreshold(curveRows(complaintIds.filter((id) => folds.get(id) !== k)));
    chosen.push(CURVE[point]!.toFixed(2));
    for (const o of curveRows(inFold)) nested.push(o[point]!);
  }
  const nestedTally = curveTally(
    nested.map((o) => [o]),
    0,
  );
  const pooledPoint = chooseThreshold(curveRows(complaintIds));

  const second = loadSecondLabels(dir);
  const pairs = complaints
    .filter((c) => second.has(c.id))
    .map((c) => [c.expected, second.get(c.id)!] as [string, string]);
  const languages = new Set(real.map((c) => c.lang));
  const groups = new Set(real.map((c) => c.group));
  const nonEnglish = complaints.filter((c) => c.lang !== "en").length;

  const md = [
    "# The detector on real people's words",
    "",
    "Generated by `npm run eval:real` (scripts/eval-real.ts); do not edit by hand. The cases are in",
    "`eval/detection/real/` with their source addresses; how they were gathered and labelled is in its README and in",
    "[labelling.md](labelling.md).",
    "",
    `${complaints.length} complaints (${nonEnglish} not in English) and ${sessions.length} sessions, ${languages.size} languages, ${groups.size} sources.`,
    `Split by source into ${FOLDS} folds: each fold is judged by a model trained on the evaluation set`,
    "(tests/fixtures/detection) and the real complaints of the other folds (no session is trained on), so no repository,",
    "thread or site is on both sides.",
    'A two-way question ("Which sounds more like it?") counts as Not sure; for a post with no stuck problem the right',
    'answer is "nothing stuck".',
    "",
    "## Complaints",
    "",
    ...table("language", after.filter(isComplaint), english, ["English", "other languages"]),
    "",
    "Before the real cases were used for training (the model trained on the evaluation set alone):",
    "",
    ...table("language", before.filter(isComplaint), english, ["English", "other languages"]),
    "",
    `Of the ${asks(after.filter(isComplaint)).n} two-way questions, ${pct(asks(after.filter(isComplaint)).hit, asks(after.filter(isComplaint)).n)} offered the right type as one of the two.`,
    "",
    "### Tradeoff: right, wrong and not sure as the threshold moves",
    "",
    "A type is the answer when the model finds it at least this likely (the other thresholds as committed in",
    "src/shared/domain/detection/verdict.ts); every row is judged out-of-fold, complaints only.",
    "",
    ...curveTable,
    "",
    `The lowest threshold with at most ${WRONG_AT_MOST * 100}% wrong on all folds is ${CURVE[pooledPoint]!.toFixed(2)}. Chosen for each fold on the`,
    `other four folds alone (${chosen.join(", ")}), and judged on that fold: right ${pct(nestedTally.right, nestedTally.n)}, wrong ${pct(nestedTally.wrong, nestedTally.n)}, not sure ${pct(nestedTally.unsure, nestedTally.n)}.`,
    "",
    "### Per type",
    "",
    ...table("type", after.filter(isComplaint), (r) => r.c.expected, LABELS),
    "",
    "### Per language",
    "",
    ...table("language", after.filter(isComplaint), (r) => r.c.lang),
    "",
    "### Prose and tool output",
    "",
    ...table("kind", after.filter(isComplaint), (r) => r.c.kind),
    "",
    "### Reliability: shown confidence against how often it was right",
    "",
    ...reliability(after.filter(isComplaint)),
    "",
    "How often the model's most likely answer was right, by its probability (pooled so it never falls; these are the",
    "points of `CALIBRATION` in src/shared/domain/detection/verdict.ts):",
    "",
    "| probability from | right | cases |",
    "|---:|---:|---:|",
    ...calibrationPoints(after.filter(isComplaint)).map(
      ([p, right, n]) => `| ${p.toFixed(2)} | ${(right * 100).toFixed(0)}% | ${n} |`,
    ),
    "",
    "## Session excerpts (whole committed sessions, read as a paste)",
    "",
    ...table(
      "type",
      after.filter((r) => !isComplaint(r)),
      (r) => r.c.expected,
      LABELS,
    ),
    "",
    "## Agreement between labellers",
    "",
    pairs.length === 0
      ? "No second labelling pass yet."
      : `${pairs.length} complaints labelled twice, independently: agreement ${pct(pairs.filter(([a, b]) => a === b).length, pairs.length)}, Cohen's kappa ${kappa(pairs).toFixed(2)}.`,
    "",
  ].join("\n");
  if (!dir) writeFileSync(OUT, md);
  console.log(md);
  if (process.argv.includes("--misses"))
    for (const r of after.filter((x) => x.outcome !== "right"))
      console.log(
        `${r.outcome.padEnd(6)} ${r.c.id.padEnd(14)} ${r.c.expected.padEnd(21)} → ${r.answer} (${r.d.confidence})  ${r.c.text.slice(0, 90).replace(/\s+/g, " ")}`,
      );
}

await main();
