import { marketingFigures } from "./landing.js";
import {
  FREE_RESCUES_PER_MONTH,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_REPLY_HOURS,
  TRIAL_DAYS,
} from "./plans.js";

export interface FaqItem {
  /** Stable id for accordion values and deep links. */
  id: string;
  question: string;
  /** Plain text; paragraphs are separated by a blank line. */
  answer: string;
}

export const faqSection = {
  id: "faq",
  title: "Frequently asked questions",
  subtitle: `Something else? Email ${SUPPORT_EMAIL} and we reply within ${SUPPORT_REPLY_HOURS} hours.`,
};

export const faqItems: readonly FaqItem[] = [
  {
    id: "free-plan",
    question: "What do I get on the free plan?",
    answer: `Rescue Starter is free and includes ${FREE_RESCUES_PER_MONTH} rescues per month, counted from the first day of each calendar month. You also get the full templates library with ${marketingFigures.freeLibraryPrompts} copy-paste prompts, basic problem detection and community support. No card is needed.

When you have used your ${FREE_RESCUES_PER_MONTH} rescues, you can keep using the templates library and your past sessions, and new rescues become available again on the first of the next month, or straight away if you upgrade to Pro.`,
  },
  {
    id: "what-is-a-rescue",
    question: "What counts as a rescue?",
    answer: `A rescue is one guided session for one problem. You pick the problem type (or describe your own), and Unstuck gives you the prompts to send to your assistant, a four-step action plan with timers and success criteria, a notes area and a progress view.

Starting a session uses one rescue. Copying prompts, timing steps, taking notes or coming back to the same session later does not use another.`,
  },
  {
    id: "which-assistants",
    question: "Which AI coding assistants does it work with?",
    answer: `Any assistant you talk to in plain language: Cursor, Claude Code, GitHub Copilot, Aider, Cline, Windsurf, Replit Agent, Lovable, Bolt, ChatGPT and others. The prompts are written to work everywhere.

Where a step relies on a tool-specific feature, such as a slash command, plan mode or checkpoints, it is labelled with the tool's name and comes with a general alternative, for example starting a new chat or restoring an earlier version.`,
  },
  {
    id: "do-you-see-my-code",
    question: "Do you see my code?",
    answer: `No. Unstuck never connects to your editor or repository, and you don't need to paste code to use it. You describe the problem; the prompts then run inside your own assistant.

Whatever you do type, such as a problem description or an error message, is processed by the built-in rescue engine on our own server and is not shared with third parties. The only exception: if the operator of this Unstuck instance has configured an external AI model endpoint, the text of generator and wizard requests is sent to that endpoint to produce a reply. The Privacy Policy lists the providers involved.`,
  },
  {
    id: "trial",
    question: "How does the free Pro trial work?",
    answer: `The trial gives you ${TRIAL_DAYS} days of full Pro access: unlimited rescues, the AI Development Wizard, the Custom Prompt Generator and the project planner. A payment card is required to start it, and nothing is charged during the trial.

You can cancel at any time from your profile. Cancelling a trial ends Pro access immediately. If you don't cancel, the trial converts to Rescue Pro at $4.99/month when it ends.`,
  },
  {
    id: "cancellation",
    question: "What happens if I cancel my subscription?",
    answer: `You can cancel Rescue Pro at any time from your profile or settings, with no questions asked. Your subscription won't renew, and you keep Pro access until the end of the billing period you have already paid for. After that your account returns to the free plan, and your sessions and notes stay where they are.

Changed your mind before the period ends? Use Reactivate Subscription on your profile and billing continues as before.`,
  },
  {
    id: "refunds",
    question: "Can I get a refund?",
    answer: `Yes. Rescue Pro comes with a ${REFUND_WINDOW_DAYS}-day money-back guarantee. Email ${SUPPORT_EMAIL} from your account email within ${REFUND_WINDOW_DAYS} days of your first purchase and we refund the full amount. Refunds are processed in ${REFUND_PROCESSING_BUSINESS_DAYS} business days to your original payment method.

The details are in our Refund Policy.`,
  },
  {
    id: "yearly-billing",
    question: "How does yearly billing work?",
    answer: `Rescue Pro Yearly costs $47.88, charged once a year. That works out at $3.99 a month, 20% less than paying $4.99 monthly for twelve months, with exactly the same features.

The plan renews automatically each year unless you cancel, and cancelling keeps your access until the end of the paid year. The ${REFUND_WINDOW_DAYS}-day money-back guarantee applies to the first yearly payment too.`,
  },
  {
    id: "templates-library",
    question: "What is in the templates library?",
    answer: `The AI Coding Agent Templates library is free for everyone, on every plan. It has 13 categories, covering debugging, authentication, databases, frontend, deployment, machine learning, security, mobile, web development, DevOps, documentation, search and analytics, and performance.

Each template is a long, structured prompt with [bracketed] slots for your error, files and versions. Fill the slots, copy the text and paste it into your assistant.`,
  },
  {
    id: "support",
    question: "How do I get help?",
    answer: `Email ${SUPPORT_EMAIL}. We reply to every message within ${SUPPORT_REPLY_HOURS} hours, and Pro subscribers are answered first.

For billing questions, write from the email address on your account so we can find your subscription quickly.`,
  },
];
