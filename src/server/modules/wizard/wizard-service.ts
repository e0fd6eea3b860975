import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { HistoryQuery } from "../../../shared/schemas/history.js";
import { fallbackClassification, fallbackQuestions } from "../../../shared/content/wizard-fallbacks.js";
import { wizardMessages } from "../../../shared/content/wizard-replies.js";
import {
  type ChatMessage,
  type Classification,
  type ClassifyProblemBody,
  conversationStatus,
  conversationTitle,
  type GenerateQuestionsBody,
  type GenerateSolutionBody,
  type SaveConversationBody,
  type Solution,
  type UpdateConversationBody,
  type WizardConversation,
  type WizardConversationSummary,
  type WizardEngine,
} from "../../../shared/schemas/wizard.js";
import type { AiEngine, AiTask } from "../../ai/engine.js";
import { classifyProblemTask, generateQuestionsTask, generateSolutionTask } from "../../ai/tasks/wizard-tasks.js";
import type { Db } from "../../db/client.js";
import { wizardConversations } from "../../db/schema/wizard.js";
import { AppError, notFound } from "../../lib/errors.js";
import { containsPattern } from "../../lib/search.js";
import type { Logger } from "../../lib/logger.js";

type Row = typeof wizardConversations.$inferSelect;

const conversationNotFound = () => notFound(wizardMessages.conversationNotFound);

function toConversation(row: Row): WizardConversation {
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    title: row.title,
    classification: (row.classification as Classification | null) ?? null,
    messages: (row.messages as ChatMessage[]) ?? [],
    solution: (row.solution as Solution | null) ?? null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An AI call's session id may be new (not saved yet), but never another user's conversation. */
export async function assertSessionUsable(db: Db, userId: string, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ userId: wizardConversations.userId })
    .from(wizardConversations)
    .where(eq(wizardConversations.sessionId, sessionId))
    .limit(1);
  if (row && row.userId !== userId) throw new AppError("FORBIDDEN", wizardMessages.conversationOfAnother);
}

/**
 * Runs a wizard task. The LLM engine already falls back to the built-in answer (decision 0005); when even
 * that fails, the fixed fallback answers (decision 0060), so the wizard never dead-ends.
 */
async function runWithFallback<I, O>(
  ai: AiEngine,
  logger: Logger,
  task: AiTask<I, O>,
  input: I,
  fallback: O,
): Promise<{ output: O; engine: WizardEngine }> {
  try {
    const result = await ai.run(task, input);
    const parsed = task.schema.safeParse(result.output);
    if (!parsed.success)
      throw new Error(`the answer does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    return { output: parsed.data, engine: result.engine };
  } catch (error) {
    logger.warn("wizard task used the spec fallback", {
      task: task.name,
      reason: (error as Error)?.message?.slice(0, 200),
    });
    return { output: fallback, engine: "fallback" };
  }
}

export async function classifyProblem(ai: AiEngine, logger: Logger, body: ClassifyProblemBody) {
  const { output, engine } = await runWithFallback(
    ai,
    logger,
    classifyProblemTask,
    { userInput: body.userInput },
    fallbackClassification,
  );
  return { classification: output, engine };
}

export async function generateQuestions(ai: AiEngine, logger: Logger, body: GenerateQuestionsBody) {
  const { output, engine } = await runWithFallback(
    ai,
    logger,
    generateQuestionsTask,
    { classification: body.classification, userInput: body.userInput },
    { questions: fallbackQuestions },
  );
  return { questions: output.questions, engine };
}

/** No generic solution exists: when every engine fails, the route answers 503 and the client shows the spec's debugging steps. */
export async function generateSolution(ai: AiEngine, logger: Logger, body: GenerateSolutionBody) {
  try {
    const result = await ai.run(generateSolutionTask, {
      classification: body.classification,
      responses: body.responses,
      userInput: body.userInput,
    });
    const parsed = generateSolutionTask.schema.safeParse(result.output);
    if (!parsed.success)
      throw new Error(`the answer does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    return { solution: parsed.data, engine: result.engine as WizardEngine };
  } catch (error) {
    logger.error("wizard solution failed", { reason: (error as Error)?.message?.slice(0, 200) });
    throw new AppError("UNAVAILABLE", wizardMessages.solutionUnavailable, {
      fallback: "debug-steps",
    });
  }
}

export async function getConversation(db: Db, userId: string, sessionId: string): Promise<WizardConversation> {
  const [row] = await db
    .select()
    .from(wizardConversations)
    .where(and(eq(wizardConversations.sessionId, sessionId), eq(wizardConversations.userId, userId)))
    .limit(1);
  if (!row) throw conversationNotFound();
  return toConversation(row);
}

/** One page of the user's conversations, newest first, searched in titles. */
export async function listConversations(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<{ conversations: WizardConversationSummary[]; total: number }> {
  const where = query.q
    ? and(eq(wizardConversations.userId, userId), ilike(wizardConversations.title, containsPattern(query.q)))
    : eq(wizardConversations.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        sessionId: wizardConversations.sessionId,
        title: wizardConversations.title,
        status: wizardConversations.status,
        classification: wizardConversations.classification,
        updatedAt: wizardConversations.updatedAt,
      })
      .from(wizardConversations)
      .where(where)
      .orderBy(
        desc(wizardConversations.updatedAt),
        desc(wizardConversations.createdAt),
        desc(wizardConversations.sessionId),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(wizardConversations).where(where),
  ]);
  const conversations = rows.map((r) => ({
    sessionId: r.sessionId,
    title: r.title,
    status: r.status,
    category: (r.classification as Classification | null)?.category ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { conversations, total: Number(totalRow?.n ?? 0) };
}

function columns(body: UpdateConversationBody) {
  return {
    title: conversationTitle(body.title),
    classification: body.classification ?? null,
    messages: body.messages,
    solution: body.solution ?? null,
    status: conversationStatus(body.stage),
  };
}

/**
 * Saves a new conversation. Saving again with the same id (a retried request) updates the caller's own
 * conversation; an id taken by another account is refused and never overwritten.
 */
export async function saveConversation(
  db: Db,
  userId: string,
  body: SaveConversationBody,
  now = new Date(),
): Promise<WizardConversation> {
  const values = columns(body);
  const inserted = await db
    .insert(wizardConversations)
    .values({ sessionId: body.sessionId, userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: wizardConversations.sessionId })
    .returning();
  if (inserted[0]) return toConversation(inserted[0]);
  const [updated] = await db
    .update(wizardConversations)
    .set({ ...values, updatedAt: now })
    .where(and(eq(wizardConversations.sessionId, body.sessionId), eq(wizardConversations.userId, userId)))
    .returning();
  if (!updated) throw new AppError("FORBIDDEN", wizardMessages.conversationOfAnother);
  return toConversation(updated);
}

export async function updateConversation(
  db: Db,
  userId: string,
  sessionId: string,
  body: UpdateConversationBody,
  now = new Date(),
): Promise<WizardConversation> {
  if (body.sessionId !== undefined && body.sessionId !== sessionId)
    throw new AppError("BAD_REQUEST", wizardMessages.sessionIdMismatch);
  const [updated] = await db
    .update(wizardConversations)
    .set({ ...columns(body), updatedAt: now })
    .where(and(eq(wizardConversations.sessionId, sessionId), eq(wizardConversations.userId, userId)))
    .returning();
  if (!updated) throw conversationNotFound();
  return toConversation(updated);
}
