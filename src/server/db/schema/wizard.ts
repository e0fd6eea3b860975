import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/** Saved wizard conversations (spec "Saved wizard conversation"); the session id is chosen by the client. */
export const wizardConversations = pgTable(
  "wizard_conversations",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    classification: jsonb("classification"),
    messages: jsonb("messages").notNull(),
    solution: jsonb("solution"),
    status: text("status").$type<"active" | "completed">().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wizard_conversations_user_updated_idx").on(table.userId, table.updatedAt)],
);
