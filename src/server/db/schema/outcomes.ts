import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";
import { rescueSessions } from "./sessions.js";

/**
 * The answer to "did it work?" for one rescue (decision 0275): one row per session, written by its owner,
 * editable. A row with no outcome records that the question was dismissed, so it is never asked again.
 */
export const rescueOutcomes = pgTable(
  "rescue_outcomes",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => rescueSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Copied from the session so the figures group without a join on content. */
    problemType: text("problem_type").notNull(),
    strategy: text("strategy").notNull(),
    outcome: text("outcome").$type<"unstuck" | "still_stuck" | "gave_up">(),
    /** 0-based index into the session's prompts of the prompt that did it. */
    helpedPromptIndex: integer("helped_prompt_index"),
    /** The id of the step that did it. */
    helpedStepId: integer("helped_step_id"),
    /** The session's timed seconds when the answer was given (the Progress tab's time spent, decision 0276). */
    timeSpentSeconds: integer("time_spent_seconds").notNull().default(0),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rescue_outcomes_user_idx").on(table.userId),
    index("rescue_outcomes_type_strategy_idx").on(table.problemType, table.strategy),
    check(
      "rescue_outcomes_outcome_values",
      sql`${table.outcome} is null or ${table.outcome} in ('unstuck', 'still_stuck', 'gave_up')`,
    ),
  ],
);

/** "Did this template get your agent unstuck?", one answer per user and template, the latest kept. */
export const templateOutcomes = pgTable(
  "template_outcomes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** `category-id/n`, n counting from 1, as the MCP tools name templates. */
    templateId: text("template_id").notNull(),
    outcome: text("outcome").$type<"unstuck" | "still_stuck">().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    index("template_outcomes_template_idx").on(table.templateId),
    check("template_outcomes_outcome_values", sql`${table.outcome} in ('unstuck', 'still_stuck')`),
  ],
);
