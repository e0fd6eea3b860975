import { Hono } from "hono";
import {
  finalizeProjectPlanInputSchema,
  saveProjectPlanInputSchema,
  updateProjectPlanInputSchema,
} from "../../../shared/schemas/planner.js";
import { plannerMessages } from "../../../shared/content/project-plan.js";
import { planListQuerySchema } from "../../../shared/schemas/history.js";
import type { AppDeps, AppEnv } from "../../context.js";
import { readJson, validate } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import {
  deleteProjectPlan,
  finalizeProjectPlan,
  getProjectPlan,
  listProjectPlans,
  saveProjectPlan,
  updateProjectPlan,
} from "./planner-service.js";

export const PLANNER_PRO_REQUIRED_MESSAGE = plannerMessages.proRequired;

export function plannerRoutes({ database, billingStore, ai, aiLimiter }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  // Signed in, then Pro or a running trial, before the body is read or any engine runs.
  defineRoutes(app, { access: "pro", store: billingStore, message: PLANNER_PRO_REQUIRED_MESSAGE })
    .post("/update-project-plan", async (c) => {
      const user = userOf(c);
      const input = await readJson(c, updateProjectPlanInputSchema);
      await aiLimiter.check(user.id);
      const result = await updateProjectPlan(ai, input);
      return c.json({ plan: result.output, engine: result.engine });
    })
    .post("/finalize-project-plan", async (c) => {
      const user = userOf(c);
      const input = await readJson(c, finalizeProjectPlanInputSchema);
      await aiLimiter.check(user.id);
      const result = await finalizeProjectPlan(ai, input);
      return c.json({ plan: result.output, engine: result.engine });
    })
    .post("/save-project-plan", async (c) => {
      const user = userOf(c);
      const input = await readJson(c, saveProjectPlanInputSchema);
      const saved = await saveProjectPlan(db, user.id, input);
      return c.json({ success: true, id: saved.id, plan: saved }, input.id ? 200 : 201);
    })
    .get("/project-plans", async (c) => {
      const user = userOf(c);
      const query = validate(planListQuerySchema, c.req.query());
      return c.json(await listProjectPlans(db, user.id, query));
    })
    .get("/project-plans/:id", async (c) => {
      const user = userOf(c);
      return c.json({ plan: await getProjectPlan(db, user.id, c.req.param("id")) });
    });
  // Deleting one's own data needs no plan: a lapsed trial can still clean up (decision 0071).
  defineRoutes(app, { access: "user" }).delete("/project-plans/:id", async (c) => {
    const user = userOf(c);
    await deleteProjectPlan(db, user.id, c.req.param("id"));
    return c.json({ success: true });
  });
  return app;
}
