import { sql } from "drizzle-orm";
import { type AppUser, usernameFor } from "../../../shared/schemas/users.js";
import type { Db } from "../../db/client.js";
import { profiles } from "../../db/schema/profiles.js";

/** Creates or refreshes the app's profile for a signed-in user; calling it again changes nothing else. */
export async function registerUser(db: Db, input: { uid: string; email: string; username?: string }): Promise<AppUser> {
  const username = usernameFor(input.email, input.username);
  const [row] = await db
    .insert(profiles)
    .values({ uid: input.uid, email: input.email, username })
    .onConflictDoUpdate({ target: profiles.uid, set: { email: input.email, username, updatedAt: sql`now()` } })
    .returning();
  return { uid: row!.uid, id: row!.uid, email: row!.email, displayName: row!.username };
}
