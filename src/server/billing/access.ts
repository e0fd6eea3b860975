import { type AccessSnapshot, freeAccess, hasProAccess } from "../../shared/domain/access.js";
import type { Db } from "../db/client.js";

export interface UserAccess {
  snapshot: AccessSnapshot;
  isPro: boolean;
}

/**
 * The access a user has right now. Every Pro gate on the server calls this.
 * Until billing lands every user is free; the billing module replaces the lookup with its subscriptions table.
 */
export async function getUserAccess(_db: Db, _userId: string, now: Date = new Date()): Promise<UserAccess> {
  const snapshot = freeAccess;
  return { snapshot, isPro: hasProAccess(snapshot, now) };
}
