import { Hono } from "hono";
import {
  type BillingConfig,
  createCheckoutSchema,
  createTrialCheckoutSchema,
  normalizePlan,
  userIdBodySchema,
} from "../../shared/schemas/billing.js";
import { getUserAccess, peekStatusBody, subscriptionStatusOf, trialStatusOf, type UserAccess } from "./access.js";
import type { AppDeps, AppEnv } from "../context.js";
import { AppError } from "../lib/errors.js";
import { sendStatusBody, statusBodyOf } from "../lib/status-body.js";
import { readJson } from "../lib/validation.js";
import { defineRoutes, userOf } from "../routing/define-routes.js";
import {
  cancelSubscription,
  confirmTrialStarted,
  createPortal,
  expireTrial,
  reactivateSubscription,
  listBillingHistory,
  startCheckout,
  startTrialCheckout,
} from "./billing-service.js";
import { trialEligibilityFor } from "./trial-eligibility.js";
import { z } from "zod";

const trialSetupSchema = z.object({
  userId: z.string().min(1, "userId is required."),
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
});
const completeSetupSchema = z.object({
  userId: z.string().min(1, "userId is required."),
  setupIntentId: z.string().min(1, "setupIntentId is required.").max(200),
});

/** The provider-neutral billing API; the configured provider's own routes are its plugin's. */
export function billingRoutes({ database, billing, billingStore: store, env }: AppDeps) {
  const { db } = database;
  const toUser = (u: { id: string; email: string; name: string }) => ({ id: u.id, email: u.email, name: u.name });

  const routes = new Hono<AppEnv>();
  defineRoutes(routes, { access: "public" }).get("/billing-config", (c) =>
    c.json({ provider: billing.kind, testMode: billing.testMode, portal: billing.hasPortal } satisfies BillingConfig),
  );
  defineRoutes(routes, { access: "self" })
    .get("/subscription-status/:uid", (c) => {
      const me = userOf(c);
      const now = new Date();
      const answer = (access: UserAccess) => subscriptionStatusOf(access, now);
      const cached = peekStatusBody(store, me.id, "body:subscription-status", now, [], answer);
      if (cached) return sendStatusBody(c, cached);
      return getUserAccess(store, me.id, now).then((access) => sendStatusBody(c, statusBodyOf(answer(access))));
    })
    .get("/trial-status/:uid", (c) => {
      const me = userOf(c);
      const now = new Date();
      const answer = (access: UserAccess) => trialStatusOf(access, now);
      const cached = peekStatusBody(store, me.id, "body:trial-status", now, [], answer);
      if (cached) return sendStatusBody(c, cached);
      return getUserAccess(store, me.id, now).then((access) => sendStatusBody(c, statusBodyOf(answer(access))));
    })
    .get("/trial-eligibility/:uid", async (c) => {
      const me = userOf(c);
      return c.json(await trialEligibilityFor(store, me));
    })
    .get("/billing-history/:uid", async (c) => {
      const me = userOf(c);
      return c.json(await listBillingHistory(db, me.id));
    })
    .post("/start-trial", async (c) => {
      await readJson(c, userIdBodySchema);
      const me = userOf(c);
      return c.json(await confirmTrialStarted(store, me.id));
    })
    .post("/expire-trial/:userId", async (c) => {
      const me = userOf(c);
      return c.json(await expireTrial(store, me.id));
    })
    .post("/create-checkout-session", async (c) => {
      const body = await readJson(c, createCheckoutSchema);
      const me = userOf(c);
      const plan = normalizePlan(body.plan);
      if (!plan) throw new AppError("VALIDATION_FAILED", "Choose a plan: pro_monthly or pro_yearly.");
      return c.json(await startCheckout(store, billing, toUser(me), plan));
    })
    .post("/create-trial-checkout-session", async (c) => {
      const body = await readJson(c, createTrialCheckoutSchema);
      const me = userOf(c);
      return c.json(await startTrialCheckout(store, billing, toUser(me), body.feature));
    })
    .post("/create-trial-session", async (c) => {
      const body = await readJson(c, createTrialCheckoutSchema);
      const me = userOf(c);
      return c.json(await startTrialCheckout(store, billing, toUser(me), body.feature));
    })
    // The embedded card form of the original design is replaced by checkout (decision 0041): the setup
    // calls hand back the checkout to open, and completing checks that it was paid.
    .post("/create-trial-setup-intent", async (c) => {
      await readJson(c, trialSetupSchema);
      const me = userOf(c);
      const { url } = await startTrialCheckout(store, billing, toUser(me), "setup");
      return c.json({ clientSecret: null, url });
    })
    .post("/complete-trial-setup", async (c) => {
      await readJson(c, completeSetupSchema);
      const me = userOf(c);
      return c.json(await confirmTrialStarted(store, me.id));
    })
    .post("/cancel-subscription", async (c) => {
      await readJson(c, userIdBodySchema);
      const me = userOf(c);
      return c.json(await cancelSubscription(store, billing, me.id));
    })
    .post("/reactivate-subscription", async (c) => {
      await readJson(c, userIdBodySchema);
      const me = userOf(c);
      return c.json(await reactivateSubscription(store, billing, me.id));
    })
    .post("/create-portal-session", async (c) => {
      await readJson(c, userIdBodySchema);
      const me = userOf(c);
      return c.json(await createPortal(store, billing, me.id, `${env.appUrl}/settings`));
    });

  return routes;
}
