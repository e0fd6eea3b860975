import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { getProblemType } from "../../../shared/content/problem-types.js";
import { sessionMessages } from "../../../shared/content/rescue-sessions.js";
import { templateCategories } from "../../../shared/content/templates.js";
import {
  carriedOverNotes,
  nextStrategyOptions,
  optionFor,
  secondStrategyOf,
  type StrategyContent,
} from "../../../shared/domain/next-strategy.js";
import {
  meetsThreshold,
  minutesOfSeconds,
  OUTCOME_PRIVACY_THRESHOLD,
  percent,
} from "../../../shared/domain/outcomes.js";
import { computeProgress, stopAllTimers, totalTimeSpent } from "../../../shared/domain/progress.js";
import type { ProblemTypeId } from "../../../shared/schemas/content.js";
import {
  type MyOutcomeSummary,
  type OutcomeFigure,
  type OutcomeStats,
  type OutcomeValue,
  type RecordOutcomeInput,
  type RecordTemplateOutcomeInput,
  type RescueOutcome,
  type SessionOutcomeState,
  type SiteFigures,
  type StartNextStrategyInput,
  type TemplateOutcomeValue,
  recordOutcomeInputSchema,
  recordTemplateOutcomeInputSchema,
  startNextStrategyInputSchema,
} from "../../../shared/schemas/outcomes.js";
import { NOTES_MAX_CHARS, type SessionPrompt, type SessionStep } from "../../../shared/schemas/sessions.js";
import type { Db } from "../../db/client.js";
import { rescueOutcomes, templateOutcomes } from "../../db/schema/outcomes.js";
import { rescueSessions } from "../../db/schema/sessions.js";
import { AppError, notFound } from "../../lib/errors.js";
import { findOwnRow, type SessionRow } from "../sessions/own-session-row.js";

type OutcomeRow = typeof rescueOutcomes.$inferSelect;

/** The owner's session, or 404 for anyone else: another user's outcome is never read or written. */
function toOutcome(row: OutcomeRow | undefined): RescueOutcome | null {
  if (!row?.outcome || !row.answeredAt) return null;
  return {
    outcome: row.outcome,
    promptIndex: row.helpedPromptIndex,
    stepId: row.helpedStepId,
    timeSpentSeconds: row.timeSpentSeconds,
    answeredAt: row.answeredAt.toISOString(),
  };
}

async function stateOf(db: Db, session: SessionRow): Promise<SessionOutcomeState> {
  const [[outcomeRow], [next], previousRow] = await Promise.all([
    db.select().from(rescueOutcomes).where(eq(rescueOutcomes.sessionId, session.id)),
    db
      .select({ id: rescueSessions.id })
      .from(rescueSessions)
      .where(and(eq(rescueSessions.previousSessionId, session.id), eq(rescueSessions.userId, session.userId))),
    session.previousSessionId
      ? db
          .select()
          .from(rescueSessions)
          .where(and(eq(rescueSessions.id, session.previousSessionId), eq(rescueSessions.userId, session.userId)))
          .then((rows) => rows[0])
      : Promise.resolve(undefined),
  ]);
  const outcome = toOutcome(outcomeRow);
  const type = session.problemType as ProblemTypeId;
  return {
    outcome,
    dismissed: Boolean(outcomeRow?.dismissedAt) && !outcome,
    previous: previousRow
      ? {
          sessionId: previousRow.id,
          problemType: previousRow.problemType as ProblemTypeId,
          strategy: previousRow.selectedStrategy,
          steps: previousRow.actionSteps.map(({ title, completed, timeSpent }) => ({ title, completed, timeSpent })),
          prompts: previousRow.prompts.map(({ name }) => ({ name })),
          notes: previousRow.notes,
        }
      : null,
    nextSessionId: next?.id ?? null,
    nextOptions: next
      ? []
      : nextStrategyOptions(
          { problemType: type, selectedStrategy: session.selectedStrategy },
          (session.runnerUpType as ProblemTypeId | null) ?? null,
        ),
  };
}

export async function getOutcomeState(db: Db, userId: string, sessionId: string): Promise<SessionOutcomeState> {
  return stateOf(db, await findOwnRow(db, userId, sessionId));
}

const readOnlyImported = () => new AppError("CONFLICT", sessionMessages.readOnlyImported);

/**
 * Records or changes the answer to "did it work?" (decision 0275). Unstuck also marks the rescue solved, and
 * another answer opens a solved one again, so the session's status and its outcome never disagree. The time
 * kept is the Progress tab's time spent at this moment (decision 0276).
 */
export async function recordOutcome(
  db: Db,
  userId: string,
  sessionId: string,
  rawInput: RecordOutcomeInput,
  now: Date,
): Promise<SessionOutcomeState> {
  const input = recordOutcomeInputSchema.parse(rawInput);
  const session = await db.transaction(async (tx) => {
    const current = await findOwnRow(tx, userId, sessionId, true);
    if (current.imported) throw readOnlyImported();
    const unstuck = input.outcome === "unstuck";
    const promptIndex = unstuck ? (input.promptIndex ?? null) : null;
    const stepId = unstuck ? (input.stepId ?? null) : null;
    if (promptIndex !== null && promptIndex >= current.prompts.length)
      throw new AppError("VALIDATION_FAILED", sessionMessages.promptIndexRange(current.prompts.length));
    if (stepId !== null && !current.actionSteps.some((s) => s.id === stepId))
      throw new AppError("VALIDATION_FAILED", sessionMessages.stepIdRange(current.actionSteps.length));

    const steps = stopAllTimers(current.actionSteps, now);
    const timeSpentSeconds = totalTimeSpent(steps);
    const sessionChanges: Partial<typeof rescueSessions.$inferInsert> = { updatedAt: now };
    if (unstuck && !current.success) {
      const { stepsCompleted, progress } = computeProgress(steps);
      Object.assign(sessionChanges, {
        actionSteps: steps,
        stepsCompleted,
        progress,
        totalTimeSpent: timeSpentSeconds,
        success: true,
        completedAt: now,
      });
    } else if (!unstuck && current.success) {
      Object.assign(sessionChanges, { success: false, completedAt: null });
    }
    const [updated] = await tx
      .update(rescueSessions)
      .set(sessionChanges)
      .where(eq(rescueSessions.id, current.id))
      .returning();
    const values = {
      outcome: input.outcome,
      helpedPromptIndex: promptIndex,
      helpedStepId: stepId,
      timeSpentSeconds,
      problemType: current.problemType,
      strategy: current.selectedStrategy,
      answeredAt: now,
      updatedAt: now,
    };
    await tx
      .insert(rescueOutcomes)
      .values({ sessionId: current.id, userId, ...values })
      .onConflictDoUpdate({ target: rescueOutcomes.sessionId, set: values });
    return updated!;
  });
  return stateOf(db, session);
}

/** "Not now": the question is not asked again for this session; an answer can still be given later. */
export async function dismissOutcome(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SessionOutcomeState> {
  const session = await findOwnRow(db, userId, sessionId);
  await db
    .insert(rescueOutcomes)
    .values({
      sessionId: session.id,
      userId,
      problemType: session.problemType,
      strategy: session.selectedStrategy,
      dismissedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: rescueOutcomes.sessionId, set: { dismissedAt: now, updatedAt: now } });
  return stateOf(db, session);
}

function snapshot(content: StrategyContent): { prompts: SessionPrompt[]; actionSteps: SessionStep[] } {
  return {
    prompts: content.prompts.map((p, i) => ({
      id: i + 1,
      name: p.name,
      text: p.text,
      explanation: p.explanation,
      example: p.example,
      used: false,
    })),
    actionSteps: content.steps.map((s, i) => ({
      id: i + 1,
      title: s.title,
      completed: false,
      timeSpent: 0,
      startTime: null,
    })),
  };
}

const truncateNotes = (notes: string) =>
  notes.length > NOTES_MAX_CHARS ? `${notes.slice(0, NOTES_MAX_CHARS - 1)}…` : notes;

/**
 * Opens the next line of attack after "still stuck" (decision 0277): a new rescue that continues this one,
 * with the notes and what was tried carried over. It never counts toward the free monthly limit (it is the
 * same rescue going on), and a rescue is continued at most once: asking again answers the same follow-up.
 */
export async function startNextStrategy(
  db: Db,
  userId: string,
  sessionId: string,
  rawInput: StartNextStrategyInput,
  now: Date,
): Promise<{ session: SessionRow; created: boolean }> {
  const input = startNextStrategyInputSchema.parse(rawInput);
  return db.transaction(async (tx) => {
    const previous = await findOwnRow(tx, userId, sessionId, true);
    const [existing] = await tx
      .select()
      .from(rescueSessions)
      .where(and(eq(rescueSessions.previousSessionId, previous.id), eq(rescueSessions.userId, userId)));
    if (existing) return { session: existing, created: false };
    if (previous.imported) throw readOnlyImported();
    const [answer] = await tx
      .select({ outcome: rescueOutcomes.outcome })
      .from(rescueOutcomes)
      .where(eq(rescueOutcomes.sessionId, previous.id));
    if (answer?.outcome !== "still_stuck") throw new AppError("CONFLICT", sessionMessages.answerStillStuckFirst);
    const type = previous.problemType as ProblemTypeId;
    const option = optionFor(
      nextStrategyOptions(
        { problemType: type, selectedStrategy: previous.selectedStrategy },
        (previous.runnerUpType as ProblemTypeId | null) ?? null,
      ),
      input.via,
    );
    if (!option)
      throw new AppError(
        "CONFLICT",
        input.via === "runner_up" ? sessionMessages.noRunnerUp : sessionMessages.secondStrategyRan,
      );
    const content: StrategyContent =
      option.via === "second_strategy" ? secondStrategyOf(type) : getProblemType(option.problemType);
    const { prompts, actionSteps } = snapshot(content);
    const [inserted] = await tx
      .insert(rescueSessions)
      .values({
        id: randomUUID(),
        userId,
        problemType: option.problemType,
        projectDescription: previous.projectDescription,
        customProblem: option.problemType === "custom" ? previous.customProblem : null,
        selectedStrategy: content.strategy,
        previousSessionId: previous.id,
        runnerUpType: option.via === "second_strategy" ? previous.runnerUpType : null,
        startTime: now,
        actionSteps,
        prompts,
        notes: truncateNotes(carriedOverNotes(previous)),
        countsTowardLimit: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { session: inserted!, created: true };
  });
}

/** The answered outcomes of some of the user's sessions, for the history list. */
export async function outcomesOf(db: Db, userId: string, sessionIds: string[]): Promise<Record<string, OutcomeValue>> {
  if (sessionIds.length === 0) return {};
  const rows = await db
    .select({ sessionId: rescueOutcomes.sessionId, outcome: rescueOutcomes.outcome })
    .from(rescueOutcomes)
    .where(
      and(
        eq(rescueOutcomes.userId, userId),
        inArray(rescueOutcomes.sessionId, sessionIds),
        isNotNull(rescueOutcomes.outcome),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.sessionId, r.outcome!]));
}

interface RawFigure {
  answered: number;
  users: number;
  unstuck: number;
  medianSeconds: number | null;
  timed: number;
}

/** The aggregate every figure across users is made of: one SQL pass over the answered outcomes. */
const figureColumns = {
  answered: sql<number>`count(*)`.mapWith(Number),
  users: sql<number>`count(distinct ${rescueOutcomes.userId})`.mapWith(Number),
  unstuck: sql<number>`count(*) filter (where ${rescueOutcomes.outcome} = 'unstuck')`.mapWith(Number),
  medianSeconds: sql<number | null>`percentile_cont(0.5) within group (order by ${rescueOutcomes.timeSpentSeconds})
    filter (where ${rescueOutcomes.outcome} = 'unstuck' and ${rescueOutcomes.timeSpentSeconds} > 0)`,
  timed:
    sql<number>`count(*) filter (where ${rescueOutcomes.outcome} = 'unstuck' and ${rescueOutcomes.timeSpentSeconds} > 0)`.mapWith(
      Number,
    ),
};

/** Below the threshold of distinct users only the counts are given (decision 0275). */
function toFigure(raw: RawFigure | undefined): OutcomeFigure {
  const answered = raw?.answered ?? 0;
  const users = raw?.users ?? 0;
  const unstuck = raw?.unstuck ?? 0;
  const shown = meetsThreshold(users);
  const medianSeconds = raw?.medianSeconds == null ? null : Number(raw.medianSeconds);
  return {
    answered,
    users,
    unstuck,
    rate: shown ? percent(unstuck, answered) : null,
    medianMinutes: shown && medianSeconds !== null && (raw?.timed ?? 0) > 0 ? minutesOfSeconds(medianSeconds) : null,
    timed: raw?.timed ?? 0,
  };
}

const answeredOnly = isNotNull(rescueOutcomes.outcome);

/** The figures for visitors: every answered rescue of every user (the landing and pricing pages). */
export async function getSiteFigures(db: Db, now: Date): Promise<SiteFigures> {
  const [raw] = await db.select(figureColumns).from(rescueOutcomes).where(answeredOnly);
  return { ...toFigure(raw), asOf: now.toISOString(), threshold: OUTCOME_PRIVACY_THRESHOLD };
}

/** What works across users: per problem type, per strategy, per prompt and per template. */
export async function getOutcomeStats(db: Db, type: ProblemTypeId | undefined, now: Date): Promise<OutcomeStats> {
  const where: SQL = type ? and(answeredOnly, eq(rescueOutcomes.problemType, type))! : answeredOnly;
  const [byType, byStrategy, promptRows, strategyUsers, templateRows] = await Promise.all([
    db
      .select({ problemType: rescueOutcomes.problemType, ...figureColumns })
      .from(rescueOutcomes)
      .where(where)
      .groupBy(rescueOutcomes.problemType),
    db
      .select({ problemType: rescueOutcomes.problemType, strategy: rescueOutcomes.strategy, ...figureColumns })
      .from(rescueOutcomes)
      .where(where)
      .groupBy(rescueOutcomes.problemType, rescueOutcomes.strategy),
    db
      .select({
        problemType: rescueOutcomes.problemType,
        strategy: rescueOutcomes.strategy,
        promptIndex: rescueOutcomes.helpedPromptIndex,
        unstuck: sql<number>`count(distinct ${rescueOutcomes.userId})`.mapWith(Number),
      })
      .from(rescueOutcomes)
      .where(and(where, eq(rescueOutcomes.outcome, "unstuck"), isNotNull(rescueOutcomes.helpedPromptIndex)))
      .groupBy(rescueOutcomes.problemType, rescueOutcomes.strategy, rescueOutcomes.helpedPromptIndex),
    db
      .select({
        problemType: rescueOutcomes.problemType,
        strategy: rescueOutcomes.strategy,
        users: sql<number>`count(distinct ${rescueOutcomes.userId})`.mapWith(Number),
      })
      .from(rescueOutcomes)
      .where(where)
      .groupBy(rescueOutcomes.problemType, rescueOutcomes.strategy),
    type
      ? Promise.resolve([])
      : db
          .select({
            templateId: templateOutcomes.templateId,
            users: sql<number>`count(*)`.mapWith(Number),
            unstuck: sql<number>`count(*) filter (where ${templateOutcomes.outcome} = 'unstuck')`.mapWith(Number),
          })
          .from(templateOutcomes)
          .groupBy(templateOutcomes.templateId),
  ]);
  const usersOf = new Map(strategyUsers.map((r) => [`${r.problemType}\u0000${r.strategy}`, r.users]));
  return {
    asOf: now.toISOString(),
    threshold: OUTCOME_PRIVACY_THRESHOLD,
    byType: byType.map((r) => ({ problemType: r.problemType as ProblemTypeId, ...toFigure(r) })),
    byStrategy: byStrategy.map((r) => ({
      problemType: r.problemType as ProblemTypeId,
      strategy: r.strategy,
      ...toFigure(r),
    })),
    byPrompt: promptRows.map((r) => {
      const users = usersOf.get(`${r.problemType}\u0000${r.strategy}`) ?? 0;
      return {
        problemType: r.problemType as ProblemTypeId,
        strategy: r.strategy,
        promptIndex: r.promptIndex!,
        unstuck: r.unstuck,
        users,
        rate: meetsThreshold(users) ? percent(r.unstuck, users) : null,
      };
    }),
    byTemplate: templateRows.map((r) => ({
      templateId: r.templateId,
      users: r.users,
      unstuck: r.unstuck,
      rate: meetsThreshold(r.users) ? percent(r.unstuck, r.users) : null,
    })),
  };
}

/** The user's own answers: their unstick rate and which kinds of stuck come back most for them. */
export async function getMyOutcomeSummary(db: Db, userId: string): Promise<MyOutcomeSummary> {
  const [[totals], byType] = await Promise.all([
    db
      .select({
        answered: sql<number>`count(*) filter (where ${rescueOutcomes.outcome} is not null)`.mapWith(Number),
        unstuck: sql<number>`count(*) filter (where ${rescueOutcomes.outcome} = 'unstuck')`.mapWith(Number),
        stillStuck: sql<number>`count(*) filter (where ${rescueOutcomes.outcome} = 'still_stuck')`.mapWith(Number),
        gaveUp: sql<number>`count(*) filter (where ${rescueOutcomes.outcome} = 'gave_up')`.mapWith(Number),
      })
      .from(rescueOutcomes)
      .where(eq(rescueOutcomes.userId, userId)),
    db
      .select({
        problemType: rescueSessions.problemType,
        rescues: sql<number>`count(*)`.mapWith(Number),
        unstuck:
          sql<number>`count(${rescueOutcomes.sessionId}) filter (where ${rescueOutcomes.outcome} = 'unstuck')`.mapWith(
            Number,
          ),
      })
      .from(rescueSessions)
      .leftJoin(rescueOutcomes, eq(rescueOutcomes.sessionId, rescueSessions.id))
      .where(eq(rescueSessions.userId, userId))
      .groupBy(rescueSessions.problemType),
  ]);
  const answered = totals?.answered ?? 0;
  const unstuck = totals?.unstuck ?? 0;
  return {
    answered,
    unstuck,
    stillStuck: totals?.stillStuck ?? 0,
    gaveUp: totals?.gaveUp ?? 0,
    rate: percent(unstuck, answered),
    byType: byType
      .map((r) => ({ problemType: r.problemType as ProblemTypeId, rescues: r.rescues, unstuck: r.unstuck }))
      .sort((a, b) => b.rescues - a.rescues || a.problemType.localeCompare(b.problemType)),
  };
}

const templateIds = new Set(
  templateCategories.flatMap((category) => category.prompts.map((_, i) => `${category.id}/${i + 1}`)),
);

/** "Did this template get your agent unstuck?": one answer per user and template, the latest kept. */
export async function recordTemplateOutcome(
  db: Db,
  userId: string,
  rawInput: RecordTemplateOutcomeInput,
  now: Date,
): Promise<{ templateId: string; outcome: TemplateOutcomeValue }> {
  const input = recordTemplateOutcomeInputSchema.parse(rawInput);
  if (!templateIds.has(input.templateId)) throw notFound(sessionMessages.noSuchTemplate);
  await db
    .insert(templateOutcomes)
    .values({ userId, templateId: input.templateId, outcome: input.outcome, updatedAt: now })
    .onConflictDoUpdate({
      target: [templateOutcomes.userId, templateOutcomes.templateId],
      set: { outcome: input.outcome, updatedAt: now },
    });
  return { templateId: input.templateId, outcome: input.outcome };
}

export async function listMyTemplateOutcomes(
  db: Db,
  userId: string,
): Promise<{ templateId: string; outcome: TemplateOutcomeValue }[]> {
  return db
    .select({ templateId: templateOutcomes.templateId, outcome: templateOutcomes.outcome })
    .from(templateOutcomes)
    .where(eq(templateOutcomes.userId, userId));
}
