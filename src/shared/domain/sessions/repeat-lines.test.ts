import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { calmRound, loopRound } from "../../../../tests/support/sessions/claude-loop.mjs";
import { readSession } from "./read-session.js";
import { linesForRepeats } from "./repeat-lines.js";
import { findRepeats } from "./repeats.js";

const FIXTURES = fileURLToPath(new URL("../../../../tests/fixtures/sessions/", import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(jsonl|json|md|vscdb)$/.test(name) && name !== "PROVENANCE.md" ? [path] : [];
  });
}

describe("linesForRepeats", () => {
  it("keeps every line findRepeats reads: the same repeats as on all the lines, on every real session fixture", async () => {
    const paths = files(FIXTURES);
    expect(paths.length).toBeGreaterThan(5);
    let compared = 0;
    for (const path of paths) {
      const read = await readSession(new Uint8Array(readFileSync(path)), { name: path });
      if (!read.ok) continue;
      const all = read.transcript.lines;
      expect(findRepeats(linesForRepeats(all), 10), path).toEqual(findRepeats(all, 10));
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it("and on a session that loops, where it keeps a part of the lines", async () => {
    const lines = [...calmRound(0, "ok\n".repeat(5)), ...[0, 1, 2, 3].flatMap((i) => loopRound(i))];
    const read = await readSession(`${lines.join("\n")}\n`);
    if (!read.ok) throw new Error(read.error);
    const all = read.transcript.lines;
    const kept = linesForRepeats(all);
    expect(findRepeats(all).length).toBeGreaterThan(0);
    expect(findRepeats(kept, 10)).toEqual(findRepeats(all, 10));
    expect(kept.length).toBeLessThan(all.length);
  });
});
