import { z } from "zod";
import { problemTypeIds, rescueTypeIds } from "../content/problem-types.js";
import { problemTypeContentSchema } from "./problem-type.js";

/**
 * Problem type ids are snake_case (`repeated_failures`, decision 0310). Every boundary that takes one also
 * takes its kebab-case spelling (`repeated-failures`) and reads it as the snake_case id.
 */
export const toSnakeCaseId = (value: unknown): unknown =>
  typeof value === "string" ? value.replace(/-/g, "_") : value;

/**
 * An id from `ids` in either spelling; the parsed value is always the snake_case id. Its input type names the
 * snake_case ids only, so our own code writes the canonical spelling.
 */
export const snakeCaseIdSchema = <const Ids extends readonly [string, ...string[]]>(ids: Ids) =>
  z.preprocess((value: Ids[number]) => toSnakeCaseId(value), z.enum(ids));

/** The ids themselves are `problemTypeIds` and `rescueTypeIds` in `content/problem-types.ts`, read off its registry. */
export const problemTypeIdSchema = snakeCaseIdSchema(problemTypeIds);
export const rescueTypeIdSchema = snakeCaseIdSchema(rescueTypeIds);
export type ProblemTypeId = z.infer<typeof problemTypeIdSchema>;

export const problemTypeSchema = problemTypeContentSchema.extend({ id: problemTypeIdSchema });
export type ProblemType = z.infer<typeof problemTypeSchema>;

/** Text with `[placeholder]` slots the user fills in before copying. */
const promptText = z.string().min(200);

export const templateCategoryIds = [
  "ai-debugging",
  "ai-authentication",
  "ai-database",
  "ai-frontend",
  "ai-deployment",
  "ai-machine-learning",
  "security-privacy",
  "mobile-development",
  "web-development",
  "devops-deployment",
  "documentation-content",
  "search-analytics",
  "performance-monitoring",
] as const;

export const templateSchema = z.object({
  name: z.string().min(3).max(70),
  text: promptText,
  /**
   * One realistic value per `[slot]`, keyed by the slot's normalised key, shown as a filled example beside the
   * template. Optional in the type so a template can be drafted before its example; the library's tests require
   * one for every template in it.
   */
  example: z.record(z.string(), z.string().min(1)).optional(),
  explanation: z.string().min(40),
});
export type Template = z.infer<typeof templateSchema>;

export const templateCategorySchema = z.object({
  id: z.enum(templateCategoryIds),
  title: z.string().min(3),
  description: z.string().min(20),
  /** Category label from the spec, e.g. "Problem Solving". */
  category: z.string().min(2),
  prompts: z.array(templateSchema).min(3),
});
export type TemplateCategory = z.infer<typeof templateCategorySchema>;
