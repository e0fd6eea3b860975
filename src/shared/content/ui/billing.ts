// What checkout, the pricing page and the subscription on the profile say (features/billing). The plans
// themselves, their prices and guarantees, are in ../plans.ts.
import { FREE_RESCUES_PER_MONTH, proMonthlyPlan, TRIAL_DAYS } from "../plans.js";

export const billingReturnCopy = {
  trialStarted: `Your ${TRIAL_DAYS}-day Pro trial is active. Cancel any time from your profile before it ends and you pay nothing.`,
  subscriptionStarted:
    "Your trial has ended and your Pro subscription has started. Manage it any time from your profile.",
};

export const cancelDialogCopy = {
  trial:
    "Are you sure you want to cancel your trial? Pro access ends now, when you confirm, and nothing is charged to your card, now or later. Rescues you started during the trial stay in your history and do not use your free rescues.",
  paid: "Are you sure you want to cancel your subscription? You'll retain access until the end of your current billing period.",
};

export const pricingPageCopy = {
  trialToYearly: "To bill yearly, cancel the trial on your profile, then come back.",
  trialBecomesPlan: "Your trial becomes this plan when it ends. Cancel before then and you pay nothing.",
  intro: `Start free with ${FREE_RESCUES_PER_MONTH} rescues a month. Go Pro for unlimited rescues and every AI tool. Prices in US dollars.`,
  testMode: {
    before: "Payments on this server are a ",
    strong: "test",
    after: ": checkout takes only Stripe's test cards, no real card is charged and no money moves.",
  },
};

export const profileSubscriptionCopy = {
  keepsProUntil: (until: string, trialEnd: boolean) =>
    `You keep Pro access until ${until}${trialEnd ? " (trial end)" : ""}. It will not renew.`,
  keepsProUntilTrialEnd: "You keep Pro access until the end of your trial. It will not renew.",
};

export const testCheckoutCopy = {
  expired: "Checkouts stay open for a day. Start a new one, it only takes a moment.",
  trialCard: "Add a card to start your trial. You are not charged today.",
  paysToday: (price: string) => `You pay ${price} today.`,
  testMode: {
    before: "This is a ",
    strong: "test checkout",
    after: ": no real card is charged and no money moves. Pay with one of Stripe's test cards listed below.",
  },
  trialTerms: {
    strong: `${TRIAL_DAYS} days free, then ${proMonthlyPlan.displayPrice}/month.`,
    after:
      " Your card is needed to start the trial but is not charged today. Cancel from your profile before the trial ends and you pay nothing.",
  },
  threeDSecure: (amount: string) =>
    `Your card asks you to confirm this payment of ${amount} with your bank. This is a test: no bank is asked, you choose the answer.`,
  threeDSecureNote:
    "Complete it and the payment goes ahead; fail it and the card is declined, as in Stripe's test mode.",
};

export const trialBannerCopy = {
  canceled: (endedAt: string) =>
    `You canceled your Pro trial on ${endedAt}, and Pro access ended then. Nothing was charged and nothing will be. You are on the free plan: ${FREE_RESCUES_PER_MONTH} rescues a month, and the rescues from your trial do not count toward them.`,
  ended: `Your ${TRIAL_DAYS}-day Pro trial has ended. Upgrade to keep unlimited rescues, the prompt generator, the wizard and the planner.`,
};
