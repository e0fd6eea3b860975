import { getGeneratorCategory } from "../../../shared/content/generator-categories.js";
import type { GeneratorStrategy, ToolMechanic } from "../../../shared/content/generator-categories.js";
import { type GeneratorFrame, generatorFrames } from "../../../shared/content/generator-frames.js";
import type {
  AiToolOption,
  GeneratedPrompt,
  GeneratorCategoryId,
  GeneratorInput,
} from "../../../shared/schemas/generator.js";
import { extractFacts, stripControlChars, toInline } from "./extract-facts.js";
import type { ExtractedFacts, MissingModule } from "./extract-facts.js";
import { ecosystemChecks, languageProfile, mechanicPhrase, namedTool, toolProfiles } from "./stack-profiles.js";
import type { LanguageProfile } from "./stack-profiles.js";
import { checkCommandFor } from "../../../shared/domain/stack-facts.js";
import { offLimitsFiles } from "../../../shared/domain/off-limits.js";
import type { LanguageOption } from "../../../shared/schemas/generator.js";
import { extractSituation, type Situation } from "./situation.js";

/** What the user named, with versions; the picked language leads when the text doesn't name it. */
function stackTextFor(situation: Situation, picked: LanguageOption | undefined): string | undefined {
  const chosen = picked && picked !== "Other" ? picked : undefined;
  if (!chosen) return situation.stackText;
  const parts = chosen.split("/");
  const covered = situation.stack.some(
    (s) => parts.includes(s.name) || s.language === chosen || (s.language && parts.includes(s.language)),
  );
  if (!situation.stackText) return chosen;
  return covered ? situation.stackText : `${chosen}, ${situation.stackText}`;
}

/** Limits keep the prompt pasteable; the full text stays with the user. */
export const composeLimits = {
  goalQuote: 400,
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
  situation: Situation;
  /** The user's stack as they named it, or the language they picked. */
  stackText?: string;
  category: GeneratorCategoryId;
  description: string;
  extraContext?: string;
  language?: LanguageProfile;
  tool?: AiToolOption;
  facts: ExtractedFacts;
  code?: string;
  errors?: string;
  /** The wording of this variant (decision 0286). */
  frame: GeneratorFrame;
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
  if (ctx.language) return ctx.language.verify;
  const command = checkCommandFor(ctx.situation.stack);
  return command ? `run \`${command}\`` : `run ${SLOT.verify}`;
}

/**
 * One line for the agent about how we work with this mechanic. The tool's own commands are the
 * user's to run, so they go in the methodology steps, not in the text meant for the agent.
 */
const agentToolNotes: Record<ToolMechanic, string> = {
  "fresh-session": "This is a fresh session: rely on this message and the files you read.",
  "plan-mode": "Plan only; I approve the plan before any edit.",
  rollback: "I commit before each change and roll back a step that fails its check.",
  "rules-file": "Word lasting rules so I can save them in the instructions file every session reads.",
  "narrow-context": "Open only the files this task needs and say why you open any other.",
};

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
  return `${code(name)} is reported missing: ${where}${note} and that it looks established before installing it; if it doesn't exist, say so and suggest an established alternative.`;
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
      `${code(toInline(symbol, 80))} may not exist: check its real name and signature in the installed version's source or docs first.`,
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

type Section =
  | "goal"
  | "done"
  | "stack"
  | "error"
  | "suspect"
  | "boundary"
  | "code"
  | "files"
  | "tried"
  | "drift"
  | "scope"
  | "method"
  | "verify"
  | "output";

/**
 * Each category has its own shape, in the order its strategy needs the facts: a loop starts from what
 * keeps failing and what was tried, a hallucination from the suspect name, an integration from the
 * boundary, a plan from the idea. Sections with nothing to say are left out rather than padded.
 */
const LAYOUTS: Record<GeneratorCategoryId, Section[]> = {
  "repeated-failures": ["error", "tried", "goal", "done", "stack", "code", "method", "scope", "verify", "output"],
  "ai-hallucination": ["suspect", "stack", "error", "goal", "done", "code", "method", "scope", "verify", "output"],
  "integration-issues": ["boundary", "error", "goal", "done", "code", "tried", "method", "scope", "verify", "output"],
  "complexity-overwhelm": ["goal", "done", "files", "stack", "error", "code", "method", "scope", "verify", "output"],
  "lost-direction": ["goal", "drift", "files", "stack", "error", "code", "method", "scope", "verify", "output"],
  "no-clear-plan": ["goal", "stack", "error", "code", "method", "scope", "output", "verify"],
  other: ["goal", "done", "stack", "error", "code", "tried", "method", "scope", "verify", "output"],
};

const GOAL_LABEL: Partial<Record<GeneratorCategoryId, string>> = {
  "lost-direction": "Original goal",
  "no-clear-plan": "What I want to build",
};

function sectionText(
  section: Section,
  ctx: ComposeContext,
  goal: string,
  strategy: GeneratorStrategy,
): string | undefined {
  const { facts, frame } = ctx;
  const key = facts.keyErrorLine;
  switch (section) {
    case "goal": {
      const label = (ctx.frame === generatorFrames[0] && GOAL_LABEL[ctx.category]) || frame.goal;
      const own = ctx.situation.goal;
      const quote = toInline(ctx.description, composeLimits.goalQuote);
      const more = ctx.extraContext
        ? `\n${frame.moreContext}: “${toInline(ctx.extraContext, composeLimits.extraContext)}”`
        : "";
      if (own && !quote.includes(own.slice(0, 40))) return `${label}: ${own}. ${frame.quote}: “${quote}”${more}`;
      // The category's generic goal is said once, in the first variant; the others go straight to the user's words.
      return frame === generatorFrames[0]
        ? `${label}: ${goal}. ${frame.quote}: “${quote}”${more}`
        : `${frame.ownWords}: “${quote}”${more}`;
    }
    case "done":
      return `${frame.done}: ${key ? `${frame.errorGone} ` : ""}${strategy.doneWhen}.`;
    case "stack":
      return `${frame.stack}: ${ctx.stackText ?? SLOT.stack}`;
    case "error":
      if (!ctx.errors && !key && OPTIONAL_EVIDENCE.has(ctx.category)) return undefined;
      if (ctx.errors) {
        // A one-line paste is its own key line; repeating it would only add words.
        if (!ctx.errors.trim().includes("\n")) return `${frame.error}:\n${errorBlock(ctx.errors)}`;
        return `${frame.keyError}: ${code(key ?? toInline(ctx.errors, 120))}\n${errorBlock(ctx.errors)}`;
      }
      return key ? `${frame.keyError}: ${code(key)}` : `${frame.error}: ${SLOT.error}`;
    case "suspect": {
      const module = facts.missingModules[0];
      const symbol = facts.missingSymbols[0];
      if (module) return `${frame.suspect}: ${code(toInline(module.name, 80))}, which may not exist under that name.`;
      if (symbol)
        return `${frame.suspect}: ${code(toInline(symbol, 80))}, which may not exist in the installed version.`;
      return `${frame.suspect}: [package, function or claim you doubt]`;
    }
    case "boundary": {
      const services = ctx.situation.stack
        .filter((s) => s.kind === "service" || s.kind === "platform")
        .map((s) => s.name);
      const own = ctx.stackText ? ctx.stackText : SLOT.stack;
      const parts = [
        `${frame.boundary}: ${own}${services.length > 0 && !ctx.stackText?.includes(services[0]!) ? ` ↔ ${listJoin(services)}` : ""}`,
      ];
      if (facts.httpStatuses.length > 0) parts.push(`, failing with HTTP ${facts.httpStatuses.join(" and ")}`);
      if (facts.envVars.length > 0) parts.push(`; it reads ${listJoin(facts.envVars.map((v) => code(v)))}`);
      return `${parts.join("")}.`;
    }
    case "code":
      return ctx.code ? `${frame.code}:\n${codeBlock(ctx.code, ctx.language?.fence ?? "")}` : undefined;
    case "files":
      return facts.filePaths.length > 0
        ? `${frame.files}: ${listJoin(facts.filePaths.map((p) => code(toInline(p, 120))))}`
        : undefined;
    case "tried":
      return facts.attempts.length > 0
        ? `${frame.tried}: ${facts.attempts.join("; ")}.`
        : `${frame.tried}: ${SLOT.attempt}`;
    case "drift":
      return `${frame.drift}: ${facts.filePaths.length > 0 ? `changes in ${listJoin(facts.filePaths.map((p) => code(p)))}` : "[files or behaviour changed without my asking]"}.`;
    case "scope": {
      // A fix is never scoped to a file the user says the agent must stop touching (decision 0284).
      const offLimits = offLimitsFiles(`${ctx.description}\n${ctx.extraContext ?? ""}`, facts.filePaths);
      const files = facts.filePaths.filter((p) => !offLimits.includes(p)).map((p) => code(toInline(p, 120)));
      const keepOff =
        offLimits.length > 0
          ? [frame.leave, listJoin(offLimits.map((p) => code(toInline(p, 120)))), frame.leaveAfter]
              .filter(Boolean)
              .join(" ")
          : "";
      const own =
        ctx.situation.constraints.length > 0 ? ` ${frame.constraints}: ${ctx.situation.constraints.join("; ")}.` : "";
      const named = namedTool(ctx.tool);
      const tool = named ? `\n${frame.tool} ${named}. ${agentToolNotes[strategy.toolMechanic]}` : "";
      if (ctx.category === "no-clear-plan") return `${frame.scope}: ${frame.planScope}${own}${tool}`;
      const start =
        files.length > 0
          ? `${frame.startFrom} ${listJoin(files)}`
          : keepOff
            ? ""
            : `${frame.changeOnly} ${SLOT.allowedFiles}`;
      const where = [start, keepOff].filter(Boolean).join("; ");
      return `${frame.scope}: ${capitalise(where)}; ${frame.ask}${own}${tool}`;
    }
    case "method": {
      const checks = categoriesWithoutChecks.has(ctx.category) ? [] : factChecks(ctx).slice(0, 1);
      if (checks.length === 0 && ctx.language && !categoriesWithoutChecks.has(ctx.category))
        checks.push(`${ctx.language.stack} trouble spots to rule out: ${ctx.language.pitfalls}.`);
      return [`${frame.method}: ${strategy.method}`, ...checks.map((c) => `- ${c}`)].join("\n");
    }
    case "verify": {
      const tool = namedTool(ctx.tool);
      const toolVerify = tool ? toolProfiles[tool]?.verify : undefined;
      if (ctx.category === "no-clear-plan")
        return `${frame.verify}: ${frame.planVerify.replace("{check}", verifyClause(ctx))}`;
      const after = frame.verifyAfter.startsWith(";") ? frame.verifyAfter : ` ${frame.verifyAfter}`;
      return `${frame.verify}: ${verifyClause(ctx)}${after}${toolVerify ? ` (${toolVerify})` : ""}.`;
    }
    case "output": {
      const stop = facts.repeatedFailure ? frame.stopRepeated : frame.stop;
      return `${frame.output}: ${strategy.output} ${stop.replace(/\.$/, "")}.`;
    }
  }
}

/** Categories about scope and planning show an error or code only when the user gave one. */
const OPTIONAL_EVIDENCE = new Set<GeneratorCategoryId>(["complexity-overwhelm", "lost-direction", "no-clear-plan"]);

/** Planning and re-scoping prompts don't debug code, so error-specific checks would only add noise. */
const categoriesWithoutChecks = new Set<GeneratorCategoryId>(["lost-direction", "no-clear-plan"]);

function composePromptText(ctx: ComposeContext, goal: string, strategy: GeneratorStrategy): string {
  const sections = LAYOUTS[ctx.category]
    .map((section) => sectionText(section, ctx, goal, strategy))
    .filter((text): text is string => typeof text === "string");
  return [strategy.halt, ...sections].join("\n\n");
}

/** Words a reader has to read: pasted code and logs in fences don't count. */
export function promptWordCount(text: string): number {
  return text
    .replace(/(`{3,})[^\n]*\n[\s\S]*?\n\1/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
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
  const situation = extractSituation({
    description: [description, extra].filter(Boolean).join("\n"),
    errorMessages: errors,
    codeContext,
  });
  const base: Omit<ComposeContext, "frame"> = {
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
    situation,
    stackText: stackTextFor(situation, input.programmingLanguage),
  };

  return category.strategies.map((strategy, i) => {
    const ctx: ComposeContext = { ...base, frame: generatorFrames[i] ?? generatorFrames[0] };
    return {
      title: strategy.title,
      difficulty: strategy.difficulty,
      methodology_steps: methodologySteps(ctx, strategy),
      prompt: composePromptText(ctx, category.goal, strategy),
      explanation: explanation(ctx, strategy),
    };
  });
}
