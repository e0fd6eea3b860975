import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runCli, type CliIo } from "./unstuck-cli.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BIN = join(ROOT, "bin/unstuck.mjs");
const FIX = join(ROOT, "tests/fixtures/sessions");
const temp = mkdtempSync(join(tmpdir(), "unstuck-cli-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs the real command as a process (from the sources, so the test reads this checkout). */
function run(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      {
        cwd: options.cwd ?? ROOT,
        env: { PATH: process.env.PATH ?? "", HOME: join(temp, "home"), UNSTUCK_FROM_SOURCE: "1", ...options.env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

// Each run starts a Node process that compiles the sources with tsx: seconds on a busy machine.
describe("unstuck diagnose (as a process)", { timeout: 120_000 }, () => {
  it("exits 1 on a stuck session, with the turn where it went wrong and the prompt to paste", async () => {
    const r = await run(["diagnose", join(FIX, "specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Repeated Failures · (?:low|medium|high) confidence \(0\.\d\d\)/);
    expect(r.stdout).toContain("It first went wrong at turn 2");
    expect(r.stdout).toMatch(/turn 2 +the agent admitted its last attempt was wrong/);
    expect(r.stdout).toContain("Paste this into your assistant (Stop and write the post-mortem)");
    // Where it went wrong: what repeats, with its turns.
    expect(r.stdout).toContain(
      "What repeats\n  feb26/MAR26/sbk1.py was edited again and again (4 times, turns 1, 3, 4, 5)",
    );
  });

  // Decision 0397: a real SpecStory export whose errors were screenshots gives no error text nor command; the
  // prompt printed to paste has no slot left for the person to notice and fill.
  it("prints the post-mortem without the error's line when the session gives no error text (specstory-0317)", async () => {
    const file = join(ROOT, "eval/detection/real/sessions/specstory-0317.md");
    const r = await run(["diagnose", file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("Paste this into your assistant (Stop and write the post-mortem)");
    expect(r.stdout).not.toContain("[exact error text]");
    expect(r.stdout).not.toContain("[command that fails]");
    expect(r.stdout).not.toContain("keeps coming back");
    expect(r.stdout).toContain('List every fix attempted in this session as "attempt → result"');
    const j = JSON.parse((await run(["diagnose", file, "--json"])).stdout) as { prompt: { text: string } };
    expect(j.prompt.text).not.toMatch(/\[(?:exact error text|command that fails)\]/);
  });

  it("prints the documented JSON shape with --json", async () => {
    const r = await run(["diagnose", join(FIX, "cursor/state.vscdb"), "--json"]);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(j)).toEqual([
      "version",
      "stuck",
      "type",
      "title",
      "confidence",
      "confidenceLabel",
      "firstStuckTurn",
      "firstStuckReason",
      "userTurns",
      "evidence",
      "prompt",
      "tool",
      "file",
      "warnings",
      "repeats",
    ]);
    expect(j).toMatchObject({ version: 1, stuck: true, type: "repeated_failures", firstStuckTurn: 2, tool: "cursor" });
    for (const e of j.evidence as Record<string, unknown>[])
      expect(Object.keys(e)).toEqual(["turn", "line", "text", "reason"]);
    expect((j.prompt as { text: string }).text).toMatch(/^Stop\./);
  });

  it("exits 0 when nothing is stuck", async () => {
    const r = await run(["diagnose", join(FIX, "claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl"), "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      stuck: false,
      type: null,
      firstStuckTurn: null,
      evidence: [],
      userTurns: 1,
    });
  });

  it("reads a Cline task folder", async () => {
    const dir = join(temp, "cline-task");
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(FIX, "cline/api_conversation_history.json"), join(dir, "api_conversation_history.json"));
    const r = await run(["diagnose", dir, "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ tool: "cline", userTurns: 1 });
  });

  it("exits 2 with a clear message on bad input", async () => {
    const junk = join(temp, "junk.bin");
    writeFileSync(junk, Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 31) % 256)));
    const bad = await run(["diagnose", junk]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not a session we can read.*binary/);

    const badJson = await run(["diagnose", junk, "--json"]);
    expect(badJson.code).toBe(2);
    expect(JSON.parse(badJson.stdout)).toEqual({ version: 1, error: expect.stringMatching(/binary/) });

    const empty = join(temp, "empty.jsonl");
    writeFileSync(empty, "");
    const zero = await run(["diagnose", empty, "--json"]);
    expect(zero.code).toBe(2);
    expect(JSON.parse(zero.stdout)).toEqual({ version: 1, error: "The file is empty." });

    const missing = await run(["diagnose", join(temp, "nope.jsonl")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No such file");

    const wrongTool = await run(["diagnose", join(FIX, "aider/.aider.chat.history.md"), "--tool", "codex"]);
    expect(wrongTool.code).toBe(2);
    expect(wrongTool.stderr).toMatch(/looks like a Aider session, not Codex CLI/);

    const token = await run(["diagnose", "--latest", "--token", "abc"]);
    expect(token.code).toBe(2);
    expect(token.stderr).toMatch(/does not take a token on the command line/);
  });

  it("has --help for each command", async () => {
    const top = await run(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain("unstuck diagnose --latest");
    const diagnose = await run(["diagnose", "--help"]);
    expect(diagnose.stdout).toContain("Exit status: 0 nothing stuck, 1 stuck, 2 bad input");
    const sessions = await run(["help", "sessions"]);
    expect(sessions.stdout).toContain("CLAUDE_CONFIG_DIR");
    const outcome = await run(["outcome", "--help"]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain("Usage: unstuck outcome SESSION unstuck|still-stuck|gave-up");
    expect(top.stdout).toContain("unstuck outcome ID unstuck|still-stuck|gave-up");
    // The newer commands' help, in-process (each process above takes seconds on a busy machine).
    const inProcess = async (args: string[]) => {
      const out: string[] = [];
      const code = await runCli(args, { out: (t) => out.push(t), err: () => undefined, cwd: ROOT, env: {} });
      return { code, stdout: `${out.join("\n")}\n` };
    };
    const bare = await inProcess(["help"]);
    expect(bare).toMatchObject({ code: 0, stdout: top.stdout });
    const watch = await inProcess(["help", "watch"]);
    expect(watch.stdout).toContain("Usage: unstuck watch [--tool NAME] [--file FILE]");
    const hook = await inProcess(["hook", "--help"]);
    expect(hook.stdout).toContain("stop_hook_active");
    expect(top.stdout).toContain("unstuck hook run");
  });

  it("unstuck outcome exits 2 with a clear message on bad input, before asking the server", async () => {
    const id = "0f8c2a5e-1111-4222-8333-444455556666";
    const env = { UNSTUCK_TOKEN: "t", UNSTUCK_URL: "http://127.0.0.1:9" };
    const word = await run(["outcome", id, "fixed"], { env });
    expect(word.code).toBe(2);
    expect(word.stderr).toBe('unstuck: Unknown outcome "fixed". Use one of: unstuck, still-stuck, gave-up.\n');

    const noId = await run(["outcome"], { env });
    expect(noId.code).toBe(2);
    expect(noId.stderr).toMatch(/Which rescue\? Give its id or the link diagnose --send printed/);

    const notAnId = await run(["outcome", "https://unstuck.example.com/problems", "unstuck"], { env });
    expect(notAnId.code).toBe(2);
    expect(notAnId.stderr).toMatch(/is not a rescue's id or link/);

    const noWord = await run(["outcome", id, "--json"], { env });
    expect(noWord.code).toBe(2);
    expect(JSON.parse(noWord.stdout)).toEqual({
      version: 1,
      error: expect.stringMatching(/^Did it work\? Add one of/),
    });

    const badPrompt = await run(["outcome", id, "unstuck", "--prompt", "0"], { env });
    expect(badPrompt.code).toBe(2);
    expect(badPrompt.stderr).toMatch(/--prompt takes a number from 1 to 20/);

    const promptNotUnstuck = await run(["outcome", id, "still-stuck", "--step=2"], { env });
    expect(promptNotUnstuck.code).toBe(2);
    expect(promptNotUnstuck.stderr).toMatch(/they go with unstuck only/);

    const noToken = await run(["outcome", id, "unstuck"], { env: { UNSTUCK_URL: "http://127.0.0.1:9" } });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/unstuck outcome needs your personal access token/);

    const elsewhere = await run(["diagnose", "--latest", "--prompt", "1"], { env });
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toMatch(/--prompt and --step belong to unstuck outcome/);

    const badUrl = await run(["outcome", id, "unstuck"], { env: { UNSTUCK_TOKEN: "t", UNSTUCK_URL: "nowhere" } });
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toMatch(/UNSTUCK_URL is not a URL: nowhere/);
  });
});

describe("unstuck sessions and --latest (as a process)", { timeout: 120_000 }, () => {
  it("finds this project's sessions per tool, newest first, and diagnoses the newest", async () => {
    const home = join(temp, "home2");
    const project = join(temp, "my project");
    mkdirSync(join(project, ".specstory", "history"), { recursive: true });
    const claudeDir = join(temp, "claude-config", "projects", project.replace(/[^A-Za-z0-9]/g, "-"));
    mkdirSync(claudeDir, { recursive: true });
    const codexDir = join(temp, "codex-home", "sessions", "2026", "06", "05");
    mkdirSync(codexDir, { recursive: true });

    const claude = join(claudeDir, "4d5611e5.jsonl");
    copyFileSync(join(FIX, "claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl"), claude);
    const story = join(project, ".specstory", "history", "2025-04-05_09-08Z-nifty.md");
    copyFileSync(join(FIX, "specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md"), story);
    copyFileSync(join(FIX, "aider/.aider.chat.history.md"), join(project, ".aider.chat.history.md"));
    // A Codex session of this project and one of another project.
    const rollout = (cwd: string) =>
      `${JSON.stringify({ timestamp: "2026-06-05T04:58:20.653Z", type: "session_meta", payload: { id: "x", cwd } })}\n${JSON.stringify({ type: "response_item", payload: { type: "message", role: "user", content: [{ type: "input_text", text: "add a test" }] } })}\n`;
    writeFileSync(join(codexDir, "rollout-2026-06-05T04-58-20-mine.jsonl"), rollout(project));
    writeFileSync(join(codexDir, "rollout-2026-06-05T05-00-00-other.jsonl"), rollout("/somewhere/else"));

    const now = Date.now() / 1000;
    utimesSync(claude, now - 3600, now - 3600);
    utimesSync(story, now - 60, now - 60);
    utimesSync(join(project, ".aider.chat.history.md"), now - 7200, now - 7200);
    utimesSync(join(codexDir, "rollout-2026-06-05T04-58-20-mine.jsonl"), now - 600, now - 600);

    const env = {
      HOME: home,
      CLAUDE_CONFIG_DIR: join(temp, "claude-config"),
      CODEX_HOME: join(temp, "codex-home"),
    };
    const list = await run(["sessions", "--json"], { cwd: project, env });
    expect(list.code).toBe(0);
    const sessions = (JSON.parse(list.stdout) as { sessions: { tool: string; path: string }[] }).sessions;
    expect(sessions.map((s) => s.tool)).toEqual(["specstory", "codex", "claude-code", "aider"]);
    expect(sessions.some((s) => s.path.includes("other"))).toBe(false);

    const text = await run(["sessions"], { cwd: project, env });
    expect(text.stdout).toMatch(/^Claude Code \(1\)/m);
    expect(text.stdout).toMatch(/^Codex CLI \(1\)/m);

    const latest = await run(["diagnose", "--latest", "--json"], { cwd: project, env });
    expect(latest.code).toBe(1);
    expect(JSON.parse(latest.stdout)).toMatchObject({ tool: "specstory", firstStuckTurn: 2 });

    const latestAider = await run(["diagnose", "--latest", "--tool", "aider", "--json"], { cwd: project, env });
    expect(JSON.parse(latestAider.stdout)).toMatchObject({ tool: "aider", userTurns: 6 });

    const none = await run(["diagnose", "--latest"], { cwd: temp, env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("No sessions found");
  });
});

describe("unstuck diagnose --send", { timeout: 30_000 }, () => {
  function io(env: Record<string, string>, sent: unknown[]): CliIo & { lines: string[]; errors: string[] } {
    const lines: string[] = [];
    const errors: string[] = [];
    return {
      lines,
      errors,
      out: (t) => lines.push(t),
      err: (t) => errors.push(t),
      cwd: ROOT,
      env: { HOME: join(temp, "home3"), ...env },
      platform: "linux",
      send: async (req) => {
        sent.push({ ...req, url: req.url.href });
        return { url: "http://127.0.0.1:3000/rescue/0f8c2a5e-1111-4222-8333-444455556666" };
      },
    };
  }
  const stuckFile = join(FIX, "specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md");

  it("saves the rescue with the token from UNSTUCK_TOKEN and prints the link", async () => {
    const sent: unknown[] = [];
    const i = io({ UNSTUCK_TOKEN: "tok_123", UNSTUCK_URL: "http://127.0.0.1:3000" }, sent);
    expect(await runCli(["diagnose", stuckFile, "--send"], i)).toBe(1);
    expect(sent).toEqual([
      {
        url: "http://127.0.0.1:3000/mcp",
        token: "tok_123",
        type: "repeated_failures",
        title: expect.stringMatching(/^From a SpecStory session \(6 turns\), stuck since turn 2\. Turn 2: /),
      },
    ]);
    expect(i.lines.at(-2)).toBe(
      "\nSaved as a rescue in your account: http://127.0.0.1:3000/rescue/0f8c2a5e-1111-4222-8333-444455556666",
    );
    expect(i.lines.at(-1)).toContain("unstuck outcome 0f8c2a5e-1111-4222-8333-444455556666 still-stuck");
  });

  it("reads the token from a user-only file, and refuses one others can read", async () => {
    const dir = join(temp, "home3", ".config", "unstuck");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "token"), "tok_file\n");
    chmodSync(join(dir, "token"), 0o644);
    const sent: unknown[] = [];
    const open = io({ UNSTUCK_URL: "http://127.0.0.1:3000" }, sent);
    expect(await runCli(["diagnose", stuckFile, "--send"], open)).toBe(2);
    expect(open.errors.join("\n")).toMatch(/can be read by other users; run chmod 600/);
    chmodSync(join(dir, "token"), 0o600);
    expect(await runCli(["diagnose", stuckFile, "--send"], io({ UNSTUCK_URL: "http://127.0.0.1:3000" }, sent))).toBe(1);
    expect(sent).toMatchObject([{ token: "tok_file" }]);
  });

  it("says what is missing without a token or an address", async () => {
    const noUrl = io({ UNSTUCK_TOKEN: "t" }, []);
    expect(await runCli(["diagnose", stuckFile, "--send"], noUrl)).toBe(2);
    expect(noUrl.errors.join("\n")).toMatch(/UNSTUCK_URL/);
  });
});
