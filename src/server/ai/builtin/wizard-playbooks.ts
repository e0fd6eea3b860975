import { ecosystemChecks } from "../../../shared/content/stack-profiles.js";
import {
  contextLabels as label,
  diagnosisWords,
  inferredText,
  knownSettingStep,
  playbookSlots as slot,
  replayCallCode,
  totalTime,
} from "../../../shared/content/wizard-playbooks/common.js";
import { generalPlaybook, wizardPlaybookRegistry } from "../../../shared/content/wizard-playbooks/registry.js";
import type { PlaybookFacts, StepDraft } from "../../../shared/content/wizard-playbooks/types.js";
import { inlineCode as code } from "../../../shared/domain/inline-text.js";
import type { Solution } from "../../../shared/schemas/wizard.js";
import { findIntegrationCase } from "./integration-cases.js";
import { mechanicPhrase, toolProfiles, toolVariant } from "./stack-profiles.js";
import type { SolutionContext } from "./wizard-context.js";

// The built-in solution: the category's playbook (src/shared/content/wizard-playbooks/) with the user's own
// error, files, goal and attempts filled in; what they haven't given stays a named [slot] (decision 0320).

const playbooks = new Map(wizardPlaybookRegistry.map((playbook) => [playbook.category, playbook]));

const errorText = (ctx: SolutionContext) => (ctx.errorLine ? code(ctx.errorLine) : slot.error);
// The user's own words sit inside our sentences, which add their own full stop: theirs would make "..".
const goalText = (ctx: SolutionContext) =>
  ctx.expected?.replace(/[\s.!;:]+$/, "") ||
  ctx.goal?.replace(/[\s.!;:]+$/, "") ||
  (ctx.origin ? inferredText.corsGoal(code(ctx.origin)) : "") ||
  (ctx.classification.category === "no_planning" ? slot.mustDo : slot.goal);
const filesText = (ctx: SolutionContext) =>
  ctx.files.length > 0
    ? ctx.files.map(code).join(", ")
    : ctx.facts.envVars.length > 0
      ? inferredText.filesReading(ctx.facts.envVars.slice(0, 3).map(code).join(", "))
      : ctx.url
        ? inferredText.codeCalling(code(ctx.url))
        : slot.files;
const verifyText = (ctx: SolutionContext) =>
  ctx.profile ? ctx.profile.verify : ctx.classification.category === "no_planning" ? slot.verifyApp : slot.verify;

/** Planning problems have no error to quote; debugging problems always get the slot. */
const BUILD_CATEGORIES = new Set(["no_planning", "lost_direction", "complexity_overwhelm"]);

function contextBlock(ctx: SolutionContext): string {
  const building = BUILD_CATEGORIES.has(ctx.classification.category);
  const planning = ctx.classification.category === "no_planning";
  const lines = [`- ${planning ? label.idea : label.problem}: ${ctx.problem || slot.problem}`];
  if (ctx.errorLine || !building) lines.push(`- ${label.error}: ${errorText(ctx)}`);
  lines.push(`- ${planning ? label.mustDo : label.worksWhen}: ${goalText(ctx)}`);
  if (ctx.tried.length > 0 || !planning)
    lines.push(`- ${label.tried}: ${ctx.tried.length > 0 ? ctx.tried.join("; ") : slot.tried}`);
  if (ctx.files.length > 0 || !planning) lines.push(`- ${label.files}: ${filesText(ctx)}`);
  if (ctx.stackText) lines.push(`- ${label.stack}: ${ctx.stackText}`);
  else if (ctx.profile)
    lines.push(`- ${label.stack}: ${ctx.profile.stack}; ${label.versions}: ${ctx.profile.versionsSlot}`);
  for (const detail of ctx.details) lines.push(`- ${label.also}: ${detail}`);
  return `${label.heading}\n${lines.join("\n")}`;
}

/** The commands inside the stack's verification clause, one per line. */
function verifyCommands(ctx: SolutionContext): string | undefined {
  const commands = [...(ctx.profile?.verify ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return commands.length > 0 ? commands.join("\n") : undefined;
}

function missingPackage(ctx: SolutionContext): PlaybookFacts["missingPackage"] {
  const pkg = ctx.facts.missingModules.find((m) => !m.local);
  if (!pkg) return undefined;
  const check = pkg.ecosystem ? ecosystemChecks[pkg.ecosystem] : undefined;
  const checkCommand = check?.command?.(pkg.name);
  return {
    quoted: code(pkg.name),
    ...(check ? { registry: check.registry } : {}),
    ...(checkCommand ? { checkCommand } : {}),
  };
}

/** The user's situation in the words and quotes the playbooks place. */
function playbookFacts(ctx: SolutionContext): PlaybookFacts {
  const symbol = ctx.facts.missingSymbols[0];
  const pkg = missingPackage(ctx);
  const commands = verifyCommands(ctx);
  const ecosystem = ctx.profile?.ecosystem;
  return {
    toolName: ctx.toolName,
    mechanic: (mechanic) => mechanicPhrase(mechanic, ctx.tool),
    variant: (mechanic) => toolVariant(mechanic, ctx.tool),
    problem: ctx.problem,
    ...(ctx.errorLine ? { errorCode: code(ctx.errorLine) } : {}),
    error: errorText(ctx),
    goal: goalText(ctx),
    files: filesText(ctx),
    fileList: ctx.files.map(code),
    envVars: ctx.facts.envVars.map(code),
    ...(ctx.facts.httpStatuses.length > 0 ? { httpStatus: ctx.facts.httpStatuses[0]! } : {}),
    cors: ctx.facts.networkIssues.includes("cors"),
    ...(pkg ? { missingPackage: pkg } : {}),
    ...(symbol ? { missingSymbol: code(symbol) } : {}),
    language: ctx.language,
    ...(ecosystem ? { ecosystem } : {}),
    verify: verifyText(ctx),
    ...(commands ? { verifyCommands: commands } : {}),
    replayCall: replayCallCode({
      method: ctx.method,
      url: ctx.url,
      origin: ctx.origin,
      body: ctx.method !== "GET" && ctx.method !== "HEAD",
    }),
    context: contextBlock(ctx),
  };
}

/** Minutes a step takes, read from its own figure ("10 minutes", "20-40 minutes per step"). */
function stepMinutes(expectedTime: string): [number, number] {
  const m = /(\d+)(?:\s*-\s*(\d+))?\s*min/i.exec(expectedTime);
  if (!m) return [10, 10];
  const low = Number(m[1]);
  return [low, m[2] ? Number(m[2]) : low];
}

/** The header is the sum of the steps' own figures, so the two always agree. */
function expectedTimeFor(steps: readonly StepDraft[]): string {
  let low = 0;
  let high = 0;
  for (const step of steps) {
    const [l, h] = stepMinutes(step.expectedTime);
    low += l;
    high += h;
  }
  return totalTime(low, high);
}

function toolTip(ctx: SolutionContext): string | undefined {
  const tip = ctx.tool ? toolProfiles[ctx.tool]?.tip : undefined;
  return tip?.text;
}

/** The built-in solution: the category's playbook composed with what the user said. */
export function composeSolution(ctx: SolutionContext): Solution {
  const playbook = playbooks.get(ctx.classification.category) ?? generalPlaybook;
  const facts = playbookFacts(ctx);
  const found = findIntegrationCase(ctx.text);
  // A known setting goes first: it is the likely fix and the cheapest check, before any debugging.
  const drafts = found ? [knownSettingStep(facts, found), ...playbook.steps(facts).slice(0, 3)] : playbook.steps(facts);
  const steps = drafts.map((draft, i) => ({ step: i + 1, ...draft }));
  const troubleshooting = playbook.troubleshooting(facts);
  const tip = toolTip(ctx);
  if (tip) troubleshooting.push(tip);
  let diagnosis = playbook.diagnosis(facts);
  if (found) diagnosis = `${diagnosisWords.mostLikely(found.cause)} ${diagnosis}`;
  if (ctx.classification.experience === "beginner") diagnosis += diagnosisWords.beginner;
  if (ctx.classification.urgency === "critical") diagnosis += diagnosisWords.critical;
  return {
    diagnosis,
    expectedTime: expectedTimeFor(drafts),
    solutionSteps: steps,
    alternativeApproaches: playbook.alternatives(facts),
    preventionTips: playbook.prevention(facts),
    troubleshootingTips: troubleshooting.slice(0, 8),
    learningResources: playbook.resources,
  };
}
