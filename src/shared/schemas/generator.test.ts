import { describe, expect, it } from "vitest";
import {
  aiToolOptions,
  generatedPromptSchema,
  generatorCategoryIds,
  generatorInputSchema,
  generatorResponseSchema,
  generatorValidationTitles,
  languageOptions,
  validateGeneratorInput,
} from "./generator.js";

const validPrompt = {
  title: "Context Reset: One Task in a Clean Session",
  difficulty: "beginner",
  methodology_steps: ["Commit first.", "Start a fresh session.", "Paste the prompt."],
  prompt: "Don't edit files in this reply.\n\nGoal: ...",
  explanation: "Why it works.",
};

describe("generator options", () => {
  it("lists the seven categories from the spec", () => {
    expect(generatorCategoryIds).toEqual([
      "complexity-overwhelm",
      "integration-issues",
      "lost-direction",
      "no-clear-plan",
      "repeated-failures",
      "ai-hallucination",
      "other",
    ]);
  });

  it("offers the spec's 16 languages in order, ending with Other", () => {
    expect(languageOptions).toHaveLength(16);
    expect(languageOptions[0]).toBe("JavaScript/TypeScript");
    expect(languageOptions.at(-1)).toBe("Other");
    expect(new Set(languageOptions).size).toBe(16);
    expect(languageOptions).toContain("Shell/Bash");
    expect(languageOptions).toContain("HTML/CSS");
  });

  it("offers 13 AI tools with Other last and no duplicates or empty values", () => {
    expect(aiToolOptions).toHaveLength(13);
    expect(aiToolOptions.at(-1)).toBe("Other");
    expect(aiToolOptions.indexOf("Other")).toBe(12);
    expect(new Set(aiToolOptions).size).toBe(13);
    expect(aiToolOptions.every((tool) => tool.trim().length > 0)).toBe(true);
  });
});

describe("validateGeneratorInput", () => {
  it("requires a category first", () => {
    expect(validateGeneratorInput({ problemDescription: "Build fails" })).toEqual({
      ok: false,
      title: "Missing Category",
      message: "Please select a problem category first.",
    });
    expect(validateGeneratorInput({ category: "not-a-category", problemDescription: "x" })).toMatchObject({
      ok: false,
      title: generatorValidationTitles.missingCategory,
    });
    expect(validateGeneratorInput(undefined)).toMatchObject({ ok: false, title: "Missing Category" });
  });

  it("reports the missing category before a missing description", () => {
    expect(validateGeneratorInput({ category: "", problemDescription: "" })).toMatchObject({
      title: "Missing Category",
    });
  });

  it("needs a non-blank custom description for the other category", () => {
    for (const customProblemDescription of [undefined, "", "   \n\t"]) {
      expect(
        validateGeneratorInput({ category: "other", problemDescription: "ignored", customProblemDescription }),
      ).toEqual({
        ok: false,
        title: "Missing Custom Problem Description",
        message: "Please describe your specific problem when using 'Other' category.",
      });
    }
  });

  it("accepts the other category with only a custom description", () => {
    const result = validateGeneratorInput({ category: "other", customProblemDescription: "  Odd build cache bug  " });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.customProblemDescription).toBe("Odd build cache bug");
      expect(result.data.problemDescription).toBe("");
    }
  });

  it("needs a non-blank problem description for every other category", () => {
    for (const category of generatorCategoryIds.filter((id) => id !== "other")) {
      expect(validateGeneratorInput({ category, problemDescription: "  \n " })).toEqual({
        ok: false,
        title: "Missing Description",
        message: "Please describe your specific problem.",
      });
      expect(validateGeneratorInput({ category })).toMatchObject({ title: "Missing Description" });
      expect(validateGeneratorInput({ category, problemDescription: null })).toMatchObject({
        title: "Missing Description",
      });
    }
  });

  it("trims descriptions and drops blank optional fields", () => {
    const result = validateGeneratorInput({
      category: "integration-issues",
      problemDescription: "  Stripe webhook fails  ",
      programmingLanguage: "",
      aiTool: null,
      codeContext: "   ",
      errorMessages: "",
      userId: "u1",
    });
    expect(result).toEqual({
      ok: true,
      data: { category: "integration-issues", problemDescription: "Stripe webhook fails" },
    });
  });

  it("keeps code indentation intact", () => {
    const result = validateGeneratorInput({
      category: "lost-direction",
      problemDescription: "x",
      codeContext: "    indented()\n",
    });
    expect(result.ok && result.data.codeContext).toBe("    indented()\n");
  });

  it("accepts every listed language and tool and rejects others", () => {
    for (const programmingLanguage of languageOptions) {
      expect(validateGeneratorInput({ category: "other", customProblemDescription: "x", programmingLanguage }).ok).toBe(
        true,
      );
    }
    for (const aiTool of aiToolOptions) {
      expect(validateGeneratorInput({ category: "other", customProblemDescription: "x", aiTool }).ok).toBe(true);
    }
    expect(
      validateGeneratorInput({ category: "no-clear-plan", problemDescription: "x", programmingLanguage: "COBOL" }),
    ).toEqual({
      ok: false,
      title: "Invalid Input",
      message: "Please choose a programming language from the list.",
    });
    expect(validateGeneratorInput({ category: "no-clear-plan", problemDescription: "x", aiTool: "Devin" })).toEqual({
      ok: false,
      title: "Invalid Input",
      message: "Please choose an AI tool from the list.",
    });
  });

  it("enforces the length limits", () => {
    const base = { category: "repeated-failures", problemDescription: "x" };
    expect(validateGeneratorInput({ ...base, problemDescription: "a".repeat(5000) }).ok).toBe(true);
    expect(validateGeneratorInput({ ...base, problemDescription: "a".repeat(5001) })).toEqual({
      ok: false,
      title: "Invalid Input",
      message: "Problem description must be at most 5,000 characters.",
    });
    expect(validateGeneratorInput({ ...base, customProblemDescription: "a".repeat(5001) }).ok).toBe(false);
    expect(validateGeneratorInput({ ...base, codeContext: "a".repeat(20000) }).ok).toBe(true);
    expect(validateGeneratorInput({ ...base, codeContext: "a".repeat(20001) })).toMatchObject({
      ok: false,
      message: "Code context must be at most 20,000 characters.",
    });
    expect(validateGeneratorInput({ ...base, errorMessages: "a".repeat(20001) })).toMatchObject({
      ok: false,
      message: "Error messages must be at most 20,000 characters.",
    });
  });

  it("agrees with the raw schema", () => {
    const input = { category: "ai-hallucination", problemDescription: "fake package" };
    expect(generatorInputSchema.safeParse(input).success).toBe(true);
    expect(validateGeneratorInput(input).ok).toBe(true);
  });
});

describe("generated prompt schemas", () => {
  it("accepts a well-formed prompt", () => {
    expect(generatedPromptSchema.safeParse(validPrompt).success).toBe(true);
  });

  it("limits methodology steps to 3..7", () => {
    const steps = (n: number) => Array.from({ length: n }, (_, i) => `Step ${i + 1}`);
    expect(generatedPromptSchema.safeParse({ ...validPrompt, methodology_steps: steps(2) }).success).toBe(false);
    expect(generatedPromptSchema.safeParse({ ...validPrompt, methodology_steps: steps(7) }).success).toBe(true);
    expect(generatedPromptSchema.safeParse({ ...validPrompt, methodology_steps: steps(8) }).success).toBe(false);
  });

  it("only accepts the three difficulty levels", () => {
    for (const difficulty of ["beginner", "intermediate", "advanced"]) {
      expect(generatedPromptSchema.safeParse({ ...validPrompt, difficulty }).success).toBe(true);
    }
    expect(generatedPromptSchema.safeParse({ ...validPrompt, difficulty: "expert" }).success).toBe(false);
  });

  it("requires exactly three prompts in a response", () => {
    expect(generatorResponseSchema.safeParse({ prompts: [validPrompt, validPrompt, validPrompt] }).success).toBe(true);
    expect(generatorResponseSchema.safeParse({ prompts: [validPrompt, validPrompt] }).success).toBe(false);
    expect(generatorResponseSchema.safeParse({ prompts: Array(4).fill(validPrompt) }).success).toBe(false);
  });
});
