// The live commands for `npm run bench` (BENCH_ONLY=sessions): the built `unstuck hook run` as an agent's hook
// calls it, on a 10 MB Claude Code transcript, and `unstuck watch`'s cost while the session is idle.
// - hook run after each tool call: under 200 ms of CPU per call (median of 7), node's own start included;
// - watch while nothing is written: under 1% of a core (its CPU time over 10 idle seconds, from /proc).
// The first call on a transcript (it counts the turns before its window, and loads the detector to give the
// nudge) and node's bare start are shown beside them.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { writeSession } from "./sessions.mjs";

const BIN = resolve("bin/unstuck.mjs");
const PEAK = resolve("bench/peak-rss.mjs");
const MB = 1024 * 1024;
const budgets = { hookCpuMs: 200, idleCorePercent: 1 };

function run(args, { stdin = "", env = {} } = {}) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", PEAK, ...args], {
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, UNSTUCK_FROM_SOURCE: "0", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", fail);
    child.on("close", (code) => {
      const cpu = /cpu-us=(\d+)/.exec(stderr);
      if (code !== 0) fail(new Error(`exit ${code}: ${stderr}`));
      else done({ ms: performance.now() - started, cpuMs: cpu ? Number(cpu[1]) / 1000 : Infinity, stdout });
    });
    child.stdin.end(stdin);
  });
}

/** The CPU time of a process so far, in ms, from /proc (Linux). */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime, the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** unstuck watch left idle 10 s once it has read the session: the share of one core it used meanwhile. */
function watchIdlePercent(transcript) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, "watch", "--file", transcript], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, UNSTUCK_FROM_SOURCE: "0" },
    });
    let stderr = "";
    let started = false;
    child.stderr.on("data", (d) => {
      stderr += d;
      if (started || !/following/.test(stderr)) return;
      started = true;
      // The first read and diagnosis of the file take a moment: measured from 5 s after the start.
      setTimeout(() => {
        const from = cpuOf(child.pid);
        setTimeout(() => {
          const used = cpuOf(child.pid) - from;
          child.kill("SIGINT");
          done((used / 10_000) * 100);
        }, 10_000);
      }, 5_000);
    });
    child.on("error", fail);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchHooks(out) {
  const dir = mkdtempSync(join(tmpdir(), "unstuck-bench-hooks-"));
  try {
    const transcript = join(dir, "ten.jsonl");
    writeSession(transcript, 10 * MB);
    const state = join(dir, "state");
    const payload = JSON.stringify({
      session_id: "bench",
      transcript_path: transcript,
      cwd: dir,
      hook_event_name: "PostToolUse",
      tool_name: "Bash",
      tool_input: { command: "npm test -- checkout" },
    });
    const env = { UNSTUCK_STATE_DIR: state };
    const bare = [];
    for (let i = 0; i < 7; i++) bare.push(await run(["-e", "0"]));
    const first = await run([BIN, "hook", "run"], { stdin: payload, env });
    if (!first.stdout.includes('"decision":"block"')) throw new Error(`no nudge at the first call: ${first.stdout}`);
    const calls = [];
    for (let i = 0; i < 7; i++) calls.push(await run([BIN, "hook", "run"], { stdin: payload, env }));
    const hookCpu = median(calls.map((c) => c.cpuMs));
    const hookMs = median(calls.map((c) => c.ms));
    const bareCpu = median(bare.map((c) => c.cpuMs));

    const idlePercent = await watchIdlePercent(transcript);

    const pass = (ok) => (ok ? "pass" : "FAIL");
    out("| unstuck hook run and watch (built) | CPU time | Wall clock | Budget |");
    out("|---|---|---|---|");
    out(
      `| node -e 0, for comparison (median of 7) | ${Math.round(bareCpu)} ms | ${Math.round(median(bare.map((c) => c.ms)))} ms | |`,
    );
    out(
      `| hook run, 10 MB Claude Code JSONL, first call (counts the turns, gives the nudge) | ${Math.round(first.cpuMs)} ms | ${Math.round(first.ms)} ms | |`,
    );
    out(
      `| hook run, 10 MB Claude Code JSONL, each later call (median of 7) | ${Math.round(hookCpu)} ms | ${Math.round(hookMs)} ms | ${pass(hookCpu < budgets.hookCpuMs)} (< ${budgets.hookCpuMs} ms) |`,
    );
    out(`| hook run, the same, above node's own start | ${Math.round(hookCpu - bareCpu)} ms | | |`);
    out(
      `| watch, idle on a 10 MB session (CPU over 10 idle seconds) | ${idlePercent.toFixed(2)}% of a core | | ${pass(idlePercent < budgets.idleCorePercent)} (< ${budgets.idleCorePercent}%) |`,
    );
    return hookCpu < budgets.hookCpuMs && idlePercent < budgets.idleCorePercent;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchHooks((row) => process.stdout.write(`${row}\n`));
  process.exit(ok ? 0 : 1);
}
