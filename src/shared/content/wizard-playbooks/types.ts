import type { LanguageOption } from "../../schemas/generator.js";
import type { SolutionStep, WizardCategory } from "../../schemas/wizard.js";
import type { ToolMechanic } from "../generator-categories.js";
import type { Ecosystem } from "../stack-profiles.js";

/** A step before it is numbered. */
export type StepDraft = Omit<SolutionStep, "step">;

/**
 * What a playbook knows of the user's situation, filled in by src/server/ai/builtin/wizard-playbooks.ts:
 * their own error, files, goal and attempts, each already quoted, or a named [slot] where they gave none.
 */
export interface PlaybookFacts {
  /** "Cursor", or "your assistant". */
  toolName: string;
  /** A tool mechanic in universal words, with the named tool's variant when verified. */
  mechanic(mechanic: ToolMechanic): string;
  /** " (Tool: variant)" when the named tool has a verified variant of the mechanic, else "". */
  variant(mechanic: ToolMechanic): string;
  /** The first message on one line ("" when there was none). */
  problem: string;
  /** The user's error as inline code, when they gave one. */
  errorCode?: string;
  /** The user's error as inline code, or its slot. */
  error: string;
  /** What working looks like, in the user's words, or its slot. */
  goal: string;
  /** The files involved, or what the code reads or calls, or its slot. */
  files: string;
  /** The user's files as inline code. */
  fileList: string[];
  /** The environment variables the user named, as inline code. */
  envVars: string[];
  httpStatus?: number;
  cors: boolean;
  /** A package that does not resolve from a registry: quoted, where to check it and the command that does. */
  missingPackage?: { quoted: string; registry?: string; checkCommand?: string };
  /** A missing function or export, as inline code. */
  missingSymbol?: string;
  language: LanguageOption | undefined;
  /** The package registry of the user's language. */
  ecosystem?: Ecosystem;
  /** The verification clause ("run `npm test` and ..."), or its slot. */
  verify: string;
  /** The commands inside the verification clause, one per line. */
  verifyCommands?: string;
  /** The curl replay of the failing call, with the method and URL the user gave. */
  replayCall: string;
  /** The "Context:" block every prompt carries. */
  context: string;
}

/**
 * A senior engineer's playbook for one problem type: each step has a verb-first title, a reason, at most three
 * actions, binary success criteria and a copy-ready prompt (halt line, goal and done-when, evidence, tried,
 * constraints, method, verification, stop rule).
 */
export interface WizardPlaybook {
  category: WizardCategory;
  /** The playbook's own estimate, low and high, in minutes (the solution's header sums its steps instead). */
  baseMinutes: [number, number];
  diagnosis(facts: PlaybookFacts): string;
  steps(facts: PlaybookFacts): StepDraft[];
  alternatives(facts: PlaybookFacts): string[];
  prevention(facts: PlaybookFacts): string[];
  troubleshooting(facts: PlaybookFacts): string[];
  resources: string[];
}
