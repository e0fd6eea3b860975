import type { ExperienceLevel } from "../../schemas/planner.js";

// What the planner's built-in finish puts in a section the user left empty
// (`src/server/ai/builtin/project-plan.ts` picks by the project's kind and the experience level).

/** Essential features: an app with accounts, or a tool (`cli`) or anything else built without pages. */
export const defaultEssentials = {
  app: (project: string) => [
    "Sign up and sign in",
    `The core workflow of ${project} described in the overview`,
    "Settings and account management",
  ],
  cli: (project: string) => [
    `The core command of ${project} described in the overview`,
    "Help text and clear error messages",
    "Configuration through flags or a config file",
  ],
  other: (project: string) => [
    `The core function of ${project} described in the overview`,
    "Clear error reporting",
    "Configuration without recompiling",
  ],
};

/** A goal made of an essential feature's sentence. */
export const goalFromFeature = (sentence: string) => `${sentence} without help`;

export const defaultTargetUsers = (project: string) =>
  `The people described in the project description. Before building past the first feature, talk to 3-5 of them to confirm ${project} solves a real problem for them.`;

export const defaultNiceToHave = {
  cli: ["Shell completion", "A --dry-run flag", "Packages for Homebrew and Scoop"],
  embedded: ["Over-the-air updates", "A low-power sleep mode"],
  other: ["Email notifications", "Usage analytics to learn which features people use", "Data export"],
};

/** User flows from the essential features (already in sentence case), or for a project with none. */
export const defaultUserFlows = {
  cliFirstRun: (feature: string) => `First run: install it, read \`--help\`, then ${feature}`,
  cliMainCommand: "run the main command",
  firstRun: (feature: string) => `First run: ${feature}`,
  startIt: "start it and check the log",
  everyday: (feature: string) => `Everyday use: ${feature}`,
  newUser: (feature: string) => `New user: sign up, then ${feature}`,
  returningUser: (feature: string) => `Returning user: sign in, then ${feature}`,
  noFeatures: [
    "New user: sign up and reach the main screen",
    "Returning user: sign in and pick up where they left off",
  ],
};

export const defaultInterfaceNeeds: {
  cli: string[];
  embedded: string[];
  byLevel: Record<ExperienceLevel, string[]>;
} = {
  cli: [
    "`--help` text for every command and flag",
    "Exit code 0 on success; non-zero with a one-line message on stderr on failure",
    "Output readable by people, and as JSON behind a flag for scripts",
  ],
  embedded: ["A serial log line for every state change and fault", "A status LED pattern per state"],
  byLevel: {
    beginner: [
      "Responsive layout that works on phones and desktops",
      "Clear error messages and loading states",
      "Keyboard accessible forms with visible labels",
    ],
    intermediate: [
      "Responsive layout from 360 px phones to wide screens",
      "Loading, empty and error states on every screen",
      "Accessible forms (labels, focus order, contrast)",
    ],
    advanced: [
      "Responsive, accessible UI (WCAG 2.1 AA)",
      "Loading, empty and error states on every screen",
      "Fast first load on slow connections",
    ],
  },
};
