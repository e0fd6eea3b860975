import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";
import { readJson, validate } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import {
  outcomeStatsQuerySchema,
  recordOutcomeInputSchema,
  recordTemplateOutcomeInputSchema,
  startNextStrategyInputSchema,
} from "../../../shared/schemas/outcomes.js";
import { toSession } from "../sessions/sessions-service.js";
import {
  dismissOutcome,
  getMyOutcomeSummary,
  getOutcomeState,
  getOutcomeStats,
  getSiteFigures,
  listMyTemplateOutcomes,
  recordOutcome,
  recordTemplateOutcome,
  startNextStrategy,
} from "./outcomes-service.js";

export interface OutcomeRoutesOptions {
  now?: () => Date;
}

/**
 * The visitors' figures change slowly; a minute of caching keeps the landing page's call cheap. The per-prompt
 * and per-template figures are not cached: a user who just answered expects to see the order change.
 */
const FIGURES_MAX_AGE_SECONDS = 60;

export function outcomeRoutes({ database }: AppDeps, options: OutcomeRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  const { db } = database;
  const app = new Hono<AppEnv>();

  defineRoutes(app, { access: "user" })
    .get("/sessions/:id/outcome", async (c) => {
      const me = userOf(c);
      return c.json(await getOutcomeState(db, me.id, c.req.param("id")));
    })
    .put("/sessions/:id/outcome", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, recordOutcomeInputSchema);
      return c.json(await recordOutcome(db, me.id, c.req.param("id"), input, now()));
    })
    .post("/sessions/:id/outcome/dismiss", async (c) => {
      const me = userOf(c);
      return c.json(await dismissOutcome(db, me.id, c.req.param("id"), now()));
    })
    .post("/sessions/:id/next", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, startNextStrategyInputSchema);
      const at = now();
      const { session, created } = await startNextStrategy(db, me.id, c.req.param("id"), input, at);
      return c.json({ session: toSession(session), serverTime: at.toISOString() }, created ? 201 : 200);
    })
    .get("/template-outcomes", async (c) => {
      const me = userOf(c);
      return c.json({ outcomes: await listMyTemplateOutcomes(db, me.id) });
    })
    .put("/template-outcomes", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, recordTemplateOutcomeInputSchema);
      return c.json(await recordTemplateOutcome(db, me.id, input, now()));
    });

  defineRoutes(app, { access: "self" }).get("/user/outcomes/:uid", async (c) => {
    const me = userOf(c);
    return c.json(await getMyOutcomeSummary(db, me.id));
  });

  defineRoutes(app, { access: "public" })
    .get("/outcomes/figures", async (c) => {
      c.header("Cache-Control", `public, max-age=${FIGURES_MAX_AGE_SECONDS}`);
      return c.json(await getSiteFigures(db, now()));
    })
    .get("/outcomes/stats", async (c) => {
      const { type } = validate(outcomeStatsQuerySchema, c.req.query());
      c.header("Cache-Control", "no-cache");
      return c.json(await getOutcomeStats(db, type, now()));
    });

  return app;
}
