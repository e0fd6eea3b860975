import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";
import { notFound } from "../../lib/errors.js";
import type { Logger } from "../../lib/logger.js";
import { sendStatusBody, statusBodyOf } from "../../lib/status-body.js";
import { readJson, validate } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import {
  type RescueSession,
  createSessionInputSchema,
  importSessionsInputSchema,
  listSessionsQuerySchema,
  ratePromptInputSchema,
  recentSessionsQuerySchema,
  updateSessionInputSchema,
  updateStepInputSchema,
} from "../../../shared/schemas/sessions.js";
import {
  createSession,
  deleteSession,
  exportSessionPages,
  getStorageUsage,
  getSession,
  getSessionCount,
  peekSessionCountBody,
  getSessionShare,
  getSessionStats,
  getSharedSession,
  importSessions,
  getPromptStats,
  listRatings,
  listRecentSessions,
  listSessions,
  ratePrompt,
  shareSession,
  unshareSession,
  updateSession,
  updateStep,
} from "./sessions-service.js";

export interface SessionRoutesOptions {
  /** The clock the limit and timers use; tests inject one. */
  now?: () => Date;
}

type ExportPages = AsyncGenerator<RescueSession[], void, undefined>;

/**
 * The export as one JSON document `{"sessions":[…]}` written page by page (decision 0261): the next page is
 * read only when the client has taken the last one, and the event loop is let go between pages. The first
 * page is read before the answer starts, so a database that is down still gets the usual 503; an error
 * later ends the stream, which the client sees as a failed download.
 */
function exportStream(first: IteratorResult<RescueSession[], void>, pages: ExportPages, logger: Logger) {
  const encoder = new TextEncoder();
  const pageText = (sessions: RescueSession[]) => sessions.map((session) => JSON.stringify(session)).join(",");
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) {
        controller.enqueue(encoder.encode('{"sessions":[]}'));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(`{"sessions":[${pageText(first.value)}`));
    },
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      try {
        const page = await pages.next();
        if (page.done) {
          controller.enqueue(encoder.encode("]}"));
          controller.close();
        } else {
          controller.enqueue(encoder.encode(`,${pageText(page.value)}`));
        }
      } catch (error) {
        logger.error("export stopped", { error: error instanceof Error ? error.name : "unknown" });
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

export function sessionRoutes({ database, billingStore: store, logger }: AppDeps, options: SessionRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  const { db } = database;

  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "user" })
    .post("/sessions", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, createSessionInputSchema);
      const at = now();
      return c.json({ session: await createSession(store, me.id, input, at), serverTime: at.toISOString() }, 201);
    })
    .get("/sessions", async (c) => {
      const me = userOf(c);
      const query = validate(listSessionsQuerySchema, c.req.query());
      return c.json(await listSessions(db, me.id, query));
    })
    .get("/sessions/stats", async (c) => {
      const me = userOf(c);
      return c.json(await getSessionStats(db, me.id));
    })
    .get("/sessions/storage", async (c) => {
      const me = userOf(c);
      return c.json(await getStorageUsage(store, me.id, now()));
    })
    .get("/sessions/export", async (c) => {
      const me = userOf(c);
      const pages = exportSessionPages(db, me.id);
      const first = await pages.next();
      return new Response(exportStream(first, pages, logger), {
        headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
      });
    })
    .post("/sessions/import", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, importSessionsInputSchema);
      return c.json(await importSessions(store, me.id, input.sessions, now()));
    })
    .get("/sessions/:id", async (c) => {
      const me = userOf(c);
      return c.json({ session: await getSession(db, me.id, c.req.param("id")), serverTime: now().toISOString() });
    })
    .patch("/sessions/:id", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, updateSessionInputSchema);
      const at = now();
      return c.json({
        session: await updateSession(store, me.id, c.req.param("id"), input, at),
        serverTime: at.toISOString(),
      });
    })
    .patch("/sessions/:id/steps/:stepId", async (c) => {
      const me = userOf(c);
      const stepId = Number(c.req.param("stepId"));
      if (!Number.isInteger(stepId) || stepId < 1) throw notFound("This session has no such step.");
      const input = await readJson(c, updateStepInputSchema);
      const at = now();
      return c.json({
        session: await updateStep(db, me.id, c.req.param("id"), stepId, input, at),
        serverTime: at.toISOString(),
      });
    })
    .delete("/sessions/:id", async (c) => {
      const me = userOf(c);
      await deleteSession(db, me.id, c.req.param("id"), now());
      return c.json({ deleted: true });
    })
    .get("/sessions/:id/share", async (c) => {
      const me = userOf(c);
      return c.json(await getSessionShare(db, me.id, c.req.param("id")));
    })
    .post("/sessions/:id/share", async (c) => {
      const me = userOf(c);
      return c.json(await shareSession(db, me.id, c.req.param("id")));
    })
    .delete("/sessions/:id/share", async (c) => {
      const me = userOf(c);
      return c.json(await unshareSession(db, me.id, c.req.param("id")));
    })
    .get("/sessions/:id/ratings", async (c) => {
      const me = userOf(c);
      return c.json({ ratings: await listRatings(db, me.id, c.req.param("id")) });
    })
    .get("/sessions/:id/prompt-stats", async (c) => {
      const me = userOf(c);
      return c.json({ stats: await getPromptStats(db, me.id, c.req.param("id")) });
    });

  defineRoutes(app, { access: "self" })
    .get("/user/sessions/count/:uid", (c) => {
      const me = userOf(c);
      const at = now();
      const cached = peekSessionCountBody(store, me.id, at);
      if (cached) return sendStatusBody(c, cached);
      return getSessionCount(store, me.id, at).then((count) => sendStatusBody(c, statusBodyOf(count)));
    })
    .get("/user/recent-sessions/:uid", async (c) => {
      const me = userOf(c);
      const { limit } = validate(recentSessionsQuerySchema, c.req.query());
      return c.json({ sessions: await listRecentSessions(db, me.id, limit) });
    })
    .post("/rate-prompt", async (c) => {
      const input = await readJson(c, ratePromptInputSchema);
      const me = userOf(c);
      return c.json({ success: true, rating: await ratePrompt(db, me.id, input, now()) });
    });

  defineRoutes(app, { access: "public" }).get("/shared-sessions/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.json({ session: await getSharedSession(db, c.req.param("token")) });
  });
  return app;
}
