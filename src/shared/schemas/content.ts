import { z } from "zod";

/** Text with `[placeholder]` slots the user fills in before copying. */
const promptText = z.string().min(200);

export const rescuePromptSchema = z.object({
  name: z.string().min(3).max(60),
  text: promptText,
  explanation: z.string().min(40),
  /** One filled example of the prompt's key slots, shown under the prompt. */
  example: z.string().min(20),
});
export type RescuePrompt = z.infer<typeof rescuePromptSchema>;

export const actionStepSchema = z.object({
  /** Verb + object: "Roll back to the last working commit". */
  title: z.string().min(5).max(70),
  /** Why this step matters, one line. */
  description: z.string().min(20),
  /** At most three concrete actions; a tool variant may be given on its own line. */
  actions: z.array(z.string().min(10)).min(1).max(3),
  /** Binary, observable checks. */
  criteria: z.array(z.string().min(10)).min(1).max(5),
  timeboxMinutes: z.number().int().min(1).max(60),
  /** What to do when the criteria are not met within the timebox or after two tries. */
  fallback: z.string().min(10),
});
export type ActionStepContent = z.infer<typeof actionStepSchema>;

/** The six problem types with a rescue strategy of their own (the classifier chooses among these). */
export const rescueTypeIds = [
  "complexity_overwhelm",
  "integration_issues",
  "lost_direction",
  "no_planning",
  "repeated_failures",
  "ai_hallucination",
] as const;
export const problemTypeIds = [...rescueTypeIds, "custom"] as const;
export const problemTypeIdSchema = z.enum(problemTypeIds);
export type ProblemTypeId = z.infer<typeof problemTypeIdSchema>;

/** Icon keys from the spec; the client maps them to lucide icons. */
export const problemIconSchema = z.enum(["layer-group", "unlink", "compass", "question-circle", "redo", "edit"]);

export const problemTypeSchema = z.object({
  id: problemTypeIdSchema,
  title: z.string().min(3),
  icon: problemIconSchema,
  /** Tailwind colour family used for the card accent: "violet", "sky", ... */
  color: z.string().min(3),
  description: z.string().min(20),
  /** Strategy name, e.g. "Break & Isolate". */
  strategy: z.string().min(3),
  /** One or two sentences on how the strategy gets the user unstuck. */
  strategySummary: z.string().min(40),
  /** Typical symptoms, shown on the card and used as hints for detection. */
  symptoms: z.array(z.string().min(5)).min(3).max(6),
  prompts: z.array(rescuePromptSchema).min(3).max(4),
  steps: z.array(actionStepSchema).length(4),
});
export type ProblemType = z.infer<typeof problemTypeSchema>;

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
