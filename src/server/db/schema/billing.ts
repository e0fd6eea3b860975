import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth.js";

/**
 * One row per user: the state that provider events build (issue 5). Only `applyBillingEvent` writes it,
 * so Stripe and the local provider cannot drift apart.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier").$type<"free" | "pro_monthly" | "pro_yearly">().notNull().default("free"),
    /** null: never subscribed; "active" paid and renewing (or trialing); "canceled" set to end; "free" ended */
    status: text("status").$type<"active" | "canceled" | "free">(),
    trialStartedAt: timestamp("trial_started_at", { withTimezone: true }),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** When the trial stopped early (canceled) or converted; null while it runs to trialEndsAt. */
    trialEndedAt: timestamp("trial_ended_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The trial turned into a paid plan on its own (spec "Auto-upgrade"). */
    autoUpgraded: boolean("auto_upgraded").notNull().default(false),
    provider: text("provider"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    /** Provider time (unix seconds) of the newest state applied; older events change nothing. */
    providerStateAt: integer("provider_state_at_s"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_provider_subscription_idx").on(table.providerSubscriptionId),
    index("subscriptions_provider_customer_idx").on(table.providerCustomerId),
  ],
);

/** Every provider event applied, by id: a duplicate delivery finds its id here and changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  userId: text("user_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkouts started, with either provider: the local test provider's own, and Stripe's by their session id.
 * At most one is open per user (decision 0195); a row being created at the provider has no `url` yet.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    plan: text("plan").$type<"pro_monthly" | "pro_yearly">().notNull(),
    trial: boolean("trial").notNull().default(false),
    status: text("status").$type<"open" | "complete" | "expired">().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Where the browser pays it; null while the provider is still creating it. */
    url: text("url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [
    index("checkout_sessions_user_idx").on(table.userId),
    uniqueIndex("checkout_sessions_one_open_idx")
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** Lines of a user's billing history that the provider's own records do not show here (refunds, refusals). */
export const billingHistory = pgTable(
  "billing_history",
  {
    /** one line per cause, e.g. `refund:stripe:sub_123`: a retried webhook adds nothing */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"refund" | "trial_refused">().notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("billing_history_user_idx").on(table.userId, table.createdAt)],
);

/**
 * Free trials taken, by SHA-256 of the normalised email or of the card fingerprint, with no link to a user:
 * it outlives account deletion so a trial cannot be taken again by re-registering (decision 0106).
 */
export const usedTrials = pgTable("used_trials", {
  key: text("key").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
