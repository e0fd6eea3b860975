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
import { conversationListQuerySchema } from "../../../shared/schemas/history.js";
import { requireProAccess } from "../../billing/access.js";
import type { AppContext, AppDeps, AppEnv } from "../../context.js";
import { requireUser } from "../../context.js";
import type { SessionUser } from "../../auth/auth.js";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import { readJsonBody, validate } from "../../lib/validation.js";
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

export const WIZARD_PRO_MESSAGE =
  "The AI Development Wizard requires a Pro subscription or an active trial. Start your free trial or upgrade to continue.";

const requirePro = (db: Db, user: SessionUser) => requireProAccess(db, user.id, WIZARD_PRO_MESSAGE);

function assertOwnUserId(body: unknown, user: SessionUser): void {
  const userId = (body as { userId?: unknown } | null)?.userId;
  if (userId !== undefined && userId !== null && userId !== user.id)
    throw new AppError("FORBIDDEN", "You can only save conversations to your own account.");
}

/** A path id that can't be valid can't exist: 404 without asking the database. */
function pathSessionId(c: AppContext): string {
  const parsed = wizardSessionIdSchema.safeParse(c.req.param("sessionId"));
  if (!parsed.success) throw notFound("This conversation does not exist or belongs to another account.");
  return parsed.data;
}

export function wizardRoutes({ database, ai, aiLimiter, logger }: AppDeps) {
  const { db } = database;

  /** Sign-in, own userId, Pro or trial, then the body's shape: in that order for every AI call. */
  async function aiCall<S extends z.ZodType<{ sessionId: string }>>(c: AppContext, schema: S): Promise<z.infer<S>> {
    const user = requireUser(c);
    const raw = await readJsonBody(c);
    assertOwnUserId(raw, user);
    await requirePro(db, user);
    const body = validate(schema, raw);
    await assertSessionUsable(db, user.id, body.sessionId);
    await aiLimiter.check(user.id);
    return body;
  }

  return new Hono<AppEnv>()
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
      const user = requireUser(c);
      await requirePro(db, user);
      const query = validate(conversationListQuerySchema, c.req.query());
      return c.json(await listConversations(db, user.id, query));
    })
    .get("/wizard/conversation/:sessionId", async (c) => {
      const user = requireUser(c);
      await requirePro(db, user);
      return c.json({ conversation: await getConversation(db, user.id, pathSessionId(c)) });
    })
    .post("/wizard/save-conversation", async (c) => {
      const user = requireUser(c);
      const raw = await readJsonBody(c);
      assertOwnUserId(raw, user);
      await requirePro(db, user);
      const body = validate(saveConversationBodySchema, raw);
      return c.json({ success: true, conversation: await saveConversation(db, user.id, body) }, 201);
    })
    .put("/wizard/update-conversation/:sessionId", async (c) => {
      const user = requireUser(c);
      const sessionId = pathSessionId(c);
      const raw = await readJsonBody(c);
      assertOwnUserId(raw, user);
      await requirePro(db, user);
      const body = validate(updateConversationBodySchema, raw);
      return c.json({ success: true, conversation: await updateConversation(db, user.id, sessionId, body) });
    });
}
