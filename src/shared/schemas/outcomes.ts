import { z } from "zod";
import { problemTypeIdSchema } from "./content.js";

export const outcomeValues = ["unstuck", "still_stuck", "gave_up"] as const;
export type OutcomeValue = (typeof outcomeValues)[number];

export const outcomeLabels: Record<OutcomeValue, string> = {
  unstuck: "Unstuck",
  still_stuck: "Still stuck",
  gave_up: "Gave up",
};

/** The answer to "did it work?" for one rescue; what did it is optional and only meaningful when unstuck. */
export const recordOutcomeInputSchema = z.object({
  outcome: z.enum(outcomeValues, { message: "outcome must be unstuck, still_stuck or gave_up" }),
  /** 0-based index into the session's prompts. */
  promptIndex: z
    .number({ message: "promptIndex must be a number" })
    .int("promptIndex must be a whole number")
    .min(0)
    .max(19)
    .nullable()
    .optional(),
  /** A step id of the session (1-based). */
  stepId: z.number({ message: "stepId must be a number" }).int().min(1).max(100).nullable().optional(),
});
export type RecordOutcomeInput = z.input<typeof recordOutcomeInputSchema>;

export const nextStrategyRoutes = ["second_strategy", "runner_up"] as const;
export type NextStrategyRoute = (typeof nextStrategyRoutes)[number];

export const startNextStrategyInputSchema = z.object({
  via: z
    .enum(nextStrategyRoutes, { message: "via must be second_strategy or runner_up" })
    .optional()
    .default("second_strategy"),
});
export type StartNextStrategyInput = z.input<typeof startNextStrategyInputSchema>;

const isoTime = z.iso.datetime({ offset: true });

export const rescueOutcomeSchema = z.object({
  outcome: z.enum(outcomeValues),
  promptIndex: z.number().int().min(0).nullable(),
  stepId: z.number().int().min(1).nullable(),
  timeSpentSeconds: z.number().int().min(0),
  answeredAt: isoTime,
});
export type RescueOutcome = z.infer<typeof rescueOutcomeSchema>;

/** What the first strategy left behind, shown on the next one so nothing starts from zero. */
export const previousAttemptSchema = z.object({
  sessionId: z.string(),
  problemType: problemTypeIdSchema,
  strategy: z.string(),
  steps: z.array(z.object({ title: z.string(), completed: z.boolean(), timeSpent: z.number().int().min(0) })),
  prompts: z.array(z.object({ name: z.string() })),
  notes: z.string(),
});
export type PreviousAttempt = z.infer<typeof previousAttemptSchema>;

export const nextStrategyOptionSchema = z.object({
  via: z.enum(nextStrategyRoutes),
  problemType: problemTypeIdSchema,
  strategy: z.string(),
  summary: z.string(),
});
export type NextStrategyOption = z.infer<typeof nextStrategyOptionSchema>;

/** Everything the session screen needs about outcomes: the answer, whether to ask, and where it leads. */
export const sessionOutcomeStateSchema = z.object({
  outcome: rescueOutcomeSchema.nullable(),
  /** The question was closed without an answer: it is not asked again (it stays reachable from the Progress tab). */
  dismissed: z.boolean(),
  previous: previousAttemptSchema.nullable(),
  /** The rescue that continued this one after "still stuck". */
  nextSessionId: z.string().nullable(),
  /** The next lines of attack when this one did not work (empty once one was started). */
  nextOptions: z.array(nextStrategyOptionSchema),
});
export type SessionOutcomeState = z.infer<typeof sessionOutcomeStateSchema>;

export const templateOutcomeValues = ["unstuck", "still_stuck"] as const;
export type TemplateOutcomeValue = (typeof templateOutcomeValues)[number];

export const recordTemplateOutcomeInputSchema = z.object({
  templateId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+\/\d{1,3}$/, "templateId must look like category-id/1"),
  outcome: z.enum(templateOutcomeValues, { message: "outcome must be unstuck or still_stuck" }),
});
export type RecordTemplateOutcomeInput = z.input<typeof recordTemplateOutcomeInputSchema>;

const count = z.number().int().min(0);
const rate = z.number().min(0).max(100).nullable();

/**
 * One measured figure across all users. `rate` and `medianMinutes` are null below the privacy threshold
 * (decision 0275); the counts are always given so the UI can say how far off it is.
 */
export const outcomeFigureSchema = z.object({
  /** Rescues (or template uses) with an answer. */
  answered: count,
  /** Distinct users behind those answers. */
  users: count,
  unstuck: count,
  /** Percent unstuck, rounded; null when fewer than the threshold of users answered. */
  rate,
  /** Median whole minutes to unstuck over unstuck rescues with timed steps; null below the threshold or with none. */
  medianMinutes: z.number().min(0).nullable(),
  /** Unstuck rescues whose time the median is taken over. */
  timed: count,
});
export type OutcomeFigure = z.infer<typeof outcomeFigureSchema>;

export const siteFiguresSchema = outcomeFigureSchema.extend({
  /** When the figures were computed (ISO). */
  asOf: isoTime,
  threshold: count,
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;

export const strategyFigureSchema = outcomeFigureSchema.extend({
  problemType: problemTypeIdSchema,
  strategy: z.string(),
});
export type StrategyFigure = z.infer<typeof strategyFigureSchema>;

export const promptFigureSchema = z.object({
  problemType: problemTypeIdSchema,
  strategy: z.string(),
  promptIndex: count,
  /** Users whose unstuck answer named this prompt as the one that did it. */
  unstuck: count,
  /** Distinct users who answered for this type and strategy. */
  users: count,
  rate,
});
export type PromptFigure = z.infer<typeof promptFigureSchema>;

export const templateFigureSchema = z.object({ templateId: z.string(), users: count, unstuck: count, rate });
export type TemplateFigure = z.infer<typeof templateFigureSchema>;

export const outcomeStatsSchema = z.object({
  asOf: isoTime,
  threshold: count,
  byType: z.array(outcomeFigureSchema.extend({ problemType: problemTypeIdSchema })),
  byStrategy: z.array(strategyFigureSchema),
  byPrompt: z.array(promptFigureSchema),
  byTemplate: z.array(templateFigureSchema),
});
export type OutcomeStats = z.infer<typeof outcomeStatsSchema>;

export const outcomeStatsQuerySchema = z.object({ type: problemTypeIdSchema.optional() });

/** The signed-in user's own outcomes: no threshold, it is their data. */
export const myOutcomeSummarySchema = z.object({
  answered: count,
  unstuck: count,
  stillStuck: count,
  gaveUp: count,
  /** Percent unstuck of answered rescues; null with no answers. */
  rate,
  /** Rescues per problem type, most first: which kinds of stuck come back for this user. */
  byType: z.array(z.object({ problemType: problemTypeIdSchema, rescues: count, unstuck: count })),
});
export type MyOutcomeSummary = z.infer<typeof myOutcomeSummarySchema>;

export const templateOutcomeSchema = z.object({ templateId: z.string(), outcome: z.enum(templateOutcomeValues) });
export type TemplateOutcome = z.infer<typeof templateOutcomeSchema>;
export const templateOutcomesResponseSchema = z.object({ outcomes: z.array(templateOutcomeSchema) });
export type TemplateOutcomesResponse = z.infer<typeof templateOutcomesResponseSchema>;
