import { z } from "zod";
import { problemTypeIdSchema } from "./content.js";
import { historyQuerySchema } from "./history.js";
import { outcomeValues } from "./outcomes.js";
import { preferencesSchema } from "./preferences.js";

export const NOTES_MAX_CHARS = 20_000;
export const PROJECT_DESCRIPTION_MAX_CHARS = 2_000;
export const CUSTOM_PROBLEM_MAX_CHARS = 5_000;
/** What the user pasted, kept with the session (redacted): a long session file keeps its last part. */
export const PASTE_MAX_CHARS = 20_000;
/** The most of a paste sent when a rescue starts (its end, where the current error is): under the body limit. */
export const PASTE_SENT_MAX_CHARS = 200_000;
export const PROMPT_TEXT_MAX_CHARS = 10_000;
/** Sessions sent in one import request; the client splits bigger files (imports are idempotent). */
export const IMPORT_BATCH_MAX = 25;
export const EXPORT_SESSIONS_MAX = 5_000;
/** A step timer cannot hold more than a week of seconds. */
const TIME_SPENT_MAX = 7 * 24 * 3600;

const EARLIEST_DATE = Date.UTC(1970, 0, 1);
const LATEST_DATE = Date.UTC(9999, 11, 31);
/** An ISO date-time whose instant, offset applied, lies in 1970..9999 (what a database column can hold, and more). */
const isoDateTime = z.iso
  .datetime({ offset: true, message: "must be an ISO date-time such as 2025-01-05T10:00:00Z" })
  .refine(
    (text) => {
      const time = Date.parse(text);
      return Number.isFinite(time) && time >= EARLIEST_DATE && time < LATEST_DATE;
    },
    { message: "must be a date between 1970 and 9999" },
  );

/** Action step as stored in a session; description, actions and criteria come from content. */
export const sessionStepSchema = z.object({
  id: z.number().int().min(1).max(100),
  title: z.string().trim().min(1).max(200),
  completed: z.boolean(),
  /** Seconds accumulated by stopped timer runs. */
  timeSpent: z.number().int().min(0).max(TIME_SPENT_MAX),
  /** Set while the step's timer runs. */
  startTime: isoDateTime.nullable(),
});
export type SessionStep = z.infer<typeof sessionStepSchema>;

/** A prompt snapshot taken when the session starts, so later content edits don't change it. */
export const sessionPromptSchema = z.object({
  id: z.number().int().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(PROMPT_TEXT_MAX_CHARS),
  explanation: z.string().max(5_000).default(""),
  example: z.string().max(5_000).default(""),
  used: z.boolean().default(false),
});
export type SessionPrompt = z.infer<typeof sessionPromptSchema>;

/** What the paste said (decision 0280): see `extractRescueFacts`. */
export const rescueFactsSchema = z.object({
  error: z.string().max(400).optional(),
  command: z.string().max(400).optional(),
  files: z.array(z.string().max(300)).max(20).default([]),
  offLimits: z.array(z.string().max(300)).max(20).default([]),
  tool: z.string().max(60).optional(),
  stack: z.array(z.string().max(80)).max(10).default([]),
  language: z.string().max(8).default("en"),
  words: z.string().max(400).optional(),
});

export const rescueSessionSchema = z.object({
  id: z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String),
  problemType: problemTypeIdSchema,
  projectDescription: z.string().max(PROJECT_DESCRIPTION_MAX_CHARS).default(""),
  customProblem: z.string().max(CUSTOM_PROBLEM_MAX_CHARS).nullable().default(null),
  selectedStrategy: z.string().max(200),
  startTime: isoDateTime,
  completedAt: isoDateTime.nullable(),
  actionSteps: z.array(sessionStepSchema).min(1).max(20),
  prompts: z.array(sessionPromptSchema).min(1).max(20),
  notes: z
    .string()
    .max(NOTES_MAX_CHARS, `notes can be at most ${NOTES_MAX_CHARS.toLocaleString("en-US")} characters`)
    .default(""),
  success: z.boolean(),
  progress: z.number().int().min(0).max(100),
  stepsCompleted: z.number().int().min(0),
  totalTimeSpent: z.number().int().min(0),
  /** True for sessions added from an export file: kept as read-only history (decision 0031). */
  imported: z.boolean().default(false),
  /** What the user pasted when starting, redacted (decision 0280); empty when they picked a card. */
  paste: z.string().max(PASTE_MAX_CHARS).default(""),
  facts: rescueFactsSchema.nullable().default(null),
});
export type RescueSession = z.output<typeof rescueSessionSchema>;

export const createSessionInputSchema = z
  .object({
    problemType: problemTypeIdSchema,
    projectDescription: z
      .string()
      .trim()
      .max(
        PROJECT_DESCRIPTION_MAX_CHARS,
        `The project description can be at most ${PROJECT_DESCRIPTION_MAX_CHARS.toLocaleString("en-US")} characters.`,
      )
      .optional()
      .default(""),
    customProblem: z
      .string()
      .trim()
      .max(
        CUSTOM_PROBLEM_MAX_CHARS,
        `The problem description can be at most ${CUSTOM_PROBLEM_MAX_CHARS.toLocaleString("en-US")} characters.`,
      )
      .optional(),
    /** The type the diagnosis ranked second, offered if this rescue ends "still stuck" (decision 0277). */
    runnerUpType: problemTypeIdSchema.nullable().optional(),
    /** The pasted text or session file; longer ones are cut to their last PASTE_MAX_CHARS characters. */
    paste: z
      .string()
      .max(
        PASTE_SENT_MAX_CHARS,
        `The pasted text can be at most ${PASTE_SENT_MAX_CHARS.toLocaleString("en-US")} characters.`,
      )
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.problemType === "custom" && !value.customProblem) {
      ctx.addIssue({
        code: "custom",
        path: ["customProblem"],
        message: "Describe your situation to get a custom solution.",
      });
    }
  });
export type CreateSessionInput = z.input<typeof createSessionInputSchema>;

export const updateSessionInputSchema = z
  .object({
    notes: z
      .string()
      .max(NOTES_MAX_CHARS, `Notes can be at most ${NOTES_MAX_CHARS.toLocaleString("en-US")} characters.`)
      .optional(),
    success: z.boolean().optional(),
  })
  .refine((v) => v.notes !== undefined || v.success !== undefined, { message: "Send notes or success to update." });
export type UpdateSessionInput = z.infer<typeof updateSessionInputSchema>;

export const updateStepInputSchema = z
  .object({
    completed: z.boolean().optional(),
    timer: z.enum(["start", "stop"], { message: "timer must be start or stop" }).optional(),
  })
  .refine((v) => v.completed !== undefined || v.timer !== undefined, {
    message: "Send completed or timer to update the step.",
  });
export type UpdateStepInput = z.infer<typeof updateStepInputSchema>;

export const sessionCountSchema = z.object({
  monthlyCount: z.number().int(),
  remainingFree: z.number().int(),
  canCreateSession: z.boolean(),
  unlimited: z.boolean(),
  limit: z.number().int().nullable(),
  resetsAt: z.string(),
  /** What the badges on the problem screen need: paid Pro vs running trial. */
  access: z.object({ isPro: z.boolean(), trialActive: z.boolean() }),
});
export type SessionCount = z.infer<typeof sessionCountSchema>;

export const recentSessionEntrySchema = z.object({
  id: z.string(),
  problemType: z.string(),
  startTime: isoDateTime,
  progress: z.number().int().min(0).max(100),
  success: z.boolean(),
  imported: z.boolean(),
});
export type RecentSessionEntry = z.infer<typeof recentSessionEntrySchema>;
export const recentSessionsResponseSchema = z.object({ sessions: z.array(recentSessionEntrySchema) });
export type RecentSessionsResponse = z.infer<typeof recentSessionsResponseSchema>;

export const recentSessionsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a whole number from 1 to 20" })
    .int("limit must be a whole number from 1 to 20")
    .min(1, "limit must be a whole number from 1 to 20")
    .max(20, "limit must be a whole number from 1 to 20")
    .default(3),
});

export const sessionStatusFilters = ["all", "active", "solved", "imported"] as const;
export type SessionStatusFilter = (typeof sessionStatusFilters)[number];

export const listSessionsQuerySchema = historyQuerySchema(20, 100).extend({
  type: problemTypeIdSchema.optional(),
  status: z.enum(sessionStatusFilters, { message: "status must be all, active, solved or imported" }).default("all"),
});
export type ListSessionsQuery = z.output<typeof listSessionsQuerySchema>;

export const sessionListPageSchema = z.object({
  sessions: z.array(rescueSessionSchema),
  total: z.number().int().min(0),
  /** The answered outcome of each listed session that has one (decision 0275). */
  outcomes: z.record(z.string(), z.enum(outcomeValues)).optional(),
});
export type SessionListPage = z.output<typeof sessionListPageSchema>;

/**
 * What the public page of a shared session shows: the rescue itself, nothing about the account (no ids, paste or
 * facts). A projection of the session's own schema, so the two cannot drift apart.
 */
export const sharedSessionSchema = rescueSessionSchema
  .pick({
    problemType: true,
    customProblem: true,
    projectDescription: true,
    selectedStrategy: true,
    startTime: true,
    completedAt: true,
    notes: true,
    success: true,
    progress: true,
    totalTimeSpent: true,
    /** Added from an export file: its prompts, steps and notes are the owner's text, not Unstuck's. */
    imported: true,
  })
  .extend({
    actionSteps: z.array(sessionStepSchema.pick({ id: true, title: true, completed: true, timeSpent: true })),
    prompts: z.array(sessionPromptSchema.pick({ id: true, name: true, text: true, explanation: true, example: true })),
  });
export type SharedSession = z.output<typeof sharedSessionSchema>;

export const sharedSessionResponseSchema = z.object({ session: sharedSessionSchema });
export type SharedSessionResponse = z.output<typeof sharedSessionResponseSchema>;

export const sessionShareSchema = z.object({
  /** The unguessable token of the public link, or null when the session is not shared. */
  token: z.string().min(1).nullable(),
});
export type SessionShare = z.infer<typeof sessionShareSchema>;

export const sessionStatsSchema = z.object({
  total: z.number().int().min(0),
  successful: z.number().int().min(0),
  /** Rounded percent of sessions marked successful. */
  successRate: z.number().min(0).max(100),
  /** Average minutes from start to success over successful sessions (0 when none). */
  averageTime: z.number().min(0),
});
export type SessionStats = z.infer<typeof sessionStatsSchema>;

export const ratingValues = ["positive", "negative"] as const;
export type RatingValue = (typeof ratingValues)[number];

export const ratePromptInputSchema = z.object({
  userId: z.string().trim().min(1, "userId is required"),
  sessionId: z.union([z.string().trim().min(1), z.number().int()]).transform(String),
  promptIndex: z.number({ message: "promptIndex must be a number" }).int().min(0).max(19),
  rating: z.enum(ratingValues, { message: "rating must be positive or negative" }),
  promptText: z.string().max(PROMPT_TEXT_MAX_CHARS).default(""),
  problemType: problemTypeIdSchema,
});
export type RatePromptInput = z.input<typeof ratePromptInputSchema>;

export const promptRatingSchema = z.object({
  promptIndex: z.number().int().min(0),
  rating: z.enum(ratingValues),
});
export type PromptRating = z.infer<typeof promptRatingSchema>;
export const promptRatingsResponseSchema = z.object({ ratings: z.array(promptRatingSchema) });
export type PromptRatingsResponse = z.infer<typeof promptRatingsResponseSchema>;
export const ratePromptResponseSchema = z.object({ success: z.literal(true), rating: promptRatingSchema });
export type RatePromptResponse = z.infer<typeof ratePromptResponseSchema>;

/** Every user's latest rating of one prompt of a problem type, counted across all users. */
export const promptStatsSchema = z.object({
  promptIndex: z.number().int().min(0),
  /** Users whose latest rating of the prompt is "helpful". */
  helpful: z.number().int().min(0),
  /** Users who rated the prompt. */
  total: z.number().int().min(0),
});
export const promptStatsResponseSchema = z.object({ stats: z.array(promptStatsSchema) });
export type PromptStatsResponse = z.infer<typeof promptStatsResponseSchema>;

/** What one account stores against its quota (decision 0260). */
export const storageUsageSchema = z.object({
  sessions: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sessionsLimit: z.number().int().min(1),
  bytesLimit: z.number().int().min(1),
  /** The fuller of the two, in whole percent, at most 100. */
  percent: z.number().int().min(0).max(100),
  /** At or above the warning share of either limit. */
  warning: z.boolean(),
  /** Either limit reached: nothing more can be added. */
  full: z.boolean(),
  /** Which plan's quota applies (Pro includes a running trial). */
  isPro: z.boolean(),
});

export const importSessionsInputSchema = z.object({
  sessions: z
    .array(rescueSessionSchema)
    .min(1, "The file has no sessions to import.")
    .max(IMPORT_BATCH_MAX, `Send at most ${IMPORT_BATCH_MAX} sessions per request.`),
});
export type ImportSessionsInput = z.input<typeof importSessionsInputSchema>;

export const importSessionsResultSchema = z.object({
  imported: z.number().int().min(0),
  /** Sessions already in the user's history (same original id). */
  skipped: z.number().int().min(0),
});
export type ImportSessionsResult = z.infer<typeof importSessionsResultSchema>;

export const EXPORT_FORMAT = "unstuck-export";

/** The JSON bundle of Settings → Preferences and data: sessions from the server plus local preferences. */
export const exportBundleSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { message: `this is not an Unstuck export (format must be "${EXPORT_FORMAT}")` }),
  version: z.literal(1, { message: "unsupported export version (expected 1)" }),
  exportedAt: isoDateTime,
  preferences: preferencesSchema,
  sessions: z.array(rescueSessionSchema).max(EXPORT_SESSIONS_MAX),
});
export type ExportBundle = z.output<typeof exportBundleSchema>;

/** Single-session answers carry the server's clock so live timers agree with the server's time. */
export const sessionResponseSchema = z.object({ session: rescueSessionSchema, serverTime: isoDateTime });
export type SessionResponse = z.output<typeof sessionResponseSchema>;

/** The whole history as one JSON document (`GET /api/sessions/export`, written page by page). */
export const sessionExportSchema = z.object({ sessions: z.array(rescueSessionSchema) });
export type SessionExport = z.output<typeof sessionExportSchema>;

export const sessionDeletedSchema = z.object({ deleted: z.literal(true) });
export type SessionDeleted = z.infer<typeof sessionDeletedSchema>;
