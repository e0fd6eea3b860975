import { Hono } from "hono";
import {
  finalizeProjectPlanInputSchema,
  saveProjectPlanInputSchema,
  updateProjectPlanInputSchema,
} from "../../../shared/schemas/planner.js";
import { planListQuerySchema } from "../../../shared/schemas/history.js";
import { requireProAccess } from "../../billing/access.js";
import type { AppContext, AppDeps, AppEnv } from "../../context.js";
import { requireUser } from "../../context.js";
import type { Db } from "../../db/client.js";
import { readJson, validate } from "../../lib/validation.js";
import {
  deleteProjectPlan,
  finalizeProjectPlan,
  getProjectPlan,
  listProjectPlans,
  saveProjectPlan,
  updateProjectPlan,
} from "./planner-service.js";

export const PLANNER_PRO_REQUIRED_MESSAGE =
  "The AI Project Planner requires a Pro subscription or an active trial. Please upgrade to continue.";

/** Signed in, then Pro or a running trial, before the body is read or any engine runs. */
async function requirePlannerAccess(c: AppContext, db: Db) {
  const user = requireUser(c);
  await requireProAccess(db, user.id, PLANNER_PRO_REQUIRED_MESSAGE);
  return user;
}

export function plannerRoutes({ database, ai, aiLimiter }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .post("/update-project-plan", async (c) => {
      const user = await requirePlannerAccess(c, db);
      const input = await readJson(c, updateProjectPlanInputSchema);
      await aiLimiter.check(user.id);
      const result = await updateProjectPlan(ai, input);
      return c.json({ plan: result.output, engine: result.engine });
    })
    .post("/finalize-project-plan", async (c) => {
      const user = await requirePlannerAccess(c, db);
      const input = await readJson(c, finalizeProjectPlanInputSchema);
      await aiLimiter.check(user.id);
      const result = await finalizeProjectPlan(ai, input);
      return c.json({ plan: result.output, engine: result.engine });
    })
    .post("/save-project-plan", async (c) => {
      const user = await requirePlannerAccess(c, db);
      const input = await readJson(c, saveProjectPlanInputSchema);
      const saved = await saveProjectPlan(db, user.id, input);
      return c.json({ success: true, id: saved.id, plan: saved }, input.id ? 200 : 201);
    })
    .get("/project-plans", async (c) => {
      const user = await requirePlannerAccess(c, db);
      const query = validate(planListQuerySchema, c.req.query());
      return c.json(await listProjectPlans(db, user.id, query));
    })
    .get("/project-plans/:id", async (c) => {
      const user = await requirePlannerAccess(c, db);
      return c.json({ plan: await getProjectPlan(db, user.id, c.req.param("id")) });
    })
    .delete("/project-plans/:id", async (c) => {
      // Deleting one's own data needs no plan: a lapsed trial can still clean up (decision 0071).
      const user = requireUser(c);
      await deleteProjectPlan(db, user.id, c.req.param("id"));
      return c.json({ success: true });
    });
}
