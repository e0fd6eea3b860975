import { z } from "zod";
import { toSnakeCaseId } from "./content.js";

export const generatorCategoryIds = [
  "complexity-overwhelm",
  "integration-issues",
  "lost-direction",
  "no-clear-plan",
  "repeated-failures",
  "ai-hallucination",
  "other",
] as const;
export type GeneratorCategoryId = (typeof generatorCategoryIds)[number];

/** Problem types whose generator category has another name. */
const categoryOfProblemType: Record<string, GeneratorCategoryId> = { no_planning: "no-clear-plan", custom: "other" };

/**
 * The generator's categories keep the spec's kebab-case ids; a category's snake_case spelling and a problem
 * type's id (`repeated_failures`, `no_planning`, `custom`) name the same category (decision 0310).
 */
export const toGeneratorCategoryId = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const snake = toSnakeCaseId(value) as string;
  return categoryOfProblemType[snake] ?? snake.replace(/_/g, "-");
};

const categoryIdSchema = (params?: Parameters<typeof z.enum>[1]) =>
  z.preprocess((value: GeneratorCategoryId) => toGeneratorCategoryId(value), z.enum(generatorCategoryIds, params));
export const generatorCategoryIdSchema = categoryIdSchema();

export const languageOptions = [
  "JavaScript/TypeScript",
  "Python",
  "Java",
  "C#",
  "C++",
  "Go",
  "Rust",
  "PHP",
  "Ruby",
  "Swift",
  "Kotlin",
  "Dart",
  "HTML/CSS",
  "SQL",
  "Shell/Bash",
  "Other",
] as const;
export type LanguageOption = (typeof languageOptions)[number];

export const aiToolOptions = [
  "Cursor",
  "Claude Code",
  "GitHub Copilot",
  "Windsurf",
  "Cline",
  "Aider",
  "ChatGPT",
  "Replit Agent",
  "Lovable",
  "Bolt",
  "v0",
  "Gemini Code Assist",
  "Other",
] as const;
export type AiToolOption = (typeof aiToolOptions)[number];

export const generatorLimits = {
  problemDescription: 5000,
  customProblemDescription: 5000,
  codeContext: 20000,
  errorMessages: 20000,
} as const;

export const generatorValidationTitles = {
  missingCategory: "Missing Category",
  missingCustomDescription: "Missing Custom Problem Description",
  missingDescription: "Missing Description",
  invalidInput: "Invalid Input",
} as const;

export const generatorValidationMessages = {
  missingCategory: "Please select a problem category first.",
  missingCustomDescription: "Please describe your specific problem when using 'Other' category.",
  missingDescription: "Please describe your specific problem.",
  invalidLanguage: "Please choose a programming language from the list.",
  invalidAiTool: "Please choose an AI tool from the list.",
} as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max.toLocaleString("en-US")} characters.`;

/** Select widgets and older clients send "" or null for "nothing chosen"; both mean absent. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const optionalText = (field: string, max: number, trim: boolean) =>
  z.preprocess(blankToUndefined, (trim ? z.string().trim() : z.string()).max(max, tooLong(field, max)).optional());

export const generatorInputSchema = z
  .object({
    category: categoryIdSchema({ error: generatorValidationMessages.missingCategory }),
    problemDescription: z
      .string({ error: generatorValidationMessages.missingDescription })
      .trim()
      .max(generatorLimits.problemDescription, tooLong("Problem description", generatorLimits.problemDescription))
      .default(""),
    customProblemDescription: optionalText(
      "Custom problem description",
      generatorLimits.customProblemDescription,
      true,
    ),
    programmingLanguage: z.preprocess(
      blankToUndefined,
      z.enum(languageOptions, { error: generatorValidationMessages.invalidLanguage }).optional(),
    ),
    aiTool: z.preprocess(
      blankToUndefined,
      z.enum(aiToolOptions, { error: generatorValidationMessages.invalidAiTool }).optional(),
    ),
    // Not trimmed: leading indentation is part of pasted code and stack traces.
    codeContext: optionalText("Code context", generatorLimits.codeContext, false),
    errorMessages: optionalText("Error messages", generatorLimits.errorMessages, false),
  })
  .superRefine((input, ctx) => {
    if (input.category === "other") {
      if (!input.customProblemDescription) {
        ctx.addIssue({
          code: "custom",
          path: ["customProblemDescription"],
          message: generatorValidationMessages.missingCustomDescription,
        });
      }
    } else if (input.problemDescription === "") {
      ctx.addIssue({
        code: "custom",
        path: ["problemDescription"],
        message: generatorValidationMessages.missingDescription,
      });
    }
  });

/** What the form holds and the request body carries (before defaults and trimming). */
export type GeneratorInputDraft = z.input<typeof generatorInputSchema>;
/** Validated, normalised input: trimmed descriptions, blank optionals removed. */
export type GeneratorInput = z.output<typeof generatorInputSchema>;

export type GeneratorValidationResult =
  { ok: true; data: GeneratorInput } | { ok: false; title: string; message: string };

function titleFor(issue: z.core.$ZodIssue): string {
  const field = issue.path[0];
  if (field === "category") return generatorValidationTitles.missingCategory;
  if (issue.code === "custom" && field === "customProblemDescription") {
    return generatorValidationTitles.missingCustomDescription;
  }
  if (issue.code === "custom" || (field === "problemDescription" && issue.code === "invalid_type")) {
    return generatorValidationTitles.missingDescription;
  }
  return generatorValidationTitles.invalidInput;
}

/** Order in which problems are reported: the spec checks the category before the description. */
const issuePriority = (issue: z.core.$ZodIssue) => {
  const title = titleFor(issue);
  if (title === generatorValidationTitles.missingCategory) return 0;
  if (title === generatorValidationTitles.invalidInput) return 2;
  return 1;
};

/** Shared by the form and the API route so both report the same title and message. */
export function validateGeneratorInput(input: unknown): GeneratorValidationResult {
  const result = generatorInputSchema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const first = [...result.error.issues].sort((a, b) => issuePriority(a) - issuePriority(b))[0];
  if (!first) return { ok: false, title: generatorValidationTitles.invalidInput, message: "Invalid input." };
  return { ok: false, title: titleFor(first), message: first.message };
}

export const difficultyLevels = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof difficultyLevels)[number];

export const generatedPromptSchema = z.object({
  title: z.string().trim().min(1),
  difficulty: z.enum(difficultyLevels),
  methodology_steps: z.array(z.string().trim().min(1)).min(3).max(7),
  prompt: z.string().trim().min(1),
  explanation: z.string().trim().min(1),
});
export type GeneratedPrompt = z.infer<typeof generatedPromptSchema>;

export const generatorResponseSchema = z.object({
  prompts: z.array(generatedPromptSchema).length(3),
});
export type GeneratorResponse = z.infer<typeof generatorResponseSchema>;

/** A saved generator run as the history list shows it. */
export const generatorResultSummarySchema = z.object({
  id: z.string(),
  category: generatorCategoryIdSchema,
  /** The start of the problem description (or the custom one for "other"). */
  title: z.string(),
  promptTitles: z.array(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type GeneratorResultSummary = z.infer<typeof generatorResultSummarySchema>;
export const generatorResultPageSchema = z.object({
  results: z.array(generatorResultSummarySchema),
  total: z.number().int().min(0),
});
export type GeneratorResultPage = z.infer<typeof generatorResultPageSchema>;

/** A saved generator run, reopened in the generator. */
export const savedGeneratorResultSchema = z.object({
  id: z.string(),
  category: generatorCategoryIdSchema,
  input: generatorInputSchema,
  prompts: z.array(generatedPromptSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SavedGeneratorResult = z.infer<typeof savedGeneratorResultSchema>;
export const savedGeneratorResultResponseSchema = z.object({ result: savedGeneratorResultSchema });
export type SavedGeneratorResultResponse = z.infer<typeof savedGeneratorResultResponseSchema>;

/** What a generator run answers: the prompts, which engine wrote them, and the id of the saved run. */
export const generateResponseSchema = generatorResponseSchema.extend({
  /** Which engine wrote them: the model, or the built-in one. */
  engine: z.enum(["builtin", "llm"]),
  /** The saved run, reopened from history at `/prompts?result=<id>`. */
  id: z.string(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** The title of a saved run: its description, cut at a word near 80 characters. */
export function generatorResultTitle(input: Pick<GeneratorInput, "problemDescription" | "customProblemDescription">) {
  const text = (input.customProblemDescription || input.problemDescription || "").replace(/\s+/g, " ").trim();
  if (text.length <= 80) return text || "Untitled";
  const cut = text.slice(0, 80);
  const space = cut.lastIndexOf(" ");
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
