import { describe, expect, it } from "vitest";
import { problemTypeIds, rescueTypeIds } from "../content/problem-types.js";
import { problemTypeIdSchema, rescueTypeIdSchema } from "./content.js";
import { generatorCategoryIdSchema, generatorCategoryIds, validateGeneratorInput } from "./generator.js";
import { generatePromptsInput, startRescueInput } from "./mcp.js";
import { outcomeStatsQuerySchema } from "./outcomes.js";
import { createSessionInputSchema, listSessionsQuerySchema } from "./sessions.js";
import { wizardCategorySchema } from "./wizard.js";

const kebab = (id: string) => id.replace(/_/g, "-");

describe("problem type ids (decision 0310)", () => {
  it("are snake_case, read off the registry", () => {
    for (const id of problemTypeIds) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(problemTypeIds.slice(0, -1)).toEqual([...rescueTypeIds]);
  });

  it("are taken in kebab-case too at every boundary, and read as the snake_case id", () => {
    for (const id of problemTypeIds) {
      expect(problemTypeIdSchema.parse(kebab(id))).toBe(id);
      expect(problemTypeIdSchema.parse(id)).toBe(id);
    }
    for (const id of rescueTypeIds) expect(rescueTypeIdSchema.parse(kebab(id))).toBe(id);
    expect(startRescueInput.parse({ type: "repeated-failures" }).type).toBe("repeated_failures");
    expect(wizardCategorySchema.parse("ai-hallucination")).toBe("ai_hallucination");
    expect(outcomeStatsQuerySchema.parse({ type: "lost-direction" }).type).toBe("lost_direction");
    expect(listSessionsQuerySchema.parse({ type: "no-planning" }).type).toBe("no_planning");
    expect(createSessionInputSchema.parse({ problemType: "integration-issues" }).problemType).toBe(
      "integration_issues",
    );
  });

  it("still refuses what is no id in either spelling", () => {
    for (const bad of ["repeated failures", "Repeated_Failures", "", "custom-problem", 3])
      expect(problemTypeIdSchema.safeParse(bad).success).toBe(false);
    expect(rescueTypeIdSchema.safeParse("custom").success).toBe(false);
  });
});

describe("generator categories", () => {
  it("keep the spec's kebab-case ids and take a problem type's id for its category", () => {
    expect(generatorCategoryIdSchema.parse("repeated_failures")).toBe("repeated-failures");
    expect(generatorCategoryIdSchema.parse("repeated-failures")).toBe("repeated-failures");
    expect(generatorCategoryIdSchema.parse("no_planning")).toBe("no-clear-plan");
    expect(generatorCategoryIdSchema.parse("no_clear_plan")).toBe("no-clear-plan");
    expect(generatorCategoryIdSchema.parse("custom")).toBe("other");
    expect(generatorCategoryIdSchema.safeParse("planning").success).toBe(false);
    expect(generatePromptsInput.parse({ category: "ai_hallucination", details: "x" }).category).toBe(
      "ai-hallucination",
    );
  });

  it("are a list of their own, one category for each problem type, linked by one mapping (decision 0332)", () => {
    const categories = problemTypeIds.map((id) => generatorCategoryIdSchema.parse(id));
    expect(new Set(categories).size).toBe(problemTypeIds.length);
    expect([...categories].sort()).toEqual([...generatorCategoryIds].sort());
    for (const id of generatorCategoryIds) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("reach the generator's own validation from the web form's route as well", () => {
    const result = validateGeneratorInput({ category: "repeated_failures", problemDescription: "Same bug again." });
    expect(result.ok && result.data.category).toBe("repeated-failures");
    const missing = validateGeneratorInput({ problemDescription: "Same bug again." });
    expect(missing.ok).toBe(false);
  });
});
