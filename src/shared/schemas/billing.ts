import { z } from "zod";
import type { PlanKey } from "../content/plans.js";

/** What GET /api/subscription-status/{uid} answers. */
export interface SubscriptionStatus {
  tier: "free" | "pro_monthly" | "pro_yearly";
  /** null: never subscribed */
  status: "active" | "canceled" | "free" | null;
  subscriptionId: string | null;
  autoUpgraded: boolean;
  /** ISO date-time */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** the shared access rule's answer (paid, paid until period end, or trial) */
  isPro: boolean;
  /** paid plan only, trial excluded */
  isProUser: boolean;
}

/** GET /api/trial-status/{uid} */
export interface TrialStatus {
  isTrialActive: boolean;
  daysRemaining: number;
  /** ISO date-time the trial ends (or ended); null when the user never had one */
  trialEndsAt: string | null;
  /** ISO date-time a finished trial actually ended: before trialEndsAt when it was canceled; null while running */
  trialEndedAt?: string | null;
}

/** GET /api/trial-eligibility/{uid} */
export interface TrialEligibility {
  eligible: boolean;
  reason: string;
}

/** GET /api/billing-history/{uid}: refunds and refused trials, newest first. */
export interface BillingHistory {
  entries: { id: string; kind: "refund" | "trial_refused"; message: string; at: string }[];
}

/** GET /api/billing-config: which provider runs checkout, and whether a billing portal exists. */
export interface BillingConfig {
  /** The provider plugin's name: "local" (the built-in test checkout) or a payment service such as "stripe". */
  provider: string;
  testMode: boolean;
  portal: boolean;
}

export const planKeys = ["pro_monthly", "pro_yearly"] as const satisfies readonly PlanKey[];

/** `pro`, a plan key the checkout page also accepts, is the monthly plan; anything else is refused. */
export function normalizePlan(value: unknown): PlanKey | null {
  if (value === "pro") return "pro_monthly";
  return value === "pro_monthly" || value === "pro_yearly" ? value : null;
}

export const createCheckoutSchema = z.object({
  userId: z.string().min(1, "userId is required."),
  plan: z.unknown(),
});

export const createTrialCheckoutSchema = z.object({
  userId: z.string().min(1, "userId is required."),
  email: z.string().max(320).optional(),
  name: z.string().max(200).optional(),
  feature: z.string().max(40).optional(),
});

export const userIdBodySchema = z.object({ userId: z.string().min(1, "userId is required.") });

/** POST /api/create-checkout-session and the trial variants answer with where the browser goes next. */
export interface CheckoutRedirect {
  url: string;
}

/** Local test provider: a checkout started in this app (GET /api/local-checkout/{id}). */
export interface LocalCheckoutSession {
  id: string;
  plan: PlanKey;
  trial: boolean;
  status: "open" | "complete" | "expired";
}

export const localPaymentSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter a card number of 12 to 19 digits.")),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry date as MM/YY."),
  cvc: z.string().regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code."),
  name: z.string().trim().min(1, "Enter the name on the card.").max(200),
  /** The answer to a 3-D Secure challenge, sent again with the same card after the checkout asked for one. */
  authentication: z.enum(["approved", "failed"], { message: "authentication must be approved or failed" }).optional(),
});
export type LocalPaymentInput = z.input<typeof localPaymentSchema>;

/**
 * POST /api/local-checkout/{id}/pay: on success, where to go; a 3-D Secure card first answers that it needs
 * the challenge (nothing is paid yet); failures are 402 with the card's message.
 */
export type LocalPaymentResult = { url: string } | { requiresAction: "three_d_secure" };

export interface MessageResponse {
  success: boolean;
  message: string;
}
