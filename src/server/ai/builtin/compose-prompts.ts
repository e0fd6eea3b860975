import { getGeneratorCategory } from "../../../shared/content/generator-categories.js";
import type { GeneratorStrategy } from "../../../shared/content/generator-categories.js";
import { type GeneratorFrame, generatorFrames } from "../../../shared/content/generator-frames.js";
import {
  agentToolNotes,
  explanationPhrases,
  factCheckPhrases,
  generatorSlots as SLOT,
  goalLabels,
  httpHintFallback,
  httpHints,
  methodologyPhrases,
  sectionPhrases,
  toolStepLead,
  truncationNotes,
} from "../../../shared/content/generator-phrases.js";
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
  return `${fenced(shown, info)}\n${truncationNotes.code(formatCount(shown.length), formatCount(code.length))}`;
}

/** Errors keep both ends: the headline is usually first, the root cause often last. */
function errorBlock(errors: string): string {
  const limit = composeLimits.errorMessages;
  if (errors.length <= limit) return fenced(errors, "text");
  const head = cutAtLine(errors, Math.floor(limit * 0.65));
  const tail = cutAtLine(errors, Math.floor(limit * 0.3), true);
  const omitted = errors.length - head.length - tail.length;
  const shown = `${head}\n${truncationNotes.omitted(formatCount(omitted))}\n${tail}`;
  return `${fenced(shown, "text")}\n${truncationNotes.errors(formatCount(errors.length))}`;
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

function registryCheck(module: MissingModule, ctx: ComposeContext): string {
  const ecosystem = module.ecosystem ?? ctx.language?.ecosystem;
  const check = ecosystem ? ecosystemChecks[ecosystem] : undefined;
  const name = toInline(module.name, 80);
  const phrases = factCheckPhrases.registry;
  const where = check
    ? check.command
      ? phrases.withCommand(check.registry, code(check.command(name)))
      : phrases.named(check.registry)
    : phrases.unknown;
  const note = check?.note ? ` (${check.note})` : "";
  return factCheckPhrases.missingPackage(code(name), where, note);
}

function httpHint(status: number): string {
  return httpHints[status] ?? (status >= 500 ? httpHintFallback.server : httpHintFallback.client);
}

/** Case-specific checks drawn from the user's text; at most three to keep the prompt short. */
function factChecks(ctx: ComposeContext): string[] {
  const { facts } = ctx;
  const checks: string[] = [];
  for (const module of facts.missingModules) {
    checks.push(
      module.local ? factCheckPhrases.localModule(code(toInline(module.name, 80))) : registryCheck(module, ctx),
    );
  }
  for (const symbol of facts.missingSymbols.slice(0, 2)) {
    checks.push(factCheckPhrases.missingSymbol(code(toInline(symbol, 80))));
  }
  for (const status of facts.httpStatuses) {
    checks.push(factCheckPhrases.http(status, httpHint(status)));
  }
  if (facts.networkIssues.includes("cors")) {
    checks.push(factCheckPhrases.cors);
  }
  if (facts.networkIssues.includes("connection")) {
    checks.push(factCheckPhrases.connection);
  }
  if (facts.networkIssues.includes("timeout")) {
    checks.push(factCheckPhrases.timeout);
  }
  if (facts.envVars.length > 0) {
    const names = listJoin(facts.envVars.map((v) => code(v)));
    checks.push(factCheckPhrases.envVars(names, facts.envVars.length > 1 ? "are" : "is"));
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
      const label = (ctx.frame === generatorFrames[0] && goalLabels[ctx.category]) || frame.goal;
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
      if (module) return `${frame.suspect}: ${code(toInline(module.name, 80))}, ${sectionPhrases.suspectModule}`;
      if (symbol) return `${frame.suspect}: ${code(toInline(symbol, 80))}, ${sectionPhrases.suspectSymbol}`;
      return `${frame.suspect}: ${SLOT.suspect}`;
    }
    case "boundary": {
      const services = ctx.situation.stack
        .filter((s) => s.kind === "service" || s.kind === "platform")
        .map((s) => s.name);
      const own = ctx.stackText ? ctx.stackText : SLOT.stack;
      const parts = [
        `${frame.boundary}: ${own}${services.length > 0 && !ctx.stackText?.includes(services[0]!) ? ` ↔ ${listJoin(services)}` : ""}`,
      ];
      if (facts.httpStatuses.length > 0) parts.push(sectionPhrases.httpFailing(facts.httpStatuses.join(" and ")));
      if (facts.envVars.length > 0) parts.push(sectionPhrases.reads(listJoin(facts.envVars.map((v) => code(v)))));
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
    case "drift": {
      const drift =
        facts.filePaths.length > 0
          ? sectionPhrases.driftFiles(listJoin(facts.filePaths.map((p) => code(p))))
          : SLOT.drift;
      return `${frame.drift}: ${drift}.`;
    }
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
        checks.push(factCheckPhrases.pitfalls(ctx.language.stack, ctx.language.pitfalls));
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function methodologySteps(ctx: ComposeContext, strategy: GeneratorStrategy): string[] {
  const steps = [`${toolStepLead[strategy.toolMechanic]}: ${mechanicPhrase(strategy.toolMechanic, ctx.tool)}.`];
  steps.push(...strategy.methodologySteps);
  const module = ctx.facts.missingModules.find((m) => !m.local);
  const symbol = ctx.facts.missingSymbols[0];
  if (module) {
    steps.push(methodologyPhrases.checkPackage(code(toInline(module.name, 80))));
  } else if (symbol) {
    steps.push(methodologyPhrases.checkSymbol(code(toInline(symbol, 80))));
  }
  return steps.map(capitalise).slice(0, 7);
}

function explanation(ctx: ComposeContext, strategy: GeneratorStrategy): string {
  const tailored: string[] = [];
  if (ctx.language) {
    const commands = ctx.language.verify.match(/`[^`]+`/g) ?? [];
    tailored.push(explanationPhrases.checks(ctx.language.stack, commands.join(", ")));
  }
  const tool = namedTool(ctx.tool);
  if (tool) {
    const specific = toolProfiles[tool]?.mechanics[strategy.toolMechanic];
    tailored.push(specific ? explanationPhrases.toolMechanics(tool) : explanationPhrases.toolWording(tool));
  }
  if (ctx.facts.keyErrorLine) tailored.push(explanationPhrases.keyError);
  if (ctx.facts.missingModules.some((m) => !m.local)) tailored.push(explanationPhrases.registryCheck);
  const parts = [strategy.whyItWorks];
  if (tailored.length > 0) parts.push(explanationPhrases.tailored(listJoin(tailored)));
  const tip = tool ? toolProfiles[tool]?.tip : undefined;
  if (tip && (!tip.mechanic || tip.mechanic === strategy.toolMechanic)) parts.push(tip.text);
  const left = explanationPhrases.open;
  const open = [!ctx.facts.keyErrorLine && left.error, !ctx.code && left.code, !ctx.language && left.stack].filter(
    (x): x is string => typeof x === "string",
  );
  parts.push(open.length > 0 ? explanationPhrases.fillIncluding(listJoin(open)) : explanationPhrases.fillRemaining);
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
  const description = (isOther ? custom || standard : standard || custom) || SLOT.description;
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
