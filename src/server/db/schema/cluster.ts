import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/**
 * AI calls per user in the last minute, shared by every server on the database (decision 0171). One atomic
 * upsert drops the expired calls, adds this one if there is room and records whether it did.
 */
export const aiRateLimits = pgTable("ai_rate_limits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  calls: timestamp("calls", { withTimezone: true }).array().notNull(),
  allowed: boolean("allowed").notNull(),
});

/** When each periodic job last ran on any server; the job's advisory lock guards the row. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});
