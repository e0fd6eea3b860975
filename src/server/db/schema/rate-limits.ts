import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of the auth rate limits (decision 0110), one row per key such as `ip:sign-in:203.0.113.9` or
 * `pair:sign-in:ada@example.com:203.0.113.9`, and the MCP budget of each user (`mcp:<userId>`, decision 0265),
 * updated by one atomic upsert so every server on the same PostgreSQL counts together.
 */
export const authRateLimit = pgTable("auth_rate_limit", {
  key: text("key").primaryKey(),
  /** Attempts counted in the current window (or consecutive attempts, for growing delays). */
  hits: integer("hits").notNull(),
  /** No attempt is let through before this time. */
  nextAllowedAt: timestamp("next_allowed_at", { withTimezone: true }).notNull(),
  /** The row counts from zero again after this time. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** Whether the attempt that last touched the row was refused (RETURNING cannot see the old row). */
  refused: boolean("refused").notNull().default(false),
});
