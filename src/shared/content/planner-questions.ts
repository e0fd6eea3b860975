import type { PlanSectionKey } from "../schemas/planner.js";
import { QUESTION_COUNT } from "../schemas/planner.js";

/** Which fields of the plan an answer fills. */
export type PlanTarget =
  | "overview.purpose"
  | "overview.targetUsers"
  | "features.essential"
  | "features.niceToHave"
  | "technical.techStack"
  | "userExperience.userFlows"
  | "userExperience.interfaceNeeds"
  | "timeline"
  | "challenges";

export interface PlannerQuestion {
  index: number;
  /** Short label for progress and the saved transcript. */
  topic: string;
  section: PlanSectionKey;
  feeds: PlanTarget;
  /** The question as the planner asks it. */
  ask: (projectName: string) => string;
  /** An example answer, shown as the input's placeholder. */
  example: string;
}

/*
 * One question at a time, general before specific, each with the reason it matters: the spec-first
 * interview recommended for unplanned projects (Harper Reed: "one question at a time"; GitHub Docs: "start general,
 * then list specific requirements"). Answers become the plan a coding agent later works from.
 */
export const plannerQuestions: readonly PlannerQuestion[] = [
  {
    index: 0,
    topic: "Purpose and goals",
    section: "overview",
    feeds: "overview.purpose",
    ask: (name) =>
      `Let's plan ${name} together. First, the why: what problem does ${name} solve, and what 2-3 goals would tell you it works? A clear goal gives every later task a "done when" to check against.`,
    example:
      "Freelancers lose track of unpaid invoices. Goals: send an invoice in under a minute, see who owes what, get paid reminders out automatically.",
  },
  {
    index: 1,
    topic: "Target users",
    section: "overview",
    feeds: "overview.targetUsers",
    ask: () =>
      "Who will use it? Describe your main users, what they already use today, and how comfortable they are with technology. Knowing the user keeps the first version small.",
    example:
      "Solo freelancers (designers, writers) who use spreadsheets today; comfortable with web apps, mostly on laptops.",
  },
  {
    index: 2,
    topic: "Essential features",
    section: "features",
    feeds: "features.essential",
    ask: () =>
      "What must the first usable version do? List the essential features, one per line or separated by commas. Keep it to what a user needs on day one; everything else can wait.",
    example: "Sign up and log in, create a client, create and send an invoice, mark an invoice as paid",
  },
  {
    index: 3,
    topic: "Nice-to-have features",
    section: "features",
    feeds: "features.niceToHave",
    ask: () =>
      "Which features would be nice later but are not needed for launch? Parking them now stops an AI assistant from building them before the basics work.",
    example: "Recurring invoices, PDF export, multiple currencies, Stripe payments",
  },
  {
    index: 4,
    topic: "Technology",
    section: "technical",
    feeds: "technical.techStack",
    ask: () =>
      'Which technologies do you want to use: language, framework, database, hosting? Name versions if you know them, or say "not sure" and the plan will suggest a stack. Naming them up front stops an assistant from guessing libraries.',
    example: "React with TypeScript, Node.js and Express, PostgreSQL, deployed on Vercel",
  },
  {
    index: 5,
    topic: "User flows",
    section: "userExperience",
    feeds: "userExperience.userFlows",
    ask: () =>
      "Walk me through the main journeys: what does a user do, step by step, from opening the app to getting value? One journey per line. Each journey becomes a test the plan can check.",
    example:
      "New user signs up, adds a first client and sends an invoice\nReturning user sees overdue invoices and sends a reminder",
  },
  {
    index: 6,
    topic: "Interface needs",
    section: "userExperience",
    feeds: "userExperience.interfaceNeeds",
    ask: () =>
      "Where and how will people use it? Think of devices (phone, desktop), key screens, accessibility, offline use or languages. These shape the layout before any code is written.",
    example: "Works on phones and laptops, dashboard with totals, invoice editor, dark mode, keyboard accessible",
  },
  {
    index: 7,
    topic: "Timeline",
    section: "timeline",
    feeds: "timeline",
    ask: () =>
      'How much time can you give this, and is there a deadline? For example "10 hours a week, launch in 2 months". The timeline is split into phases you can finish one at a time.',
    example: "About 10 hours a week; I'd like a first version in 6 weeks",
  },
  {
    index: 8,
    topic: "Challenges",
    section: "challenges",
    feeds: "challenges",
    ask: () =>
      "Last question: what worries you most about building it? Parts you have never built, integrations, security, or anything that went wrong before. Naming risks early lets the plan tackle them first.",
    example: "I have never handled payments, and I am worried about keeping client data secure",
  },
];

if (plannerQuestions.length !== QUESTION_COUNT) throw new Error("The planner asks exactly 9 questions.");

export function plannerQuestion(index: number): PlannerQuestion {
  const question = plannerQuestions[index];
  if (!question) throw new Error(`There is no planner question ${index}.`);
  return question;
}

/** The first message of a planning session, before question 1. */
export const plannerWelcome = (projectName: string) =>
  `Hi! I'm your project planner. I'll ask ${QUESTION_COUNT} short questions about ${projectName}, one at a time, and build the plan on the right as you answer. Short answers are fine; lists can be separated by commas or new lines.`;

/** The closing message after the last answer (what comes after finalising is not in the spec). */
export const plannerClosing = (projectName: string) =>
  [
    `Your plan for ${projectName} is complete. Where an answer left a gap, I filled it with a default that suits your experience level; treat those as suggestions to check.`,
    "Next steps:",
    "1. Save Plan to keep it in your account, or Download it as Markdown.",
    '2. Use "Export for coding agents" to get an AGENTS.md brief, put it in your repository root, and ask your assistant to plan task 1 before it edits anything.',
    "3. Build one task at a time and run its check before starting the next.",
  ].join("\n");
