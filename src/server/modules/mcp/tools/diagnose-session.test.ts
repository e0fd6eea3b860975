import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { McpToolContext } from "../mcp-tool.js";
import { diagnoseSession } from "./diagnose-session.js";

const fixture = (path: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/sessions/${path}`, import.meta.url), "utf8");
// The tool reads nothing of its context but the app's address.
const context = { appUrl: "https://unstuck.test" } as McpToolContext;

describe("diagnose_session (MCP tool)", () => {
  it("says where a session went wrong: the first stuck turn, what repeats and what changed, in the CLI's words", async () => {
    const answer = await diagnoseSession.run(
      { text: fixture("specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md") },
      context,
    );
    expect(answer.summary).toBe(
      [
        'Diagnosis: repeated_failures (low confidence); it first went wrong at the user\'s message 2 (the agent first admitted an attempt was wrong here). Call get_rescue with type "repeated_failures" for the playbook.',
        "",
        "What repeats",
        "  feb26/MAR26/sbk1.py was edited again and again (4 times, turns 1, 3, 4, 5)",
        "    No error shows between the edits: check whether they undo each other.",
      ].join("\n"),
    );
    // The structured content holds the same, and matches the tool's declared output.
    const data = diagnoseSession.output.parse(answer.data) as Record<string, unknown>;
    expect(data).toMatchObject({
      type: "repeated_failures",
      firstStuckTurn: 2,
      firstStuckReason: "the agent first admitted an attempt was wrong here",
      repeats: [
        {
          kind: "file",
          subject: "feb26/MAR26/sbk1.py",
          count: 4,
          turns: [1, 3, 4, 5],
          headline: "feb26/MAR26/sbk1.py was edited again and again (4 times, turns 1, 3, 4, 5)",
          whatChanged: "No error shows between the edits: check whether they undo each other.",
        },
      ],
      rescueUrl: "https://unstuck.test/problems",
    });
  });

  it("says nothing of repeats when the session is not stuck, and keeps them in the data", async () => {
    const answer = await diagnoseSession.run(
      { text: fixture("gemini-cli/session-2025-12-06T15-00-rejection.json") },
      context,
    );
    expect(answer.summary).toMatch(/^No known stuck pattern found/);
    expect(answer.summary).not.toContain("What repeats");
    const data = diagnoseSession.output.parse(answer.data) as { type: unknown; firstStuckTurn: unknown };
    expect(data).toMatchObject({ type: null, firstStuckTurn: null, format: "gemini-cli" });
  });
});
