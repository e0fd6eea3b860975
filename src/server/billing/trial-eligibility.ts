import { inArray } from "drizzle-orm";
import { TRIAL_USED_BY_EMAIL } from "../../shared/content/plans.js";
import type { TrialEligibility } from "../../shared/schemas/billing.js";
import { usedTrials } from "../db/schema/billing.js";
import { getUserAccess, trialEligibilityOf } from "./access.js";
import type { BillingStore } from "./store.js";
import { trialKeys } from "./trial-keys.js";

/** A trial is for users who never had one, on an email (and with Stripe a card) that never had one. */
export async function trialEligibilityFor(
  store: BillingStore,
  user: { id: string; email: string },
  now = new Date(),
): Promise<TrialEligibility> {
  const { db } = store;
  const eligibility = trialEligibilityOf(await getUserAccess(store, user.id, now), now);
  if (!eligibility.eligible) return eligibility;
  const used = await db
    .select({ key: usedTrials.key })
    .from(usedTrials)
    .where(inArray(usedTrials.key, trialKeys({ email: user.email })))
    .limit(1);
  return used.length > 0 ? { eligible: false, reason: TRIAL_USED_BY_EMAIL } : eligibility;
}
