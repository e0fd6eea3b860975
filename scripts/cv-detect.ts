// `npx tsx scripts/cv-detect.ts`: how much the statistical fallback helps on pastes it has never seen.
// Leave one held-out batch out: train the model on every other case file, then score that batch with
//   - the rules as they were when the batch first arrived (the commit before it was folded into the set, read
//     from git history; today's rules were tuned on every batch, so they are right on nearly all of them), and
//   - the same rules with the model answering where they said "Not sure",
// over a range of answer thresholds, overall and per language. See docs/decisions/0245-statistical-fallback.md.
// `--past-only` trains each fold only on the case files that existed when the batch arrived (fewer cases, a
// harder test); `--threshold 0.3` prints the per-language table for another margin than the committed one;
// `--misses` lists the model's wrong answers. The last table adds the model's second opinion on the rules'
// less certain answers (decision 0251).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadCases, type DetectionCase } from "../tests/fixtures/detection/cases.js";
import {
  ANSWER_MARGIN,
  OVERRULE_CONFIDENCE,
  OVERRULE_MARGIN,
  OVERRULE_MIN_CHARS,
  readWithModel,
  type LinearModel,
} from "../src/shared/domain/detection/model.js";
import { detectProblem } from "../src/shared/domain/detect-problem.js";
import { readTranscript } from "../src/shared/domain/detection/transcript.js";
import { MAX_FEATURES, caseDoc, pruneModel, trainModel } from "./detector-model-training.js";

/** The commit whose rules first scored each batch (the parent of the commit that folded it in). */
const FIRST_RUN: Record<string, string> = {
  "held-out.cases.txt": "80dfad1",
  "held-out-2.cases.txt": "01b723d",
  "held-out-3.cases.txt": "01b723d",
  "held-out-4.cases.txt": "01b723d",
  "held-out-5.cases.txt": "5553a83",
  "held-out-6.cases.txt": "564bb30",
  "held-out-7.cases.txt": "a483995",
  "held-out-8.cases.txt": "8c63e3c",
  "held-out-9.cases.txt": "fe9f866",
  "held-out-10.cases.txt": "1d5a8a2",
  "held-out-11.cases.txt": "8354216",
  "held-out-12.cases.txt": "cff68ed",
  "held-out-13.cases.txt": "0c31ec1",
  "held-out-14.cases.txt": "969f780",
  "held-out-15.cases.txt": "f23f238",
  "held-out-16.cases.txt": "f23f238",
  "held-out-17.cases.txt": "5d919d4",
  "held-out-18.cases.txt": "5d919d4",
  "held-out-19.cases.txt": "9814eab",
  "held-out-20.cases.txt": "eac6e98",
  "held-out-21.cases.txt": "eac6e98",
  "held-out-22.cases.txt": "7818802",
};

type Detect = (text: string) => {
  type: string | null;
  confidence: number;
  signals: { type: string }[];
};

const ROOT = resolve(import.meta.dirname, "..");

/** The detector as it was at a commit: its src/shared extracted under node_modules/.cache (so imports resolve). */
async function rulesAt(commit: string): Promise<Detect> {
  const dir = join(ROOT, "node_modules", ".cache", "detector-first-run", commit);
  if (!existsSync(join(dir, "src"))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync("git", ["archive", commit, "src/shared"], { cwd: ROOT, maxBuffer: 1 << 28 });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
  }
  const mod = (await import(pathToFileURL(join(dir, "src/shared/domain/detect-problem.ts")).href)) as {
    detectProblem: Detect;
  };
  return mod.detectProblem;
}

interface Row {
  c: DetectionCase;
  firstRun: string;
  now: string;
  model: string;
  /** The model's top probability minus the next class's. */
  margin: number;
  quiet: boolean;
  /** The first-run rules' confidence and the model's probability for each class. */
  confidence: number;
  probs: Map<string, number>;
}

function outcome(expected: string, got: string): "right" | "wrong" | "abstain" {
  return got === expected ? "right" : got === "none" ? "abstain" : "wrong";
}

function combined(rules: string, r: Row, threshold: number): string {
  return rules === "none" && r.model !== "none" && !r.quiet && r.margin >= threshold ? r.model : rules;
}

/** The model's second opinion: a rules' answer below OVERRULE_CONFIDENCE gives way to the model's type when that
 * is more likely than the rules' type by OVERRULE_MARGIN (decision 0251). */
function overruled(rules: string, r: Row, margin = OVERRULE_MARGIN): string {
  if (rules === "none") return combined(rules, r, ANSWER_MARGIN);
  if (
    r.c.text.length < OVERRULE_MIN_CHARS ||
    r.quiet ||
    r.confidence >= OVERRULE_CONFIDENCE ||
    r.model === "none" ||
    r.model === rules
  )
    return rules;
  return (r.probs.get(r.model) ?? 0) - (r.probs.get(rules) ?? 0) >= margin ? r.model : rules;
}

function tally(rows: Row[], pick: (r: Row) => string) {
  const t = { n: rows.length, right: 0, wrong: 0, abstain: 0 };
  for (const r of rows) t[outcome(r.c.expected, pick(r))]++;
  return t;
}

const pct = (a: number, n: number) => `${((100 * a) / Math.max(1, n)).toFixed(1).padStart(5)}%`;
const line = (label: string, t: ReturnType<typeof tally>) =>
  `${label.padEnd(34)} ${String(t.n).padStart(4)}  ${pct(t.right, t.n)}  ${pct(t.wrong, t.n)}  ${pct(t.abstain, t.n)}`;
const HEAD = `${"".padEnd(34)}    n   right   wrong  abstain`;

/** The case files that were in the set at a commit. */
function filesAt(commit: string): Set<string> {
  const out = execFileSync("git", ["ls-tree", "--name-only", commit, "tests/fixtures/detection/"], { cwd: ROOT });
  return new Set(
    out
      .toString()
      .split("\n")
      .map((p) => p.slice(p.lastIndexOf("/") + 1)),
  );
}

async function main() {
  const pastOnly = process.argv.includes("--past-only");
  const all = loadCases();
  const batches = Object.keys(FIRST_RUN);
  const rows: Row[] = [];
  for (const file of batches) {
    const test = all.filter((c) => c.file === file);
    const known = pastOnly ? filesAt(FIRST_RUN[file]!) : null;
    const train = all.filter((c) => c.file !== file && (!known || known.has(c.file)));
    const model: LinearModel = pruneModel(trainModel(train.map(caseDoc)), MAX_FEATURES);
    const old = await rulesAt(FIRST_RUN[file]!);
    for (const c of test) {
      const reading = readWithModel(readTranscript(c.text), model);
      const first = old(c.text);
      rows.push({
        c,
        firstRun: first.type ?? "none",
        // As the rules now rate it: one signal alone is never above 0.75 (decision 0251).
        confidence:
          first.signals.filter((x) => x.type === first.type).length <= 1
            ? Math.min(0.75, first.confidence)
            : first.confidence,
        probs: new Map(reading.order.map(([p, i]) => [model.classes[i]!, p])),
        now: detectProblem(c.text).type ?? "none",
        model: model.classes[reading.order[0]![1]]!,
        margin: reading.margin,
        quiet: reading.quiet,
      });
    }
    process.stderr.write(".");
  }
  process.stderr.write("\n");

  const how = pastOnly ? "training only on the files the set held then" : "training on every other file";
  console.log(`Leave-one-batch-out over ${batches.length} held-out batches, ${rows.length} cases, ${how}\n`);
  console.log(HEAD);
  console.log(
    line(
      "rules at first run",
      tally(rows, (r) => r.firstRun),
    ),
  );
  console.log(
    line(
      "today's rules (tuned on these)",
      tally(rows, (r) => r.now),
    ),
  );
  console.log(
    line(
      "model alone (argmax)",
      tally(rows, (r) => r.model),
    ),
  );
  console.log("\nfirst-run rules + model answering where they abstain, by margin over the next class");
  console.log(HEAD);
  for (const th of [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6])
    console.log(
      line(
        `  margin >= ${th.toFixed(2)}`,
        tally(rows, (r) => combined(r.firstRun, r, th)),
      ),
    );

  console.log(
    `\nfirst-run rules + model (fallback at ${ANSWER_MARGIN}), and the model's second opinion on answers below ` +
      `${OVERRULE_CONFIDENCE} confidence, by its lead over the rules' type`,
  );
  console.log(HEAD);
  for (const th of [0.2, 0.3, 0.4, 0.5])
    console.log(
      line(
        `  lead >= ${th.toFixed(2)}`,
        tally(rows, (r) => overruled(r.firstRun, r, th)),
      ),
    );

  const at = process.argv.indexOf("--threshold");
  const threshold = at === -1 ? ANSWER_MARGIN : Number(process.argv[at + 1]);
  const unanswered = rows.filter((r) => r.firstRun === "none");
  const answered = unanswered.filter((r) => combined("none", r, threshold) !== "none");
  const answeredRight = answered.filter((r) => r.model === r.c.expected).length;
  const problems = unanswered.filter((r) => r.c.expected !== "none").length;
  console.log(
    `\nat margin >= ${threshold} the model answered ${answered.length} of the ${unanswered.length} pastes the rules ` +
      `left unanswered (${problems} problems, ${unanswered.length - problems} "none"): ` +
      `${answeredRight} right, ${answered.length - answeredRight} wrong`,
  );
  console.log(`\nper language at margin >= ${threshold} (first-run rules, then with the model)`);
  console.log(HEAD);
  for (const lang of [...new Set(rows.map((r) => r.c.lang))].sort()) {
    const sub = rows.filter((r) => r.c.lang === lang);
    console.log(
      line(
        `${lang} rules`,
        tally(sub, (r) => r.firstRun),
      ),
    );
    console.log(
      line(
        `${lang} rules + model`,
        tally(sub, (r) => combined(r.firstRun, r, threshold)),
      ),
    );
    console.log(
      line(
        `${lang} + second opinion`,
        tally(sub, (r) => overruled(r.firstRun, r)),
      ),
    );
  }
  if (process.argv.includes("--misses"))
    for (const r of rows) {
      const got = combined(r.firstRun, r, threshold);
      if (r.firstRun === "none" && got !== "none" && got !== r.c.expected)
        console.log(
          `wrong  ${r.c.id.padEnd(10)} expected ${r.c.expected.padEnd(22)} model ${got} (margin ${r.margin.toFixed(2)})`,
        );
    }
}

await main();
