import type { ExperienceLevel } from "../../schemas/planner.js";

// The planner's risks and their answers (`src/server/ai/builtin/plan-risks.ts` picks them).

/** A risk the pattern recognises in the user's words, and its answer. */
export interface RiskRule {
  pattern: RegExp;
  solution: string;
}

/*
 * Answers to common risks, written from the content guide: check packages exist before installing
 * (ai_hallucination), reproduce in a failing test first and paste docs for integrations
 * (integration_issues), small steps with a check each (principle 6), cheap rollback (principle 12).
 */
export const riskRules: readonly RiskRule[] = [
  {
    pattern: /payment|stripe|billing|checkout|subscription|paypal/i,
    solution:
      "Use the payment provider's hosted checkout in test mode first, verify webhook signatures, and give your assistant the provider's current docs instead of letting it recall the API.",
  },
  {
    pattern: /secur|privacy|gdpr|personal data|client data|user data|encrypt|hack|leak/i,
    solution:
      "Store only the data you need, use a proven auth library instead of hand-written auth, keep secrets in environment variables, and check every request against the signed-in user.",
  },
  {
    pattern: /\bauth|login|log in|sign[- ]?in|password|account/i,
    solution:
      "Use a maintained auth library or hosted provider, and write tests for sign-up, sign-in and access to another user's data before building on top of it.",
  },
  {
    pattern: /hallucinat|fake|made[- ]up|wrong (?:api|package|library)|non-?existent|invent|do(?:es)? ?n[o']t exist/i,
    solution:
      "Before installing anything the assistant suggests, check the package exists in its registry and looks established; ask it to read the installed library's docs or source instead of guessing.",
  },
  {
    pattern: /deploy|hosting|server|devops|production|ops\b/i,
    solution:
      "Deploy a hello-world version in the first week so the path to production is known early, and keep a one-command rollback.",
  },
  {
    pattern: /architect|decision|revers|lock-?in/i,
    solution:
      "Write each architecture decision down with its reason, prefer choices that are cheap to undo, and prototype the riskiest one first.",
  },
  {
    pattern: /\bai\b|assistant|agent|cursor|copilot|claude|chatgpt/i,
    solution:
      "Keep an AGENTS.md with the goal, stack and rules; ask for a plan before edits; commit after every working step; and after two failed fixes start a fresh session with what you learned.",
  },
  {
    pattern: /integrat|third[- ]party|external|api\b|webhook/i,
    solution:
      "Build each integration behind a small adapter, reproduce problems in a failing test first, and paste the service's docs and exact error text into the prompt.",
  },
  {
    pattern: /time|deadline|busy|motivation|finish|scope|too (?:big|much)|overwhelm/i,
    solution:
      "Cut scope to the essential features, plan in small tasks that each end in something working, and timebox each task with a fallback if it overruns.",
  },
  {
    pattern: /scal|performance|slow|traffic|load/i,
    solution:
      "Measure before optimising: add basic timing logs, test with realistic data, and add caching or queues only where a measurement shows the need.",
  },
  {
    pattern: /design|\bui\b|\bux\b|looks?\b|css|layout/i,
    solution:
      "Start from a component library and a simple layout, test on a phone early, and ask a few target users to try the main flow.",
  },
  {
    pattern: /data|database|schema|migration|sql/i,
    solution:
      "Sketch the data model before coding, version the schema with migrations, and back up the database before each migration in production.",
  },
  {
    pattern: /test|bug|quality|break/i,
    solution:
      "Give every task a check the assistant can run (a test or build command) and keep those tests passing before moving on.",
  },
  {
    pattern: /never (?:built|done|used)|new to|learn|inexperience|beginner|don'?t know how/i,
    solution:
      "Build a small throwaway spike of the unfamiliar part first, with a test that proves it works, before using it in the real app.",
  },
];

/** The answer to a risk no rule recognises. */
export const spikeFirstSolution = (risk: string) =>
  `Tackle "${risk}" early: try it in a small spike with a test that shows it works, before building other features on it.`;

/** Risks most projects at this level run into, when the user named none *(heuristic)*. */
export const defaultRisksByLevel: Record<ExperienceLevel, readonly string[]> = {
  beginner: [
    "Scope creep: adding features before the basics work",
    "AI assistant suggesting packages or APIs that do not exist",
    "Getting stuck on deployment late in the project",
  ],
  intermediate: [
    "Scope creep beyond the essential features",
    "Integration problems with third-party services",
    "AI assistant changes drifting from the agreed design",
  ],
  advanced: [
    "Architecture decisions that are hard to reverse",
    "Performance under real load",
    "Security gaps in authentication and data access",
  ],
};

/** Added when the project takes payments. */
export const paymentRisk = "Payment and webhook handling";
