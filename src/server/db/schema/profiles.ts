import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/** The app's own view of a user (spec "User"): kept apart from the auth tables so auth can change without touching app data. */
export const profiles = pgTable("profiles", {
  uid: text("uid")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  username: text("username").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
