// What sign-in, sign-up and password reset say (features/auth).
import { proMonthlyPlan, TRIAL_DAYS } from "../plans.js";

export const authDialogCopy = {
  views: {
    login: { title: "Sign in to Unstuck", description: "Welcome back. Pick up your rescues where you left them." },
    "signup-choice": {
      title: "Create your account",
      description: "Start free with 3 rescues a month, or try Pro for 3 days.",
    },
    register: {
      title: "Create your free account",
      description: "3 rescues a month, the full template library, no card needed.",
    },
    "trial-register": {
      title: `Start your ${TRIAL_DAYS}-day Pro trial`,
      description: "Create your account, then add a card. Cancel any time during the trial and you pay nothing.",
    },
    "forgot-password": {
      title: "Reset your password",
      description: "We'll email you a link to choose a new password.",
    },
    "link-expired": {
      title: "This sign-in link has expired",
      description: "Sign-in links work once, for 10 minutes. This one was used already or is too old.",
    },
  },
  newLinkSent: (email: string | null | undefined) =>
    `A new sign-in link is on its way to ${email}. It works once, for 10 minutes.`,
  magicLinkSent: (email: string) => `If ${email} can sign in, a one-time link is on its way. It works for 10 minutes.`,
  trialNextStep: `Next, add a card on the secure checkout page to start your ${TRIAL_DAYS}-day trial: ${TRIAL_DAYS} days free, then ${proMonthlyPlan.displayPrice}/month. You are not charged during the trial, and cancelling before it ends costs nothing.`,
  resetLinkSent: (email: string) =>
    `If an account exists for ${email}, a reset link is on its way. It works for one hour.`,
};

export const resetPasswordCopy = {
  expiredTitle: "This reset link has expired",
  title: "Choose a new password",
  expiredDescription: "Reset links work once, for one hour. This one was used already or is too old.",
  description:
    "Pick at least 8 characters that are not easy to guess. Every device signed in to your account will be signed out.",
  newLinkSent: (email: string | null) => `A new reset link is on its way to ${email}. It works once, for one hour.`,
};
