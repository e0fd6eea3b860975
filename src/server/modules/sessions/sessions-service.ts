import { randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { hasProAccess, isTrialRunning } from "../../../shared/domain/access.js";
import { getProblemType, problemTypes } from "../../../shared/content/problem-types.js";
import { sessionMessages } from "../../../shared/content/rescue-sessions.js";
import type { ProblemTypeId } from "../../../shared/schemas/content.js";
import {
  computeProgress,
  setStepCompleted,
  startStepTimer,
  stopAllTimers,
  stopStepTimer,
  totalTimeSpent,
} from "../../../shared/domain/progress.js";
import { personalisePromptText } from "../../../shared/domain/custom-prompt.js";
import {
  extractRescueFacts,
  personalisePrompt,
  redactPaste,
  type RescueFacts,
} from "../../../shared/domain/rescue-facts.js";
import type { PromptStats } from "../../../shared/domain/prompt-ranking.js";
import {
  quotaExceededMessage,
  type StorageUsage,
  type StoringAction,
  storageQuotaFor,
  storageUsage,
} from "../../../shared/domain/storage-quota.js";
import {
  FREE_MONTHLY_RESCUES,
  limitReachedMessage,
  monthStartUtc,
  nextMonthStartUtc,
  sessionUsage,
} from "../../../shared/domain/usage-limit.js";
import type {
  CreateSessionInput,
  ImportSessionsResult,
  ListSessionsQuery,
  PromptRating,
  RatePromptInput,
  RecentSessionEntry,
  RescueSession,
  SessionCount,
  SessionListPage,
  SessionShare,
  SharedSession,
  SessionPrompt,
  SessionStats,
  SessionStep,
  UpdateSessionInput,
  UpdateStepInput,
} from "../../../shared/schemas/sessions.js";
import {
  createSessionInputSchema,
  NOTES_MAX_CHARS,
  PASTE_MAX_CHARS,
  PASTE_SENT_MAX_CHARS,
  PROMPT_TEXT_MAX_CHARS,
  ratePromptInputSchema,
} from "../../../shared/schemas/sessions.js";
import { getUserAccess, peekStatusBody, type UserAccess } from "../../billing/access.js";
import type { BillingStore } from "../../billing/store.js";
import { trialEligibilityFor } from "../../billing/trial-eligibility.js";
import type { Db } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import type { StatusBody } from "../../lib/status-body.js";
import { promptRatings, rescueSessions } from "../../db/schema/sessions.js";
import { AppError, notFound } from "../../lib/errors.js";
import { unstorableTextProblem } from "../../lib/json-text.js";
import { containsPattern } from "../../lib/search.js";
import { outcomesOf } from "../outcomes/outcomes-service.js";
import { findOwnRow, uuidPattern, type SessionRow } from "./own-session-row.js";

/** Sessions read from the database per page of an export (decision 0261). */
export const EXPORT_PAGE_SIZE = 20;
/** Rows a history search scans per query before it lets other work run (decision 0261). */
export const SEARCH_SCAN_CHUNK = 25;

const readOnlyImported = () =>
  new AppError("CONFLICT", `${sessionMessages.readOnlyImported} ${sessionMessages.startNewRescue}`);

/** Ids are UUIDs; anything else cannot exist, so answer 404 without asking the database. */

/** The one mapper from a stored row to the rescue contract (`rescueSessionSchema`); every answer starts here. */
export function toSession(row: SessionRow): RescueSession {
  return {
    id: row.id,
    problemType: row.problemType as ProblemTypeId,
    projectDescription: row.projectDescription,
    customProblem: row.customProblem,
    selectedStrategy: row.selectedStrategy,
    startTime: row.startTime.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    actionSteps: row.actionSteps,
    prompts: row.prompts,
    notes: row.notes,
    success: row.success,
    progress: row.progress,
    stepsCompleted: row.stepsCompleted,
    totalTimeSpent: row.totalTimeSpent,
    imported: row.imported,
    paste: row.paste,
    facts: row.facts ?? null,
  };
}

/** Runs a write that adds rescues; the cached monthly count goes once it has committed (or failed). */
async function withCountInvalidated<T>(store: BillingStore, userId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    await store.cache.invalidate(userId);
  }
}

/** Counts rescues started on the server this calendar month (UTC); imported history never counts. */
async function monthlyCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rescueSessions)
    .where(
      and(
        eq(rescueSessions.userId, userId),
        eq(rescueSessions.imported, false),
        eq(rescueSessions.countsTowardLimit, true),
        gte(rescueSessions.createdAt, monthStartUtc(now)),
        lt(rescueSessions.createdAt, nextMonthStartUtc(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Sessions and bytes the user stores now (the bytes are kept per row by the database, decision 0260). */
async function usedStorage(db: Db, userId: string): Promise<{ sessions: number; bytes: number }> {
  const [row] = await db
    .select({ sessions: count(), bytes: sql<string | number>`coalesce(sum(${rescueSessions.storedBytes}), 0)` })
    .from(rescueSessions)
    .where(eq(rescueSessions.userId, userId));
  return { sessions: Number(row?.sessions ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export async function getStorageUsage(store: BillingStore, userId: string, now: Date): Promise<StorageUsage> {
  const [used, access] = await Promise.all([usedStorage(store.db, userId), getUserAccess(store, userId, now)]);
  return storageUsage(used, storageQuotaFor(access.isPro), access.isPro);
}

/**
 * Refuses a write that would take the user over the quota. Called inside the write's transaction, after
 * the user's row is locked (so parallel writes on any server are counted one after the other) and after the
 * write itself, whose added rows and bytes are given: throwing rolls the write back.
 */
function assertRoom(
  before: { sessions: number; bytes: number },
  added: { sessions: number; bytes: number },
  isPro: boolean,
  action: StoringAction,
) {
  const quota = storageQuotaFor(isPro);
  const sessionsOver = added.sessions > 0 && before.sessions + added.sessions > quota.sessions;
  const bytesOver = added.bytes > 0 && before.bytes + added.bytes > quota.bytes;
  if (!sessionsOver && !bytesOver) return;
  const usage = storageUsage(before, quota, isPro);
  throw new AppError("QUOTA_EXCEEDED", quotaExceededMessage(usage, action), { ...usage });
}

/** The cache key of the monthly count: one per calendar month (UTC). */
const monthlyCountKey = (now: Date) => `monthly-count:${now.getUTCFullYear()}-${now.getUTCMonth() + 1}`;

function sessionCountOf(usedCount: number, access: UserAccess, now: Date): SessionCount {
  const trialActive =
    isTrialRunning(access.snapshot, now) && !hasProAccess({ ...access.snapshot, trialActive: false }, now);
  return { ...sessionUsage(usedCount, access.isPro, now), access: { isPro: access.isPro, trialActive } };
}

export async function getSessionCount(store: BillingStore, userId: string, now: Date): Promise<SessionCount> {
  const [usedCount, access] = await Promise.all([
    store.cache.read(userId, monthlyCountKey(now), () => monthlyCount(store.db, userId, now)),
    getUserAccess(store, userId, now),
  ]);
  return sessionCountOf(usedCount, access, now);
}

/** The count's answer from memory when both its reads are cached (decisions 0226, 0235); else undefined. */
export function peekSessionCountBody(store: BillingStore, userId: string, now: Date): StatusBody | undefined {
  const usedCount = store.cache.peek<number>(userId, monthlyCountKey(now));
  if (usedCount === undefined) return undefined;
  return peekStatusBody(store, userId, "body:session-count", now, [usedCount], (access) =>
    sessionCountOf(usedCount, access, now),
  );
}

function snapshotContent(problemType: ProblemTypeId, customProblem: string | undefined, facts: RescueFacts | null) {
  const content = getProblemType(problemType);
  const prompts: SessionPrompt[] = content.prompts
    .map((p, i) => {
      const own = problemType === "custom" && customProblem ? personalisePromptText(p.text, customProblem) : p.text;
      return { p, i, text: facts ? personalisePrompt(own, facts) : own };
    })
    .map(({ p, i, text }) => ({
      id: i + 1,
      name: p.name,
      text: text.slice(0, PROMPT_TEXT_MAX_CHARS),
      explanation: p.explanation,
      example: p.example,
      used: false,
    }));
  const actionSteps: SessionStep[] = content.steps.map((s, i) => ({
    id: i + 1,
    title: s.title,
    completed: false,
    timeSpent: 0,
    startTime: null,
  }));
  return { strategy: content.strategy, prompts, actionSteps };
}

/**
 * How helpful all users found each prompt of this session's problem type: each user's latest rating of a
 * prompt counts once (counts only, no names). Anyone with the session may read them.
 */
export async function getPromptStats(db: Db, userId: string, sessionId: string): Promise<PromptStats[]> {
  const session = await findOwnRow(db, userId, sessionId);
  const latest = db
    .selectDistinctOn([promptRatings.userId, promptRatings.promptIndex], {
      promptIndex: promptRatings.promptIndex,
      rating: promptRatings.rating,
    })
    .from(promptRatings)
    .where(eq(promptRatings.problemType, session.problemType))
    .orderBy(promptRatings.userId, promptRatings.promptIndex, desc(promptRatings.updatedAt))
    .as("latest");
  const rows = await db
    .select({
      promptIndex: latest.promptIndex,
      helpful: sql<number>`count(*) filter (where ${latest.rating} = 'positive')`.mapWith(Number),
      total: count().mapWith(Number),
    })
    .from(latest)
    .groupBy(latest.promptIndex)
    .orderBy(latest.promptIndex);
  return rows.filter((r) => r.promptIndex < session.prompts.length);
}

/** The refusal at the limit offers the trial first while this user may still start it (decision 0285). */
async function limitRefusal(store: BillingStore, userId: string, refused: AppError, now: Date): Promise<AppError> {
  const [me] = await store.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  const trialOffered = me ? (await trialEligibilityFor(store, me, now)).eligible : false;
  const resetsAt = String(refused.details?.resetsAt ?? nextMonthStartUtc(now).toISOString());
  return new AppError("LIMIT_REACHED", limitReachedMessage(resetsAt, trialOffered), {
    ...refused.details,
    trialOffered,
  });
}

/**
 * Starts a rescue. The monthly check and the insert run in one transaction that first locks the user's row,
 * so two parallel creates by a free user with 2 used cannot both pass (works on PGlite and PostgreSQL 15).
 */
export async function createSession(
  store: BillingStore,
  userId: string,
  rawInput: CreateSessionInput,
  now: Date,
  knownAccess?: UserAccess,
): Promise<RescueSession> {
  const { db } = store;
  const input = createSessionInputSchema.parse(rawInput);
  const access = knownAccess ?? (await getUserAccess(store, userId, now));
  // The paste is redacted before anything reads or keeps it (decision 0280).
  const paste = input.paste?.trim() ? redactPaste(input.paste, PASTE_SENT_MAX_CHARS) : "";
  const facts = paste ? extractRescueFacts(paste) : null;
  const { strategy, prompts, actionSteps } = snapshotContent(input.problemType, input.customProblem, facts);

  const row = await withCountInvalidated(store, userId, () =>
    db.transaction(async (tx) => {
      const locked = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
      if (locked.length === 0) throw new AppError("UNAUTHENTICATED", sessionMessages.signIn);
      if (!access.isPro) {
        const used = await monthlyCount(tx, userId, now);
        const usage = sessionUsage(used, false, now);
        if (!usage.canCreateSession) {
          throw new AppError("LIMIT_REACHED", limitReachedMessage(usage.resetsAt, false), {
            monthlyCount: usage.monthlyCount,
            limit: usage.limit,
            resetsAt: usage.resetsAt,
          });
        }
      }
      const before = await usedStorage(tx, userId);
      const [inserted] = await tx
        .insert(rescueSessions)
        .values({
          id: randomUUID(),
          userId,
          problemType: input.problemType,
          projectDescription: input.projectDescription,
          customProblem: input.problemType === "custom" ? (input.customProblem ?? null) : null,
          selectedStrategy: strategy,
          runnerUpType: input.runnerUpType && input.runnerUpType !== input.problemType ? input.runnerUpType : null,
          startTime: now,
          actionSteps,
          prompts,
          paste: paste.length > PASTE_MAX_CHARS ? paste.slice(-PASTE_MAX_CHARS) : paste,
          facts,
          // Rescues started with Pro or a trial never use up free rescues later (decision 0153).
          countsTowardLimit: !access.isPro,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      assertRoom(before, { sessions: 1, bytes: inserted!.storedBytes }, access.isPro, "create");
      return inserted!;
    }),
  ).catch(async (error: unknown) => {
    throw error instanceof AppError && error.code === "LIMIT_REACHED"
      ? await limitRefusal(store, userId, error, now)
      : error;
  });
  return toSession(row);
}

export async function getSession(db: Db, userId: string, sessionId: string): Promise<RescueSession> {
  return toSession(await findOwnRow(db, userId, sessionId));
}

/** One page of the user's history, newest first: filtered by type and status, searched in titles and notes. */
export async function listSessions(db: Db, userId: string, query: ListSessionsQuery): Promise<SessionListPage> {
  const conditions: SQL[] = [eq(rescueSessions.userId, userId)];
  if (query.type) conditions.push(eq(rescueSessions.problemType, query.type));
  if (query.status === "active") conditions.push(eq(rescueSessions.success, false), eq(rescueSessions.imported, false));
  if (query.status === "solved") conditions.push(eq(rescueSessions.success, true));
  if (query.status === "imported") conditions.push(eq(rescueSessions.imported, true));
  const where = and(...conditions)!;
  if (query.q) return searchSessions(db, userId, where, query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(rescueSessions)
      .where(where)
      .orderBy(desc(rescueSessions.startTime), desc(rescueSessions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(rescueSessions).where(where),
  ]);
  return {
    sessions: rows.map(toSession),
    total: Number(totalRow?.n ?? 0),
    outcomes: await outcomesOf(
      db,
      userId,
      rows.map((r) => r.id),
    ),
  };
}

/**
 * A search reads every matching text of the history (up to the storage quota, decision 0260), which on PGlite
 * runs in this process. So it scans `SEARCH_SCAN_CHUNK` rows per query, newest first by keyset, and lets the
 * event loop run between two chunks (decision 0261): other requests wait for one chunk, never for the whole
 * history. Only the ids of the matches are kept; the page's rows are read at the end.
 */
async function searchSessions(db: Db, userId: string, where: SQL, query: ListSessionsQuery): Promise<SessionListPage> {
  const pattern = containsPattern(query.q);
  const needle = query.q.toLowerCase();
  // A session's title is its problem type's title, which lives in content, not in the row.
  const titled = problemTypes.filter((t) => t.title.toLowerCase().includes(needle)).map((t) => t.id);
  const matches = or(
    ilike(rescueSessions.notes, pattern),
    ilike(rescueSessions.projectDescription, pattern),
    ilike(rescueSessions.customProblem, pattern),
    ilike(rescueSessions.selectedStrategy, pattern),
    ...(titled.length > 0 ? [inArray(rescueSessions.problemType, titled)] : []),
  )!;
  const hits: string[] = [];
  let before: { startTime: Date; id: string } | null = null;
  for (;;) {
    // The chunk's keys first, then the match on those rows only: in one query the planner may evaluate the
    // match on every remaining row before it sorts and cuts, which made a scan quadratic.
    const keys: { id: string; startTime: Date }[] = await db
      .select({ id: rescueSessions.id, startTime: rescueSessions.startTime })
      .from(rescueSessions)
      .where(and(where, before ? keysetBefore(before) : undefined))
      .orderBy(desc(rescueSessions.startTime), desc(rescueSessions.id))
      .limit(SEARCH_SCAN_CHUNK);
    if (keys.length > 0) {
      const ids = keys.map((k) => k.id);
      const found = await db
        .select({ id: rescueSessions.id })
        .from(rescueSessions)
        .where(and(eq(rescueSessions.userId, userId), inArray(rescueSessions.id, ids), matches));
      const hit = new Set(found.map((r) => r.id));
      for (const id of ids) if (hit.has(id)) hits.push(id);
    }
    if (keys.length < SEARCH_SCAN_CHUNK) break;
    const last = keys[keys.length - 1]!;
    before = { startTime: last.startTime, id: last.id };
    await new Promise((resolve) => setImmediate(resolve));
  }
  const pageIds = hits.slice(query.offset, query.offset + query.limit);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select()
          .from(rescueSessions)
          .where(and(eq(rescueSessions.userId, userId), inArray(rescueSessions.id, pageIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sessions = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSession(row)] : [];
  });
  return { sessions, total: hits.length };
}

/** Rows after the cursor, newest first; the plain bound on start_time lets the index start at the cursor. */
function keysetBefore(cursor: { startTime: Date; id: string }): SQL {
  return sql`${rescueSessions.startTime} <= ${cursor.startTime} and (${rescueSessions.startTime}, ${rescueSessions.id}) < (${cursor.startTime}, ${cursor.id})`;
}

/** Rows after the cursor, oldest first. */
function keysetAfter(cursor: { startTime: Date; id: string }): SQL {
  return sql`${rescueSessions.startTime} >= ${cursor.startTime} and (${rescueSessions.startTime}, ${rescueSessions.id}) > (${cursor.startTime}, ${cursor.id})`;
}

/** The session's share token, or null while it is not shared. */
export async function getSessionShare(db: Db, userId: string, sessionId: string): Promise<SessionShare> {
  const row = await findOwnRow(db, userId, sessionId);
  return { token: row.shareToken };
}

/** Shares the session read-only; sharing a shared session keeps its link. */
export async function shareSession(db: Db, userId: string, sessionId: string): Promise<SessionShare> {
  return db.transaction(async (tx) => {
    const row = await findOwnRow(tx, userId, sessionId, true);
    if (row.shareToken) return { token: row.shareToken };
    // 192 random bits: the link is the only secret, so it must not be guessable.
    const token = randomBytes(24).toString("base64url");
    await tx.update(rescueSessions).set({ shareToken: token }).where(eq(rescueSessions.id, row.id));
    return { token };
  });
}

/** Revokes the link: the old token answers 404 from now on, and sharing again makes a new one. */
export async function unshareSession(db: Db, userId: string, sessionId: string): Promise<SessionShare> {
  const row = await findOwnRow(db, userId, sessionId);
  await db.update(rescueSessions).set({ shareToken: null }).where(eq(rescueSessions.id, row.id));
  return { token: null };
}

const shareTokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** The shared view of a session (`sharedSessionSchema`): its rescue only, no ids, paste or facts. */
export function toSharedSession(session: RescueSession): SharedSession {
  return {
    problemType: session.problemType,
    customProblem: session.customProblem,
    projectDescription: session.projectDescription,
    selectedStrategy: session.selectedStrategy,
    startTime: session.startTime,
    completedAt: session.completedAt,
    actionSteps: session.actionSteps.map(({ id, title, completed, timeSpent }) => ({
      id,
      title,
      completed,
      timeSpent,
    })),
    prompts: session.prompts.map(({ id, name, text, explanation, example }) => ({
      id,
      name,
      text,
      explanation,
      example,
    })),
    notes: session.notes,
    success: session.success,
    progress: session.progress,
    totalTimeSpent: session.totalTimeSpent,
    imported: session.imported,
  };
}

/** The public view of a shared session: the rescue only, no ids, names or emails. */
export async function getSharedSession(db: Db, token: string): Promise<SharedSession> {
  const gone = () => notFound(sessionMessages.sharedGone);
  if (!shareTokenPattern.test(token)) throw gone();
  const [row] = await db.select().from(rescueSessions).where(eq(rescueSessions.shareToken, token)).limit(1);
  if (!row) throw gone();
  return toSharedSession(toSession(row));
}

/**
 * Every session of the user, oldest first, one page at a time for the streamed export (decision 0261): a
 * page is read only when the previous one was sent, so memory holds one page whatever the account holds.
 * Keyset paging on (start time, id) uses the user's start-time index and never skips or repeats a row.
 */
export async function* exportSessionPages(
  db: Db,
  userId: string,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<RescueSession[], void, undefined> {
  let after: { startTime: Date; id: string } | null = null;
  for (;;) {
    const rows: SessionRow[] = await db
      .select()
      .from(rescueSessions)
      .where(and(eq(rescueSessions.userId, userId), after ? keysetAfter(after) : undefined))
      .orderBy(rescueSessions.startTime, rescueSessions.id)
      .limit(pageSize);
    if (rows.length > 0) yield rows.map(toSession);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { startTime: last.startTime, id: last.id };
  }
}

/**
 * Deletes one of the user's sessions (its ratings go with it). A rescue that counts toward this month's free
 * limit stays until the month is over: deleting it must not give a free rescue back.
 */
export async function deleteSession(db: Db, userId: string, sessionId: string, now: Date): Promise<void> {
  const row = await findOwnRow(db, userId, sessionId);
  if (!row.imported && row.countsTowardLimit && row.createdAt >= monthStartUtc(now)) {
    const from = nextMonthStartUtc(now).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    throw new AppError("CONFLICT", sessionMessages.countsTowardLimit(FREE_MONTHLY_RESCUES, from));
  }
  await db.delete(rescueSessions).where(and(eq(rescueSessions.id, row.id), eq(rescueSessions.userId, userId)));
}

export async function listRecentSessions(db: Db, userId: string, limit: number): Promise<RecentSessionEntry[]> {
  const rows = await db
    .select({
      id: rescueSessions.id,
      problemType: rescueSessions.problemType,
      startTime: rescueSessions.startTime,
      progress: rescueSessions.progress,
      success: rescueSessions.success,
      imported: rescueSessions.imported,
    })
    .from(rescueSessions)
    .where(eq(rescueSessions.userId, userId))
    .orderBy(desc(rescueSessions.startTime), desc(rescueSessions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString() }));
}

function withDerived(steps: SessionStep[]) {
  const { stepsCompleted, progress } = computeProgress(steps);
  return { actionSteps: steps, stepsCompleted, progress, totalTimeSpent: totalTimeSpent(steps) };
}

/** Notes and success. Marking successful stops running timers and records the completion time. */
export async function updateSession(
  store: BillingStore,
  userId: string,
  sessionId: string,
  input: UpdateSessionInput,
  now: Date,
): Promise<RescueSession> {
  const { db } = store;
  // Read before the transaction: on PGlite a query outside it would wait for it to end.
  const access = input.notes !== undefined ? await getUserAccess(store, userId, now) : null;
  const row = await db.transaction(async (tx) => {
    if (access) await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const current = await findOwnRow(tx, userId, sessionId, true);
    if (current.imported) throw readOnlyImported();
    const before = access ? await usedStorage(tx, userId) : null;
    const changes: Partial<typeof rescueSessions.$inferInsert> = { updatedAt: now };
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.success === true && !current.success) {
      Object.assign(changes, withDerived(stopAllTimers(current.actionSteps, now)), { success: true, completedAt: now });
    } else if (input.success === false && current.success) {
      Object.assign(changes, { success: false, completedAt: null });
    }
    const [updated] = await tx.update(rescueSessions).set(changes).where(eq(rescueSessions.id, current.id)).returning();
    // Longer notes need room; shorter ones are always saved, even by an account over its quota.
    if (access && before)
      assertRoom(before, { sessions: 0, bytes: updated!.storedBytes - current.storedBytes }, access.isPro, "notes");
    return updated!;
  });
  return toSession(row);
}

/** Completion and timer of one step, using the server's clock so every device agrees on the time spent. */
export async function updateStep(
  db: Db,
  userId: string,
  sessionId: string,
  stepId: number,
  input: UpdateStepInput,
  now: Date,
): Promise<RescueSession> {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnRow(tx, userId, sessionId, true);
    if (current.imported) throw readOnlyImported();
    if (!current.actionSteps.some((s) => s.id === stepId)) throw notFound(sessionMessages.noSuchStepFound);
    let steps = current.actionSteps;
    if (input.completed === false) steps = setStepCompleted(steps, stepId, false, now);
    if (input.timer === "start") {
      if (steps.find((s) => s.id === stepId)?.completed) throw new AppError("CONFLICT", sessionMessages.stepCompleted);
      steps = startStepTimer(steps, stepId, now);
    }
    if (input.timer === "stop") steps = stopStepTimer(steps, stepId, now);
    if (input.completed === true) steps = setStepCompleted(steps, stepId, true, now);
    const [updated] = await tx
      .update(rescueSessions)
      .set({ ...withDerived(steps), updatedAt: now })
      .where(eq(rescueSessions.id, current.id))
      .returning();
    return updated!;
  });
  return toSession(row);
}

/**
 * A step's completion and a note about it, as one change (the MCP tool `update_rescue`): everything is
 * checked before anything is written, and both land in one transaction, so a refused call changes nothing.
 */
export async function recordStepProgress(
  db: Db,
  userId: string,
  sessionId: string,
  stepId: number,
  input: { completed?: boolean; note?: string },
  now: Date,
): Promise<RescueSession> {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnRow(tx, userId, sessionId, true);
    const step = current.actionSteps.find((s) => s.id === stepId);
    if (!step) throw new AppError("VALIDATION_FAILED", sessionMessages.noSuchStep(current.actionSteps.length, stepId));
    const note = input.note?.trim();
    if (input.completed === undefined && !note) return current;
    if (current.imported) throw readOnlyImported();
    const changes: Partial<typeof rescueSessions.$inferInsert> = { updatedAt: now };
    if (input.completed !== undefined)
      Object.assign(changes, withDerived(setStepCompleted(current.actionSteps, stepId, input.completed, now)));
    if (note) {
      const entry = `Step ${stepId} (${step.title}): ${note}`;
      const notes = current.notes ? `${current.notes}\n\n${entry}` : entry;
      if (notes.length > NOTES_MAX_CHARS)
        throw new AppError("VALIDATION_FAILED", sessionMessages.notesFull(NOTES_MAX_CHARS.toLocaleString("en-US")));
      changes.notes = notes;
    }
    const [updated] = await tx.update(rescueSessions).set(changes).where(eq(rescueSessions.id, current.id)).returning();
    return updated!;
  });
  return toSession(row);
}

export async function getSessionStats(db: Db, userId: string): Promise<SessionStats> {
  const [row] = await db
    .select({
      total: count(),
      successful: sql<number>`count(*) filter (where ${rescueSessions.success})`,
      // Seconds from start to completion, averaged over successful sessions.
      averageSeconds: sql<
        number | null
      >`avg(extract(epoch from (${rescueSessions.completedAt} - ${rescueSessions.startTime})))
        filter (where ${rescueSessions.success} and ${rescueSessions.completedAt} is not null)`,
    })
    .from(rescueSessions)
    .where(eq(rescueSessions.userId, userId));
  const total = Number(row?.total ?? 0);
  const successful = Number(row?.successful ?? 0);
  const averageSeconds = row?.averageSeconds == null ? 0 : Number(row.averageSeconds);
  return {
    total,
    successful,
    successRate: total === 0 ? 0 : Math.round((successful / total) * 100),
    // Rounded up, so a quick rescue never shows as 0 minutes. This is wall-clock time from start to solved,
    // not the timed work of decision 0276.
    averageTime: successful === 0 ? 0 : Math.max(1, Math.ceil(Math.max(0, averageSeconds) / 60)),
  };
}

export async function ratePrompt(db: Db, userId: string, rawInput: RatePromptInput, now: Date): Promise<PromptRating> {
  const input = ratePromptInputSchema.parse(rawInput);
  // The check and the write in one transaction: a session deleted in between cannot leave a half-written rating.
  await db.transaction(async (tx) => {
    const session = await findOwnRow(tx, userId, input.sessionId, true);
    if (session.imported) throw readOnlyImported();
    if (input.promptIndex >= session.prompts.length)
      throw new AppError("VALIDATION_FAILED", sessionMessages.promptIndexRange(session.prompts.length));
    await tx
      .insert(promptRatings)
      .values({
        userId,
        sessionId: session.id,
        promptIndex: input.promptIndex,
        rating: input.rating,
        promptText: input.promptText,
        // The session's own type, not the client's word for it: the counts of every user depend on it.
        problemType: session.problemType,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [promptRatings.userId, promptRatings.sessionId, promptRatings.promptIndex],
        set: { rating: input.rating, promptText: input.promptText, problemType: session.problemType, updatedAt: now },
      });
  });
  return { promptIndex: input.promptIndex, rating: input.rating };
}

export async function listRatings(db: Db, userId: string, sessionId: string): Promise<PromptRating[]> {
  const session = await findOwnRow(db, userId, sessionId);
  const rows = await db
    .select({ promptIndex: promptRatings.promptIndex, rating: promptRatings.rating })
    .from(promptRatings)
    .where(and(eq(promptRatings.userId, userId), eq(promptRatings.sessionId, session.id)))
    .orderBy(promptRatings.promptIndex);
  return rows;
}

/**
 * Adds sessions from an export file as the user's own read-only history (decision 0031). They keep their
 * dates, get new ids, never overwrite anything, and a session imported before (same original id) is skipped.
 */
export async function importSessions(
  store: BillingStore,
  userId: string,
  sessions: RescueSession[],
  now: Date,
): Promise<ImportSessionsResult> {
  const { db } = store;
  const problem = unstorableTextProblem(sessions);
  if (problem) throw new AppError("VALIDATION_FAILED", `sessions.${problem}`);
  const bySource = new Map<string, RescueSession>();
  for (const s of sessions) bySource.set(s.id, s);
  const sourceIds = [...bySource.keys()];
  const access = await getUserAccess(store, userId, now);

  return withCountInvalidated(store, userId, () =>
    db.transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
      const existing = await tx
        .select({ id: rescueSessions.id, sourceId: rescueSessions.sourceId })
        .from(rescueSessions)
        .where(
          and(
            eq(rescueSessions.userId, userId),
            or(
              inArray(rescueSessions.sourceId, sourceIds),
              inArray(
                rescueSessions.id,
                sourceIds.filter((id) => uuidPattern.test(id)),
              ),
            ),
          ),
        );
      const known = new Set(existing.flatMap((r) => [r.id, r.sourceId ?? ""]));
      const fresh = [...bySource.values()].filter((s) => !known.has(s.id));
      if (fresh.length > 0) {
        const before = await usedStorage(tx, userId);
        const inserted = await tx
          .insert(rescueSessions)
          .values(
            fresh.map((s) => {
              // A timer left running in the file is dropped, not counted up to today.
              const steps = s.actionSteps.map((step) => ({ ...step, startTime: null }));
              return {
                id: randomUUID(),
                userId,
                problemType: s.problemType,
                projectDescription: s.projectDescription,
                customProblem: s.problemType === "custom" ? s.customProblem : null,
                selectedStrategy: s.selectedStrategy,
                startTime: new Date(s.startTime),
                completedAt: s.completedAt ? new Date(s.completedAt) : null,
                prompts: s.prompts,
                notes: s.notes,
                success: s.success,
                ...withDerived(steps),
                imported: true,
                sourceId: s.id,
                createdAt: now,
                updatedAt: now,
              };
            }),
          )
          .returning({ storedBytes: rescueSessions.storedBytes });
        const bytes = inserted.reduce((sum, r) => sum + r.storedBytes, 0);
        assertRoom(before, { sessions: inserted.length, bytes }, access.isPro, "import");
      }
      return { imported: fresh.length, skipped: sessions.length - fresh.length };
    }),
  );
}
