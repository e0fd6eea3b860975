// What checkout, the pricing page and the subscription on the profile say (features/billing). The plans
// themselves, their prices and guarantees, are in ../plans.ts.
import { TRIAL_DAYS } from "../plans.js";

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
};
