import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

const WINDOW_MS = 60_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts `messages` JSON-RPC messages against the user's fixed one-minute window (decision 0265): one budget
 * per user, whichever of their tokens sends, in one atomic upsert on the shared counters table, so servers on
 * one PostgreSQL count together and parallel requests cannot both take the last slot. A body that does not
 * fit is refused whole (its messages still count, so retrying at once does not help).
 */
export async function takeMessages(
  db: Db,
  userId: string,
  messages: number,
  perMinute: number,
  now: Date,
): Promise<RateDecision> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const resetsAt = new Date(now.getTime() + WINDOW_MS).toISOString();
  const result = (await db.execute(sql`
    insert into auth_rate_limit as t (key, hits, next_allowed_at, expires_at, refused)
    values (${`mcp:${userId}`}, ${messages}, to_timestamp(0), ${resetsAt}::timestamptz, false)
    on conflict (key) do update set
      hits = case when t.expires_at <= ${at} then excluded.hits else t.hits + excluded.hits end,
      expires_at = case when t.expires_at <= ${at} then excluded.expires_at else t.expires_at end
    returning hits, extract(epoch from expires_at)::float8 as ends`)) as unknown as {
    rows: { hits: number; ends: number }[];
  };
  const row = result.rows[0]!;
  if (Number(row.hits) <= perMinute) return { allowed: true };
  const ends = Number(row.ends) * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}
