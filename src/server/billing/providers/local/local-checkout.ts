import type { LocalPaymentResult } from "../../../../shared/schemas/billing.js";
import type { Logger } from "../../../lib/logger.js";
import { processBillingEvent } from "../../billing-service.js";
import { trialEligibilityFor } from "../../trial-eligibility.js";
import { getUserAccess } from "../../access.js";
import type { BillingProvider } from "../../provider.js";
import type { BillingStore } from "../../store.js";
import { payLocalCheckout } from "./local-provider.js";

/** Pays a local checkout with a test card for the signed-in user; a completed payment is a billing event. */
export async function payWithTestCard(
  store: BillingStore,
  provider: BillingProvider,
  logger: Logger,
  user: { id: string; email: string },
  checkoutId: string,
  card: { cardNumber: string; expiry: string; authentication?: "approved" | "failed" },
  now = new Date(),
): Promise<LocalPaymentResult> {
  const access = await getUserAccess(store, user.id, now);
  const result = await payLocalCheckout(
    store.db,
    {
      checkoutId,
      userId: user.id,
      cardNumber: card.cardNumber,
      expiry: card.expiry,
      authentication: card.authentication,
      trialEligible: (await trialEligibilityFor(store, user, now)).eligible,
      current: access.row,
    },
    now,
  );
  if ("requiresAction" in result) return result;
  if (result.event) await processBillingEvent(store, provider, logger, result.event);
  return { url: result.url };
}
