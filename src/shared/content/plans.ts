export const FREE_RESCUES_PER_MONTH = 3;
export const TRIAL_DAYS = 3;
/** Why a trial is refused to an email that already had one. */
export const TRIAL_USED_BY_EMAIL =
  "This email address has already had a free trial (one per person, also after deleting an account). You can still subscribe to Rescue Pro.";
export const REFUND_WINDOW_DAYS = 30;
export const REFUND_PROCESSING_BUSINESS_DAYS = "5-7";
export const SUPPORT_EMAIL = "support@unstuck.dev";
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
export const SUPPORT_REPLY_HOURS = 24;
export const PRO_MONTHLY_PRICE_USD = 4.99;
export const PRO_MONTHLY_LIST_PRICE_USD = 9.99;
export const PRO_YEARLY_PRICE_USD = 47.88;
/** Yearly versus twelve monthly payments: 47.88 / 59.88 is 80%. */
export const YEARLY_SAVINGS_PERCENT = 20;

export type PlanKey = "pro_monthly" | "pro_yearly";
export type PlanId = "free" | PlanKey;
export type BillingInterval = "month" | "year";

export interface Plan {
  id: PlanId;
  /** Product name shown on the card. */
  name: string;
  /** One-line pitch under the name. */
  tagline: string;
  priceCents: number;
  /** null for the free plan, which never bills. */
  interval: BillingInterval | null;
  /** Big number on the card, e.g. "$4.99". */
  displayPrice: string;
  /** Suffix after the big number, e.g. "/month". */
  displayPeriod: string;
  /** Struck-through reference price, shown only where a reduction applies. */
  compareAtPrice?: string;
  /** Small line under the price, e.g. the monthly equivalent of the yearly plan. */
  priceNote?: string;
  /** Pill on the card, e.g. "Most popular" or "Save 20%". */
  badge?: string;
  features: string[];
  cta: string;
  /** Where the CTA leads; "/" for the free plan (the app itself). */
  ctaHref: string;
  highlighted: boolean;
}

export function checkoutPath(key: PlanKey): string {
  return `/checkout?plan=${key}`;
}

/** The 3-day card trial's checkout (always the monthly plan, as the trial turns into it). */
export const trialCheckoutPath = "/checkout?plan=pro_monthly&trial=1";

const proFeatures = [
  "Unlimited rescues every month",
  "Full AI Development Wizard: diagnosis, 3 targeted questions, step-by-step fix",
  "Custom Prompt Generator tuned to your language, tool and error",
  "Premium templates and rescue strategies",
  "AI project planner with a live, downloadable plan",
  "Personalised guidance for your stack and assistant",
  "Full session history with notes and progress",
  `Priority email support (reply within ${SUPPORT_REPLY_HOURS} hours)`,
];

export const freePlan: Plan = {
  id: "free",
  name: "Rescue Starter",
  tagline: "For the occasional stuck session.",
  priceCents: 0,
  interval: null,
  displayPrice: "$0",
  displayPeriod: "/month",
  features: [
    `${FREE_RESCUES_PER_MONTH} rescues per month`,
    "Free prompt library: 50+ copy-paste prompts",
    "Basic problem detection",
    "Action plans with timers and success criteria",
    "Community support",
  ],
  cta: "Start Free",
  ctaHref: "/",
  highlighted: false,
};

export const proMonthlyPlan: Plan = {
  id: "pro_monthly",
  name: "Rescue Pro",
  tagline: "For developers who pair with an AI assistant every day.",
  priceCents: 499,
  interval: "month",
  displayPrice: "$4.99",
  displayPeriod: "/month",
  compareAtPrice: "$9.99",
  priceNote: `${TRIAL_DAYS}-day free trial, cancel any time`,
  badge: "Most popular",
  features: proFeatures,
  cta: `Start ${TRIAL_DAYS}-Day Free Trial`,
  // The button promises a trial, so it opens the trial checkout, not an immediate charge.
  ctaHref: trialCheckoutPath,
  highlighted: true,
};

export const proYearlyPlan: Plan = {
  id: "pro_yearly",
  name: "Rescue Pro",
  tagline: "Everything in Pro, billed once a year.",
  priceCents: 4788,
  interval: "year",
  displayPrice: "$47.88",
  displayPeriod: "/year",
  priceNote: "Works out at $3.99/month",
  badge: `Save ${YEARLY_SAVINGS_PERCENT}%`,
  features: proFeatures,
  cta: "Go Pro Yearly",
  ctaHref: checkoutPath("pro_yearly"),
  highlighted: false,
};

export const plans: readonly Plan[] = [freePlan, proMonthlyPlan, proYearlyPlan];

export const paidPlans: Record<PlanKey, Plan> = {
  pro_monthly: proMonthlyPlan,
  pro_yearly: proYearlyPlan,
};

/** Shared promises shown under the pricing cards. */
export const planGuarantees: readonly string[] = [
  `${REFUND_WINDOW_DAYS}-day money-back guarantee`,
  "Cancel any time from your profile",
  `${TRIAL_DAYS}-day Pro trial (card required, no charge if you cancel during the trial)`,
];

/**
 * One offer per page (decision 0283): where the trial is not offered (used already, or refused), no plan card or
 * promise under the cards mentions it, so the page never offers a trial and refuses it at once.
 */
export function planAsOffered(plan: Plan, trialOffered: boolean): Plan {
  if (trialOffered || !plan.priceNote?.includes("trial")) return plan;
  return {
    ...plan,
    priceNote: "Cancel any time",
    cta: "Upgrade to Pro",
    ctaHref: isPlanKey(plan.id) ? checkoutPath(plan.id) : plan.ctaHref,
  };
}

export function planGuaranteesFor(trialOffered: boolean): readonly string[] {
  return trialOffered ? planGuarantees : planGuarantees.filter((g) => !g.includes("trial"));
}

/**
 * The free limit's refusal, on the server and on every screen: the trial is offered first while it has never
 * been used, the paid plan only once it has (decision 0285). `resetDate` is already formatted ("April 1").
 */
export function limitReachedText(resetDate: string, trialOffered: boolean): string {
  const offer = trialOffered
    ? `Start the ${TRIAL_DAYS}-day free Pro trial for unlimited rescues`
    : "Upgrade to Pro for unlimited rescues";
  return `You have used all ${FREE_RESCUES_PER_MONTH} free rescues for this month. ${offer}, or start again on ${resetDate} when your free rescues reset.`;
}

/** The one action beside that refusal, worded by the same rule. */
export function limitReachedAction(trialOffered: boolean): string {
  return trialOffered ? `Start ${TRIAL_DAYS}-day free trial` : "Upgrade to Pro";
}

export function isPlanKey(value: unknown): value is PlanKey {
  return value === "pro_monthly" || value === "pro_yearly";
}

export function planDisplayName(key: PlanKey): string {
  return key === "pro_yearly" ? "Rescue Pro (Yearly)" : "Rescue Pro (Monthly)";
}

/** The calculator's usage profiles, as the pricing page names and describes them. */
export const calculatorProfileText = {
  light: { label: "Light", description: "Side projects and the occasional evening with an assistant." },
  normal: { label: "Regular", description: "An AI assistant is part of most of your working days." },
  heavy: { label: "Heavy", description: "Agents run most of your coding, every day." },
};

/** What the calculator says about the plan it recommends, by plan. */
export const recommendationTexts: Record<PlanId, (sessionsPerMonth: number) => string> = {
  free: (sessions) =>
    `Recommended: Free. ${sessions} stuck sessions a month fit in the ${FREE_RESCUES_PER_MONTH} free rescues.`,
  pro_yearly: (sessions) =>
    `Recommended: Rescue Pro Yearly. At ${sessions} stuck sessions a month, yearly billing costs the least per month.`,
  pro_monthly: (sessions) =>
    `Recommended: Rescue Pro Monthly. ${sessions} stuck sessions a month are more than the ${FREE_RESCUES_PER_MONTH} free rescues.`,
};

/** What billing answers when a purchase, a cancellation or a checkout is refused or done. */
export const billingMessages = {
  alreadyPro: "You already have Rescue Pro. Manage it from your profile.",
  trialConvertsItself:
    "Your trial turns into Rescue Pro (Monthly) by itself when it ends, so there is nothing to buy now. To choose yearly billing instead, cancel the trial on your profile first.",
  /** `until` is empty or " until <date>". */
  canceledStillRuns: (until: string) =>
    `Your canceled subscription still runs${until}. Reactivate it on your profile instead of buying a second one.`,
  nothingToCancel: "You have no active subscription or trial to cancel.",
  trialCanceled: "Your trial has been canceled: Pro access has ended and nothing will be charged.",
  /** `until` is " on <date>" or " at the end of the current billing period". */
  subscriptionEnds: (until: string) => `Your subscription will end${until}. You keep Pro until then.`,
  atPeriodEnd: " at the end of the current billing period",
  notReactivatable: "Only a canceled subscription whose period has not ended can be reactivated.",
  reactivated: "Your subscription has been reactivated and will continue automatically.",
  trialNeedsCheckout: "Start the trial from checkout: it needs a payment card.",
  trialNotAvailable: (reason: string) => `Trial not available: ${reason}`,
  noBillingAccount: "There is no billing account for you yet.",
  checkoutPaid:
    "Your payment for the checkout you opened went through and is being confirmed. Refresh in a moment: Rescue Pro will show on your profile.",
  checkoutBusy: "Another checkout is being opened for you right now (another tab?). Try again in a moment.",
  portalOnlyWithStripe: "The billing portal is only available with Stripe. Manage your plan on this page.",
  checkoutMissing: "This checkout does not exist. Start again from Pricing.",
  checkoutExpired: "This checkout has expired. Start again from Pricing.",
  trialAlreadyUsed: "Trial not available: you have already used your free trial.",
};

/** The line a refused subscription leaves in the user's billing history. */
export const refusalTexts = {
  duplicate:
    "A second Rescue Pro subscription was paid while you already had one. It was canceled at once and its payment refunded in full.",
  "trial-refused":
    "A free trial was refused: this email address or card has already had one. The trial subscription was canceled and nothing was charged.",
} as const;
