import { describe, expect, it } from "vitest";
import { problemTypeSchema, templateCategorySchema } from "../schemas/content.js";
import { marketingFigures } from "./landing.js";
import { problemTypes } from "./problem-types.js";
import { countTemplates, templateCategories } from "./templates.js";

// The landing page promises "50+ prompts in the free library". The free library is every
// rescue prompt (free users get 3 rescues a month) plus every template (free for everyone, signed out too).
const rescuePrompts = problemTypes.flatMap((type) => type.prompts);
const templates = templateCategories.flatMap((category) => category.prompts);

describe("the free prompt library", () => {
  it("parses all of its content with the schemas", () => {
    for (const type of problemTypes) expect(problemTypeSchema.safeParse(type).error, type.id).toBeUndefined();
    for (const category of templateCategories)
      expect(templateCategorySchema.safeParse(category).error, category.id).toBeUndefined();
  });

  it("holds well over the 50 prompts the landing page promises", () => {
    const promised = Number.parseInt(marketingFigures.freeLibraryPrompts, 10);
    expect(promised).toBe(50);
    const total = rescuePrompts.length + countTemplates();
    // "Well over": at least 40% above the promise, so trimming a category or two never breaks the claim.
    expect(total).toBeGreaterThanOrEqual(70);
    expect(total).toBeGreaterThan(promised * 1.4);
    expect(rescuePrompts.length).toBeGreaterThanOrEqual(6 * 3 + 1);
    expect(templates.length).toBe(countTemplates());
  });

  it("counts distinct prompts, not the same text twice", () => {
    const texts = [...rescuePrompts, ...templates].map((prompt) => prompt.text.trim());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
