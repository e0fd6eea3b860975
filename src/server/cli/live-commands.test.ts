// unstuck hook run and unstuck watch as real processes, as an agent's hook and a terminal run them: the bin, a
// payload on standard input, a session file that grows while watch runs, and Ctrl-C (SIGINT) by PID.
import { spawn } from "node:child_process";
import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loopRound } from "../../../tests/support/sessions/claude-loop.mjs";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BIN = join(ROOT, "bin/unstuck.mjs");
const REAL = join(ROOT, "tests/fixtures/sessions/claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
const temp = mkdtempSync(join(tmpdir(), "unstuck-live-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const ENV = { PATH: process.env.PATH ?? "", HOME: join(temp, "home"), UNSTUCK_FROM_SOURCE: "1" };

/** `payload` on a pipe, or (null) standard input from /dev/null, a character device as a terminal is. */
function hookRun(payload: string | null, stateDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, "hook", "run"], {
      cwd: temp,
      env: { ...ENV, UNSTUCK_STATE_DIR: stateDir },
      stdio: [payload === null ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    if (payload !== null) child.stdin!.end(payload);
  });
}

function payload(file: string, transcript: string): string {
  const p = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/hooks", file), "utf8")) as Record<string, unknown>;
  return JSON.stringify({ ...p, transcript_path: transcript });
}

async function waitFor(what: string, ok: () => boolean, ms = 60_000) {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Each process compiles the sources with tsx: seconds on a busy machine.
describe("unstuck hook run and watch as processes", { timeout: 180_000 }, () => {
  it("hook run: nothing on a healthy real session; on a loop, the block JSON Claude Code reads, once", async () => {
    const state = join(temp, "state");
    const quiet = await hookRun(payload("claude-code-post-tool-use.json", REAL), state);
    expect(quiet).toMatchObject({ code: 0, stdout: "" });
    const transcript = join(temp, "loop.jsonl");
    copyFileSync(REAL, transcript);
    for (let i = 0; i < 4; i++) appendFileSync(transcript, `${loopRound(i).join("\n")}\n`);
    const loud = await hookRun(payload("claude-code-post-tool-use.json", transcript), state);
    expect(loud.code).toBe(0);
    const answer = JSON.parse(loud.stdout) as { decision: string; reason: string };
    expect(answer.decision).toBe("block");
    expect(answer.reason).toContain("Repeated Failures");
    const again = await hookRun(payload("claude-code-post-tool-use.json", transcript), state);
    expect(again).toMatchObject({ code: 0, stdout: "" });
  });

  it("hook run: standard input that is a character device is not waited on, and answers nothing", async () => {
    expect(await hookRun(null, join(temp, "state-null"))).toMatchObject({ code: 0, stdout: "" });
  });

  it("watch: follows a file that grows, prints the nudge, and exits 0 on Ctrl-C", async () => {
    const file = join(temp, "watched.jsonl");
    copyFileSync(REAL, file);
    const child = spawn(process.execPath, [BIN, "watch", "--file", file], { cwd: temp, env: ENV });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    try {
      await waitFor("watch to start", () => stderr.includes("following"));
      for (let i = 0; i < 4; i++) appendFileSync(file, `${loopRound(i).join("\n")}\n`);
      await waitFor("the nudge", () => stdout.includes("Paste this into your assistant"));
      expect(stdout).toContain("Unstuck: this looks like Repeated Failures");
    } finally {
      process.kill(child.pid!, "SIGINT");
    }
    expect(await exited).toBe(0);
    expect(stdout.match(/Paste this into your assistant/g)).toHaveLength(1);
  });
});
