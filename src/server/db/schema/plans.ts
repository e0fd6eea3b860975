import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/** Saved project plans from the planner (spec "Project plan"). */
export const projectPlans = pgTable(
  "project_plans",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    projectName: text("project_name").notNull(),
    projectDescription: text("project_description").notNull(),
    experienceLevel: text("experience_level").$type<"beginner" | "intermediate" | "advanced">().notNull(),
    plan: jsonb("plan").notNull(),
    messages: jsonb("messages").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("project_plans_user_updated_idx").on(table.userId, table.updatedAt)],
);
