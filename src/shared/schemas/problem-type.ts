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

/** Icon keys; the client maps each to a lucide icon (`problem-icon.tsx`), so a new key needs a line there. */
export const problemIconSchema = z.enum(["layer-group", "unlink", "compass", "question-circle", "redo", "edit"]);

/**
 * Everything about one problem type, in its own file under `content/problem-types/`. The id is free text here;
 * the enum of ids is derived from the registry (`content/problem-types/registry.ts`), so this file must not
 * import it.
 */
export const problemTypeContentSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]*[a-z0-9]$/),
  title: z.string().min(3),
  /** Lower-case label used where the type is one word among others: "Integration issue". */
  label: z.string().min(3).max(40),
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
  /** How a coding agent tells this type apart, read in the MCP tools' type parameter. */
  agentHint: z.string().min(10).max(120),
  /** The same for the language-model classifier of the wizard, which reads a little more. */
  classifierHint: z.string().min(10).max(160),
  prompts: z.array(rescuePromptSchema).min(3).max(4),
  steps: z.array(actionStepSchema).length(4),
});
export type ProblemTypeContent = z.infer<typeof problemTypeContentSchema>;
