import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { GeneratedPrompt, GeneratorInput } from "../../../shared/schemas/generator.js";
import { user } from "./auth.js";

/** Prompts the generator made, kept so a Pro user can find and reopen them (decision 0141). */
export const generatorResults = pgTable(
  "generator_results",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    /** What the user described, as validated; the list's title and search text come from it. */
    input: jsonb("input").$type<GeneratorInput>().notNull(),
    prompts: jsonb("prompts").$type<GeneratedPrompt[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("generator_results_user_created_idx").on(table.userId, table.createdAt)],
);
