import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSession, type SessionRead } from "./read-session.js";
import { findRepeats } from "./repeats.js";

const FIXTURES = new URL("../../../../tests/fixtures/sessions/", import.meta.url);

async function read(source: string | Uint8Array): Promise<SessionRead> {
  const r = await readSession(source);
  if (!r.ok) throw new Error(r.error);
  return r;
}

const user = (text: string) => JSON.stringify({ type: "user", message: { role: "user", content: text } });
const tool = (id: string, name: string, input: Record<string, unknown>) =>
  JSON.stringify({
    type: "assistant",
    message: { role: "assistant", content: [{ type: "tool_use", id, name, input }] },
  });
const result = (id: string, text: string, isError = true) =>
  JSON.stringify({
    type: "user",
    message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, is_error: isError, content: text }] },
  });

describe("findRepeats", () => {
  it("finds the same error after each edit, with its turns and the files edited in between", async () => {
    const lines = [user("the test fails, fix it")];
    for (let i = 0; i < 3; i++) {
      if (i > 0) lines.push(user(`still failing (${i})`));
      lines.push(tool(`e${i}`, "Edit", { file_path: `src/cart-${i}.ts` }));
      lines.push(tool(`b${i}`, "Bash", { command: "npm test" }));
      lines.push(result(`b${i}`, "TypeError: Cannot read properties of undefined (reading 'total')"));
    }
    const repeats = findRepeats((await read(lines.join("\n"))).transcript.lines);
    const error = repeats.find((r) => r.kind === "error");
    expect(error).toMatchObject({
      subject: expect.stringContaining("TypeError: Cannot read properties of undefined"),
      count: 3,
      turns: [1, 2, 3],
      filesEditedBetween: ["src/cart-1.ts", "src/cart-2.ts"],
    });
    const command = repeats.find((r) => r.kind === "command");
    expect(command).toMatchObject({ count: 3, turns: [1, 2, 3], sameErrorEachRun: true });
    // Errors first at equal counts.
    expect(repeats[0]!.kind).toBe("error");
  });

  it("does not count an error printed twice by one command, nor a retry, as a repeat", async () => {
    const lines = [
      user("run the tests"),
      tool("b1", "Bash", { command: "npm test" }),
      result("b1", "TypeError: x is not a function\nTypeError: x is not a function"),
      tool("e1", "Edit", { file_path: "src/a.ts" }),
      tool("b2", "Bash", { command: "npm test" }),
      result("b2", "all tests passed", false),
    ];
    expect(findRepeats((await read(lines.join("\n"))).transcript.lines)).toEqual([]);
  });

  it("names the file edited again and again and the error seen between the edits", async () => {
    const lines = [user("make the header sticky")];
    for (let i = 0; i < 4; i++) {
      lines.push(tool(`e${i}`, "Edit", { file_path: "src/header.tsx" }));
      lines.push(tool(`b${i}`, "Bash", { command: `npx tsc --noEmit -p tsconfig.${i}.json` }));
      lines.push(result(`b${i}`, "error TS2322: Type 'string' is not assignable to type 'number'."));
    }
    const file = findRepeats((await read(lines.join("\n"))).transcript.lines).find((r) => r.kind === "file");
    expect(file).toMatchObject({ subject: "src/header.tsx", count: 4, turns: [1] });
    expect(file!.errorsBetween).toHaveLength(1);
    expect(file!.errorsBetween[0]).toContain("TS2322");
  });

  it("finds the file edited again in a real stuck session (SpecStory), and nothing in a healthy one (Aider)", async () => {
    const stuck = await read(
      new Uint8Array(readFileSync(new URL("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md", FIXTURES))),
    );
    const repeats = findRepeats(stuck.transcript.lines);
    expect(repeats[0]).toMatchObject({ kind: "file", count: 4, turns: [1, 3, 4, 5] });
    const healthy = await read(new Uint8Array(readFileSync(new URL("aider/.aider.chat.history.md", FIXTURES))));
    expect(findRepeats(healthy.transcript.lines)).toEqual([]);
  });

  it("keeps at most `limit` repeats", async () => {
    const lines = [user("go")];
    for (let i = 0; i < 3; i++)
      for (const c of ["npm test", "npm run lint", "npm run build"])
        lines.push(tool(`${c}${i}`, "Bash", { command: c }));
    expect(findRepeats((await read(lines.join("\n"))).transcript.lines, 2)).toHaveLength(2);
  });
});

// Decision 0422: claude-code-0092 (a Claude Code transcript) calls TodoWrite 22 times; shown without input, every call
// looks the same, and "the same call made again" said nothing of the work. The file edited again is kept.
describe("a call shown without input that runs no command", () => {
  it("is no repeat: claude-code-0092's TodoWrite() calls", async () => {
    const file = new URL("../../../../eval/detection/real/sessions/claude-code-0092.jsonl", import.meta.url);
    const r = await readSession(readFileSync(file), { tool: "claude-code" });
    if (!r.ok) throw new Error(r.error);
    expect(r.transcript.lines.filter((l) => l.kind === "command" && l.text === "TodoWrite()").length).toBeGreaterThan(
      2,
    );
    const repeats = findRepeats(r.transcript.lines);
    expect(repeats.map((x) => x.subject)).not.toContain("TodoWrite()");
    expect(repeats.some((x) => x.kind === "file" && x.subject.endsWith("script.js"))).toBe(true);
  });
});
