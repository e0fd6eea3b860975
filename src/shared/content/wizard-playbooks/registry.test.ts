import { describe, expect, it } from "vitest";
import { wizardCategories } from "../../schemas/wizard.js";
import { generalPlaybook, wizardPlaybookRegistry } from "./registry.js";

describe("the wizard's playbook registry", () => {
  it("has at most one playbook per problem type, and the general one apart", () => {
    const categories = wizardPlaybookRegistry.map((playbook) => playbook.category);
    expect(new Set(categories).size).toBe(categories.length);
    expect(categories).not.toContain("general");
    expect(generalPlaybook.category).toBe("general");
    for (const category of categories) expect(wizardCategories).toContain(category);
  });
});
