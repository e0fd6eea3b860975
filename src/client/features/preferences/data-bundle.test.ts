import { describe, expect, it } from "vitest";
import type { RescueSession } from "@shared/schemas/sessions";
import { batches, buildBundle, bundleFileName, importInBatches, ImportStopped, parseBundle } from "./data-bundle";

const session = (id: string): RescueSession => ({
  id,
  problemType: "repeated_failures",
  projectDescription: "",
  customProblem: null,
  selectedStrategy: "Reset & Redirect",
  startTime: "2025-01-05T10:00:00.000Z",
  completedAt: null,
  actionSteps: [1, 2, 3, 4].map((n) => ({
    id: n,
    title: `Step ${n}`,
    completed: n === 1,
    timeSpent: 30,
    startTime: null,
  })),
  prompts: [{ id: 1, name: "Reset", text: "Stop editing and summarise.", explanation: "", example: "", used: false }],
  notes: "Fresh session worked.",
  success: false,
  progress: 25,
  stepsCompleted: 1,
  totalTimeSpent: 120,
  imported: false,
  paste: "",
  facts: null,
});

describe("export bundle", () => {
  it("round-trips sessions and preferences", () => {
    const bundle = buildBundle(
      [session("a"), session("b")],
      { theme: "light", defaultPromptStyle: "socratic" },
      new Date("2025-02-03T04:05:06Z"),
    );
    const parsed = parseBundle(JSON.stringify(bundle));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.bundle.preferences).toEqual({ theme: "light", defaultPromptStyle: "socratic" });
    expect(parsed.bundle.sessions).toEqual([session("a"), session("b")]);
    expect(parsed.bundle.exportedAt).toBe("2025-02-03T04:05:06.000Z");
    expect(bundleFileName(new Date("2025-02-03T04:05:06Z"))).toBe("unstuck-export-2025-02-03.json");
  });

  it("accepts numeric session ids from older exports", () => {
    const bundle = {
      ...buildBundle([], { theme: "dark", defaultPromptStyle: "direct" }),
      sessions: [{ ...session("x"), id: 1736071200000 }],
    };
    const parsed = parseBundle(JSON.stringify(bundle));
    expect(parsed.ok && parsed.bundle.sessions[0]!.id).toBe("1736071200000");
  });

  it("says what is wrong with a bad file", () => {
    expect(parseBundle("{oops")).toEqual({ ok: false, problems: [expect.stringMatching(/not valid JSON/)] });
    expect(parseBundle("[1,2]")).toEqual({ ok: false, problems: [expect.stringMatching(/expected a JSON object/)] });
    const wrongFormat = parseBundle(JSON.stringify({ format: "something-else" }));
    expect(wrongFormat.ok).toBe(false);
    if (!wrongFormat.ok) expect(wrongFormat.problems[0]).toMatch(/format: this is not an Unstuck export/);

    const bad = buildBundle([session("a"), { ...session("b"), startTime: "last tuesday", notes: "x".repeat(20_001) }], {
      theme: "dark",
      defaultPromptStyle: "direct",
    });
    const parsed = parseBundle(
      JSON.stringify({ ...bad, preferences: { theme: "neon", defaultPromptStyle: "direct" } }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^preferences\.theme: theme must be dark, light or system/),
        expect.stringMatching(/^Session 2 \(startTime\): must be an ISO date-time/),
        expect.stringMatching(/^Session 2 \(notes\): notes can be at most 20,000 characters/),
      ]),
    );
  });
});

describe("batched import", () => {
  it("splits into batches of 25 and adds up the results", async () => {
    expect(batches(Array.from({ length: 51 }, (_, i) => i)).map((b) => b.length)).toEqual([25, 25, 1]);
    const sent: number[] = [];
    const result = await importInBatches(
      Array.from({ length: 30 }, (_, i) => session(String(i))),
      async (batch) => {
        sent.push(batch.length);
        return { imported: batch.length - 1, skipped: 1 };
      },
    );
    expect(sent).toEqual([25, 5]);
    expect(result).toEqual({ imported: 28, skipped: 2 });
  });
  it("says how many sessions were added before a batch was refused", async () => {
    const refusal = new Error("These sessions were not imported: storage limit");
    let calls = 0;
    const stopped = await importInBatches(
      Array.from({ length: 60 }, (_, i) => session(String(i))),
      async (batch) => {
        if (++calls === 2) throw refusal;
        return { imported: batch.length, skipped: 0 };
      },
    ).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(ImportStopped);
    expect(stopped).toMatchObject({ cause: refusal, done: { imported: 25, skipped: 0 } });
  });
});
