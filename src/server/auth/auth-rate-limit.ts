import { createHash } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { authRateLimit } from "../db/schema/rate-limits.js";

/**
 * `window`: at most `max` attempts per fixed window. `backoff`: `free` attempts in a row, then the next one
 * must wait `baseMs` and each one after twice as long as the one before (from `baseMs`, capped at `maxDelayMs`); quiet for `resetAfterMs`
 * and the count starts again. A backoff never becomes a lock: the wait is bounded and only that key waits.
 */
export type LimitRule =
  | { kind: "window"; max: number; windowMs: number }
  | { kind: "backoff"; free: number; baseMs: number; maxDelayMs: number; resetAfterMs: number };

export interface LimitResult {
  allowed: boolean;
  /** Whole seconds until the next attempt can pass, when refused. */
  retryAfterSeconds: number;
}

export interface AuthRateLimiter {
  hit(key: string, rule: LimitRule): Promise<LimitResult>;
  /** Forgets a key, e.g. the (account, client) pair after a successful sign-in. */
  reset(key: string): Promise<void>;
}

/** Keys hold emails and addresses; hashing keeps both out of the table and every key the same length. */
export function limitKey(kind: string, ...parts: string[]): string {
  return `${kind}:${createHash("sha256").update(parts.join("\n")).digest("base64url").slice(0, 32)}`;
}

const CLEANUP_EVERY = 200;

/**
 * Counters in PostgreSQL (or PGlite), one atomic upsert per attempt, so that the limits hold in total across
 * every server on one database (decision 0110).
 */
export function createAuthRateLimiter(db: Db, now: () => number = Date.now): AuthRateLimiter {
  let calls = 0;
  return {
    async hit(key, rule) {
      const at = now();
      const nowTs = sql`${new Date(at).toISOString()}::timestamptz`;
      const expired = sql`t.expires_at <= ${nowTs}`;
      const waiting = sql`t.next_allowed_at > ${nowTs}`;
      const hits = sql`(t.hits + 1)`;
      // "Not waiting" is stored as the epoch, not as this call's clock: concurrent calls reach the row in any
      // order, and a later clock written first must not make an earlier call look like it came too soon.
      let firstNext = new Date(0);
      let firstExpires: Date;
      let nextAfterHit: ReturnType<typeof sql>;
      let expiresAfterHit: ReturnType<typeof sql>;
      if (rule.kind === "window") {
        firstExpires = new Date(at + rule.windowMs);
        if (rule.max <= 1) firstNext = firstExpires;
        nextAfterHit = sql`case when ${hits} >= ${rule.max} then t.expires_at else to_timestamp(0) end`;
        expiresAfterHit = sql`t.expires_at`;
      } else {
        firstExpires = new Date(at + rule.resetAfterMs);
        if (rule.free <= 1) firstNext = new Date(at + Math.min(rule.baseMs, rule.maxDelayMs));
        nextAfterHit = sql`case when ${hits} >= ${rule.free}
          then ${nowTs} + make_interval(secs => least(${rule.baseMs}::float8 * power(2, ${hits} - ${rule.free}), ${rule.maxDelayMs}::float8) / 1000)
          else to_timestamp(0) end`;
        expiresAfterHit = sql`${nowTs} + make_interval(secs => ${rule.resetAfterMs}::float8 / 1000)`;
      }
      const result = (await db.execute(sql`
        insert into auth_rate_limit as t (key, hits, next_allowed_at, expires_at, refused)
        values (${key}, 1, ${firstNext.toISOString()}::timestamptz, ${firstExpires.toISOString()}::timestamptz, false)
        on conflict (key) do update set
          hits = case when ${expired} then 1 when ${waiting} then t.hits else ${hits} end,
          next_allowed_at = case when ${expired} then excluded.next_allowed_at when ${waiting} then t.next_allowed_at else ${nextAfterHit} end,
          expires_at = case when ${expired} then excluded.expires_at when ${waiting} then t.expires_at else ${expiresAfterHit} end,
          refused = not ${expired} and ${waiting}
        returning refused, next_allowed_at`)) as unknown as {
        rows: { refused: boolean; next_allowed_at: string | Date }[];
      };
      if (++calls % CLEANUP_EVERY === 0) {
        await db.delete(authRateLimit).where(lt(authRateLimit.expiresAt, new Date(at)));
      }
      const row = result.rows[0]!;
      if (!row.refused) return { allowed: true, retryAfterSeconds: 0 };
      const wait = new Date(row.next_allowed_at).getTime() - at;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    },
    async reset(key) {
      await db.delete(authRateLimit).where(eq(authRateLimit.key, key));
    },
  };
}
