import type { LocalCheckoutSession, LocalPaymentInput, LocalPaymentResult } from "@shared/schemas/billing";
import { api } from "@/lib/api";

export function getLocalCheckout(sessionId: string) {
  return api<LocalCheckoutSession>(`/api/local-checkout/${encodeURIComponent(sessionId)}`);
}

/** Fails with a 402 ApiError carrying the card's message when the test card is declined. */
export function payLocalCheckout(sessionId: string, card: LocalPaymentInput) {
  return api<LocalPaymentResult>(`/api/local-checkout/${encodeURIComponent(sessionId)}/pay`, { body: card });
}

/** Return from a trial checkout: confirms the trial runs (spec section 4, trial=success). */
export function confirmTrialStarted(userId: string) {
  return api<{ success: boolean; error?: string }>("/api/start-trial", { body: { userId } });
}

export function expireTrial(userId: string) {
  return api<{ success: boolean; isTrialActive: boolean }>(`/api/expire-trial/${encodeURIComponent(userId)}`, {
    method: "POST",
  });
}
