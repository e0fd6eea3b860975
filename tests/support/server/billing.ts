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

/** Pays a local checkout with the success test card, as the person would on the checkout page. */
async function payCheckout(deps: Pick<AppDeps, "database" | "billingStore">, userId: string, url: string, now: Date) {
  const db = deps.database.db;
  const buyer = await userOf(db, userId);
  await payWithTestCard(deps.billingStore, provider(db, now), silent, buyer, sessionOf(url), SUCCESS_CARD, now);
}

/** Starts a 3-day trial for a test user the way a person does: trial checkout, then the success test card. */
export async function grantTrial(
  deps: Pick<AppDeps, "database" | "billingStore">,
  userId: string,
  now = new Date(),
): Promise<void> {
  const buyer = { id: userId, email: "", name: "" };
  const { url } = await startTrialCheckout(deps.billingStore, provider(deps.database.db, now), buyer, "test", now);
  await payCheckout(deps, userId, url, now);
}

/** Buys a paid plan for a test user through the local checkout. */
export async function grantPro(
  deps: Pick<AppDeps, "database" | "billingStore">,
  userId: string,
  plan: PlanKey = "pro_monthly",
  now = new Date(),
): Promise<void> {
  const buyer = { id: userId, email: "", name: "" };
  const { url } = await startCheckout(deps.billingStore, provider(deps.database.db, now), buyer, plan, now);
  await payCheckout(deps, userId, url, now);
}
