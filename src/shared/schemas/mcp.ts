import { z } from "zod";
import { generatorCategoryIdSchema, generatorLimits } from "./generator.js";
import { rescueProblemTypes } from "../content/problem-types.js";
import { rescueTypeIdSchema } from "./content.js";
import { PROJECT_DESCRIPTION_MAX_CHARS } from "./sessions.js";

/** The MCP tools' inputs: each limit is stated in the error a model reads, so it can shorten and retry. */
export const DIAGNOSE_TEXT_MAX_CHARS = 1_048_576;
export const TEMPLATE_QUERY_MAX_CHARS = 200;
export const TEMPLATE_VALUE_MAX_CHARS = 5_000;
export const TEMPLATE_VALUES_MAX = 40;
export const HANDOFF_FIELD_MAX_CHARS = 5_000;
export const HANDOFF_ITEM_MAX_CHARS = 500;
export const HANDOFF_ITEMS_MAX = 20;

const chars = (n: number) => n.toLocaleString("en-US");
const text = (field: string, max: number) =>
  z.string().max(max, `${field} can be at most ${chars(max)} characters; shorten it and call again.`);

export const rescueTypeSchema = rescueTypeIdSchema.describe(
  rescueProblemTypes.map((t) => `${t.id}: ${t.agentHint}`).join(" "),
);

export const diagnoseSessionInput = z.object({
  text: text("text", DIAGNOSE_TEXT_MAX_CHARS)
    .min(1, "text is empty: paste the stuck conversation, error output or a description of the problem.")
    .describe("The stuck conversation, terminal output or a description of the problem, as plain text."),
});

export const getRescueInput = z.object({ type: rescueTypeSchema });

export const startRescueInput = z.object({
  type: rescueTypeSchema,
  title: text("title", PROJECT_DESCRIPTION_MAX_CHARS)
    .optional()
    .describe("A short name for what is being rescued, e.g. the feature or bug."),
});

export const updateRescueInput = z.object({
  sessionId: z.string().max(100).describe("The sessionId that start_rescue returned."),
  step: z.number().int().min(1).max(20).describe("The step number, 1 to 4."),
  done: z.boolean().optional().describe("true marks the step done, false reopens it; leave out to keep it as is."),
  note: text("note", 2_000)
    .optional()
    .describe("What was tried or learned in this step; appended to the session's notes."),
});

export const searchTemplatesInput = z.object({
  query: text("query", TEMPLATE_QUERY_MAX_CHARS).describe(
    "Words describing the task, e.g. 'flaky test', 'refactor', 'security review'. Empty lists everything.",
  ),
});

export const fillTemplateInput = z.object({
  id: z.string().max(100).describe("A template id from search_templates, e.g. 'ai-debugging/1'."),
  values: z
    .record(z.string().max(80), text("A value", TEMPLATE_VALUE_MAX_CHARS))
    .refine((v) => Object.keys(v).length <= TEMPLATE_VALUES_MAX, `At most ${TEMPLATE_VALUES_MAX} values.`)
    .describe("Slot label (as search_templates lists it, without brackets) to the text that replaces it."),
});

export const generatePromptsInput = z.object({
  category: generatorCategoryIdSchema.describe(
    "The kind of problem; 'other' when none fits (then details describes it). A type from diagnose_session, such as repeated_failures, names its category.",
  ),
  details: text("details", generatorLimits.problemDescription)
    .min(1, "details is empty: describe the problem the prompts are for.")
    .describe("The specific problem: what is being built, what goes wrong, what was tried."),
});

export const writeHandoffInput = z.object({
  goal: text("goal", HANDOFF_FIELD_MAX_CHARS).min(1, "goal is empty.").describe("What the work is for, done when."),
  state: text("state", HANDOFF_FIELD_MAX_CHARS)
    .min(1, "state is empty.")
    .describe("Where things stand: what works, what fails, files involved."),
  decisions: z
    .array(text("A decision", HANDOFF_ITEM_MAX_CHARS))
    .max(HANDOFF_ITEMS_MAX, `At most ${HANDOFF_ITEMS_MAX} decisions.`)
    .optional()
    .describe("Decisions already made that the next session must not reopen."),
  next: z
    .array(text("A next step", HANDOFF_ITEM_MAX_CHARS))
    .max(HANDOFF_ITEMS_MAX, `At most ${HANDOFF_ITEMS_MAX} next steps.`)
    .optional()
    .describe("The next steps, in order."),
});
export type HandoffInput = z.infer<typeof writeHandoffInput>;
