// `npx tsx scripts/detector-experiments.ts [variant…]`: out-of-fold measurements of the detector's model on real
// people's complaints (decision 0359): the learning curve (a share of the other folds' real cases), and model
// variants judged against the committed kind in one run. Same five source-disjoint folds as `npm run eval:real`;
// every case's features are read once and cached in /tmp. Prints markdown tables; writes nothing in the repo.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadCases } from "../tests/fixtures/detection/cases.js";
import { loadRealComplaints, loadRealSessions } from "../tests/fixtures/detection/real-cases.js";
import { readTranscript } from "../src/shared/domain/detection/transcript.js";
import { pasteFeatures, textFeatures } from "../src/shared/domain/detection/model-features.js";
import { readRules, ruleFeatures } from "../src/shared/domain/detection/weigh-signals.js";
import { detectLanguage } from "../src/shared/domain/detection/language.js";
import { type LinearModel, type ModelReading, probabilities } from "../src/shared/domain/detection/model.js";
import { THRESHOLDS, decide, type RulesView } from "../src/shared/domain/detection/verdict.js";
import { CLASSES, MAX_FEATURES, REAL_WEIGHT, TRAINING, pruneModel, trainModel } from "./detector-model-training.js";
import { conceptFeatures } from "../src/shared/domain/detection/concepts.js";

const FOLDS = 5;
const foldOf = (group: string) => createHash("sha256").update(group).digest()[0]! % FOLDS;

interface Item {
  id: string;
  label: string;
  /** The case's labelled language (real cases) or the fixture's. */
  lang: string;
  /** What the detector reads as the language. */
  seenLang: string;
  group: string | null;
  kind: string;
  text: string;
  features: string[];
  concepts: string[];
  rules: RulesView;
  quiet: boolean;
}

function readItems(): Item[] {
  const fixtures = loadCases();
  const complaints = loadRealComplaints();
  const sessions = loadRealSessions();
  const all = [
    ...fixtures.map((c) => ({ ...c, group: null as string | null, kind: "fixture" })),
    ...complaints.map((c) => ({ ...c, group: c.group as string | null })),
    ...sessions.map((c) => ({ ...c, group: c.group as string | null })),
  ];
  const key = createHash("sha256");
  for (const c of all) key.update(`${c.id}\u0000${c.expected}\u0000${c.text}\u0001`);
  const file = `/tmp/detector-experiments-${key.digest("hex").slice(0, 12)}.json`;
  const withConcepts = (items: Item[]) => {
    for (const i of items) i.concepts = conceptFeatures(readTranscript(i.text));
    return items;
  };
  if (existsSync(file) && !process.argv.includes("--fresh"))
    return withConcepts(JSON.parse(readFileSync(file, "utf8")) as Item[]);
  const items = all.map((c): Item => {
    const transcript = readTranscript(c.text);
    const { features } = pasteFeatures(transcript);
    let words = 0;
    for (const f of features) if (!f.startsWith("s:")) words++;
    const rules = readRules(transcript);
    for (const f of ruleFeatures(rules)) features.add(f);
    return {
      id: c.id,
      label: c.expected,
      lang: c.lang,
      seenLang: detectLanguage(transcript.lines),
      group: c.group,
      kind: c.kind,
      text: c.text,
      features: [...features],
      concepts: [],
      rules: { ranked: rules.ranked, certainty: rules.certainty, leaned: rules.leaned },
      quiet: words < 6,
    };
  });
  writeFileSync(file, JSON.stringify(items));
  return withConcepts(items);
}

type Probs = Map<string, number[]>;
/** A variant: trained on `train`, gives each `test` case its class probabilities (in CLASSES order). */
type Variant = (train: Item[], test: Item[]) => Probs;

const weightOf = (i: Item) => (i.group ? REAL_WEIGHT : 1);

function linear(
  featuresOf: (i: Item) => string[],
  options = TRAINING,
  weight: (i: Item) => number = weightOf,
  maxFeatures = MAX_FEATURES,
): Variant {
  return (train, test) => {
    const docs = train
      .filter((i) => weight(i) > 0)
      .map((i) => ({ features: new Set(featuresOf(i)), label: i.label, weight: weight(i) }));
    const model = pruneModel(trainModel(docs, options), maxFeatures);
    return new Map(test.map((i) => [i.id, probabilities(model, new Set(featuresOf(i)))]));
  };
}

const base = (i: Item) => i.features;
const STUCK = "stuck";

/** Two stages: stuck or none (binary), then the type among the six on stuck cases only. */
function twoStage(featuresOf: (i: Item) => string[]): Variant {
  return (train, test) => {
    const binDocs = train.map((i) => ({
      features: new Set(featuresOf(i)),
      label: i.label === "none" ? "none" : STUCK,
      weight: weightOf(i),
    }));
    const bin = pruneModel(trainModel(binDocs, TRAINING, [STUCK, "none"]), MAX_FEATURES);
    const typeDocs = train
      .filter((i) => i.label !== "none")
      .map((i) => ({ features: new Set(featuresOf(i)), label: i.label, weight: weightOf(i) }));
    const types = pruneModel(trainModel(typeDocs, TRAINING, CLASSES.slice(0, 6)), MAX_FEATURES);
    return new Map(
      test.map((i) => {
        const f = new Set(featuresOf(i));
        const pNone = probabilities(bin, f)[1]!;
        const pt = probabilities(types, f);
        return [i.id, [...pt.map((p) => p * (1 - pNone)), pNone]];
      }),
    );
  };
}

/** The real training cases of a share of the other folds' sources (nested: 25% ⊂ 50% ⊂ 75%). */
function share(train: Item[], fraction: number): Item[] {
  return train.filter((i) => !i.group || createHash("sha256").update(`lc:${i.group}`).digest()[0]! < 256 * fraction);
}

type Outcome = "right" | "wrong" | "unsure";
const DUMMY: LinearModel = { classes: CLASSES, bias: [], weights: new Map() };

function outcome(i: Item, p: number[], thresholds = THRESHOLDS): { outcome: Outcome; top: string } {
  const order = p.map((v, k) => [v, k] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const reading: ModelReading = {
    model: DUMMY,
    order,
    probability: new Map(CLASSES.map((c, k) => [c, p[k]!])),
    quiet: i.quiet,
    lines: [],
  };
  const v = decide(reading, i.rules, thresholds);
  const top = CLASSES[order[0]![1]]!;
  if (v.kind === "type") return { outcome: v.type === i.label ? "right" : "wrong", top };
  if (v.kind === "none") return { outcome: i.label === "none" ? "right" : "wrong", top };
  return { outcome: "unsure", top };
}

/** Answer thresholds for the tradeoff table: right and wrong at each, so variants compare at equal wrong answers. */
const CURVE = [0.6, 0.65, 0.7, 0.75, 0.8];

function tradeoff(items: Item[], probs: Probs): string {
  return CURVE.map((answerAt) => {
    const t = { ...THRESHOLDS, answerAt };
    const cell = (rs: Item[]) => {
      const os = rs.map((i) => outcome(i, probs.get(i.id)!, t).outcome);
      const c = (o: Outcome) => os.filter((x) => x === o).length;
      return `${((100 * c("right")) / rs.length).toFixed(1)}/${((100 * c("wrong")) / rs.length).toFixed(1)}`;
    };
    return `${cell(items)} · ${cell(items.filter((i) => i.lang === "en"))} · ${cell(items.filter((i) => i.lang !== "en"))}`;
  }).join(" | ");
}

const pct = (a: number, n: number) => (n === 0 ? "–" : `${((100 * a) / n).toFixed(1)}%`);

function summary(items: Item[], probs: Probs) {
  const rows = items.map((i) => ({ i, ...outcome(i, probs.get(i.id)!) }));
  const line = (rs: typeof rows) => {
    const n = rs.length;
    const c = (o: Outcome) => rs.filter((r) => r.outcome === o).length;
    const top1 = rs.filter((r) => r.top === r.i.label).length;
    return `${pct(top1, n)} | ${pct(c("right"), n)} | ${pct(c("wrong"), n)} | ${pct(c("unsure"), n)}`;
  };
  const en = rows.filter((r) => r.i.lang === "en");
  const other = rows.filter((r) => r.i.lang !== "en");
  const none = rows.filter((r) => r.i.label === "none");
  return { all: line(rows), en: line(en), other: line(other), none: line(none), n: rows.length };
}

function outOfFold(items: Item[], variant: Variant, trainFilter: (train: Item[]) => Item[] = (t) => t): Probs {
  const probs: Probs = new Map();
  for (let k = 0; k < FOLDS; k++) {
    const test = items.filter((i) => i.group && foldOf(i.group) === k);
    const train = trainFilter(items.filter((i) => !i.group || foldOf(i.group) !== k));
    for (const [id, p] of variant(train, test)) probs.set(id, p);
    if (process.argv.includes("--progress")) process.stderr.write(`fold ${k + 1} `);
  }
  return probs;
}

const withConcepts = (i: Item) => [...i.features, ...i.concepts];

/** The headline: the first line of the person's own prose (a post's title or first sentence, which the labelling
 * guide says a label follows), its words and concepts again under their own prefix. */
const headlines = new Map<string, string[]>();
function headline(i: Item): string[] {
  let out = headlines.get(i.id);
  if (out) return out;
  out = [];
  const t = readTranscript(i.text);
  const first = t.lines.find((l) => (l.role === "user" || l.role === "unknown") && l.kind === "text" && l.text.trim());
  if (first) {
    const own: string[] = [];
    textFeatures(first.text, true, own);
    out.push(...new Set(own.filter((f) => !f.includes(" ")).map((f) => `h:${f}`)));
    out.push(...conceptFeatures({ ...t, lines: [first] }).map((f) => `h${f}`));
  }
  headlines.set(i.id, out);
  return out;
}
const withHeadline = (i: Item) => [...i.features, ...i.concepts, ...headline(i)];
const withLang = (i: Item) => [...i.features, `l:${i.seenLang}`];

/** The rules' reading (and concepts) counted three times: less diluted among a long paste's words. */
const thrice = (fs: string[]) => fs.flatMap((f) => (/^[rk]:/.test(f) ? [f, `${f}#2`, `${f}#3`] : [f]));
const rulesStrong = (i: Item) => thrice(i.features);
const conceptsStrong = (i: Item) => thrice([...i.features, ...i.concepts]);

/** Hangul syllable pairs inside each Korean word, under their own prefix (decision 0399): subwords for the language
 * whose particles and endings glue to the stem. */
const HANGUL_RUN = /[\uac00-\ud7af]+/g;
function hangulPairs(i: Item): string[] {
  const out = new Set<string>();
  for (const [w] of i.text.slice(0, 12_000).matchAll(HANGUL_RUN))
    for (let j = 0; j + 1 < w.length; j++) out.add(`c:${w.slice(j, j + 2)}`);
  return [...withConcepts(i), ...out];
}
const noSessions = (w: (i: Item) => number) => (i: Item) => (i.kind === "session" ? 0 : w(i));
const committedWeight = noSessions(weightOf);

const VARIANTS: Record<string, () => Variant> = {
  // Decision 0399: regularisation, feature selection, weighting and Korean subwords against `committed`.
  "l2 x5": () => linear(withConcepts, { ...TRAINING, l2: 1e-4 }, committedWeight),
  "300 steps": () => linear(withConcepts, { ...TRAINING, steps: 300 }, committedWeight),
  "features in 3 cases": () => linear(withConcepts, { ...TRAINING, minDocs: 3 }, committedWeight),
  "6000 features": () => linear(withConcepts, TRAINING, committedWeight, 6000),
  "real x4": () =>
    linear(
      withConcepts,
      TRAINING,
      noSessions((i) => (i.group ? 4 : 1)),
    ),
  "hangul pairs": () => linear(hangulPairs, TRAINING, committedWeight),
  "rules x3": () => linear(rulesStrong),
  "concepts+rules x3": () => linear(conceptsStrong),
  "concepts+language prior": () => linear((i) => [...withConcepts(i), `l:${i.seenLang}`]),
  // What `npm run eval:real` trains (decision 0373): words, concepts and the rules' reading; no session.
  committed: () => linear(withConcepts, TRAINING, (i) => (i.kind === "session" ? 0 : weightOf(i))),
  "words and rules": () => linear(base),
  "two-stage": () => twoStage(base),
  concepts: () => linear(withConcepts),
  "two-stage+concepts": () => twoStage(withConcepts),
  "language prior": () => linear(withLang),
  "concepts+headline": () => linear(withHeadline),
  "concepts+headline+rules x3": () => linear((i) => thrice(withHeadline(i))),
  "concepts, no sessions": () => linear(withConcepts, TRAINING, (i) => (i.kind === "session" ? 0 : weightOf(i))),
  "concepts, sessions x1": () => linear(withConcepts, TRAINING, (i) => (i.kind === "session" ? 1 : weightOf(i))),
  "concepts, real x3": () => linear(withConcepts, TRAINING, (i) => (i.group ? 3 : 1)),
};

function main() {
  const items = readItems();
  const isComplaint = (i: Item) => i.group !== null && i.kind !== "session";
  const test = items.filter(isComplaint);
  const header = [
    "| variant | cases | top-1 | right | wrong | not sure | EN top-1 | EN right | EN wrong | EN not sure | other top-1 | other right | other wrong | other not sure | none top-1 | none right | none wrong | none not sure |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const asked = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  const tradeoffs: string[] = [];
  console.log(header.join("\n"));
  for (const name of asked.length ? asked : Object.keys(VARIANTS)) {
    const lc = /^curve:(\d+)$/.exec(name);
    const started = Date.now();
    const probs = lc
      ? outOfFold(items, linear(base), (t) => share(t, Number(lc[1]) / 100))
      : outOfFold(items, VARIANTS[name]!());
    const s = summary(test, probs);
    console.log(`| ${name} | ${s.n} | ${s.all} | ${s.en} | ${s.other} | ${s.none} |`);
    tradeoffs.push(`| ${name} | ${tradeoff(test, probs)} |`);
    const dump = process.argv.find((a) => a.startsWith("--dump="));
    if (dump)
      writeFileSync(
        `${dump.slice(7)}-${name.replace(/\W+/g, "_")}.json`,
        JSON.stringify(
          test.map((i) => ({
            id: i.id,
            label: i.label,
            lang: i.lang,
            group: i.group,
            p: probs.get(i.id),
            rules: i.rules,
            quiet: i.quiet,
            outcome: outcome(i, probs.get(i.id)!).outcome,
          })),
        ),
      );
    process.stderr.write(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  console.log(`\nRight / wrong (all · English · other) as the answer threshold moves:\n`);
  console.log(`| variant | ${CURVE.map((t) => t.toFixed(2)).join(" | ")} |`);
  console.log(`|---|${CURVE.map(() => "---:").join("|")}|`);
  console.log(tradeoffs.join("\n"));
}

main();
