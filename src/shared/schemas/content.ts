import { z } from "zod";
import { problemTypeIdList, rescueProblemTypeIds } from "../content/problem-types.js";
import { problemTypeContentSchema } from "./problem-type.js";

/** The problem type ids, read off the registry (`content/problem-types/registry.ts`): six rescues, then "custom". */
export const rescueTypeIds = rescueProblemTypeIds;
export const problemTypeIds = problemTypeIdList;
export const problemTypeIdSchema = z.enum(problemTypeIds);
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
