import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { HistoryQuery } from "../../../shared/schemas/history.js";
import {
  chatMessageSchema,
  type ChatMessage,
  type ExperienceLevel,
  experienceLevels,
  type FinalizeProjectPlanInput,
  emptyProjectPlan,
  projectPlanSchema,
  type ProjectPlan,
  QUESTION_COUNT,
  type SavedPlan,
  type SavedPlanSummary,
  type SaveProjectPlanInput,
  type UpdateProjectPlanInput,
} from "../../../shared/schemas/planner.js";
import { finalizePlan, keepEarlierContent } from "../../ai/builtin/project-plan.js";
import type { AiEngine, AiResult } from "../../ai/engine.js";
import { finalizeProjectPlanTask, updateProjectPlanTask } from "../../ai/tasks/project-plan.js";
import type { Db } from "../../db/client.js";
import { projectPlans } from "../../db/schema/plans.js";
import { notFound } from "../../lib/errors.js";
import { containsPattern } from "../../lib/search.js";

type PlanRow = typeof projectPlans.$inferSelect;

const planNotFound = () => notFound("This project plan does not exist or belongs to another account.");
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function updateProjectPlan(ai: AiEngine, input: UpdateProjectPlanInput): Promise<AiResult<ProjectPlan>> {
  const result = await ai.run(updateProjectPlanTask, input);
  return { ...result, output: keepEarlierContent(input.currentPlan, result.output) };
}

/** A model's finished plan still passes through the built-in finisher, so no section is ever left empty. */
export async function finalizeProjectPlan(
  ai: AiEngine,
  input: FinalizeProjectPlanInput,
): Promise<AiResult<ProjectPlan>> {
  const result = await ai.run(finalizeProjectPlanTask, input);
  if (result.engine === "builtin") return result;
  return {
    ...result,
    output: finalizePlan(keepEarlierContent(input.currentPlan, result.output), input.messages, input),
  };
}

/** Stored JSON is read defensively: a row written by an older version still opens. */
function readPlan(value: unknown): ProjectPlan {
  const parsed = projectPlanSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyProjectPlan();
}

function readMessages(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m) => {
    const parsed = chatMessageSchema.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
}

const readLevel = (value: string): ExperienceLevel =>
  (experienceLevels as readonly string[]).includes(value) ? (value as ExperienceLevel) : "beginner";

function toSavedPlan(row: PlanRow): SavedPlan {
  return {
    id: row.id,
    projectName: row.projectName,
    projectDescription: row.projectDescription,
    experienceLevel: readLevel(row.experienceLevel),
    projectPlan: readPlan(row.plan),
    messages: readMessages(row.messages),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves a new plan, or updates the user's own plan when an id is given (another user's id is a 404). */
export async function saveProjectPlan(
  db: Db,
  userId: string,
  input: SaveProjectPlanInput,
  now: Date = new Date(),
): Promise<SavedPlan> {
  const values = {
    projectName: input.projectName,
    projectDescription: input.projectDescription,
    experienceLevel: input.experienceLevel,
    plan: input.projectPlan,
    messages: input.messages,
    updatedAt: now,
  };
  if (input.id) {
    const [updated] = await db
      .update(projectPlans)
      .set(values)
      .where(and(eq(projectPlans.id, input.id), eq(projectPlans.userId, userId)))
      .returning();
    if (!updated) throw planNotFound();
    return toSavedPlan(updated);
  }
  const [inserted] = await db
    .insert(projectPlans)
    .values({ id: randomUUID(), userId, createdAt: now, ...values })
    .returning();
  return toSavedPlan(inserted!);
}

/** One page of the user's saved plans, newest first, searched in names and descriptions. */
export async function listProjectPlans(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<{ plans: SavedPlanSummary[]; total: number }> {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? and(
        eq(projectPlans.userId, userId),
        or(ilike(projectPlans.projectName, pattern), ilike(projectPlans.projectDescription, pattern)),
      )
    : eq(projectPlans.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: projectPlans.id,
        projectName: projectPlans.projectName,
        experienceLevel: projectPlans.experienceLevel,
        messages: projectPlans.messages,
        createdAt: projectPlans.createdAt,
        updatedAt: projectPlans.updatedAt,
      })
      .from(projectPlans)
      .where(where)
      .orderBy(desc(projectPlans.updatedAt), desc(projectPlans.createdAt), desc(projectPlans.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(projectPlans).where(where),
  ]);
  const plans = rows.map((row) => ({
    id: row.id,
    projectName: row.projectName,
    experienceLevel: readLevel(row.experienceLevel),
    answered: Math.min(QUESTION_COUNT, readMessages(row.messages).filter((m) => m.type === "user").length),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { plans, total: Number(totalRow?.n ?? 0) };
}

export async function getProjectPlan(db: Db, userId: string, id: string): Promise<SavedPlan> {
  if (!uuidPattern.test(id)) throw planNotFound();
  const [row] = await db
    .select()
    .from(projectPlans)
    .where(and(eq(projectPlans.id, id), eq(projectPlans.userId, userId)))
    .limit(1);
  if (!row) throw planNotFound();
  return toSavedPlan(row);
}

export async function deleteProjectPlan(db: Db, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw planNotFound();
  const deleted = await db
    .delete(projectPlans)
    .where(and(eq(projectPlans.id, id), eq(projectPlans.userId, userId)))
    .returning({ id: projectPlans.id });
  if (deleted.length === 0) throw planNotFound();
}
