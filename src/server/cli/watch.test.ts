import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loopRound } from "../../../tests/support/sessions/claude-loop.mjs";
import { runWatch, type WatchOptions } from "./watch.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const REAL = join(ROOT, "tests/fixtures/sessions/claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
const temp = mkdtempSync(join(tmpdir(), "unstuck-watch-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const FAST = { pollMs: 50, settleMs: 20, rescanMs: 100, wholeEveryMs: 50 };

async function waitFor(what: string, ok: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
/** One round of the loop (the same test failing with the same error after each edit) as Gemini CLI writes it. */
function geminiLoopRound(i: number): unknown[] {
  return [
    {
      id: `u${i}`,
      timestamp: "2025-12-06T15:01:00.000Z",
      type: "user",
      content: `the checkout test fails again (${i}), please fix it`,
    },
    {
      id: `g${i}`,
      timestamp: "2025-12-06T15:01:10.000Z",
      type: "gemini",
      content: `You're right, the cart is not loaded yet (${i}). Let me fix that.`,
      toolCalls: [
        {
          id: `e${i}`,
          name: "replace",
          args: { file_path: `src/checkout/cart-${i % 7}.ts` },
          status: "success",
          result: [],
        },
        {
          id: `b${i}`,
          name: "run_shell_command",
          args: { command: "npm test -- checkout" },
          status: "error",
          result: [
            {
              functionResponse: {
                id: `b${i}`,
                name: "run_shell_command",
                response: {
                  output:
                    "FAIL src/checkout/checkout.test.ts\nTypeError: Cannot read properties of undefined (reading 'total')",
                },
              },
            },
          ],
        },
      ],
    },
  ];
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function start(o: Partial<WatchOptions>, cwd: string, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const stop = new AbortController();
  const done = runWatch(
    { tool: null, file: null, exitCode: false, ...FAST, ...o },
    {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      cwd,
      env,
      signal: stop.signal,
    },
  );
  return { out, err, stop, done };
}

const count = (lines: string[], re: RegExp) => lines.filter((l) => re.test(l)).length;

describe("unstuck watch", { timeout: 60_000 }, () => {
  it("stays quiet while the work goes well, nudges once as a loop starts, says stop once at more of the same", async () => {
    const file = join(temp, "grow.jsonl");
    copyFileSync(REAL, file);
    const w = start({ file }, temp);
    await waitFor("the watch to start", () => w.err.some((l) => l.includes("following")));
    await pause(300);
    expect(w.out).toEqual([]);
    let round = 0;
    while (!w.out.some((l) => l.includes("Paste this into your assistant"))) {
      expect(round).toBeLessThan(8);
      appendFileSync(file, `${loopRound(round++).join("\n")}\n`);
      await pause(200);
    }
    const nudge = w.out.join("\n");
    expect(nudge).toMatch(/Unstuck: this looks like Repeated Failures/);
    // The evidence with its turn: the real session is turn 1, the loop's first message turn 2.
    expect(nudge).toMatch(/turn 2\b/);
    // More of the same: one plain "stop".
    while (!w.out.some((l) => l.includes("Stop the assistant now"))) {
      expect(round).toBeLessThan(14);
      appendFileSync(file, `${loopRound(round++).join("\n")}\n`);
      await pause(200);
    }
    expect(w.out.join("\n")).toContain("unstuck diagnose --latest --send");
    for (let i = 0; i < 3; i++) appendFileSync(file, `${loopRound(round++).join("\n")}\n`);
    await pause(500);
    expect(count(w.out, /Paste this into your assistant/)).toBe(1);
    expect(count(w.out, /Stop the assistant now/)).toBe(1);
    w.stop.abort();
    expect(await w.done).toBe(0);
  });

  it("reads a truncated file again from the start (a new episode, nudged again)", async () => {
    const file = join(temp, "truncate.jsonl");
    const rounds = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => loopRound(from + i).join("\n")).join("\n");
    writeFileSync(file, `${readFileSync(REAL, "utf8")}${rounds(0, 5)}\n`);
    const w = start({ file }, temp);
    await waitFor("the first nudge", () => count(w.out, /Paste this into your assistant/) === 1);
    // Rotated: the file is cut back to a quiet session, then the loop starts again.
    writeFileSync(file, readFileSync(REAL));
    await waitFor("the truncation to be seen", () => w.err.some((l) => l.includes("truncated or replaced")));
    appendFileSync(file, `${rounds(10, 5)}\n`);
    await waitFor("the second nudge", () => count(w.out, /Paste this into your assistant/) === 2);
    w.stop.abort();
    expect(await w.done).toBe(0);
  });

  it("follows the project's newest session and switches when a newer one appears", async () => {
    const home = join(temp, "home");
    const project = join(temp, "project");
    mkdirSync(project, { recursive: true });
    const sessions = join(home, ".claude", "projects", project.replace(/[^A-Za-z0-9]/g, "-"));
    mkdirSync(sessions, { recursive: true });
    const older = join(sessions, "older.jsonl");
    copyFileSync(REAL, older);
    utimesSync(older, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const w = start({}, project, { HOME: home });
    await waitFor("the older session to be followed", () => w.err.some((l) => l.includes(older)));
    const newer = join(sessions, "newer.jsonl");
    writeFileSync(newer, `${readFileSync(REAL, "utf8")}${loopRound(0).join("\n")}\n`);
    await waitFor("the switch", () => w.err.some((l) => l.includes("a newer session started") && l.includes(newer)));
    for (let i = 1; i < 5; i++) appendFileSync(newer, `${loopRound(i).join("\n")}\n`);
    await waitFor("a nudge on the newer session", () => count(w.out, /Paste this into your assistant/) === 1);
    w.stop.abort();
    expect(await w.done).toBe(0);
  });

  it("reads a whole-document session (Gemini CLI's JSON) again when it is rewritten", async () => {
    const doc = JSON.parse(
      readFileSync(join(ROOT, "tests/fixtures/sessions/gemini-cli/session-2025-12-06T15-00-rejection.json"), "utf8"),
    ) as { messages: unknown[] };
    // The fixture's opening, then the loop of the other tests in Gemini CLI's own message shape.
    const messages = [...doc.messages.slice(0, 2), ...Array.from({ length: 6 }, (_, i) => geminiLoopRound(i)).flat()];
    const file = join(temp, "session-gemini.json");
    const write = (k: number) =>
      writeFileSync(file, JSON.stringify({ ...doc, messages: messages.slice(0, k) }, null, 2));
    write(2);
    const w = start({ file }, temp);
    await waitFor("the watch to start", () => w.err.some((l) => l.includes("following")));
    await pause(300);
    expect(w.out).toEqual([]);
    for (let k = 3; k <= messages.length && w.out.length === 0; k++) {
      write(k);
      await pause(300);
    }
    await waitFor("a nudge", () => count(w.out, /Paste this into your assistant/) === 1);
    w.stop.abort();
    expect(await w.done).toBe(0);
  });

  it("with --exit-code, stops with status 1 at the first sign of a loop", async () => {
    const file = join(temp, "exit.jsonl");
    writeFileSync(file, `${Array.from({ length: 5 }, (_, i) => loopRound(i).join("\n")).join("\n")}\n`);
    const w = start({ file, exitCode: true }, temp);
    expect(await w.done).toBe(1);
    expect(count(w.out, /Paste this into your assistant/)).toBe(1);
  });

  it("says which file is missing (status 2)", async () => {
    const w = start({ file: join(temp, "nope.jsonl") }, temp);
    expect(await w.done).toBe(2);
    expect(w.err.join("\n")).toContain("No such file");
  });
});
