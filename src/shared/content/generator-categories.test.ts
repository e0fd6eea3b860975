import { describe, expect, it } from "vitest";
import { generatorCategoryIds } from "../schemas/generator.js";
import { generatorCategories, generatorCategorySchema, getGeneratorCategory } from "./generator-categories.js";

/** The three strategy names each category must use, in order. */
const specStrategies: Record<string, string[]> = {
  "complexity-overwhelm": ["context reset", "role constraints", "methodology enforcement"],
  "integration-issues": ["isolation debugging", "contract-first development", "adapter patterns"],
  "lost-direction": ["requirements archaeology", "user story constraints", "goal realignment"],
  "no-clear-plan": ["reverse engineering", "walking skeleton", "milestone definition"],
  "repeated-failures": ["architecture reset", "constraint-driven development", "alternative approaches"],
  "ai-hallucination": ["reality check", "documentation verification", "conservative debugging"],
  other: ["problem analysis", "context gathering", "adaptive solutions"],
};

/** Phrases the content guide quotes from its sources; product text must not reuse them. */
const quotedGuidePhrases = [
  "single highest-leverage",
  "kitchen sink",
  "distract and confuse",
  "fine details wrong",
  "forgetting",
  "hanging or orphaned",
  "one question at a time",
  "firmly and unequivocally",
  "do not guess or make up",
  "not a replacement for git",
  "let claude interview you",
  "a simple, open format",
  "keep history relevant",
];

const allText = (value: unknown): string[] =>
  typeof value === "string" ? [value] : typeof value === "object" && value ? Object.values(value).flatMap(allText) : [];

describe("generator categories", () => {
  it("covers the seven category ids in order and parses with the schema", () => {
    expect(generatorCategories.map((c) => c.id)).toEqual([...generatorCategoryIds]);
    for (const category of generatorCategories) {
      expect(generatorCategorySchema.safeParse(category).error).toBeUndefined();
    }
  });

  it("uses the spec's three strategies per category, named in each prompt title", () => {
    for (const category of generatorCategories) {
      const names = category.strategies.map((s) => s.name.toLowerCase());
      expect(names).toEqual(specStrategies[category.id]);
      for (const strategy of category.strategies) {
        expect(strategy.title.toLowerCase()).toContain(strategy.name.toLowerCase());
      }
    }
  });

  it("has unique strategy ids", () => {
    const ids = generatorCategories.flatMap((c) => c.strategies.map((s) => s.id));
    expect(new Set(ids).size).toBe(21);
  });

  it("mixes difficulty levels within the library", () => {
    const levels = new Set(generatorCategories.flatMap((c) => c.strategies.map((s) => s.difficulty)));
    expect([...levels].sort()).toEqual(["advanced", "beginner", "intermediate"]);
  });

  it("names a source for every why-it-works text", () => {
    for (const strategy of generatorCategories.flatMap((c) => c.strategies)) {
      expect(strategy.whyItWorks, strategy.id).toMatch(
        /\([^)]*(docs|tips|guide|practices|et al\.|Willison|Reed|zerotoclaude)[^)]*\)/i,
      );
    }
  });

  it("avoids all-caps alarms, pressure and the guide's quoted phrases", () => {
    const text = allText(generatorCategories);
    const allowedCaps = new Set([
      "API",
      "APIs",
      "CORS",
      "HTTP",
      "README",
      "AGENTS",
      "CLAUDE",
      "OK",
      "GPT",
      "LLM",
      "USENIX",
    ]);
    for (const line of text) {
      const shouting = (line.match(/\b[A-Z]{3,}\b/g) ?? []).filter((w) => !allowedCaps.has(w));
      expect(shouting, line).toEqual([]);
      expect(line).not.toMatch(/\b(must|critical|fired|tip you|or else)\b/i);
      for (const phrase of quotedGuidePhrases) expect(line.toLowerCase(), line).not.toContain(phrase);
    }
  });

  it("looks categories up by id", () => {
    expect(getGeneratorCategory("ai-hallucination").name).toBe("AI Hallucination");
    expect(() => getGeneratorCategory("nope" as never)).toThrow(/Unknown generator category/);
  });
});
