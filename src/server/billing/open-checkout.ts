import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { billingMessages } from "../../shared/content/plans.js";
import type { Db } from "../db/client.js";
import { checkoutSessions } from "../db/schema/billing.js";
import { AppError } from "../lib/errors.js";
import type { BillingProvider, CheckoutRequest } from "./provider.js";

type CheckoutRow = typeof checkoutSessions.$inferSelect;
/** How long rows from before `expires_at` was kept stay payable: a day from their creation. */
const LEGACY_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** Open but past its expiry. */
export const expired = (row: CheckoutRow, now: Date) =>
  row.status === "open" &&
  now.getTime() > (row.expiresAt ?? new Date(row.createdAt.getTime() + LEGACY_CHECKOUT_TTL_MS)).getTime();

/** The id of a row claimed while its checkout is being created at the provider. */
const CLAIM_PREFIX = "cs_claim_";
/** A claim this old was left by a request that died: it no longer holds the user's one open checkout. */
const CLAIM_STALE_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_BUDGET_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The user's one open checkout (decision 0195): the same plan again gets the open one back, another plan
 * expires it (at the provider too) and gets a new one, and a paid one whose subscription is not confirmed
 * yet is refused. Two requests at once cannot both create one: a partial unique index allows one open row
 * per user, so the second waits for the first's row and reuses it.
 */
export async function openCheckoutOnce(
  db: Db,
  provider: BillingProvider,
  request: CheckoutRequest,
  now = new Date(),
): Promise<{ url: string }> {
  const userId = request.user.id;
  const waitUntil = Date.now() + WAIT_BUDGET_MS;
  for (;;) {
    if (Date.now() > waitUntil) throw new AppError("CONFLICT", billingMessages.checkoutBusy);
    const [open] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, "open")))
      .limit(1);
    const claimed = open?.id.startsWith(CLAIM_PREFIX) ?? false;
    if (open && claimed && now.getTime() - open.createdAt.getTime() < CLAIM_STALE_MS) {
      await sleep(WAIT_STEP_MS);
      continue;
    }
    if (open?.url && !expired(open, now)) {
      const state = provider.checkoutState ? await provider.checkoutState(open.id) : "open";
      if (state === "paid") throw new AppError("CONFLICT", billingMessages.checkoutPaid);
      if (state === "open") {
        if (open.plan === request.plan && open.trial === request.trial) return { url: open.url };
        await expireAtProvider(provider, open.id);
      }
    }

    const claimId = `${CLAIM_PREFIX}${randomUUID()}`;
    const inserted = await db.transaction(async (tx) => {
      if (open)
        await tx
          .update(checkoutSessions)
          .set({ status: "expired" })
          .where(and(eq(checkoutSessions.id, open.id), eq(checkoutSessions.status, "open")));
      return tx
        .insert(checkoutSessions)
        .values({ id: claimId, userId, plan: request.plan, trial: request.trial, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: checkoutSessions.id });
    });
    // Another request claimed first: the next round reuses (or waits for) its checkout.
    if (inserted.length === 0) continue;

    try {
      const made = await provider.createCheckout(request);
      await db
        .update(checkoutSessions)
        .set({ id: made.id, url: made.url, expiresAt: made.expiresAt })
        .where(eq(checkoutSessions.id, claimId));
      return { url: made.url };
    } catch (error) {
      await db.delete(checkoutSessions).where(eq(checkoutSessions.id, claimId));
      throw error;
    }
  }
}

/** Expiring fails when the checkout was paid or ended meanwhile: only a payment stops the replacement. */
async function expireAtProvider(provider: BillingProvider, id: string) {
  if (!provider.expireCheckout) return;
  try {
    await provider.expireCheckout(id);
  } catch (error) {
    const state = await provider.checkoutState?.(id);
    if (state === "paid") throw new AppError("CONFLICT", billingMessages.checkoutPaid);
    if (state !== "gone") throw error;
  }
}
