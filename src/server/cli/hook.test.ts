import {
  appendFileSync,
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readSession, type SessionRead } from "../../shared/domain/sessions/read-session.js";
import { linesForRepeats } from "../../shared/domain/sessions/repeat-lines.js";
import type { SessionLine } from "../../shared/domain/sessions/transcript-builder.js";
import { calmRound, loopRound } from "../../../tests/support/sessions/claude-loop.mjs";
import { countBefore, readTranscriptSoFar, runHook, TAIL_BYTES } from "./hook.js";
import { runCli } from "./unstuck-cli.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const REAL = join(ROOT, "tests/fixtures/sessions/claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
const temp = mkdtempSync(join(tmpdir(), "unstuck-hook-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

let n = 0;
/** A fresh state folder per test, so one test's nudges do not silence another's. */
const env = () => ({ UNSTUCK_STATE_DIR: join(temp, `state-${++n}`) });

function payload(file: string, transcript: string, over: Record<string, unknown> = {}): string {
  const p = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/hooks", file), "utf8")) as Record<string, unknown>;
  return JSON.stringify({ ...p, transcript_path: transcript, ...over });
}

function loopTranscript(name: string, rounds: number): string {
  const path = join(temp, name);
  const lines = [];
  for (let i = 0; i < rounds; i++) lines.push(...loopRound(i));
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

describe("unstuck hook run (Claude Code)", () => {
  it("says nothing on a real session where the work goes well", async () => {
    const r = await runHook(payload("claude-code-post-tool-use.json", REAL), env());
    expect(r.output).toBeNull();
    const out: string[] = [];
    const code = await runCli(["hook", "run"], {
      out: (t) => out.push(t),
      err: () => undefined,
      cwd: ROOT,
      env: env(),
      stdin: async () => payload("claude-code-post-tool-use.json", REAL),
    });
    expect(code).toBe(0);
    expect(out).toEqual([]);
  });

  it("blocks with the nudge at the first strike, stays quiet on the same episode, says stop at the second", async () => {
    const e = env();
    const path = loopTranscript("loop.jsonl", 4);
    const first = await runHook(payload("claude-code-post-tool-use.json", path), e);
    expect(first.output).toMatchObject({ decision: "block", systemMessage: expect.stringContaining("Unstuck") });
    const reason = String(first.output!.reason);
    expect(reason).toContain("Repeated Failures");
    expect(reason).toMatch(/The same error came back \(\d+ times, turns 1, 2, 3, 4\)/);
    // The same transcript again: the same episode, never nudged twice.
    expect((await runHook(payload("claude-code-post-tool-use.json", path), e)).output).toBeNull();
    // The agent goes round again: strike two tells it to stop.
    appendFileSync(path, `${loopRound(4).join("\n")}\n`);
    const second = await runHook(payload("claude-code-post-tool-use.json", path), e);
    expect(second.output).toMatchObject({ decision: "block" });
    expect(String(second.output!.reason)).toContain("Do not try another fix");
    expect(String(second.output!.systemMessage)).toContain("unstuck diagnose --latest --send");
    appendFileSync(path, `${loopRound(5).join("\n")}\n`);
    expect((await runHook(payload("claude-code-post-tool-use.json", path), e)).output).toBeNull();
  });

  it("on Stop: blocks once with the nudge, never when stop_hook_active, and leaves a second strike stopped", async () => {
    const path = loopTranscript("stop.jsonl", 4);
    const active = await runHook(payload("claude-code-stop.json", path, { stop_hook_active: true }), env());
    expect(active).toEqual({ output: null, note: "stop_hook_active" });
    const e = env();
    const first = await runHook(payload("claude-code-stop.json", path), e);
    expect(first.output).toMatchObject({ decision: "block", reason: expect.stringContaining("Repeated Failures") });
    appendFileSync(path, `${loopRound(4).join("\n")}\n`);
    const second = await runHook(payload("claude-code-stop.json", path), e);
    expect(second.output).not.toHaveProperty("decision");
    expect(second.output).toMatchObject({ systemMessage: expect.stringContaining("start a rescue") });
  });

  it("answers Gemini CLI's AfterTool with context appended to the tool's result", async () => {
    const path = loopTranscript("gemini.jsonl", 4);
    const r = await runHook(payload("gemini-cli-after-tool.json", path), env());
    expect(r.output).toMatchObject({
      hookSpecificOutput: { hookEventName: "AfterTool", additionalContext: expect.stringContaining("Unstuck") },
    });
    expect(r.output).not.toHaveProperty("decision");
  });

  it("answers nothing to what is not a hook payload", async () => {
    expect((await runHook("not json", env())).output).toBeNull();
    expect((await runHook(JSON.stringify({ hook_event_name: "PostToolUse" }), env())).output).toBeNull();
    const relative = payload("claude-code-post-tool-use.json", "transcript.jsonl");
    expect((await runHook(relative, env())).output).toBeNull();
    const missing = payload("claude-code-post-tool-use.json", join(temp, "no-such.jsonl"));
    expect((await runHook(missing, env())).output).toBeNull();
  });
});

describe("reading a long transcript from its end", () => {
  it("counts the turns and lines before the window as a whole read does, and again from where it stopped", async () => {
    const path = join(temp, "long.jsonl");
    const filler = "  at Object.<anonymous> (src/form/part.ts:42:18)\n".repeat(60);
    const lines = [];
    for (let i = 0; lines.join("\n").length < TAIL_BYTES * 1.5; i++) lines.push(...calmRound(i, filler));
    writeFileSync(path, `${lines.join("\n")}\n`);
    const whole = (await readSession(readFileSync(path))) as SessionRead;
    const first = await readTranscriptSoFar(path, null);
    expect(first.scan).not.toBeNull();
    const tail = first.read as SessionRead;
    expect(tail.userTurns).toBe(whole.userTurns);
    const last = (r: SessionRead) => r.transcript.lines[r.transcript.lines.length - 1]!;
    expect([last(tail).n, last(tail).userTurn, last(tail).text]).toEqual([
      last(whole).n,
      last(whole).userTurn,
      last(whole).text,
    ]);
    // Grown: read again with the kept count, the same as a whole read.
    appendFileSync(path, `${[...calmRound(999, filler), ...loopRound(1)].join("\n")}\n`);
    const again = await readTranscriptSoFar(path, first.scan);
    const whole2 = (await readSession(readFileSync(path))) as SessionRead;
    expect(again.scan!.offset).toBeGreaterThan(first.scan!.offset);
    expect((again.read as SessionRead).userTurns).toBe(whole2.userTurns);
    expect(last(again.read as SessionRead).n).toBe(last(whole2).n);
  });
});

describe("counting the turns before the window", () => {
  // Real sessions of each line-based format (the evaluation's aider and SpecStory histories, the fixtures), each
  // file whole and all of a format's files one after another: the count a whole read gives.
  const SESSIONS = join(ROOT, "eval/detection/real/sessions");
  const FIXTURES = join(ROOT, "tests/fixtures/sessions");
  const files = {
    "claude-code": [join(FIXTURES, "claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl")],
    codex: readdirSync(join(FIXTURES, "codex")).map((f) => join(FIXTURES, "codex", f)),
    aider: [join(FIXTURES, "aider/.aider.chat.history.md"), ...real("aider-")],
    specstory: real("specstory-"),
  } as const;
  function real(prefix: string): string[] {
    return readdirSync(SESSIONS)
      .filter((f) => f.startsWith(prefix))
      .map((f) => join(SESSIONS, f));
  }
  const wholeRead = async (bytes: Buffer) => {
    const r = await readSession(bytes);
    return r.ok ? r.userTurns : 0;
  };
  const newlines = (bytes: Buffer) => bytes.toString("latin1").split("\n").length - 1;

  /** countBefore on `bytes` written to a file, read in pieces of the default size and of 1,000 bytes (most
   * lines then cross a piece's end, and some are longer than a piece). */
  const counted = (bytes: Buffer, format: keyof typeof files) => {
    const path = join(temp, `count-${format}`);
    writeFileSync(path, bytes);
    const fd = openSync(path, "r");
    try {
      const whole = countBefore(fd, 0, bytes.length, format);
      expect(countBefore(fd, 0, bytes.length, format, 1000)).toEqual(whole);
      return whole;
    } finally {
      closeSync(fd);
    }
  };

  for (const [format, paths] of Object.entries(files) as [keyof typeof files, readonly string[]][])
    it(`counts a ${format} session's turns and lines as a whole read does`, async () => {
      expect(paths.length).toBeGreaterThan(0);
      const all = [];
      for (const path of paths) {
        const text = readFileSync(path, "utf8");
        const bytes = Buffer.from(text.endsWith("\n") ? text : `${text}\n`);
        all.push(bytes);
        expect(counted(bytes, format)).toEqual({ lines: newlines(bytes), turns: await wholeRead(bytes) });
      }
      const joined = Buffer.concat(all);
      const count = counted(joined, format);
      expect(count).toEqual({ lines: newlines(joined), turns: await wholeRead(joined) });
      expect(count.turns).toBeGreaterThan(0);
    });
});

describe("keeping what was read between calls", () => {
  const keptOf = (dir: string) => {
    const [file] = readdirSync(dir).filter((f) => f.endsWith(".json"));
    return (JSON.parse(readFileSync(join(dir, file!), "utf8")) as { kept: Record<string, unknown> }).kept as {
      note: string;
      on: { start: number; end: number; lines: number; turns: number; repeatLines: SessionLine[] } | null;
    };
  };

  it("does not read a transcript again when nothing was written to it since the last call", async () => {
    const e = env();
    const path = loopTranscript("unchanged.jsonl", 4);
    expect((await runHook(payload("claude-code-post-tool-use.json", path), e)).note).toBe("first");
    // The same size and time but other bytes: a call that read the file would find no session in it.
    const { mtime, size } = statSync(path);
    writeFileSync(path, "x".repeat(size));
    utimesSync(path, mtime, mtime);
    expect(await runHook(payload("claude-code-post-tool-use.json", path), e)).toEqual({
      output: null,
      note: "nothing new repeats",
    });
    // Replaced by a shorter session: read afresh.
    writeFileSync(path, `${calmRound(0).join("\n")}\n`);
    expect((await runHook(payload("claude-code-post-tool-use.json", path), e)).note).toBe("nothing repeats");
  });

  it("reads on from where the last call stopped: the lines kept are those of a whole read", async () => {
    const e = env();
    const path = join(temp, "grows.jsonl");
    const filler = "  at Object.<anonymous> (src/form/part.ts:42:18)\n".repeat(60);
    const lines = [];
    for (let i = 0; lines.join("\n").length < TAIL_BYTES * 1.2; i++) lines.push(...calmRound(i, filler));
    writeFileSync(path, `${lines.join("\n")}\n`);
    expect((await runHook(payload("claude-code-post-tool-use.json", path), e)).note).toBe("nothing repeats");
    const first = keptOf(e.UNSTUCK_STATE_DIR).on!;
    expect(first.start).toBeGreaterThan(0);

    // The agent goes on: calm rounds, a last line half written, then a loop.
    appendFileSync(path, `${calmRound(1000, filler).join("\n")}\n${loopRound(0)[0]!.slice(0, 30)}`);
    expect((await runHook(payload("claude-code-post-tool-use.json", path), e)).note).toBe("nothing repeats");
    appendFileSync(path, `${loopRound(0)[0]!.slice(30)}\n${loopRound(0).slice(1).join("\n")}\n`);
    for (let i = 1; i < 4; i++) appendFileSync(path, `${loopRound(i).join("\n")}\n`);
    const nudged = await runHook(payload("claude-code-post-tool-use.json", path), e);
    expect(nudged.note).toBe("first");
    expect(String(nudged.output!.reason)).toMatch(/The same error came back/);

    const kept = keptOf(e.UNSTUCK_STATE_DIR);
    expect(kept.note).toBe("nothing new repeats");
    const on = kept.on!;
    expect(on.start).toBe(first.start);
    expect(on.end).toBe(statSync(path).size);
    const whole = (await readSession(readFileSync(path))) as SessionRead;
    // The records before the kept part are counted, so line numbers and the person's turns are the file's own.
    const expected = linesForRepeats(whole.transcript.lines).filter((l) => l.n >= on.repeatLines[0]!.n);
    expect(on.repeatLines[0]!.n).toBeGreaterThan(1);
    const shape = (l: SessionLine) => [l.n, l.userTurn, l.role, l.kind, l.text, l.file ?? null, l.count];
    expect(on.repeatLines.map(shape)).toEqual(expected.map(shape));
    expect(on.turns).toBe(whole.userTurns);

    // Kept lines spanning more than twice the window are read afresh from a new window at the end.
    const more = [];
    for (let i = 2000; more.join("\n").length < TAIL_BYTES * 1.2; i++) more.push(...calmRound(i, filler));
    appendFileSync(path, `${more.join("\n")}\n`);
    await runHook(payload("claude-code-post-tool-use.json", path), e);
    const moved = keptOf(e.UNSTUCK_STATE_DIR).on!;
    expect(moved.start).toBeGreaterThan(on.end);
    expect(moved.end).toBe(statSync(path).size);
    expect(moved.turns).toBe(((await readSession(readFileSync(path))) as SessionRead).userTurns);
  });
});

describe("unstuck hook claude-code", () => {
  it("prints the settings block: PostToolUse and Stop call npx unstuck hook run", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(["hook", "claude-code", "--user"], {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      cwd: ROOT,
      env: {},
    });
    expect(code).toBe(0);
    expect(err.join("\n")).toContain("~/.claude/settings.json");
    const settings = JSON.parse(out.join("\n")) as {
      hooks: Record<string, { matcher?: string; hooks: { type: string; command: string }[] }[]>;
    };
    expect(Object.keys(settings.hooks)).toEqual(["PostToolUse", "Stop"]);
    for (const groups of Object.values(settings.hooks))
      expect(groups[0]!.hooks[0]).toMatchObject({ type: "command", command: "npx unstuck hook run" });
    const bad = await runCli(["hook", "claude-code", "--user", "--project"], {
      out: () => undefined,
      err: () => undefined,
      cwd: ROOT,
      env: {},
    });
    expect(bad).toBe(2);
  });
});
