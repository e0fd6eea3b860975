import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diagnoseText } from "./mcp-diagnosis.js";

const fixture = (path: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/sessions/${path}`, import.meta.url), "utf8");

describe("diagnoseText (the MCP diagnosis tool)", () => {
  it("recognises a session file's content and says which turn went wrong", async () => {
    const d = await diagnoseText(fixture("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md"));
    expect(d).toMatchObject({ type: "repeated_failures", format: "specstory", firstStuckTurn: 2 });
    expect(d.decidingLines[0]).toMatch(
      /^turn 2 \(the agent admitted its last attempt was wrong \(as at turn 1, line \d+\)\)/,
    );
    expect(d.firstStuckReason).toBe("the agent first admitted an attempt was wrong here");
    expect(d.repeats.map((r) => [r.kind, r.subject, r.turns, r.headline, r.whatChanged])).toEqual([
      [
        "file",
        "feb26/MAR26/sbk1.py",
        [1, 3, 4, 5],
        "feb26/MAR26/sbk1.py was edited again and again (4 times, turns 1, 3, 4, 5)",
        "No error shows between the edits: check whether they undo each other.",
      ],
    ]);
  });

  it("reads Gemini CLI and Cline JSON pasted as text", async () => {
    expect((await diagnoseText(fixture("gemini-cli/session-2025-12-06T15-00-rejection.json"))).format).toBe(
      "gemini-cli",
    );
    expect((await diagnoseText(fixture("cline/api_conversation_history.json"))).format).toBe("cline");
  });

  it("still reads a plain paste, by line", async () => {
    const d = await diagnoseText(
      "the same error again after every fix\nTypeError: Cannot read properties of undefined (reading 'map')\nstill broken, we keep going in circles",
    );
    expect(d.format).toBe("text");
    expect(d.decidingLines.every((l) => l.startsWith("line "))).toBe(true);
  });

  it("diagnoses JSON that is no session as text instead of failing", async () => {
    const d = await diagnoseText('{\n  "name": "my-app"\n}');
    expect(d).toMatchObject({ format: "text", firstStuckTurn: null, firstStuckReason: null, repeats: [] });
  });
});
