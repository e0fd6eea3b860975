import { describe, expect, it } from "vitest";
import { describeSituation, extractGoal, extractSituation } from "./situation.js";

describe("extractSituation", () => {
  it("never takes a stack-trace line as the goal", () => {
    const goal = extractGoal(
      "TypeError: Cannot read properties of undefined (reading 'map')\n    at List (src/List.tsx:12:5)\nI want the list to render the fetched todos.",
    );
    expect(goal).toBe("I want the list to render the fetched todos");
  });

  it("leaves the goal empty when the user states none", () => {
    expect(extractGoal("at foo (bar.js:1:1)\nError: boom")).toBeUndefined();
  });

  it("reads stack, version, error, files and constraints together", () => {
    const s = extractSituation({
      description:
        "My Django 5.0 view in orders/views.py returns 500. I need to keep the current URL structure. Don't add new dependencies.",
      errorMessages: 'django.db.utils.OperationalError: FATAL: too many connections for role "app"',
    });
    expect(s.stackText).toBe("Django 5.0");
    expect(s.language).toBe("Python");
    expect(s.keyErrorLine).toContain("too many connections");
    expect(s.filePaths).toContain("orders/views.py");
    expect(s.constraints).toHaveLength(2);
  });

  it("uses the user's own words for a stack it doesn't know", () => {
    const s = extractSituation({ description: "The build breaks.", stackHint: "Pony on the BEAM" });
    expect(s.stack).toEqual([]);
    expect(s.stackText).toBe("Pony on the BEAM");
    expect(extractSituation({ description: "x", stackHint: "Other" }).stackText).toBeUndefined();
  });

  it("describes the facts for a model without inventing any", () => {
    expect(describeSituation(extractSituation({ description: "it is broken" }))).toMatch(/slots/);
    expect(describeSituation(extractSituation({ description: "a CLI in Go 1.22" }))).toContain("Stack: Go 1.22");
  });
});

describe("the model's instructions carry the same facts", () => {
  it("puts the extracted stack and key error into the generator prompt", async () => {
    const { generateCategoryPromptsPrompt } = await import("../prompts/generate-category-prompts.js");
    const { prompt, system } = generateCategoryPromptsPrompt({
      category: "repeated-failures",
      problemDescription: "My CLI in Go 1.22 panics on start.",
      errorMessages: "panic: runtime error: index out of range [3] with length 3",
    });
    expect(prompt).toContain("- Stack: Go 1.22");
    expect(prompt).toContain("- Key error: panic: runtime error: index out of range");
    expect(system).toMatch(/never another stack/);
  });
});
