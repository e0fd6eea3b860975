import { aiHallucination } from "./ai-hallucination.js";
import { complexityOverwhelm } from "./complexity-overwhelm.js";
import { general } from "./general.js";
import { integrationIssues } from "./integration-issues.js";
import { lostDirection } from "./lost-direction.js";
import { noPlanning } from "./no-planning.js";
import { repeatedFailures } from "./repeated-failures.js";
import type { WizardPlaybook } from "./types.js";

// The built-in wizard's playbooks, written to the content guide. A new playbook is one file beside this one
// and one line below; src/server/ai/builtin/wizard-playbooks.ts fills in the user's facts (decision 0320).

/** The problem types with a playbook of their own. */
export const wizardPlaybookRegistry: readonly WizardPlaybook[] = [
  repeatedFailures,
  aiHallucination,
  integrationIssues,
  complexityOverwhelm,
  lostDirection,
  noPlanning,
];

/** The playbook of any problem type without one of its own (a new type needs none to work). */
export const generalPlaybook = general;
