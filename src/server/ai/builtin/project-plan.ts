import { plannerAnswerFit } from "../../../shared/domain/answer-fit.js";
import { plannerQuestion } from "../../../shared/content/planner-questions.js";
import {
  defaultEssentials,
  defaultInterfaceNeeds,
  defaultNiceToHave,
  defaultTargetUsers,
  defaultUserFlows,
  goalFromFeature,
} from "../../../shared/content/plan/defaults.js";
import type { ChatMessage, ExperienceLevel, ProjectPlan } from "../../../shared/schemas/planner.js";
import { plannerLimits, QUESTION_COUNT } from "../../../shared/schemas/planner.js";
import { defaultRisks, solutionFor } from "./plan-risks.js";
import { detectStackAsWritten, stackLabel } from "../../../shared/domain/stack-facts.js";
import { featureSentence } from "../../../shared/domain/plan-criteria.js";
import {
  asksForSuggestion,
  describeArchitecture,
  describeNonWebArchitecture,
  projectKind,
  suggestedStack,
} from "./plan-tech.js";
import { cleanText, inSentence, mergeLists, saysNothing, sentences, splitList } from "./plan-text.js";
import { buildTimeline, parseTimeBudget } from "./plan-timeline.js";

export interface PlanContext {
  projectName: string;
  projectDescription: string;
  experienceLevel: ExperienceLevel;
}

const clonePlan = (plan: ProjectPlan): ProjectPlan => structuredClone(plan);

const ACCOUNT_FEATURE =
  /\b(?:sign[- ]?up|sign[- ]?in|log[- ]?in|register|registration|auth(?:entication)?|accounts?)\b/i;
/** Taking money, not merely mentioning it ("reminds clients about overdue payments" is not). */
const PAYMENT_PROCESSING =
  /\b(?:stripe|paypal|checkout|subscriptions?|billing|accept(?:ing)? (?:card )?payments|take (?:card )?payments|payment (?:processing|provider|gateway))\b/i;
const MOBILE = /\b(?:ios|android|mobile app|native app|app store|play store|react native|flutter)\b/i;

/** Splits a purpose answer into the purpose and its goals ("... Goals: a, b" or lines or sentences). */
export function parsePurpose(answer: string): { purpose: string; goals: string[] } {
  const marker = /\b(?:my |the |our |main )?goals?(?: are| is)?\s*[:-]\s*/i.exec(answer);
  if (marker) {
    const purpose = cleanText(answer.slice(0, marker.index).replace(/[\s,;:-]+$/, ""));
    return { purpose, goals: splitList(answer.slice(marker.index + marker[0].length), { sentences: true }) };
  }
  const lines = answer.split(/\r?\n/).filter((l) => l.trim());
  if (lines.length > 1) return { purpose: cleanText(lines[0]!), goals: splitList(lines.slice(1).join("\n")) };
  const all = sentences(answer);
  if (all.length > 1)
    return {
      purpose: all[0]!,
      goals: mergeLists(all.slice(1).map((s) => cleanText(s.replace(/[.!?]+$/, ""), plannerLimits.itemText))),
    };
  return { purpose: cleanText(answer), goals: [] };
}

/** The stack named in a text, with versions ("Go 1.22"), or none. */
/** The user's stack in their own order: as typed or picked, not grouped by kind. */
const stackFrom = (text: string) => detectStackAsWritten(text).map(stackLabel);

const kindOf = (plan: ProjectPlan, ctx: PlanContext) =>
  projectKind([ctx.projectName, ctx.projectDescription, ...plan.features.essential].join("\n"));

function architectureFor(plan: ProjectPlan, ctx: PlanContext): string {
  const kind = kindOf(plan, ctx);
  return kind === "web"
    ? describeArchitecture(plan.technical.techStack, ctx.experienceLevel)
    : describeNonWebArchitecture(kind, plan.technical.techStack);
}

/** A suggestion only when the user named no stack anywhere: their own stack is never replaced. */
function stackWhenUnsure(plan: ProjectPlan, ctx: PlanContext): string[] {
  const described = stackFrom(ctx.projectDescription);
  if (described.length > 0) return described;
  const kind = kindOf(plan, ctx);
  if (kind === "cli") return ctx.experienceLevel === "beginner" ? ["Python", "Typer", "pytest"] : ["Go", "Cobra"];
  if (kind === "embedded") return ["C", "the vendor's SDK for your board"];
  if (kind === "extension") return ["TypeScript"];
  if (kind === "pipeline") return ["Python"];
  return suggestedStack(ctx.experienceLevel, wantsMobile(plan, ctx));
}

function wantsMobile(plan: ProjectPlan, ctx: PlanContext): boolean {
  return MOBILE.test(
    [ctx.projectDescription, ...plan.userExperience.interfaceNeeds, ...plan.technical.techStack].join(" "),
  );
}

/**
 * The built-in answer to one planner question: the answer fills the section the question feeds and
 * everything else in the plan is kept as it was.
 */
export function applyAnswer(
  current: ProjectPlan,
  questionIndex: number,
  rawAnswer: string,
  ctx: PlanContext,
): ProjectPlan {
  const plan = clonePlan(current);
  const answer = rawAnswer.trim();
  if (!answer) return plan;
  const question = plannerQuestion(questionIndex);
  const nothing = saysNothing(answer);
  // An answer that does not fit its question is never written into the plan (decisions 0284, 0285); a timeline
  // is still built, from the defaults.
  const fits = plannerAnswerFit(question.feeds, answer).fits;
  if (!fits && question.feeds !== "timeline") return plan;

  switch (question.feeds) {
    case "overview.purpose": {
      const { purpose, goals } = parsePurpose(answer);
      if (purpose) plan.overview.purpose = purpose;
      plan.overview.goals = mergeLists(plan.overview.goals, goals);
      break;
    }
    case "overview.targetUsers":
      if (!nothing) plan.overview.targetUsers = cleanText(answer);
      break;
    case "features.essential":
      if (!nothing) plan.features.essential = mergeLists(plan.features.essential, splitList(answer));
      break;
    case "features.niceToHave":
      if (!nothing) plan.features.niceToHave = mergeLists(plan.features.niceToHave, splitList(answer));
      break;
    case "technical.techStack": {
      const named = stackFrom(answer);
      let stack: string[];
      if (named.length > 0) stack = named;
      else if (nothing || asksForSuggestion(answer)) stack = stackWhenUnsure(plan, ctx);
      else stack = splitList(answer);
      plan.technical.techStack = mergeLists(plan.technical.techStack, stack);
      plan.technical.architecture = architectureFor(plan, ctx);
      break;
    }
    case "userExperience.userFlows":
      if (!nothing)
        plan.userExperience.userFlows = mergeLists(
          plan.userExperience.userFlows,
          splitList(answer, { commas: false, sentences: true }),
        );
      break;
    case "userExperience.interfaceNeeds":
      if (!nothing)
        plan.userExperience.interfaceNeeds = mergeLists(plan.userExperience.interfaceNeeds, splitList(answer));
      break;
    case "timeline": {
      const timeline = buildTimeline({
        level: ctx.experienceLevel,
        features: plan.features.essential,
        stack: plan.technical.techStack,
        budget: parseTimeBudget(answer),
        kind: kindOf(plan, ctx),
      });
      plan.timeline = timeline;
      break;
    }
    case "challenges": {
      if (nothing) break;
      const risks = splitList(answer);
      plan.challenges.risks = mergeLists(plan.challenges.risks, risks);
      plan.challenges.solutions = solutionsFor(plan.challenges.risks, plan.challenges.solutions);
      break;
    }
  }
  return fitPlan(plan);
}

/** One solution per risk, in the same order; solutions already there are kept. */
function solutionsFor(risks: readonly string[], existing: readonly string[]): string[] {
  return risks.map((risk, i) => existing[i] ?? solutionFor(risk)).slice(0, plannerLimits.listItems);
}

/** The user's answers by question index: user messages in order answer questions 0 to 8. */
export function answersFromMessages(messages: readonly ChatMessage[]): string[] {
  // An answer the planner asked again is not an answer: the one after it is (decision 0285).
  return messages
    .filter((m) => m.type === "user" && !m.unfit && m.content.trim() !== "")
    .slice(0, QUESTION_COUNT)
    .map((m) => m.content);
}

const isEmptyQuestionTarget = (plan: ProjectPlan, index: number): boolean => {
  switch (plannerQuestion(index).feeds) {
    case "overview.purpose":
      return !plan.overview.purpose;
    case "overview.targetUsers":
      return !plan.overview.targetUsers;
    case "features.essential":
      return plan.features.essential.length === 0;
    case "features.niceToHave":
      return plan.features.niceToHave.length === 0;
    case "technical.techStack":
      return plan.technical.techStack.length === 0;
    case "userExperience.userFlows":
      return plan.userExperience.userFlows.length === 0;
    case "userExperience.interfaceNeeds":
      return plan.userExperience.interfaceNeeds.length === 0;
    case "timeline":
      return plan.timeline.phases.length === 0;
    case "challenges":
      return plan.challenges.risks.length === 0;
  }
};

/**
 * The built-in finish: answers whose update never reached the plan are applied again, then every gap
 * gets a default that suits the experience level and stack; the timeline and the risks are always complete.
 */
export function finalizePlan(current: ProjectPlan, messages: readonly ChatMessage[], ctx: PlanContext): ProjectPlan {
  let plan = clonePlan(current);
  const answers = answersFromMessages(messages);
  answers.forEach((answer, index) => {
    if (isEmptyQuestionTarget(plan, index)) plan = applyAnswer(plan, index, answer, ctx);
  });

  const kind = projectKind([ctx.projectName, ctx.projectDescription].join("\n"));
  const descriptionSentences = sentences(ctx.projectDescription);
  if (!plan.overview.purpose)
    plan.overview.purpose = descriptionSentences.slice(0, 2).join(" ") || cleanText(ctx.projectDescription);
  if (plan.features.essential.length === 0) {
    plan.features.essential =
      kind === "web" || kind === "mobile"
        ? defaultEssentials.app(ctx.projectName)
        : kind === "cli"
          ? defaultEssentials.cli(ctx.projectName)
          : defaultEssentials.other(ctx.projectName);
  }
  if (plan.overview.goals.length === 0) {
    plan.overview.goals = plan.features.essential.slice(0, 3).map((f) => goalFromFeature(featureSentence(f)));
  }
  if (!plan.overview.targetUsers) {
    plan.overview.targetUsers = defaultTargetUsers(ctx.projectName);
  }
  if (plan.features.niceToHave.length === 0)
    plan.features.niceToHave =
      kind === "cli"
        ? [...defaultNiceToHave.cli]
        : kind === "embedded"
          ? [...defaultNiceToHave.embedded]
          : [...defaultNiceToHave.other];

  const mentioned = stackFrom([ctx.projectDescription, ...answers].join("\n"));
  if (plan.technical.techStack.length === 0) {
    plan.technical.techStack = mentioned.length > 0 ? mentioned : stackWhenUnsure(plan, ctx);
  }
  if (!plan.technical.architecture) plan.technical.architecture = architectureFor(plan, ctx);

  if (plan.userExperience.userFlows.length === 0 && kind !== "web" && kind !== "mobile") {
    const [first, ...rest] = plan.features.essential;
    const flows = defaultUserFlows;
    plan.userExperience.userFlows = [
      kind === "cli"
        ? flows.cliFirstRun(inSentence(first ?? flows.cliMainCommand))
        : flows.firstRun(inSentence(first ?? flows.startIt)),
      ...rest.slice(0, 2).map((f) => flows.everyday(inSentence(f))),
    ];
  }
  if (plan.userExperience.userFlows.length === 0) {
    // Account features are the start of every flow, not a flow of their own.
    const [first, ...rest] = plan.features.essential.filter((f) => !ACCOUNT_FEATURE.test(f));
    const flows = defaultUserFlows;
    plan.userExperience.userFlows = first
      ? [flows.newUser(inSentence(first)), ...rest.slice(0, 2).map((f) => flows.returningUser(inSentence(f)))]
      : [...flows.noFeatures];
  }
  if (plan.userExperience.interfaceNeeds.length === 0)
    plan.userExperience.interfaceNeeds =
      kind === "cli"
        ? [...defaultInterfaceNeeds.cli]
        : kind === "embedded"
          ? [...defaultInterfaceNeeds.embedded]
          : [...defaultInterfaceNeeds.byLevel[ctx.experienceLevel]];

  if (plan.timeline.phases.length === 0 || !plan.timeline.totalEstimate) {
    const timelineAnswer = answers[7] ?? "";
    plan.timeline = buildTimeline({
      level: ctx.experienceLevel,
      features: plan.features.essential,
      stack: plan.technical.techStack,
      budget: parseTimeBudget(timelineAnswer),
      kind: kindOf(plan, ctx),
    });
  }

  if (plan.challenges.risks.length === 0) {
    const payments = PAYMENT_PROCESSING.test(
      [ctx.projectDescription, ...answers, ...plan.features.essential, ...plan.technical.techStack].join(" "),
    );
    plan.challenges.risks = defaultRisks(ctx.experienceLevel, payments);
  }
  plan.challenges.solutions = solutionsFor(plan.challenges.risks, plan.challenges.solutions);
  return fitPlan(plan);
}

const clampItem = (text: string) => cleanText(text, plannerLimits.itemText);
const clampList = (items: readonly string[]) => items.map(clampItem).filter(Boolean).slice(0, plannerLimits.listItems);

/** Whatever the answers were, the built-in plan always fits the plan schema's limits. */
export function fitPlan(plan: ProjectPlan): ProjectPlan {
  const text = (t: string) => cleanText(t, plannerLimits.longText);
  return {
    overview: {
      purpose: text(plan.overview.purpose),
      goals: clampList(plan.overview.goals),
      targetUsers: text(plan.overview.targetUsers),
    },
    features: { essential: clampList(plan.features.essential), niceToHave: clampList(plan.features.niceToHave) },
    technical: { techStack: clampList(plan.technical.techStack), architecture: text(plan.technical.architecture) },
    userExperience: {
      userFlows: clampList(plan.userExperience.userFlows),
      interfaceNeeds: clampList(plan.userExperience.interfaceNeeds),
    },
    timeline: {
      phases: plan.timeline.phases.slice(0, plannerLimits.phases).map((p) => ({
        name: clampItem(p.name) || "Phase",
        duration: cleanText(p.duration, 100) || "1 week",
        description: text(p.description),
      })),
      totalEstimate: cleanText(plan.timeline.totalEstimate, 200),
    },
    challenges: { risks: clampList(plan.challenges.risks), solutions: clampList(plan.challenges.solutions) },
  };
}

/**
 * A model may drop sections it was not asked about; whatever the current plan had and the answer
 * left empty is put back, so an answer never loses earlier content.
 */
export function keepEarlierContent(current: ProjectPlan, next: ProjectPlan): ProjectPlan {
  const merged = clonePlan(next);
  const pick = <T>(now: T, before: T): T => (isEmpty(now) && !isEmpty(before) ? before : now);
  merged.overview.purpose = pick(merged.overview.purpose, current.overview.purpose);
  merged.overview.goals = pick(merged.overview.goals, current.overview.goals);
  merged.overview.targetUsers = pick(merged.overview.targetUsers, current.overview.targetUsers);
  merged.features.essential = pick(merged.features.essential, current.features.essential);
  merged.features.niceToHave = pick(merged.features.niceToHave, current.features.niceToHave);
  merged.technical.techStack = pick(merged.technical.techStack, current.technical.techStack);
  merged.technical.architecture = pick(merged.technical.architecture, current.technical.architecture);
  merged.userExperience.userFlows = pick(merged.userExperience.userFlows, current.userExperience.userFlows);
  merged.userExperience.interfaceNeeds = pick(
    merged.userExperience.interfaceNeeds,
    current.userExperience.interfaceNeeds,
  );
  merged.timeline.phases = pick(merged.timeline.phases, current.timeline.phases);
  merged.timeline.totalEstimate = pick(merged.timeline.totalEstimate, current.timeline.totalEstimate);
  merged.challenges.risks = pick(merged.challenges.risks, current.challenges.risks);
  merged.challenges.solutions = pick(merged.challenges.solutions, current.challenges.solutions);
  return merged;
}

const isEmpty = (value: unknown) =>
  Array.isArray(value) ? value.length === 0 : value === "" || value === undefined || value === null;
