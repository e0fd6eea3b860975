import type { Db } from "../db/client.js";
import type { ReadCache } from "../lib/read-cache.js";
import type { SubscriptionClock } from "./clock.js";

/**
 * What reading and changing a user's access needs, built once in `compose.ts`: the database, the per-user
 * status read cache that every billing write invalidates, and the subscription clock.
 */
export interface BillingStore {
  db: Db;
  cache: ReadCache;
  clock: SubscriptionClock;
}
