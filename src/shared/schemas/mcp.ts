import { z } from "zod";
import { generatorCategoryIdSchema, generatorLimits } from "./generator.js";
import { mcpInputText } from "../content/mcp-tools.js";
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
const text = (field: string, max: number) => z.string().max(max, mcpInputText.tooLong(field, chars(max)));

export const rescueTypeSchema = rescueTypeIdSchema.describe(
  rescueProblemTypes.map((t) => `${t.id}: ${t.agentHint}`).join(" "),
);

export const diagnoseSessionInput = z.object({
  text: text("text", DIAGNOSE_TEXT_MAX_CHARS)
    .min(1, mcpInputText.diagnose.textEmpty)
    .describe(mcpInputText.diagnose.text),
});

export const getRescueInput = z.object({ type: rescueTypeSchema });

export const startRescueInput = z.object({
  type: rescueTypeSchema,
  title: text("title", PROJECT_DESCRIPTION_MAX_CHARS).optional().describe(mcpInputText.startRescue.title),
});

export const updateRescueInput = z.object({
  sessionId: z.string().max(100).describe(mcpInputText.sessionId),
  step: z.number().int().min(1).max(20).describe(mcpInputText.updateRescue.step),
  done: z.boolean().optional().describe(mcpInputText.updateRescue.done),
  note: text("note", 2_000).optional().describe(mcpInputText.updateRescue.note),
});

export const searchTemplatesInput = z.object({
  query: text("query", TEMPLATE_QUERY_MAX_CHARS).describe(mcpInputText.searchTemplates.query),
});

export const fillTemplateInput = z.object({
  id: z.string().max(100).describe(mcpInputText.fillTemplate.id),
  values: z
    .record(z.string().max(80), text(mcpInputText.fillTemplate.valueField, TEMPLATE_VALUE_MAX_CHARS))
    .refine((v) => Object.keys(v).length <= TEMPLATE_VALUES_MAX, mcpInputText.atMost(TEMPLATE_VALUES_MAX, "values"))
    .describe(mcpInputText.fillTemplate.values),
});

export const generatePromptsInput = z.object({
  category: generatorCategoryIdSchema.describe(mcpInputText.generatePrompts.category),
  details: text("details", generatorLimits.problemDescription)
    .min(1, mcpInputText.generatePrompts.detailsEmpty)
    .describe(mcpInputText.generatePrompts.details),
});

const handoffText = mcpInputText.writeHandoff;

export const writeHandoffInput = z.object({
  goal: text("goal", HANDOFF_FIELD_MAX_CHARS).min(1, handoffText.goalEmpty).describe(handoffText.goal),
  state: text("state", HANDOFF_FIELD_MAX_CHARS).min(1, handoffText.stateEmpty).describe(handoffText.state),
  decisions: z
    .array(text(handoffText.decisionField, HANDOFF_ITEM_MAX_CHARS))
    .max(HANDOFF_ITEMS_MAX, mcpInputText.atMost(HANDOFF_ITEMS_MAX, handoffText.decisionsName))
    .optional()
    .describe(handoffText.decisions),
  next: z
    .array(text(handoffText.nextField, HANDOFF_ITEM_MAX_CHARS))
    .max(HANDOFF_ITEMS_MAX, mcpInputText.atMost(HANDOFF_ITEMS_MAX, handoffText.nextName))
    .optional()
    .describe(handoffText.next),
});
export type HandoffInput = z.infer<typeof writeHandoffInput>;
