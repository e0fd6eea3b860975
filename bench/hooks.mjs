// The live commands for `npm run bench` (BENCH_ONLY=sessions): the built `unstuck hook run` as an agent's hook
// calls it, on a 10 MB Claude Code transcript, and `unstuck watch`'s cost while the session is idle.
// - hook run: under 200 ms of CPU per call, node's own start included: the first call on a transcript (it counts
//   the turns before its window, and loads the detector to give the nudge; median of 5, each with no state yet,
//   decision 0346) and later calls (median of 7), on a transcript unchanged since the last call and on one that
//   grew by a tool call (decision 0334), and calls after one more failed round of the loop, where more repeats and
//   the diagnosis runs again (median of 5, decision 0420); each build with a code cache folder of its own, made by an untimed call,
//   and the first call ever of a build, which has none yet and writes it (decision 0396), shown apart;
// - watch while nothing is written: under 1% of a core (its CPU time over 10 idle seconds, from /proc).
// Node's bare start is shown beside them, and when NODE_EXTRA_CA_CERTS is set (Node then loads its root certificates
// and that file at every start, before any script runs; decision 0420), also without it. BENCH_BASELINE=<folder of another built checkout> measures
// its hook too, taking turns with this build's, and prints the ratio.
import { spawn } from "node:child_process";
import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loopRound } from "../tests/support/sessions/claude-loop.mjs";
import { writeSession } from "./session-file.mjs";

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
    const child = spawn(process.execPath, [resolve("bin/unstuck.mjs"), "watch", "--file", transcript], {
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

/** One more tool call of the agent, as Claude Code writes it: a command that answers without an error. */
function toolCall(i) {
  const base = { sessionId: "bench", cwd: "/home/dev/shop", version: "2.1.39", timestamp: new Date().toISOString() };
  return `${[
    {
      ...base,
      type: "assistant",
      message: {
        role: "assistant",
        content: [{ type: "tool_use", id: `l${i}`, name: "Bash", input: { command: `ls src/checkout/part-${i}` } }],
      },
    },
    {
      ...base,
      type: "user",
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: `l${i}`, is_error: false, content: `part-${i}.ts\nindex.ts` }],
      },
    },
  ]
    .map((l) => JSON.stringify(l))
    .join("\n")}\n`;
}

/**
 * `unstuck hook run` of each build (this one, and BENCH_BASELINE's when given), taking turns so that both see the
 * same machine: the first call on a 10 MB transcript (5 times, each with a state folder of its own), later calls
 * on it unchanged, and later calls each after one more tool call was written to it (decision 0334).
 */
async function measureHooks(builds, dir) {
  const runs = [];
  for (const [k, b] of builds.entries()) {
    const transcript = join(dir, `ten-${k}.jsonl`);
    if (k === 0) writeSession(transcript, 10 * MB);
    else copyFileSync(join(dir, "ten-0.jsonl"), transcript);
    const payload = JSON.stringify({
      session_id: "bench",
      transcript_path: transcript,
      cwd: dir,
      hook_event_name: "PostToolUse",
      tool_name: "Bash",
      tool_input: { command: "npm test -- checkout" },
    });
    runs.push({
      ...b,
      k,
      transcript,
      payload,
      bin: join(b.root, "bin/unstuck.mjs"),
      cold: [],
      first: [],
      same: [],
      grown: [],
      failed: [],
    });
  }
  // The first call ever of a build: no code cache yet, which it writes (decision 0396), each in a folder of its own.
  for (let i = 0; i < 5; i++)
    for (const r of runs) {
      const env = {
        UNSTUCK_STATE_DIR: join(dir, `state-${r.k}-cold-${i}`),
        UNSTUCK_CACHE_DIR: join(dir, `cache-${r.k}-${i}`),
      };
      const cold = await run([r.bin, "hook", "run"], { stdin: r.payload, env });
      if (!cold.stdout.includes('"decision":"block"'))
        throw new Error(`${r.label}: no nudge at the first call: ${cold.stdout}`);
      r.cold.push(cold);
    }
  // The code cache each build's later runs use (none for a build without one), made by such a first call.
  for (const r of runs)
    await run([r.bin, "hook", "run"], {
      stdin: r.payload,
      env: { UNSTUCK_STATE_DIR: join(dir, `state-${r.k}-warm`), UNSTUCK_CACHE_DIR: join(dir, `cache-${r.k}`) },
    });
  for (let i = 0; i < 5; i++)
    for (const r of runs) {
      // Each first call with no state yet; the later calls go on from the last one's.
      r.env = { UNSTUCK_STATE_DIR: join(dir, `state-${r.k}-${i}`), UNSTUCK_CACHE_DIR: join(dir, `cache-${r.k}`) };
      const first = await run([r.bin, "hook", "run"], { stdin: r.payload, env: r.env });
      if (first.stdout !== r.cold[0].stdout) throw new Error(`${r.label}: another answer with the code cache`);
      r.first.push(first);
    }
  for (let i = 0; i < 7; i++)
    for (const r of runs) r.same.push(await run([r.bin, "hook", "run"], { stdin: r.payload, env: r.env }));
  for (let i = 0; i < 7; i++)
    for (const r of runs) {
      appendFileSync(r.transcript, toolCall(i));
      r.grown.push(await run([r.bin, "hook", "run"], { stdin: r.payload, env: r.env }));
    }
  // The loop going on: a round whose test fails again, so more repeats and the diagnosis runs again (decision 0420).
  const output = "  at Object.<anonymous> (src/checkout/cart.ts:42:18)\n".repeat(60);
  for (let i = 0; i < 5; i++)
    for (const r of runs) {
      const at = new Date(1_800_000_000_000 + i * 1000).toISOString();
      appendFileSync(r.transcript, `${loopRound(100_000 + i, output, { at, progress: true }).join("\n")}\n`);
      r.failed.push(await run([r.bin, "hook", "run"], { stdin: r.payload, env: r.env }));
    }
  return runs.map((r) => ({
    label: r.label,
    coldCpu: median(r.cold.map((c) => c.cpuMs)),
    coldMs: median(r.cold.map((c) => c.ms)),
    firstCpu: median(r.first.map((c) => c.cpuMs)),
    firstMs: median(r.first.map((c) => c.ms)),
    sameCpu: median(r.same.map((c) => c.cpuMs)),
    sameMs: median(r.same.map((c) => c.ms)),
    grownCpu: median(r.grown.map((c) => c.cpuMs)),
    grownMs: median(r.grown.map((c) => c.ms)),
    failedCpu: median(r.failed.map((c) => c.cpuMs)),
    failedMs: median(r.failed.map((c) => c.ms)),
  }));
}

export async function benchHooks(out) {
  const builds = [{ label: "this build", root: resolve(".") }];
  if (process.env.BENCH_BASELINE) builds.push({ label: "baseline", root: resolve(process.env.BENCH_BASELINE) });
  const dir = mkdtempSync(join(tmpdir(), "unstuck-bench-hooks-"));
  try {
    const bare = [];
    for (let i = 0; i < 7; i++) bare.push(await run(["-e", "0"]));
    const [m, base] = await measureHooks(builds, dir);
    const bareCpu = median(bare.map((c) => c.cpuMs));
    // An empty value is no file: Node loads no certificate at its start.
    const noCerts = [];
    if (process.env.NODE_EXTRA_CA_CERTS)
      for (let i = 0; i < 7; i++) noCerts.push(await run(["-e", "0"], { env: { NODE_EXTRA_CA_CERTS: "" } }));

    const idlePercent = await watchIdlePercent(join(dir, "ten-0.jsonl"));

    const pass = (ok) => (ok ? "pass" : "FAIL");
    const ms = (v) => `${Math.round(v)} ms`;
    // On a busy machine only the ratio to a baseline measured in the same run says much.
    const row = (label, cpu, wall, budget, key) => {
      const cells = [label, cpu, wall, budget];
      if (base) cells.push(key ? ms(base[key]) : "", key ? `${(base[key] / m[key]).toFixed(2)}×` : "");
      out(`| ${cells.join(" | ")} |`);
    };
    const name = "hook run, 10 MB Claude Code JSONL";
    const budget = (v) => `${pass(v < budgets.hookCpuMs)} (< ${budgets.hookCpuMs} ms)`;
    out(
      `| unstuck hook run and watch (built) | CPU time | Wall clock | Budget${base ? " | Baseline CPU | Baseline ÷ this" : ""} |`,
    );
    out(`|---|---|---|---${base ? "|---|---" : ""}|`);
    row("node -e 0, for comparison (median of 7)", ms(bareCpu), ms(median(bare.map((c) => c.ms))), "", null);
    if (noCerts.length > 0)
      row(
        "node -e 0 without NODE_EXTRA_CA_CERTS, set here (median of 7; the difference is in every call below)",
        ms(median(noCerts.map((c) => c.cpuMs))),
        ms(median(noCerts.map((c) => c.ms))),
        "",
        null,
      );
    row(
      `${name}, first call (counts the turns, gives the nudge; median of 5)`,
      ms(m.firstCpu),
      ms(m.firstMs),
      budget(m.firstCpu),
      "firstCpu",
    );
    row(`${name}, first call, above node's own start`, ms(m.firstCpu - bareCpu), "", "", null);
    row(
      `${name}, first call with no code cache yet (a build's first call ever: it writes the cache; median of 5)`,
      ms(m.coldCpu),
      ms(m.coldMs),
      budget(m.coldCpu),
      "coldCpu",
    );
    row(
      `${name}, each later call, nothing written since (median of 7)`,
      ms(m.sameCpu),
      ms(m.sameMs),
      budget(m.sameCpu),
      "sameCpu",
    );
    row(
      `${name}, each later call after one more tool call (median of 7)`,
      ms(m.grownCpu),
      ms(m.grownMs),
      budget(m.grownCpu),
      "grownCpu",
    );
    row(`${name}, after one more tool call, above node's own start`, ms(m.grownCpu - bareCpu), "", "", null);
    row(
      `${name}, each later call after one more failed round (diagnosed again; median of 5)`,
      ms(m.failedCpu),
      ms(m.failedMs),
      budget(m.failedCpu),
      "failedCpu",
    );
    row(
      "watch, idle on a 10 MB session (CPU over 10 idle seconds)",
      `${idlePercent.toFixed(2)}% of a core`,
      "",
      `${pass(idlePercent < budgets.idleCorePercent)} (< ${budgets.idleCorePercent}%)`,
      null,
    );
    return (
      m.firstCpu < budgets.hookCpuMs &&
      m.sameCpu < budgets.hookCpuMs &&
      m.grownCpu < budgets.hookCpuMs &&
      m.failedCpu < budgets.hookCpuMs &&
      idlePercent < budgets.idleCorePercent
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchHooks((row) => process.stdout.write(`${row}\n`));
  process.exit(ok ? 0 : 1);
}
