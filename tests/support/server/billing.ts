import type { PlanKey } from "../../../src/shared/content/plans.js";
import { createLocalProvider } from "../../../src/server/billing/providers/local/local-provider.js";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../../src/server/context.js";
import type { Db } from "../../../src/server/db/client.js";
import { user } from "../../../src/server/db/schema/auth.js";
import { createLogger } from "../../../src/server/lib/logger.js";
import { payWithTestCard } from "../../../src/server/billing/providers/local/local-checkout.js";
import { startCheckout, startTrialCheckout } from "../../../src/server/billing/billing-service.js";

const silent = createLogger("silent");
const provider = (db: Db, now: Date) => createLocalProvider(db, () => now);
async function userOf(db: Db, id: string) {
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, id)).limit(1);
  return row ?? { id, email: "" };
}

const SUCCESS_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/45" };
const sessionOf = (url: string) => new URL(url, "http://local").searchParams.get("session") ?? "";

/** Starts a 3-day trial for a test user the way a person does: trial checkout, then the success test card. */
export async function grantTrial(
  deps: Pick<AppDeps, "database" | "billingStore">,
  userId: string,
  now = new Date(),
): Promise<void> {
  const db = deps.database.db;
  const { url } = await startTrialCheckout(
    deps.billingStore,
    createLocalProvider(db, () => now),
    { id: userId, email: "", name: "" },
    "test",
    now,
  );
  await payWithTestCard(
    deps.billingStore,
    provider(db, now),
    silent,
    await userOf(db, userId),
    sessionOf(url),
    SUCCESS_CARD,
    now,
  );
}

/** Buys a paid plan for a test user through the local checkout. */
export async function grantPro(
  deps: Pick<AppDeps, "database" | "billingStore">,
  userId: string,
  plan: PlanKey = "pro_monthly",
  now = new Date(),
): Promise<void> {
  const db = deps.database.db;
  const { url } = await startCheckout(
    deps.billingStore,
    createLocalProvider(db, () => now),
    { id: userId, email: "", name: "" },
    plan,
    now,
  );
  await payWithTestCard(
    deps.billingStore,
    provider(db, now),
    silent,
    await userOf(db, userId),
    sessionOf(url),
    SUCCESS_CARD,
    now,
  );
}
