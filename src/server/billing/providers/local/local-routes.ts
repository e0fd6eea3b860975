import { Hono } from "hono";
import { localPaymentSchema } from "../../../../shared/schemas/billing.js";
import type { AppDeps, AppEnv } from "../../../context.js";
import { readJson } from "../../../lib/validation.js";
import { defineRoutes, userOf } from "../../../routing/define-routes.js";
import { payWithTestCard } from "./local-checkout.js";
import { getLocalCheckout } from "./local-provider.js";

/** The local provider's checkout page: its state, and paying it with a test card (3-D Secure included). */
export function localCheckoutRoutes({ database, billing, billingStore, logger }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "user" })
    .get("/local-checkout/:id", async (c) => {
      const me = userOf(c);
      return c.json(await getLocalCheckout(db, c.req.param("id"), me.id, new Date()));
    })
    .post("/local-checkout/:id/pay", async (c) => {
      const me = userOf(c);
      const card = await readJson(c, localPaymentSchema);
      const user = { id: me.id, email: me.email, name: me.name };
      return c.json(await payWithTestCard(billingStore, billing, logger, user, c.req.param("id"), card));
    });
  return app;
}
