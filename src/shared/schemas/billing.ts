import { z } from "zod";
import type { PlanKey } from "../content/plans.js";

const isoTime = z.iso.datetime({ offset: true });

/** What GET /api/subscription-status/{uid} answers. */
export const subscriptionStatusSchema = z.object({
  tier: z.enum(["free", "pro_monthly", "pro_yearly"]),
  /** null: never subscribed */
  status: z.enum(["active", "canceled", "free"]).nullable(),
  subscriptionId: z.string().nullable(),
  autoUpgraded: z.boolean(),
  currentPeriodEnd: isoTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** the shared access rule's answer (paid, paid until period end, or trial) */
  isPro: z.boolean(),
  /** paid plan only, trial excluded */
  isProUser: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/trial-status/{uid} */
export const trialStatusSchema = z.object({
  isTrialActive: z.boolean(),
  daysRemaining: z.number().int().min(0),
  /** The trial ends (or ended); null when the user never had one */
  trialEndsAt: isoTime.nullable(),
  /** A finished trial actually ended: before trialEndsAt when it was canceled; null while running */
  trialEndedAt: isoTime.nullable().optional(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

/** GET /api/trial-eligibility/{uid} */
export const trialEligibilitySchema = z.object({ eligible: z.boolean(), reason: z.string() });
export type TrialEligibility = z.infer<typeof trialEligibilitySchema>;

/** GET /api/billing-history/{uid}: refunds and refused trials, newest first. */
export const billingHistorySchema = z.object({
  entries: z.array(
    z.object({ id: z.string(), kind: z.enum(["refund", "trial_refused"]), message: z.string(), at: isoTime }),
  ),
});
export type BillingHistory = z.infer<typeof billingHistorySchema>;

/** GET /api/billing-config: which provider runs checkout, and whether a billing portal exists. */
export const billingConfigSchema = z.object({
  /** The provider plugin's name: "local" (the built-in test checkout) or a payment service such as "stripe". */
  provider: z.string().min(1),
  testMode: z.boolean(),
  portal: z.boolean(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

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
export const checkoutRedirectSchema = z.object({ url: z.string().min(1) });
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

/** Local test provider: a checkout started in this app (GET /api/local-checkout/{id}). */
export const localCheckoutSessionSchema = z.object({
  id: z.string(),
  plan: z.enum(planKeys),
  trial: z.boolean(),
  status: z.enum(["open", "complete", "expired"]),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

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
export const localPaymentResultSchema = z.union([
  z.object({ url: z.string().min(1) }),
  z.object({ requiresAction: z.literal("three_d_secure") }),
]);
export type LocalPaymentResult = z.infer<typeof localPaymentResultSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/start-trial and /api/complete-trial-setup: whether the trial runs, and why not when it does not. */
export const trialStartedSchema = z.object({ success: z.boolean(), error: z.string().optional() });
export type TrialStarted = z.infer<typeof trialStartedSchema>;

/** POST /api/expire-trial/{userId} */
export const trialExpiredSchema = z.object({ success: z.boolean(), isTrialActive: z.boolean() });
export type TrialExpired = z.infer<typeof trialExpiredSchema>;

/** POST /api/create-trial-setup-intent: the checkout that collects the card (no client secret is handed out). */
export const trialSetupIntentSchema = z.object({ clientSecret: z.null(), url: z.string().min(1) });

/** What a payment provider's webhook answers once it has taken an event. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
