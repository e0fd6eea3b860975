import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readSession, type SessionRead } from "./read-session.js";
import { SessionFollower } from "./session-follower.js";

const FIXTURES = new URL("../../../../tests/fixtures/sessions/", import.meta.url);
const bytesOf = (path: string) => new Uint8Array(readFileSync(new URL(path, FIXTURES)));

/** The bytes in pieces of the given sizes, cycling (so lines and multi-byte characters are cut anywhere). */
function pieces(bytes: Uint8Array, sizes: number[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const n = sizes[k % sizes.length]!;
    out.push(bytes.subarray(at, at + n));
    at += n;
  }
  return out;
}

describe("SessionFollower", () => {
  for (const path of [
    "claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl",
    "codex/rollout-2026-06-05T04-58-20-019e9625-802f-7e91-840a-cfe88d14117a.jsonl",
    "specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md",
    "aider/.aider.chat.history.md",
  ]) {
    it(`reads ${path.split("/")[0]} appended in pieces as readSession reads it whole`, async () => {
      const bytes = bytesOf(path);
      const whole = (await readSession(bytes, { name: path })) as SessionRead;
      expect(whole.ok).toBe(true);
      const f = new SessionFollower({ name: path });
      for (const piece of pieces(bytes, [1, 7, 333, 4096])) f.append(piece);
      expect(f.mode).toBe("lines");
      // A file that ends without a newline keeps its last line until the newline arrives.
      if (bytes[bytes.length - 1] !== 10) f.append(new TextEncoder().encode("\n"));
      const read = f.read() as SessionRead;
      expect(read.ok).toBe(true);
      expect(read.userTurns).toBe(whole.userTurns);
      expect(read.transcript.lines.map((l) => [l.n, l.role, l.kind, l.text, l.userTurn])).toEqual(
        whole.transcript.lines.map((l) => [l.n, l.role, l.kind, l.text, l.userTurn]),
      );
      expect(f.bytes).toBeGreaterThanOrEqual(bytes.length);
    });
  }

  it("keeps a torn last line until its newline arrives", () => {
    const bytes = bytesOf("claude-code/4d5611e5-241a-462a-8d15-5122611a9569.jsonl");
    const text = new TextDecoder().decode(bytes);
    const lastStart = text.trimEnd().lastIndexOf("\n") + 1;
    const f = new SessionFollower();
    f.append(bytes.subarray(0, lastStart + 20));
    const before = f.read() as SessionRead;
    expect(before.warnings).toEqual([]);
    const linesBefore = before.transcript.lines.length;
    f.append(bytes.subarray(lastStart + 20));
    const after = f.read() as SessionRead;
    expect(after.transcript.lines.length).toBeGreaterThan(linesBefore);
  });

  it("waits for a first whole line before telling the format, and says when a format must be read whole", () => {
    const f = new SessionFollower();
    f.append(new TextEncoder().encode('{"type":"user","mess'));
    expect(f.mode).toBe("pending");
    expect(f.read()).toBeNull();
    const g = new SessionFollower();
    g.append(bytesOf("gemini-cli/session-2025-12-06T15-00-rejection.json"));
    expect(g.mode).toBe("whole");
    expect(g.read()).toBeNull();
    const h = new SessionFollower();
    h.append(bytesOf("cursor/state.vscdb").subarray(0, 4096));
    expect(h.mode).toBe("whole");
  });

  it("reads from the middle of a file with the turns and lines before it counted from the start", () => {
    const f = new SessionFollower({ format: "claude-code", linesBefore: 100, turnsBefore: 7 });
    f.append(
      new TextEncoder().encode(`${JSON.stringify({ type: "user", message: { role: "user", content: "again" } })}\n`),
    );
    const read = f.read() as SessionRead;
    expect(read.userTurns).toBe(8);
    expect(read.transcript.lines[0]).toMatchObject({ n: 101, userTurn: 8 });
  });
});
