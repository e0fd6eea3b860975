import { outcomeFiguresText } from "./outcome-figures.js";
import type { ProblemTypeId } from "../schemas/content.js";
import {
  FREE_RESCUES_PER_MONTH,
  PRO_MONTHLY_PRICE_USD,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_MAILTO,
  TRIAL_DAYS,
} from "./plans.js";

/** lucide-react export names used by the landing page; the client maps each to its component. */
export type LandingIconName =
  | "Zap"
  | "Target"
  | "ChartLine"
  | "Repeat"
  | "PackageX"
  | "Compass"
  | "Unlink"
  | "Map"
  | "Layers"
  | "RotateCcw"
  | "ShieldCheck"
  | "Route"
  | "Puzzle"
  | "ListChecks"
  | "Scissors";

/**
 * The landing page's fixed figures: only what is true by construction (the library's size is checked by a
 * test). Outcomes (unstick rate, time to unstuck, rescues) are measured and loaded at run time (decision 0275).
 */
export const marketingFigures = {
  freeLibraryPrompts: "50+",
} as const;

/** Section ids used as in-page anchors (#features, ...). */
export const landingAnchors = {
  features: "features",
  howItWorks: "how-it-works",
  calculator: "calculator",
  pricing: "pricing",
  faq: "faq",
} as const;

export interface NavLink {
  label: string;
  href: string;
}

export const headerNavLinks: readonly NavLink[] = [
  { label: "Features", href: `#${landingAnchors.features}` },
  { label: "How It Works", href: `#${landingAnchors.howItWorks}` },
  { label: "Calculator", href: `#${landingAnchors.calculator}` },
  { label: "Pricing", href: `#${landingAnchors.pricing}` },
  { label: "FAQ", href: `#${landingAnchors.faq}` },
];

export const hero = {
  eyebrow: "For developers pairing with AI coding assistants",
  headline: "Get your AI coding assistant unstuck.",
  subheadline:
    "When Cursor, Claude Code or Copilot starts looping, inventing APIs or drifting from the goal, Unstuck tells you what to send next: a ready prompt, a timed plan and a clear signal for when the problem is actually fixed.",
  primaryCta: "Start Rescue",
  secondaryCta: "See How It Works",
  /** Heads the measured figures (unstick rate, median time, rescues), which load from the server. */
  figuresTitle: outcomeFiguresText.title,
  trustLine: `Free plan: ${FREE_RESCUES_PER_MONTH} rescues a month and ${marketingFigures.freeLibraryPrompts} prompts in the free library. No card needed.`,
  toolsLine:
    "Works with Cursor, Claude Code, GitHub Copilot, Aider, Cline, Windsurf, Replit Agent, Lovable, Bolt and ChatGPT.",
};

export interface ProblemItem {
  problemType: Exclude<ProblemTypeId, "custom">;
  icon: LandingIconName;
  title: string;
  description: string;
}

export const problemsSection = {
  title: "Where AI-assisted coding goes wrong",
  subtitle:
    "Assistants are fast until they aren't. These are the six ways a session stalls, and each one needs a different way out.",
  items: [
    {
      problemType: "repeated_failures",
      icon: "Repeat",
      title: "Stuck in a fix-and-break loop",
      description:
        "The same error returns after every attempted fix. Each try patches the previous patch, the apologies repeat and the diff keeps growing.",
    },
    {
      problemType: "ai_hallucination",
      icon: "PackageX",
      title: "Invented APIs and packages",
      description:
        "It calls methods that don't exist, imports packages that were never published, passes arguments the library never accepted and reports tests as passing without showing output.",
    },
    {
      problemType: "lost_direction",
      icon: "Compass",
      title: "The original goal is gone",
      description:
        "Two hours in, it is refactoring files you never mentioned, adding features nobody asked for and reversing decisions it made at the start of the session.",
    },
    {
      problemType: "integration_issues",
      icon: "Unlink",
      title: "Integrations that won't connect",
      description:
        "Auth callbacks, webhooks, environment variables, CORS: each system works on its own, but the seam between them fails, often only in production.",
    },
    {
      problemType: "no_planning",
      icon: "Map",
      title: "Code without a plan",
      description:
        "A one-line request turned into half-wired features, and the data model, auth and deployment decisions are being discovered one bug at a time.",
    },
    {
      problemType: "complexity_overwhelm",
      icon: "Layers",
      title: "Too much at once",
      description:
        "One request touched a dozen files. You no longer know what changed or why, and the assistant's context is too crowded to keep track either.",
    },
  ] satisfies ProblemItem[],
};

export interface SolutionItem {
  problemType: Exclude<ProblemTypeId, "custom">;
  icon: LandingIconName;
  /** Strategy name as used in the rescue sessions. */
  strategy: string;
  title: string;
  description: string;
}

export const solutionsSection = {
  title: "A specific way out for each one",
  subtitle:
    "Every rescue follows a strategy built for its problem type, with prompts you can paste and steps you can check off.",
  items: [
    {
      problemType: "repeated_failures",
      icon: "RotateCcw",
      strategy: "Reset & Redirect",
      title: "Roll back, then restart with a sharper prompt",
      description:
        "Return to the last working state and start a fresh session carrying what the failed attempts taught you, instead of correcting the same attempt a fifth time.",
    },
    {
      problemType: "ai_hallucination",
      icon: "ShieldCheck",
      strategy: "Reset & Verify",
      title: "Make it prove the API exists",
      description:
        "Prompts that require the assistant to find a function in the docs or installed source, and a package in the registry, before any code depends on it.",
    },
    {
      problemType: "lost_direction",
      icon: "Route",
      strategy: "Plan Recovery",
      title: "Recover the goal and write it down",
      description:
        "Rebuild the original intent from your notes and git history, save it as a short spec file, and continue from the last checkpoint that was still on track.",
    },
    {
      problemType: "integration_issues",
      icon: "Puzzle",
      strategy: "Bridge Building",
      title: "Pin the failure in one test",
      description:
        "Reproduce the broken seam in a single failing test, give the assistant the docs for the versions you actually have installed, and fix against that test.",
    },
    {
      problemType: "no_planning",
      icon: "ListChecks",
      strategy: "Step-by-Step Roadmap",
      title: "Plan first, then build thin slices",
      description:
        "Let the assistant interview you, agree a plan in read-only mode, then ship one small, fully wired slice at a time with a check after each.",
    },
    {
      problemType: "complexity_overwhelm",
      icon: "Scissors",
      strategy: "Break & Isolate",
      title: "Split the job and shrink the context",
      description:
        "Break the work into small ordered tasks, give each session only the files it edits, and state plainly which parts of the codebase are off limits.",
    },
  ] satisfies SolutionItem[],
};

export interface FeatureCard {
  icon: LandingIconName;
  title: string;
  description: string;
}

export const featuresSection = {
  id: landingAnchors.features,
  title: "Everything you need to get back to working code",
  subtitle: "No code upload and no new editor. Unstuck sits beside the assistant you already use.",
  cards: [
    {
      icon: "Zap",
      title: "Rescue prompts ready to paste",
      description:
        "Each problem type comes with prompts that halt the current attempt, collect the exact error, limit what may change and ask for a plan before edits. Fill in the brackets and send.",
    },
    {
      icon: "Target",
      title: "A timed plan with a finish line",
      description:
        "Four steps per rescue, each with a timebox, yes-or-no success criteria and a fallback if it doesn't work. You always know the next move and when you are done.",
    },
    {
      icon: "ChartLine",
      title: "Progress you can measure",
      description:
        "Step timers, session notes and a progress view record every rescue, so you can see which strategies work for you and how long they take.",
    },
  ] satisfies FeatureCard[],
};

export interface HowItWorksStep {
  step: number;
  title: string;
  description: string;
  /** Display label, e.g. "30 sec". */
  duration: string;
  durationSeconds: number;
}

export const howItWorksSection = {
  id: landingAnchors.howItWorks,
  title: "How a rescue works",
  subtitle: "Four steps, each with a timebox and a check that tells you when it is really fixed.",
  steps: [
    {
      step: 1,
      title: "Describe the problem",
      description:
        "Pick the symptom that matches, or paste what the assistant is doing in your own words. No code upload required.",
      duration: "30 sec",
      durationSeconds: 30,
    },
    {
      step: 2,
      title: "Answer smart questions",
      description:
        "A few targeted questions pin down the tool, the error and what you have already tried, so the rescue doesn't repeat dead ends.",
      duration: "1 min",
      durationSeconds: 60,
    },
    {
      step: 3,
      title: "Get your action plan",
      description:
        "A strategy for your problem type with four timed steps, each with success criteria you can check and a fallback if it stalls.",
      duration: "2 min",
      durationSeconds: 120,
    },
    {
      step: 4,
      title: "Follow the prompts",
      description:
        "Paste the prompts into your assistant one at a time, tick off each step and stop when the success criteria are met.",
      duration: "5 min",
      durationSeconds: 300,
    },
  ] satisfies HowItWorksStep[],
};

export const calculatorSection = {
  id: landingAnchors.calculator,
  title: "What is being stuck costing you?",
  subtitle:
    "Every retry spends agent requests and your time. Pick the profile closest to how you work to see the monthly cost of looping sessions.",
  profileSwitchLabel: "Your usage",
  labels: {
    sessionsPerMonth: "Stuck sessions per month",
    checkpointsPerSession: "Agent checkpoints per stuck session",
    hoursWasted: "Hours lost per month",
    perSessionWaste: "Wasted per stuck session",
    monthlyWaste: "Wasted per month",
    annualWaste: "Wasted per year",
    savings: "Monthly saving with Pro",
    roiPercent: "Return on Pro",
    breakEvenSessions: "Stuck sessions to break even",
  },
  assumptionNote: `Estimate only: assumes $0.25 per agent checkpoint or request spent on retries and compares it with Rescue Pro at $${PRO_MONTHLY_PRICE_USD.toFixed(2)}/month. Your own tool's pricing may differ.`,
};

export const pricingSection = {
  id: landingAnchors.pricing,
  title: "Simple pricing",
  subtitle: `Start free. Upgrade when you need more than ${FREE_RESCUES_PER_MONTH} rescues a month. ${REFUND_WINDOW_DAYS}-day money-back guarantee, cancel any time.`,
};

export const finalCta = {
  headline: "Your next prompt doesn't have to be another retry.",
  body: `Start a rescue now and follow a plan with a clear finish line. ${FREE_RESCUES_PER_MONTH} rescues a month are free, and Pro comes with a ${TRIAL_DAYS}-day trial.`,
  primaryCta: "Start Rescue",
  secondaryCta: "View Pricing",
  secondaryHref: `#${landingAnchors.pricing}`,
};

export const footer = {
  brand: "Unstuck",
  blurb:
    "Unstuck gets AI coding assistants back on track with rescue prompts, timed action plans and success criteria you can check. Built for developers who would rather ship than re-prompt.",
  productLinks: [
    { label: "Features", href: `#${landingAnchors.features}` },
    { label: "How It Works", href: `#${landingAnchors.howItWorks}` },
    { label: "Pricing", href: `#${landingAnchors.pricing}` },
    { label: "FAQ", href: `#${landingAnchors.faq}` },
  ] satisfies NavLink[],
  legalLinks: [
    { label: "Terms of Service", href: "/terms" },
    { label: "Privacy Policy", href: "/privacy" },
    { label: "Refund Policy", href: "/refund" },
    { label: "Cookie Policy", href: "/cookie-policy" },
  ] satisfies NavLink[],
  supportLink: { label: SUPPORT_EMAIL, href: SUPPORT_MAILTO } satisfies NavLink,
  /** The page prefixes "© {current year} ". */
  copyright: "Unstuck. All rights reserved.",
};

export const demoModal = {
  title: "A rescue from start to finish",
  description:
    "A walkthrough of the real app, one screen at a time: pick the problem, paste the prompt, work the timed steps and see your progress.",
  closeLabel: "Close",
};

export interface DemoTourStep {
  /** A screenshot of the real screen, taken by the tour's end-to-end journey (RECORD_DEMO=1). */
  image: string;
  title: string;
  caption: string;
}

export const demoTour: readonly DemoTourStep[] = [
  {
    image: "/demo/tour-1-problems.jpg",
    title: "Pick what your assistant is doing",
    caption: "Looping on the same error, inventing APIs, lost in a big change: each problem has its own rescue.",
  },
  {
    image: "/demo/tour-2-prompts.jpg",
    title: "Paste a ready prompt",
    caption: "Four prompts written for that problem. Copy one, fill in the brackets, paste it into your assistant.",
  },
  {
    image: "/demo/tour-3-steps.jpg",
    title: "Work through timed steps",
    caption: "Each step has a timer and a clear done signal, so you know when to move on and when to stop.",
  },
  {
    image: "/demo/tour-4-progress.jpg",
    title: "See how far you are",
    caption:
      "Progress, time spent and which prompts helped, in one place. Mark the rescue successful when it is fixed.",
  },
  {
    image: "/demo/tour-5-templates.jpg",
    title: "Keep templates for next time",
    caption: "A free library of prompts for everyday work with coding agents, searchable by word.",
  },
];
