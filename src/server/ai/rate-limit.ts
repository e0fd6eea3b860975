import { sql } from "drizzle-orm";
import { aiRateLimitedMessage } from "../../shared/content/ai-limits.js";
import type { Database, Db } from "../db/client.js";
import { AppError } from "../lib/errors.js";

const WINDOW_MS = 60_000;

/** One user's calls in the window, oldest first; `head` skips the expired ones without copying the array. */
interface Calls {
  times: number[];
  head: number;
}

export interface AiRateLimiter {
  /** Counts one AI call of the user, or throws RATE_LIMITED when the last 60 s already hold the limit. */
  check(userId: string): void | Promise<void>;
}

function refuse(retryInSeconds: number): never {
  throw new AppError("RATE_LIMITED", aiRateLimitedMessage(retryInSeconds), { retryInSeconds });
}

/**
 * Per-user limit on AI calls in this process: at most `perMinute` in any sliding 60-second window. Each check
 * is amortized O(1): expired calls are skipped from the front and the array is compacted only now and then,
 * so a high limit does not cost a copy of the whole window per request. PGlite is one process, so this is
 * the limit; servers sharing PostgreSQL use `createDatabaseAiRateLimiter`.
 */
export function createAiRateLimiter(perMinute: number, now: () => number = Date.now) {
  const calls = new Map<string, Calls>();
  return {
    check(userId: string) {
      const t = now();
      let user = calls.get(userId);
      if (!user) {
        user = { times: [], head: 0 };
        calls.set(userId, user);
      }
      while (user.head < user.times.length && t - user.times[user.head]! >= WINDOW_MS) user.head++;
      if (user.head > 64 && user.head * 2 > user.times.length) {
        user.times = user.times.slice(user.head);
        user.head = 0;
      }
      if (user.times.length - user.head >= perMinute)
        refuse(Math.ceil((WINDOW_MS - (t - user.times[user.head]!)) / 1000));
      user.times.push(t);
      if (calls.size > 10_000) {
        for (const [key, { times }] of calls) if (t - times[times.length - 1]! >= WINDOW_MS) calls.delete(key);
      }
    },
  };
}

/**
 * The same sliding window, kept in the database so that every server counts the same calls (decision 0171):
 * one upsert, atomic under the row's lock, keeps the calls of the last minute, adds this one if there is
 * room, and returns whether it did. Times come from the database's clock, which all servers share.
 */
export function createDatabaseAiRateLimiter(db: Db, perMinute: number): AiRateLimiter {
  return {
    async check(userId: string) {
      const result = await db.execute<{ allowed: boolean; oldest: Date | string | null; at: Date | string }>(sql`
        with now_ as (select clock_timestamp() as at)
        insert into ai_rate_limits as r (user_id, calls, allowed)
        select ${userId}, array[at], ${perMinute} >= 1 from now_
        on conflict (user_id) do update set
          calls = case
            when cardinality(array(select c from unnest(r.calls) c where c > (select at from now_) - interval '60 seconds')) < ${perMinute}
            then array(select c from unnest(r.calls) c where c > (select at from now_) - interval '60 seconds' order by c) || (select at from now_)
            else array(select c from unnest(r.calls) c where c > (select at from now_) - interval '60 seconds' order by c)
          end,
          allowed = cardinality(array(select c from unnest(r.calls) c where c > (select at from now_) - interval '60 seconds')) < ${perMinute}
        returning allowed, calls[1] as oldest, (select at from now_) as at`);
      const row = (
        result as unknown as { rows: { allowed: boolean; oldest: Date | string | null; at: Date | string }[] }
      ).rows[0];
      if (!row || row.allowed) return;
      const oldest = row.oldest ? new Date(row.oldest).getTime() : new Date(row.at).getTime();
      refuse(Math.max(1, Math.ceil((WINDOW_MS - (new Date(row.at).getTime() - oldest)) / 1000)));
    },
  };
}

/** PGlite: one process, the in-memory window. PostgreSQL: the shared table. */
export function aiRateLimiterFor(database: Database, perMinute: number): AiRateLimiter {
  return database.kind === "pglite"
    ? createAiRateLimiter(perMinute)
    : createDatabaseAiRateLimiter(database.db, perMinute);
}
