import { Hono } from "hono";
import type { z } from "zod";
import {
  classifyProblemBodySchema,
  generateQuestionsBodySchema,
  generateSolutionBodySchema,
  saveConversationBodySchema,
  updateConversationBodySchema,
  wizardSessionIdSchema,
} from "../../../shared/schemas/wizard.js";
import { wizardMessages } from "../../../shared/content/wizard-replies.js";
import { conversationListQuerySchema } from "../../../shared/schemas/history.js";
import type { AppContext, AppDeps, AppEnv } from "../../context.js";
import { notFound } from "../../lib/errors.js";
import { readJson, validate } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import {
  assertSessionUsable,
  classifyProblem,
  generateQuestions,
  generateSolution,
  getConversation,
  listConversations,
  saveConversation,
  updateConversation,
} from "./wizard-service.js";

export const WIZARD_PRO_MESSAGE = wizardMessages.proRequired;

/** A path id that can't be valid can't exist: 404 without asking the database. */
function pathSessionId(c: AppContext): string {
  const parsed = wizardSessionIdSchema.safeParse(c.req.param("sessionId"));
  if (!parsed.success) throw notFound(wizardMessages.conversationNotFound);
  return parsed.data;
}

export function wizardRoutes({ database, billingStore, ai, aiLimiter, logger }: AppDeps) {
  const { db } = database;

  /** After the guard (sign-in, own userId, Pro or trial): the body's shape, the conversation, the rate limit. */
  async function aiCall<S extends z.ZodType<{ sessionId: string }>>(c: AppContext, schema: S): Promise<z.infer<S>> {
    const user = userOf(c);
    const body = await readJson(c, schema);
    await assertSessionUsable(db, user.id, body.sessionId);
    await aiLimiter.check(user.id);
    return body;
  }

  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "pro", store: billingStore, message: WIZARD_PRO_MESSAGE })
    .post("/wizard/classify-problem", async (c) => {
      const body = await aiCall(c, classifyProblemBodySchema);
      return c.json(await classifyProblem(ai, logger, body));
    })
    .post("/wizard/generate-questions", async (c) => {
      const body = await aiCall(c, generateQuestionsBodySchema);
      return c.json(await generateQuestions(ai, logger, body));
    })
    .post("/wizard/generate-solution", async (c) => {
      const body = await aiCall(c, generateSolutionBodySchema);
      return c.json(await generateSolution(ai, logger, body));
    })
    .get("/wizard/conversations", async (c) => {
      const user = userOf(c);
      const query = validate(conversationListQuerySchema, c.req.query());
      return c.json(await listConversations(db, user.id, query));
    })
    .get("/wizard/conversation/:sessionId", async (c) => {
      const user = userOf(c);
      return c.json({ conversation: await getConversation(db, user.id, pathSessionId(c)) });
    })
    .post("/wizard/save-conversation", async (c) => {
      const user = userOf(c);
      const body = await readJson(c, saveConversationBodySchema);
      return c.json({ success: true, conversation: await saveConversation(db, user.id, body) }, 201);
    })
    .put("/wizard/update-conversation/:sessionId", async (c) => {
      const user = userOf(c);
      const sessionId = pathSessionId(c);
      const body = await readJson(c, updateConversationBodySchema);
      return c.json({ success: true, conversation: await updateConversation(db, user.id, sessionId, body) });
    });
  return app;
}
