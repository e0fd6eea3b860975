import { describe, expect, it } from "vitest";
import { problemTypeSchema } from "../schemas/content.js";
import { getProblemType, problemTypeIds, problemTypes, rescueTypeIds } from "./problem-types.js";

const acronyms = new Set([
  "API",
  "APIS",
  "HTTP",
  "JSON",
  "CORS",
  "PKCE",
  "CSV",
  "SDK",
  "URL",
  "OIDC",
  "CLI",
  "UI",
  "MB",
  "GB",
]);
const words = (text: string) =>
  text
    .replace(/\[[^\]]*\]/g, " ")
    .split(/\s+/)
    .filter(Boolean);

describe("rescue content", () => {
  it("has the seven types in the spec's order, each valid against the schema", () => {
    expect(problemTypes.map((t) => t.id)).toEqual([...problemTypeIds]);
    for (const type of problemTypes) expect(() => problemTypeSchema.parse(type)).not.toThrow();
    expect(rescueTypeIds).toEqual(problemTypeIds.filter((id) => id !== "custom"));
  });

  it("uses the spec's strategies and icons", () => {
    const byId = Object.fromEntries(problemTypes.map((t) => [t.id, [t.strategy, t.icon]]));
    expect(byId).toMatchObject({
      complexity_overwhelm: ["Break & Isolate", "layer-group"],
      integration_issues: ["Bridge Building", "unlink"],
      lost_direction: ["Plan Recovery", "compass"],
      no_planning: ["Step-by-Step Roadmap", "question-circle"],
      repeated_failures: ["Reset & Redirect", "redo"],
      ai_hallucination: ["Reset & Verify", "edit"],
    });
  });

  it("has 3 prompts (4 for ai_hallucination) and 4 steps per type", () => {
    for (const type of problemTypes) {
      expect(type.prompts).toHaveLength(type.id === "ai_hallucination" ? 4 : 3);
      expect(type.steps).toHaveLength(4);
    }
  });

  it("writes copy-ready prompts: slots to fill, a check, a stop rule, under ~230 words, no shouting", () => {
    for (const type of problemTypes) {
      for (const prompt of type.prompts) {
        const slots = prompt.text.match(/\[[^\]\n]{2,80}\]/g) ?? [];
        expect(slots.length, `${type.id}/${prompt.name} slots`).toBeGreaterThanOrEqual(2);
        expect(words(prompt.text).length, `${type.id}/${prompt.name} words`).toBeLessThanOrEqual(230);
        expect(prompt.text, `${type.id}/${prompt.name} says when it is done`).toMatch(/[Dd]one when/);
        const shouting = (prompt.text.replace(/\b[A-Z]+\.md\b/g, "").match(/\b[A-Z]{4,}\b/g) ?? []).filter(
          (w) => !acronyms.has(w),
        );
        expect(shouting, `${type.id}/${prompt.name}`).toEqual([]);
        expect(prompt.text).not.toMatch(/you will be fired|tip you|\$\d+ tip/i);
      }
    }
  });

  it("gives every step binary criteria, a timebox and a fallback", () => {
    for (const type of problemTypes) {
      for (const step of type.steps) {
        expect(step.actions.length).toBeLessThanOrEqual(3);
        expect(step.criteria.length).toBeGreaterThan(0);
        expect(step.timeboxMinutes).toBeGreaterThan(0);
        expect(step.fallback).toMatch(/^If /);
      }
    }
  });

  it("falls back to the custom problem for unknown ids", () => {
    expect(getProblemType("nope").title).toBe("Custom Problem");
    expect(getProblemType("lost_direction").strategy).toBe("Plan Recovery");
  });
});

describe("rescue prompt texts", () => {
  it("speak to the agent only: what the user does before pasting lives in the explanation", () => {
    for (const type of problemTypes)
      for (const prompt of type.prompts) {
        expect(prompt.text, prompt.name).not.toMatch(/^Start a fresh session|and paste (this|only what follows)/m);
        expect(prompt.text, prompt.name).not.toMatch(/(?:Claude Code|Aider)(?: or Aider)?: \/clear/);
      }
    const moved = problemTypes.flatMap((t) => t.prompts).filter((p) => p.explanation.startsWith("Before pasting:"));
    expect(moved).toHaveLength(5);
  });
});
