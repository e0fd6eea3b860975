import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { personalTokens } from "../../db/schema/tokens.js";

const WINDOW_MS = 60_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one tool call against the token's fixed one-minute window. One atomic UPDATE on the token's row, so
 * servers sharing one PostgreSQL share the count and parallel calls cannot both take the last slot.
 */
export async function takeToolCall(db: Db, tokenId: string, perMinute: number, now: Date): Promise<RateDecision> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`(${personalTokens.rateWindowStart} is null or ${personalTokens.rateWindowStart} <= ${at} - make_interval(secs => ${WINDOW_MS / 1000}))`;
  const [row] = await db
    .update(personalTokens)
    .set({
      rateWindowStart: sql`case when ${expired} then ${at} else ${personalTokens.rateWindowStart} end`,
      rateWindowCount: sql`case when ${expired} then 1 else ${personalTokens.rateWindowCount} + 1 end`,
    })
    .where(eq(personalTokens.id, tokenId))
    .returning({ start: personalTokens.rateWindowStart, count: personalTokens.rateWindowCount });
  // A token revoked mid-request has no row left: nothing more may run on it.
  if (!row) return { allowed: false, retryAfterSeconds: 60 };
  if (row.count <= perMinute) return { allowed: true };
  const resetsAt = (row.start?.getTime() ?? now.getTime()) + WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) };
}
