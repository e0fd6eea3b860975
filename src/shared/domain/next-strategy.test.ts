import { describe, expect, it } from "vitest";
import { getProblemType, problemTypes } from "../content/problem-types.js";
import { nextStrategySchema } from "../schemas/next-strategy.js";
import type { SessionStep } from "../schemas/sessions.js";
import {
  carriedOverNotes,
  nextStrategyOptions,
  runnerUpOf,
  secondStrategyOf,
  strategyContentOf,
} from "./next-strategy.js";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("second strategies", () => {
  it.each(problemTypes.map((t) => t.id))("%s has one that follows the content guide", (id) => {
    const second = nextStrategySchema.parse(secondStrategyOf(id));
    const first = getProblemType(id);
    expect(second.strategy).not.toBe(first.strategy);
    for (const prompt of second.prompts) {
      expect(words(prompt.text), prompt.name).toBeGreaterThanOrEqual(80);
      expect(words(prompt.text), prompt.name).toBeLessThanOrEqual(200);
      // Speaks to the agent: placeholders to fill, a check, and a stop rule.
      expect(prompt.text).toMatch(/\[[^\]]+\]/);
      expect(prompt.text).toMatch(/stop/i);
      expect(first.prompts.map((p) => p.name)).not.toContain(prompt.name);
    }
    for (const step of second.steps) expect(step.timeboxMinutes).toBeGreaterThan(0);
    expect(strategyContentOf(id, second.strategy)).toBe(secondStrategyOf(id));
    expect(strategyContentOf(id, first.strategy).steps).toBe(first.steps);
  });
});

describe("the next line of attack", () => {
  it("offers the second strategy, then the runner-up type, never the same type twice", () => {
    const first = getProblemType("repeated_failures");
    const second = secondStrategyOf("repeated_failures");
    const session = { problemType: "repeated_failures" as const, selectedStrategy: first.strategy };
    expect(nextStrategyOptions(session, null).map((o) => o.strategy)).toEqual([second.strategy]);
    expect(nextStrategyOptions(session, "ai_hallucination").map((o) => o.via)).toEqual([
      "second_strategy",
      "runner_up",
    ]);
    expect(nextStrategyOptions(session, "repeated_failures")).toHaveLength(1);
    expect(nextStrategyOptions({ ...session, selectedStrategy: second.strategy }, null)).toEqual([]);
  });

  it("takes the diagnosis's other type as the runner-up", () => {
    const detection = { type: "repeated_failures" as const, alternatives: [{ type: "ai_hallucination" as const }] };
    expect(runnerUpOf(detection, "repeated_failures")).toBe("ai_hallucination");
    expect(runnerUpOf(detection, "lost_direction")).toBe("repeated_failures");
    expect(runnerUpOf({ type: null, alternatives: [] }, "lost_direction")).toBeNull();
  });

  it("carries over each step's state and the notes", () => {
    const steps: SessionStep[] = [
      { id: 1, title: "Stop the loop", completed: true, timeSpent: 90, startTime: null },
      { id: 2, title: "Write the post-mortem", completed: false, timeSpent: 30, startTime: null },
      { id: 3, title: "Roll back", completed: false, timeSpent: 0, startTime: null },
    ];
    const notes = carriedOverNotes({
      selectedStrategy: "Reset & Redirect",
      actionSteps: steps,
      prompts: [{ id: 1, name: "Restart", text: "x", explanation: "", example: "", used: false }],
      notes: "Lockfile pinned.",
    });
    expect(notes).toContain("Tried first: Reset & Redirect (still stuck)");
    expect(notes).toContain("- Stop the loop: done (1m 30s)");
    expect(notes).toContain("- Write the post-mortem: tried (30s)");
    expect(notes).toContain("- Roll back: not started");
    expect(notes).toContain("Prompts it offered: Restart");
    expect(notes.endsWith("Lockfile pinned.")).toBe(true);
  });
});
