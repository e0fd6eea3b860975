import { randomUUID } from "node:crypto";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { HistoryQuery } from "../../../shared/schemas/history.js";
import {
  type GeneratedPrompt,
  type GeneratorCategoryId,
  type GeneratorInput,
  type GeneratorResultSummary,
  generatorResultTitle,
  type SavedGeneratorResult,
} from "../../../shared/schemas/generator.js";
import type { Db } from "../../db/client.js";
import { generatorResults } from "../../db/schema/generator.js";
import { notFound } from "../../lib/errors.js";
import { containsPattern } from "../../lib/search.js";

type ResultRow = typeof generatorResults.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const resultNotFound = () => notFound("These generated prompts do not exist or belong to another account.");

function toSaved(row: ResultRow): SavedGeneratorResult {
  return {
    id: row.id,
    category: row.category as GeneratorCategoryId,
    input: row.input,
    prompts: row.prompts,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function saveGeneratorResult(
  db: Db,
  userId: string,
  input: GeneratorInput,
  prompts: GeneratedPrompt[],
  now = new Date(),
): Promise<SavedGeneratorResult> {
  const [row] = await db
    .insert(generatorResults)
    .values({ id: randomUUID(), userId, category: input.category, input, prompts, createdAt: now })
    .returning();
  return toSaved(row!);
}

/** One page of the user's generator runs, newest first, searched in the descriptions and prompt titles. */
export async function listGeneratorResults(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<{ results: GeneratorResultSummary[]; total: number }> {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? and(
        eq(generatorResults.userId, userId),
        or(
          sql`${generatorResults.input}->>'problemDescription' ilike ${pattern}`,
          sql`${generatorResults.input}->>'customProblemDescription' ilike ${pattern}`,
          sql`${generatorResults.prompts}::text ilike ${pattern}`,
        ),
      )
    : eq(generatorResults.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(generatorResults)
      .where(where)
      .orderBy(desc(generatorResults.createdAt), desc(generatorResults.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(generatorResults).where(where),
  ]);
  const results = rows.map((row) => ({
    id: row.id,
    category: row.category as GeneratorCategoryId,
    title: generatorResultTitle(row.input),
    promptTitles: row.prompts.map((p) => p.title),
    createdAt: row.createdAt.toISOString(),
  }));
  return { results, total: Number(totalRow?.n ?? 0) };
}

export async function getGeneratorResult(db: Db, userId: string, id: string): Promise<SavedGeneratorResult> {
  if (!uuidPattern.test(id)) throw resultNotFound();
  const [row] = await db
    .select()
    .from(generatorResults)
    .where(and(eq(generatorResults.id, id), eq(generatorResults.userId, userId)))
    .limit(1);
  if (!row) throw resultNotFound();
  return toSaved(row);
}

export async function deleteGeneratorResult(db: Db, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw resultNotFound();
  const deleted = await db
    .delete(generatorResults)
    .where(and(eq(generatorResults.id, id), eq(generatorResults.userId, userId)))
    .returning({ id: generatorResults.id });
  if (deleted.length === 0) throw resultNotFound();
}
