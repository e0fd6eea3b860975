import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/**
 * Personal access tokens for the MCP server (decision 0160). Only the SHA-256 of a token is stored; the
 * token itself is shown once. The rate_window_* columns are no longer used: the MCP rate budget is per user
 * (decision 0265), in auth_rate_limit.
 */
export const personalTokens = pgTable(
  "personal_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    rateWindowStart: timestamp("rate_window_start", { withTimezone: true }),
    rateWindowCount: integer("rate_window_count").notNull().default(0),
  },
  (table) => [
    uniqueIndex("personal_tokens_hash_idx").on(table.tokenHash),
    index("personal_tokens_user_idx").on(table.userId, table.createdAt),
  ],
);
