import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rescueSessions } from "../../db/schema/sessions.js";
import { notFound } from "../../lib/errors.js";

export type SessionRow = typeof rescueSessions.$inferSelect;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sessionNotFound = () => notFound("This rescue session does not exist or belongs to another account.");

/** The signed-in user's own session row (locked for the transaction when `lock`); another's is "not found". */
export async function findOwnRow(db: Db, userId: string, sessionId: string, lock = false): Promise<SessionRow> {
  if (!uuidPattern.test(sessionId)) throw sessionNotFound();
  const query = db
    .select()
    .from(rescueSessions)
    .where(and(eq(rescueSessions.id, sessionId), eq(rescueSessions.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw sessionNotFound();
  return row;
}
