import { aiHallucination } from "./ai-hallucination.js";
import { complexityOverwhelm } from "./complexity-overwhelm.js";
import { custom } from "./custom.js";
import { integrationIssues } from "./integration-issues.js";
import { lostDirection } from "./lost-direction.js";
import { noPlanning } from "./no-planning.js";
import { repeatedFailures } from "./repeated-failures.js";

// Rescue content, written to ../shared/guides/content.md: every prompt halts the current attempt, states a
// goal with a done-when, asks for verbatim evidence, limits scope, names a method, requires a runnable
// check and ends with a stop rule. Tool commands are labelled, with a universal fallback.
//
// A new problem type is one file beside this one and one line below (decision 0190); the ids, schemas,
// pickers, MCP prompts and sessions are derived from this list in `../problem-types.ts`.

/** The problem types with a rescue of their own, in the order pickers show them. */
export const rescueTypeRegistry = [
  complexityOverwhelm,
  integrationIssues,
  lostDirection,
  noPlanning,
  repeatedFailures,
  aiHallucination,
] as const;

/** The free-text problem: always last, and the fallback for an unknown id. */
export const customProblemType = custom;
