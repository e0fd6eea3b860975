import { Hono } from "hono";
import { validateGeneratorInput } from "../../../shared/schemas/generator.js";
import { generatorResultListQuerySchema } from "../../../shared/schemas/history.js";
import { generateCategoryPromptsTask } from "../../ai/tasks/generate-category-prompts.js";
import type { AppDeps, AppEnv } from "../../context.js";
import { AppError } from "../../lib/errors.js";
import { readJsonBody, validate } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import {
  deleteGeneratorResult,
  getGeneratorResult,
  listGeneratorResults,
  saveGeneratorResult,
} from "./generator-service.js";

export const PRO_REQUIRED_MESSAGE = "Custom prompt generation requires a Pro subscription. Please upgrade to continue.";

export function generatorRoutes({ database, billingStore, ai, aiLimiter }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  // Free users never reach an engine: access first (the guard), then validation, then the rate limit.
  defineRoutes(app, { access: "pro", store: billingStore, message: PRO_REQUIRED_MESSAGE })
    .post("/generate-category-prompts", async (c) => {
      const user = userOf(c);
      const validation = validateGeneratorInput(await readJsonBody(c));
      if (!validation.ok) throw new AppError("VALIDATION_FAILED", validation.message, { title: validation.title });
      await aiLimiter.check(user.id);
      const result = await ai.run(generateCategoryPromptsTask, validation.data);
      const saved = await saveGeneratorResult(db, user.id, validation.data, result.output.prompts);
      return c.json({ prompts: result.output.prompts, engine: result.engine, id: saved.id });
    })
    .get("/generator-results", async (c) => {
      const user = userOf(c);
      const query = validate(generatorResultListQuerySchema, c.req.query());
      return c.json(await listGeneratorResults(db, user.id, query));
    })
    .get("/generator-results/:id", async (c) => {
      const user = userOf(c);
      return c.json({ result: await getGeneratorResult(db, user.id, c.req.param("id")) });
    });
  // Deleting one's own data needs no plan, as with saved project plans.
  defineRoutes(app, { access: "user" }).delete("/generator-results/:id", async (c) => {
    const user = userOf(c);
    await deleteGeneratorResult(db, user.id, c.req.param("id"));
    return c.json({ success: true });
  });
  return app;
}
