// Session-file timing for `npm run bench` (BENCH_ONLY=sessions): the built `unstuck` command on a generated
// Claude Code session, run as a user runs it (a process of its own, from the build). Issue 32's two budgets:
// - 100 MB JSONL: read in under 2 s (CPU time of readSession in a process of its own) with under 200 MB of
//   memory (peak resident set, of the read alone and of the whole `unstuck diagnose`);
// - 10 MB JSONL: `unstuck diagnose` starts answering in under 300 ms (its first line, median of 7 runs).
// The time to the diagnosis itself is shown beside it (decision 0278).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeSession } from "./session-file.mjs";

const PEAK = resolve("bench/peak-rss.mjs");
const READ_ONCE = resolve("bench/read-session-once.mjs");
const MB = 1024 * 1024;
const budgets = { readMs: 2000, readRssMb: 200, answerMs: 300 };

function runCli(root, file, json = true) {
  return new Promise((done, fail) => {
    const args = ["--import", PEAK, join(root, "bin/unstuck.mjs"), "diagnose", file, ...(json ? ["--json"] : [])];
    const started = performance.now();
    let firstByte = null;
    let firstOut = null;
    let stderr = "";
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, UNSTUCK_FROM_SOURCE: "0" },
    });
    child.stdout.on("data", () => {
      firstByte ??= performance.now() - started;
      firstOut ??= performance.now() - started;
    });
    child.stderr.on("data", (d) => {
      firstByte ??= performance.now() - started;
      stderr += d;
    });
    child.on("error", fail);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      const rss = /peak-rss-kb=(\d+)/.exec(stderr);
      const cpu = /cpu-us=(\d+)/.exec(stderr);
      if (code !== 0 && code !== 1) fail(new Error(`unstuck exited ${code}: ${stderr}`));
      else
        done({
          ms,
          firstByte: firstByte ?? ms,
          diagnosisMs: firstOut ?? ms,
          rssMb: rss ? Number(rss[1]) / 1024 : Infinity,
          cpuMs: cpu ? Number(cpu[1]) / 1000 : Infinity,
        });
    });
  });
}

function readOnce(root, file) {
  const run = spawnSync(process.execPath, [READ_ONCE, file, root], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const most = (xs) => Math.max(...xs);

/** Every figure of one build (runs of the builds alternate, so the machine's load falls on both alike). */
async function measure(builds, big, ten) {
  const runs = builds.map(() => ({ reads: [], big: [], ten: [] }));
  for (let i = 0; i < 3; i++) builds.forEach((b, k) => runs[k].reads.push(readOnce(b.root, big)));
  for (let i = 0; i < 3; i++) for (const [k, b] of builds.entries()) runs[k].big.push(await runCli(b.root, big));
  for (let i = 0; i < 7; i++) for (const [k, b] of builds.entries()) runs[k].ten.push(await runCli(b.root, ten, false));
  return runs.map((r) => ({
    readCpu: median(r.reads.map((x) => x.cpuMs)),
    readMs: median(r.reads.map((x) => x.ms)),
    readRss: most(r.reads.map((x) => x.rssMb)),
    bigCpu: median(r.big.map((x) => x.cpuMs)),
    bigMs: median(r.big.map((x) => x.ms)),
    bigRss: most(r.big.map((x) => x.rssMb)),
    tenFirst: median(r.ten.map((x) => x.firstByte)),
    tenDiagnosis: median(r.ten.map((x) => x.diagnosisMs)),
    tenCpu: median(r.ten.map((x) => x.cpuMs)),
    tenMs: median(r.ten.map((x) => x.ms)),
  }));
}

export async function benchSessions(out) {
  const builds = [{ label: "this build", root: resolve(".") }];
  if (process.env.BENCH_BASELINE) builds.push({ label: "baseline", root: resolve(process.env.BENCH_BASELINE) });
  for (const b of builds)
    if (!existsSync(join(b.root, "dist/server/unstuck-cli.js"))) {
      out(`| unstuck on session files | not measured: no build in ${b.root} (npm run build) | FAIL |`);
      return false;
    }
  const dir = mkdtempSync(join(tmpdir(), "unstuck-bench-"));
  let allPass = false;
  try {
    const big = join(dir, "big.jsonl");
    const ten = join(dir, "ten.jsonl");
    writeSession(big, 100 * MB);
    writeSession(ten, 10 * MB);
    readFileSync(big); // warm the page cache, as a file just written by the assistant is

    const [m, base] = await measure(builds, big, ten);
    const pass = (ok) => (ok ? "pass" : "FAIL");
    const ms = (v) => `${Math.round(v)} ms`;
    const mb = (v) => `${Math.round(v)} MB`;
    // On a busy machine only the ratio to a baseline measured in the same run says much.
    const row = (label, cpu, wall, budget, key, unit = ms) => {
      const cells = [label, cpu, wall, budget];
      if (base) cells.push(unit(base[key]), `${(base[key] / m[key]).toFixed(2)}×`);
      out(`| ${cells.join(" | ")} |`);
    };
    out(`| unstuck diagnose (built) | CPU time | Wall clock | Budget${base ? " | Baseline | Baseline ÷ this" : ""} |`);
    out(`|---|---|---|---${base ? "|---|---" : ""}|`);
    const bigName = "100 MB Claude Code JSONL";
    const tenName = "10 MB Claude Code JSONL";
    row(
      `${bigName}, readSession alone (median of 3)`,
      ms(m.readCpu),
      ms(m.readMs),
      `${pass(m.readCpu < budgets.readMs)} (< ${budgets.readMs} ms CPU)`,
      "readCpu",
    );
    row(
      `${bigName}, readSession alone, peak memory`,
      mb(m.readRss),
      "",
      `${pass(m.readRss < budgets.readRssMb)} (< ${budgets.readRssMb} MB)`,
      "readRss",
      mb,
    );
    row(`${bigName}, whole diagnose --json (median of 3)`, ms(m.bigCpu), ms(m.bigMs), "", "bigCpu");
    row(
      `${bigName}, whole diagnose, peak memory`,
      mb(m.bigRss),
      "",
      `${pass(m.bigRss < budgets.readRssMb)} (< ${budgets.readRssMb} MB)`,
      "bigRss",
      mb,
    );
    row(
      `${tenName}, first output ("Reading …", median of 7)`,
      "",
      ms(m.tenFirst),
      `${pass(m.tenFirst < budgets.answerMs)} (< ${budgets.answerMs} ms)`,
      "tenFirst",
    );
    row(`${tenName}, the diagnosis's first line (median of 7)`, "", ms(m.tenDiagnosis), "", "tenDiagnosis");
    row(`${tenName}, whole run to the diagnosis (median of 7)`, ms(m.tenCpu), ms(m.tenMs), "", "tenCpu");
    allPass =
      m.readCpu < budgets.readMs &&
      m.readRss < budgets.readRssMb &&
      m.bigRss < budgets.readRssMb &&
      m.tenFirst < budgets.answerMs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The live commands (unstuck hook run, unstuck watch): bench/hooks.mjs.
  out("");
  const { benchHooks } = await import("./hooks.mjs");
  return (await benchHooks(out)) && allPass;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchSessions((row) => process.stdout.write(`${row}\n`));
  process.exit(ok ? 0 : 1);
}
