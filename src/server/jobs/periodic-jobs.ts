import { and, eq, isNotNull, lt, lte, ne, or, isNull, sql } from "drizzle-orm";
import { applyBillingEvent } from "../billing/billing-state.js";
import type { BillingStore } from "../billing/store.js";
import type { Database, Db } from "../db/client.js";
import { session, verification } from "../db/schema/auth.js";
import { checkoutSessions, subscriptions } from "../db/schema/billing.js";
import { aiRateLimits, jobRuns } from "../db/schema/cluster.js";
import type { Logger } from "../lib/logger.js";
import { errorForLog } from "../lib/db-errors.js";

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<number>;
}

const MINUTE_MS = 60_000;
/** Old enough that nobody comes back to pay it: the local checkout page already says it expired after a day. */
const CHECKOUT_KEPT_MS = 30 * 24 * 60 * MINUTE_MS;
/** A subscription far behind (a server down for months) catches up at most this many periods per run. */
const MAX_STEPS = 24;

/**
 * Local trials and periods that ended while nobody asked: conversions, renewals and cancellations that
 * Stripe's clock would have sent, as the subscription clock gives them. Reads apply them too
 * (getUserAccess); this makes them happen on time.
 */
export const trialExpiryJob = ({ cache, clock }: Omit<BillingStore, "db">): PeriodicJob => ({
  name: "trial-expiry",
  everyMs: MINUTE_MS,
  async run(db, now) {
    const due = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, "local"),
          or(isNull(subscriptions.status), ne(subscriptions.status, "free")),
          isNotNull(subscriptions.currentPeriodEnd),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .limit(500);
    let applied = 0;
    for (let row of due) {
      for (let step = 0; step < MAX_STEPS; step++) {
        const event = clock.dueEvent(row, now);
        if (!event) break;
        await applyBillingEvent({ db, cache }, event);
        applied++;
        const [next] = await db.select().from(subscriptions).where(eq(subscriptions.userId, row.userId));
        if (!next) break;
        row = next;
      }
    }
    return applied;
  },
});

/** Expired sign-in sessions and tokens, long-dead checkouts and idle AI rate-limit rows. */
export const cleanupJob: PeriodicJob = {
  name: "cleanup",
  everyMs: 60 * MINUTE_MS,
  async run(db, now) {
    const sessions = await db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
    const tokens = await db
      .delete(verification)
      .where(lt(verification.expiresAt, now))
      .returning({ id: verification.id });
    const checkouts = await db
      .delete(checkoutSessions)
      .where(
        and(
          ne(checkoutSessions.status, "complete"),
          lt(checkoutSessions.createdAt, new Date(now.getTime() - CHECKOUT_KEPT_MS)),
        ),
      )
      .returning({ id: checkoutSessions.id });
    const limits = await db
      .delete(aiRateLimits)
      .where(
        sql`not exists (select 1 from unnest(${aiRateLimits.calls}) c where c > ${new Date(now.getTime() - MINUTE_MS)})`,
      )
      .returning({ userId: aiRateLimits.userId });
    return sessions.length + tokens.length + checkouts.length + limits.length;
  },
};

/** Every periodic job, given what the billing ones apply events through. */
export const periodicJobs = (store: BillingStore): PeriodicJob[] => [trialExpiryJob(store), cleanupJob];

/**
 * Runs the job if it is due and no other server is running it (decision 0171): the job's advisory lock
 * keeps two servers from running it at once, and its `job_runs` row, claimed under that lock, keeps a
 * second server from running it again in the same period. Resolves whether this server ran it.
 */
export async function runJobIfDue(database: Database, job: PeriodicJob, now = new Date()): Promise<boolean> {
  let ran = false;
  await database.runExclusive(`unstuck:job:${job.name}`, async () => {
    const { db } = database;
    const claimed = await db
      .insert(jobRuns)
      .values({ name: job.name, lastRunAt: now })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { lastRunAt: now },
        setWhere: lte(jobRuns.lastRunAt, new Date(now.getTime() - job.everyMs)),
      })
      .returning({ name: jobRuns.name });
    if (claimed.length === 0) return;
    ran = true;
    await job.run(db, now);
  });
  return ran;
}

/** Looks for due jobs every `tickMs` until stopped; a failing job is logged and tried again next tick. */
export function startPeriodicJobs(database: Database, logger: Logger, jobs: PeriodicJob[], tickMs = 30_000) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = (async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          await runJobIfDue(database, job);
        } catch (error) {
          logger.warn("periodic job failed", { job: job.name, error: errorForLog(error) });
        }
      }
    })();
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
