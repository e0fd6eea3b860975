import type { GeneratorCategoryId } from "../schemas/generator.js";
import type { ToolMechanic } from "./generator-categories.js";

/**
 * The built-in generator's own sentences around the user's facts (`src/server/ai/builtin/compose-prompts.ts`
 * fills them): the open slots, the notes on truncated pastes, the case-specific checks and the lines of the
 * methodology and explanation. The wording of each variant's labels is in `generator-frames.ts`.
 */

/** Open slots for what the user has not given yet. */
export const generatorSlots = {
  observable: "[observable result that shows it works]",
  failingCommand: "[command that reproduces it]",
  expectedActual: "[expected result] vs [actual result]",
  error: "[full error or stack trace, verbatim]",
  code: "[smallest code excerpt, with its file path]",
  stack: "[language, framework and versions]",
  verify: "[test or build command]",
  allowedFiles: "[files it may change]",
  offLimits: "[files or areas to leave alone]",
  attempt: "[attempt → result]",
  tool: "[AI tool and model]",
  description: "[describe the problem in one or two sentences]",
  suspect: "[package, function or claim you doubt]",
  drift: "[files or behaviour changed without my asking]",
} as const;

/** Notes under a paste that was cut to keep the prompt pasteable; the counts are already formatted. */
export const truncationNotes = {
  code: (shown: string, total: string) =>
    `(Truncated: showing the first ${shown} of ${total} characters; ask me for the rest if you need it.)`,
  errors: (total: string) =>
    `(Shortened: the middle of a ${total}-character log is left out; ask me for it if you need it.)`,
  omitted: (count: string) => `[… ${count} characters omitted …]`,
};

/**
 * One line for the agent about how we work with this mechanic. The tool's own commands are the
 * user's to run, so they go in the methodology steps, not in the text meant for the agent.
 */
export const agentToolNotes: Record<ToolMechanic, string> = {
  "fresh-session": "This is a fresh session: rely on this message and the files you read.",
  "plan-mode": "Plan only; I approve the plan before any edit.",
  rollback: "I commit before each change and roll back a step that fails its check.",
  "rules-file": "Word lasting rules so I can save them in the instructions file every session reads.",
  "narrow-context": "Open only the files this task needs and say why you open any other.",
};

/** The lead of the methodology's first step, the one about the tool. */
export const toolStepLead: Record<ToolMechanic, string> = {
  "fresh-session": "Before pasting",
  "plan-mode": "While it plans",
  rollback: "Keep a way back",
  "rules-file": "Once agreed",
  "narrow-context": "Before pasting",
};

/** What to check first for an HTTP status the user's text shows. */
export const httpHints: Record<number, string> = {
  400: "compare the request body and parameters with the documented schema",
  401: "check the credentials are actually sent and valid in this environment",
  403: "check the permissions and scopes of the key or user making the call",
  404: "check the URL, route, resource id and API version",
  405: "check which HTTP method the endpoint accepts",
  409: "look for a conflicting existing resource or a stale version",
  415: "check the Content-Type header and body encoding",
  422: "compare each field and type in the payload with the docs",
  429: "the caller is rate limited: check quotas and add backoff instead of retrying in a loop",
  500: "read the server-side log for the matching request before changing client code",
  502: "check the upstream service is up and reachable from this environment",
  503: "check the upstream service is up and reachable from this environment",
  504: "find which hop times out before raising any timeout",
};

/** For a status not listed above. */
export const httpHintFallback = {
  server: "read the server-side log for the matching request before changing client code",
  client: "compare the request with the provider's docs",
};

/** The goal's label in the first variant, for categories whose goal is not a fix. */
export const goalLabels: Partial<Record<GeneratorCategoryId, string>> = {
  "lost-direction": "Original goal",
  "no-clear-plan": "What I want to build",
};

/**
 * Case-specific checks drawn from the user's text. Names arrive already quoted as code (`name`); `where` is one
 * of the `registry` phrases.
 */
export const factCheckPhrases = {
  registry: {
    withCommand: (registry: string, command: string) => `confirm it exists on ${registry} with ${command}`,
    named: (registry: string) => `confirm it exists on ${registry}`,
    unknown: "confirm it exists in its package registry",
  },
  missingPackage: (name: string, where: string, note: string) =>
    `${name} is reported missing: ${where}${note} and that it looks established before installing it; if it doesn't exist, say so and suggest an established alternative.`,
  localModule: (name: string) =>
    `${name} can't be resolved: check the file exists at that path and that the import path, extension and casing match.`,
  missingSymbol: (name: string) =>
    `${name} may not exist: check its real name and signature in the installed version's source or docs first.`,
  http: (status: number, hint: string) => `HTTP ${status}: ${hint}.`,
  cors: "CORS: check the server allows this exact origin, method and headers, and whether the preflight request fails.",
  connection: "Connection failure: check the service is running and which host and port this environment uses.",
  timeout: "Timeout: find which call hangs and why before raising any timeout value.",
  envVars: (names: string, verb: "is" | "are") =>
    `Confirm ${names} ${verb} set where it fails, without pasting secret values.`,
  pitfalls: (stack: string, pitfalls: string) => `${stack} trouble spots to rule out: ${pitfalls}.`,
};

/** The prompt's own lines beside the frame's labels. */
export const sectionPhrases = {
  suspectModule: "which may not exist under that name.",
  suspectSymbol: "which may not exist in the installed version.",
  httpFailing: (statuses: string) => `, failing with HTTP ${statuses}`,
  reads: (names: string) => `; it reads ${names}`,
  driftFiles: (files: string) => `changes in ${files}`,
};

/** Methodology steps added when the user's text names a package or function that may not exist. */
export const methodologyPhrases = {
  checkPackage: (name: string) => `Check that ${name} exists and looks established before anything installs it.`,
  checkSymbol: (name: string) =>
    `Confirm ${name} exists in the installed version's docs before accepting a fix that uses it.`,
};

/** The explanation under each prompt: what it was tailored with, and what is left to fill. */
export const explanationPhrases = {
  checks: (stack: string, commands: string) => `${stack} checks${commands ? ` (${commands})` : ""}`,
  toolMechanics: (tool: string) => `${tool}'s own mechanics`,
  toolWording: (tool: string) => `wording that works in ${tool}`,
  keyError: "the key line of your error",
  registryCheck: "a registry check for the missing package",
  tailored: (parts: string) => `This version is tailored with ${parts}.`,
  open: { error: "the error", code: "the code", stack: "the stack" },
  fillIncluding: (open: string) => `Fill the [bracketed] slots, including ${open}, before sending.`,
  fillRemaining: "Fill the remaining [bracketed] slots before sending.",
};
