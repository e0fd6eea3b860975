import { z } from "zod";
import { problemTypeIdSchema, type ProblemTypeId } from "./content.js";

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

export interface RescueOutcome {
  outcome: OutcomeValue;
  promptIndex: number | null;
  stepId: number | null;
  timeSpentSeconds: number;
  answeredAt: string;
}

/** What the first strategy left behind, shown on the next one so nothing starts from zero. */
export interface PreviousAttempt {
  sessionId: string;
  problemType: ProblemTypeId;
  strategy: string;
  steps: { title: string; completed: boolean; timeSpent: number }[];
  prompts: { name: string }[];
  notes: string;
}

export interface NextStrategyOption {
  via: NextStrategyRoute;
  problemType: ProblemTypeId;
  strategy: string;
  summary: string;
}

/** Everything the session screen needs about outcomes: the answer, whether to ask, and where it leads. */
export interface SessionOutcomeState {
  outcome: RescueOutcome | null;
  /** The question was closed without an answer: it is not asked again (it stays reachable from the Progress tab). */
  dismissed: boolean;
  previous: PreviousAttempt | null;
  /** The rescue that continued this one after "still stuck". */
  nextSessionId: string | null;
  /** The next lines of attack when this one did not work (empty once one was started). */
  nextOptions: NextStrategyOption[];
}

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

/**
 * One measured figure across all users. `rate` and `medianMinutes` are null below the privacy threshold
 * (decision 0275); the counts are always given so the UI can say how far off it is.
 */
export interface OutcomeFigure {
  /** Rescues (or template uses) with an answer. */
  answered: number;
  /** Distinct users behind those answers. */
  users: number;
  unstuck: number;
  /** Percent unstuck, rounded; null when fewer than the threshold of users answered. */
  rate: number | null;
  /** Median whole minutes to unstuck over unstuck rescues with timed steps; null below the threshold or with none. */
  medianMinutes: number | null;
  /** Unstuck rescues whose time the median is taken over. */
  timed: number;
}

export interface SiteFigures extends OutcomeFigure {
  /** When the figures were computed (ISO). */
  asOf: string;
  threshold: number;
}

export interface StrategyFigure extends OutcomeFigure {
  problemType: ProblemTypeId;
  strategy: string;
}

export interface PromptFigure {
  problemType: ProblemTypeId;
  strategy: string;
  promptIndex: number;
  /** Users whose unstuck answer named this prompt as the one that did it. */
  unstuck: number;
  /** Distinct users who answered for this type and strategy. */
  users: number;
  rate: number | null;
}

export interface TemplateFigure {
  templateId: string;
  users: number;
  unstuck: number;
  rate: number | null;
}

export interface OutcomeStats {
  asOf: string;
  threshold: number;
  byType: (OutcomeFigure & { problemType: ProblemTypeId })[];
  byStrategy: StrategyFigure[];
  byPrompt: PromptFigure[];
  byTemplate: TemplateFigure[];
}

export const outcomeStatsQuerySchema = z.object({ type: problemTypeIdSchema.optional() });

/** The signed-in user's own outcomes: no threshold, it is their data. */
export interface MyOutcomeSummary {
  answered: number;
  unstuck: number;
  stillStuck: number;
  gaveUp: number;
  /** Percent unstuck of answered rescues; null with no answers. */
  rate: number | null;
  /** Rescues per problem type, most first: which kinds of stuck come back for this user. */
  byType: { problemType: ProblemTypeId; rescues: number; unstuck: number }[];
}
