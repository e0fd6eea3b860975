import { getGeneratorCategory } from "../../../shared/content/generator-categories.js";
import type { GeneratorStrategy, ToolMechanic } from "../../../shared/content/generator-categories.js";
import type {
  AiToolOption,
  GeneratedPrompt,
  GeneratorCategoryId,
  GeneratorInput,
} from "../../../shared/schemas/generator.js";
import { extractFacts, stripControlChars, toInline } from "./extract-facts.js";
import type { ExtractedFacts, MissingModule } from "./extract-facts.js";
import {
  ecosystemChecks,
  languageProfile,
  mechanicPhrase,
  namedTool,
  toolProfiles,
  toolVariant,
  toolVariantOrHint,
} from "./stack-profiles.js";
import type { LanguageProfile } from "./stack-profiles.js";

/** Limits keep the prompt pasteable; the full text stays with the user. */
export const composeLimits = {
  goalQuote: 240,
  fullDescription: 1500,
  extraContext: 600,
  codeContext: 6000,
  errorMessages: 4000,
} as const;

const SLOT = {
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
} as const;

interface ComposeContext {
  category: GeneratorCategoryId;
  description: string;
  extraContext?: string;
  language?: LanguageProfile;
  tool?: AiToolOption;
  facts: ExtractedFacts;
  code?: string;
  errors?: string;
}

function cleanBlock(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let cleaned = stripControlChars(text.replace(/\r\n?/g, "\n"), true)
    .replace(/^(\s*\n)+/, "")
    .trimEnd();
  // A paste that is one fenced block gets our own fence instead of a nested one.
  const wrapped = /^(`{3,}|~{3,})[^\n`]*\n([\s\S]*?)\n\1\s*$/.exec(cleaned);
  if (wrapped?.[2] !== undefined && !wrapped[2].includes(wrapped[1] ?? "")) cleaned = wrapped[2].trimEnd();
  return cleaned.trim() === "" ? undefined : cleaned;
}

function cutAtLine(text: string, limit: number, fromEnd = false): string {
  if (text.length <= limit) return text;
  if (fromEnd) {
    const tail = text.slice(text.length - limit);
    const newline = tail.indexOf("\n");
    return newline >= 0 && newline < limit / 2 ? tail.slice(newline + 1) : tail;
  }
  const head = text.slice(0, limit);
  const newline = head.lastIndexOf("\n");
  return newline > limit / 2 ? head.slice(0, newline) : head;
}

const formatCount = (n: number) => n.toLocaleString("en-US");

/** A fence longer than any backtick run inside the text, so pasted fences can't close it. */
function fenced(content: string, info: string): string {
  const longestRun = Math.max(0, ...Array.from(content.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}${info}\n${content}\n${fence}`;
}

function codeBlock(code: string, info: string): string {
  const limit = composeLimits.codeContext;
  if (code.length <= limit) return fenced(code, info);
  const shown = cutAtLine(code, limit);
  return `${fenced(shown, info)}\n(Truncated: showing the first ${formatCount(shown.length)} of ${formatCount(code.length)} characters; ask me for the rest if you need it.)`;
}

/** Errors keep both ends: the headline is usually first, the root cause often last. */
function errorBlock(errors: string): string {
  const limit = composeLimits.errorMessages;
  if (errors.length <= limit) return fenced(errors, "text");
  const head = cutAtLine(errors, Math.floor(limit * 0.65));
  const tail = cutAtLine(errors, Math.floor(limit * 0.3), true);
  const omitted = errors.length - head.length - tail.length;
  return `${fenced(`${head}\n[… ${formatCount(omitted)} characters omitted …]\n${tail}`, "text")}\n(Shortened: the middle of a ${formatCount(errors.length)}-character log is left out; ask me for it if you need it.)`;
}

const code = (text: string) => `\`${text}\``;

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function verifyClause(ctx: ComposeContext): string {
  return ctx.language?.verify ?? `run ${SLOT.verify}`;
}

function goalSection(ctx: ComposeContext, goal: string, strategy: GeneratorStrategy): string[] {
  const quote = toInline(ctx.description, composeLimits.goalQuote);
  const lines = [`Goal: ${goal}. In my words: “${quote}”`];
  const key = ctx.facts.keyErrorLine;
  if (key) lines.push(`Key error: ${code(key)}`);
  const done = [key ? "that error no longer appears" : SLOT.observable, "the check below passes", strategy.doneWhen];
  lines.push(`Done when: ${done.join("; ")}.`);
  return lines;
}

function evidenceSection(ctx: ComposeContext): string[] {
  const lines = ["Evidence:"];
  if (ctx.description.length > composeLimits.goalQuote) {
    lines.push(`- Full description: “${toInline(ctx.description, composeLimits.fullDescription)}”`);
  }
  if (ctx.extraContext) {
    lines.push(`- More context: “${toInline(ctx.extraContext, composeLimits.extraContext)}”`);
  }
  lines.push(ctx.language ? `- Stack: ${ctx.language.stack}, ${ctx.language.versionsSlot}` : `- Stack: ${SLOT.stack}`);
  lines.push(ctx.errors ? `- Error output, verbatim:\n${errorBlock(ctx.errors)}` : `- Error output: ${SLOT.error}`);
  lines.push(`- Failing command: ${SLOT.failingCommand}; ${SLOT.expectedActual}`);
  lines.push(
    ctx.code ? `- Relevant code:\n${codeBlock(ctx.code, ctx.language?.fence ?? "")}` : `- Relevant code: ${SLOT.code}`,
  );
  if (ctx.facts.filePaths.length > 0) {
    lines.push(`- Files mentioned: ${ctx.facts.filePaths.map((p) => code(toInline(p, 120))).join(", ")}`);
  }
  return lines;
}

const agentToolNotes: Record<ToolMechanic, (tool: AiToolOption | undefined) => string> = {
  "fresh-session": () =>
    "This is a fresh session: rely on this message and the files you read, not on earlier attempts.",
  "plan-mode": (tool) => `Plan only; I approve the plan before any edit${toolVariant("plan-mode", tool)}.`,
  rollback: (tool) =>
    `Keep each step small: I commit before each change and roll back any step that fails its check${toolVariant("rollback", tool)}.`,
  "rules-file": (tool) =>
    `Word lasting rules so I can save them where every session reads them${toolVariantOrHint("rules-file", tool)}.`,
  "narrow-context": (tool) =>
    `Keep the working set to the files this task needs and say which others you open and why, because unrelated code distracts from the task${toolVariant("narrow-context", tool)}.`,
};

function constraintsSection(ctx: ComposeContext, strategy: GeneratorStrategy): string[] {
  const files = ctx.facts.filePaths.map((p) => code(toInline(p, 120)));
  const scope =
    files.length > 0
      ? `- Start from ${listJoin(files)}; ask before changing other files; don't touch ${SLOT.offLimits}.`
      : `- Change only ${SLOT.allowedFiles}; don't touch ${SLOT.offLimits}.`;
  const toolName = namedTool(ctx.tool);
  return [
    "Constraints:",
    scope,
    "- Ask before adding any dependency, so nothing unverified gets installed.",
    `- Tool: ${toolName ? `I'm using ${toolName}.` : `${SLOT.tool}.`} ${agentToolNotes[strategy.toolMechanic](ctx.tool)}`,
  ];
}

function registryCheck(module: MissingModule, ctx: ComposeContext): string {
  const ecosystem = module.ecosystem ?? ctx.language?.ecosystem;
  const check = ecosystem ? ecosystemChecks[ecosystem] : undefined;
  const name = toInline(module.name, 80);
  const where = check
    ? check.command
      ? `confirm it exists on ${check.registry} with ${code(check.command(name))}`
      : `confirm it exists on ${check.registry}`
    : "confirm it exists in its package registry";
  const note = check?.note ? ` (${check.note})` : "";
  return `${code(name)} is reported missing: before installing or importing it, ${where}${note} and check it looks established (age, downloads, source repo); if it doesn't exist, say so and suggest an established alternative.`;
}

const HTTP_HINTS: Record<number, string> = {
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

function httpHint(status: number): string {
  return (
    HTTP_HINTS[status] ??
    (status >= 500
      ? "read the server-side log for the matching request before changing client code"
      : "compare the request with the provider's docs")
  );
}

/** Case-specific checks drawn from the user's text; at most three to keep the prompt short. */
function factChecks(ctx: ComposeContext): string[] {
  const { facts } = ctx;
  const checks: string[] = [];
  for (const module of facts.missingModules) {
    checks.push(
      module.local
        ? `${code(toInline(module.name, 80))} can't be resolved: check the file exists at that path and that the import path, extension and casing match.`
        : registryCheck(module, ctx),
    );
  }
  for (const symbol of facts.missingSymbols.slice(0, 2)) {
    checks.push(
      `${code(toInline(symbol, 80))} doesn't exist where it is used: find its real name and signature in the installed version's source or docs before changing the call.`,
    );
  }
  for (const status of facts.httpStatuses) {
    checks.push(`HTTP ${status}: ${httpHint(status)}.`);
  }
  if (facts.networkIssues.includes("cors")) {
    checks.push(
      "CORS: check the server allows this exact origin, method and headers, and whether the preflight request fails.",
    );
  }
  if (facts.networkIssues.includes("connection")) {
    checks.push("Connection failure: check the service is running and which host and port this environment uses.");
  }
  if (facts.networkIssues.includes("timeout")) {
    checks.push("Timeout: find which call hangs and why before raising any timeout value.");
  }
  if (facts.envVars.length > 0) {
    checks.push(
      `Confirm ${listJoin(facts.envVars.map((v) => code(v)))} ${facts.envVars.length > 1 ? "are" : "is"} set where it fails, without pasting secret values.`,
    );
  }
  return checks.slice(0, 3);
}

/** Planning and re-scoping prompts don't debug code, so language pitfalls would only add noise there. */
const categoriesWithoutPitfalls = new Set<GeneratorCategoryId>(["lost-direction", "no-clear-plan"]);

function methodSection(ctx: ComposeContext, strategy: GeneratorStrategy): string[] {
  const lines = [`Method: ${strategy.method}`];
  if (ctx.language && !categoriesWithoutPitfalls.has(ctx.category))
    lines.push(`- ${ctx.language.stack} trouble spots to rule out: ${ctx.language.pitfalls}.`);
  for (const check of factChecks(ctx)) lines.push(`- ${check}`);
  return lines;
}

function verificationSection(ctx: ComposeContext): string {
  const tool = namedTool(ctx.tool);
  const toolVerify = tool ? toolProfiles[tool]?.verify : undefined;
  const gone = ctx.facts.keyErrorLine ? " and the key error is gone" : "";
  return `Verification: ${verifyClause(ctx)} and paste the real output${toolVerify ? ` (${toolVerify})` : ""}; it counts only when that passes${gone}.`;
}

function outputSection(ctx: ComposeContext, strategy: GeneratorStrategy): string {
  const attempts = ctx.facts.repeatedFailure
    ? "This has failed many times already, so if your first attempt fails, stop and summarise what you learned instead of trying a variation"
    : "After 2 failed attempts, stop and summarise what you learned";
  return `Output: ${strategy.output} ${attempts}, so I can ${mechanicPhrase("fresh-session", ctx.tool)} with that.`;
}

function alreadyTriedSection(ctx: ComposeContext): string {
  const heading = "Already tried (don't repeat these):";
  if (ctx.facts.attempts.length === 0) return `${heading} ${SLOT.attempt}, one per line.`;
  return [heading, ...ctx.facts.attempts.map((a) => `- ${a} → [result]`), `- ${SLOT.attempt}`].join("\n");
}

function composePromptText(ctx: ComposeContext, goal: string, strategy: GeneratorStrategy): string {
  const sections = [
    strategy.halt,
    goalSection(ctx, goal, strategy).join("\n"),
    evidenceSection(ctx).join("\n"),
    alreadyTriedSection(ctx),
    constraintsSection(ctx, strategy).join("\n"),
    methodSection(ctx, strategy).join("\n"),
    verificationSection(ctx),
    outputSection(ctx, strategy),
  ];
  return sections.join("\n\n");
}

const toolStepLead: Record<ToolMechanic, string> = {
  "fresh-session": "Before pasting",
  "plan-mode": "While it plans",
  rollback: "Keep a way back",
  "rules-file": "Once agreed",
  "narrow-context": "Before pasting",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function methodologySteps(ctx: ComposeContext, strategy: GeneratorStrategy): string[] {
  const steps = [`${toolStepLead[strategy.toolMechanic]}: ${mechanicPhrase(strategy.toolMechanic, ctx.tool)}.`];
  steps.push(...strategy.methodologySteps);
  const module = ctx.facts.missingModules.find((m) => !m.local);
  const symbol = ctx.facts.missingSymbols[0];
  if (module) {
    steps.push(
      `Check that ${code(toInline(module.name, 80))} exists and looks established before anything installs it.`,
    );
  } else if (symbol) {
    steps.push(
      `Confirm ${code(toInline(symbol, 80))} exists in the installed version's docs before accepting a fix that uses it.`,
    );
  }
  return steps.map(capitalise).slice(0, 7);
}

function explanation(ctx: ComposeContext, strategy: GeneratorStrategy): string {
  const tailored: string[] = [];
  if (ctx.language) {
    const commands = ctx.language.verify.match(/`[^`]+`/g) ?? [];
    tailored.push(`${ctx.language.stack} checks${commands.length > 0 ? ` (${commands.join(", ")})` : ""}`);
  }
  const tool = namedTool(ctx.tool);
  if (tool) {
    const specific = toolProfiles[tool]?.mechanics[strategy.toolMechanic];
    tailored.push(specific ? `${tool}'s own mechanics` : `wording that works in ${tool}`);
  }
  if (ctx.facts.keyErrorLine) tailored.push("the key line of your error");
  if (ctx.facts.missingModules.some((m) => !m.local)) tailored.push("a registry check for the missing package");
  const parts = [strategy.whyItWorks];
  if (tailored.length > 0) parts.push(`This version is tailored with ${listJoin(tailored)}.`);
  const tip = tool ? toolProfiles[tool]?.tip : undefined;
  if (tip && (!tip.mechanic || tip.mechanic === strategy.toolMechanic)) parts.push(tip.text);
  const open = [!ctx.facts.keyErrorLine && "the error", !ctx.code && "the code", !ctx.language && "the stack"].filter(
    (x): x is string => typeof x === "string",
  );
  parts.push(
    open.length > 0
      ? `Fill the [bracketed] slots, including ${listJoin(open)}, before sending.`
      : "Fill the remaining [bracketed] slots before sending.",
  );
  return parts.join(" ");
}

/**
 * Builds the three prompts for the input's category, one per strategy, without a model.
 * Pure and deterministic: the same input always yields the same prompts.
 */
export function composeCategoryPrompts(input: GeneratorInput): GeneratedPrompt[] {
  const category = getGeneratorCategory(input.category);
  const custom = input.customProblemDescription?.trim() ?? "";
  const standard = input.problemDescription?.trim() ?? "";
  const isOther = input.category === "other";
  const description =
    (isOther ? custom || standard : standard || custom) || "[describe the problem in one or two sentences]";
  const extra = isOther && custom && standard && standard !== custom ? standard : undefined;

  const language = languageProfile(input.programmingLanguage);
  const errors = cleanBlock(input.errorMessages);
  const codeContext = cleanBlock(input.codeContext);
  const ctx: ComposeContext = {
    category: input.category,
    description,
    extraContext: extra,
    language,
    tool: input.aiTool,
    facts: extractFacts({
      description: [description, extra].filter(Boolean).join("\n"),
      errorMessages: errors,
      codeContext,
    }),
    code: codeContext,
    errors,
  };

  return category.strategies.map((strategy) => ({
    title: strategy.title,
    difficulty: strategy.difficulty,
    methodology_steps: methodologySteps(ctx, strategy),
    prompt: composePromptText(ctx, category.goal, strategy),
    explanation: explanation(ctx, strategy),
  }));
}
