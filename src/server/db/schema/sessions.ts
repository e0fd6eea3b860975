import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { RescueFacts } from "../../../shared/domain/rescue-facts.js";
import type { SessionPrompt, SessionStep } from "../../../shared/schemas/sessions.js";
import { user } from "./auth.js";

/** Rescue sessions (spec "Session"): the database is the source of truth, so history follows the user. */
/** The text columns a row's stored bytes add up (decision 0260): NULL-able ones count as 0. */
const storedTextBytes = [
  "octet_length(project_description)",
  "coalesce(octet_length(custom_problem), 0)",
  "octet_length(selected_strategy)",
  "octet_length(notes)",
  "octet_length(action_steps::text)",
  "octet_length(prompts::text)",
  "octet_length(paste)",
  "coalesce(octet_length(facts::text), 0)",
];

export const rescueSessions = pgTable(
  "rescue_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    problemType: text("problem_type").notNull(),
    projectDescription: text("project_description").notNull().default(""),
    customProblem: text("custom_problem"),
    selectedStrategy: text("selected_strategy").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Snapshot of the steps (id, title) plus their state; content edits never change a running session. */
    actionSteps: jsonb("action_steps").$type<SessionStep[]>().notNull(),
    prompts: jsonb("prompts").$type<SessionPrompt[]>().notNull(),
    notes: text("notes").notNull().default(""),
    /** What the user pasted when starting, redacted, and the facts read from it (decision 0280). */
    paste: text("paste").notNull().default(""),
    facts: jsonb("facts").$type<RescueFacts>(),
    success: boolean("success").notNull().default(false),
    progress: integer("progress").notNull().default(0),
    stepsCompleted: integer("steps_completed").notNull().default(0),
    totalTimeSpent: integer("total_time_spent").notNull().default(0),
    /** Added from an export file: read-only history that does not count toward the monthly limit. */
    imported: boolean("imported").notNull().default(false),
    /** The id the session had in the export file; importing the same session twice is skipped. */
    sourceId: text("source_id"),
    /** Set while the owner shares the session read-only; revoking clears it (decision 0143). */
    shareToken: text("share_token").unique("rescue_sessions_share_token_unique"),
    /** Started on the free plan: only these count toward the free monthly limit (decision 0153). */
    countsTowardLimit: boolean("counts_toward_limit").notNull().default(true),
    /** The rescue this one continues after "still stuck" (decision 0277); its notes and attempts carry over. */
    previousSessionId: text("previous_session_id").references((): AnyPgColumn => rescueSessions.id, {
      onDelete: "set null",
    }),
    /** The type the diagnosis ranked second, offered when the first line of attack fails (decision 0277). */
    runnerUpType: text("runner_up_type"),
    /** Bytes of the text the row holds, what the storage quota adds up (decision 0260); kept by the database. */
    storedBytes: integer("stored_bytes")
      .notNull()
      .generatedAlwaysAs(sql.raw(storedTextBytes.join(" + "))),
    /** When the row was created on the server: what the monthly limit counts. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rescue_sessions_user_created_idx").on(table.userId, table.createdAt),
    index("rescue_sessions_user_start_idx").on(table.userId, table.startTime),
    unique("rescue_sessions_user_source_unique").on(table.userId, table.sourceId),
    unique("rescue_sessions_previous_unique").on(table.previousSessionId),
    check("rescue_sessions_progress_range", sql`${table.progress} between 0 and 100`),
  ],
);

/** One rating per user, session and prompt; rating again replaces it (spec "Prompt rating"). */
export const promptRatings = pgTable(
  "prompt_ratings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => rescueSessions.id, { onDelete: "cascade" }),
    promptIndex: integer("prompt_index").notNull(),
    rating: text("rating").$type<"positive" | "negative">().notNull(),
    promptText: text("prompt_text").notNull().default(""),
    problemType: text("problem_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sessionId, table.promptIndex] }),
    index("prompt_ratings_session_idx").on(table.sessionId),
    index("prompt_ratings_problem_prompt_idx").on(table.problemType, table.promptIndex),
    check("prompt_ratings_rating_values", sql`${table.rating} in ('positive', 'negative')`),
  ],
);
