import type { ExperienceLevel, PlanPhase } from "../../../shared/schemas/planner.js";
import { CARDINAL_WORDS, readCount, VAGUE_COUNT_WORDS, wordsPattern } from "../../../shared/domain/number-words.js";
import { phaseTemplates, type ProjectKind, totalEstimateWording } from "../../../shared/content/plan/phases.js";
import { inSentence } from "./plan-text.js";

/** Weeks of work for a small first version at about 15 hours a week *(heuristic)*. */
const BASE_WEEKS: Record<ExperienceLevel, number> = { beginner: 10, intermediate: 6, advanced: 4 };
const BASELINE_HOURS_PER_WEEK = 15;

export interface TimeBudget {
  hoursPerWeek?: number;
  /** The user's deadline or target, in weeks. */
  targetWeeks?: number;
}

const COUNT_PATTERN = `\\d+(?:\\.\\d+)?|${wordsPattern({ ...CARDINAL_WORDS, ...VAGUE_COUNT_WORDS })}`;
const DURATION = new RegExp(`\\b(${COUNT_PATTERN})(?: of)?\\s*(days?|weeks?|months?|years?)\\b`, "g");

/** Reads "10 hours a week", "2 h/day", "in 6 weeks", "3 months", "by the end of the year" from an answer. */
export function parseTimeBudget(text: string): TimeBudget {
  const budget: TimeBudget = {};
  const lower = text.toLowerCase();
  const perWeek = /(\d+(?:\.\d+)?)\s*(?:-\s*\d+\s*)?(?:h|hrs?|hours?)\s*(?:a|per|\/|each|every)\s*week/.exec(lower);
  const perDay = /(\d+(?:\.\d+)?)\s*(?:-\s*\d+\s*)?(?:h|hrs?|hours?)\s*(?:a|per|\/|each|every)\s*day/.exec(lower);
  const weekends = /\bweekends?\b/.test(lower);
  if (perWeek) budget.hoursPerWeek = Number(perWeek[1]);
  else if (perDay) budget.hoursPerWeek = Number(perDay[1]) * (weekends ? 2 : 5);
  else if (/\bfull[- ]time\b/.test(lower)) budget.hoursPerWeek = 40;
  else if (/\bpart[- ]time\b/.test(lower)) budget.hoursPerWeek = 20;
  else if (weekends) budget.hoursPerWeek = 8;

  // The last duration mentioned that isn't an hours figure is the target ("... launch in 2 months").
  const durations = [...lower.matchAll(DURATION)];
  const last = durations.at(-1);
  if (last) {
    const amount = readCount(last[1]!, { vague: true });
    const unit = last[2]!;
    if (!Number.isNaN(amount) && amount > 0) {
      const weeks = unit.startsWith("day")
        ? amount / 7
        : unit.startsWith("week")
          ? amount
          : unit.startsWith("month")
            ? amount * 4.3
            : amount * 52;
      // "10 hours a week" alone names no target; "a week" right after an hours figure is the rate, not a deadline.
      const before = lower.slice(0, last.index);
      const isRate =
        (/^an?$/.test(last[1]!) && /(?:h|hrs?|hours?)\s*$/.test(before)) || /(?:per|each|every|\/)\s*$/.test(before);
      if (!isRate) budget.targetWeeks = Math.max(0.5, Math.round(weeks * 2) / 2);
    }
  }
  return budget;
}

/** "3 days", "1 week", "2-3 weeks" style. */
export function formatWeeks(weeks: number): string {
  if (weeks < 1) {
    const days = Math.max(1, Math.round(weeks * 7));
    return `${days} day${days === 1 ? "" : "s"}`;
  }
  if (weeks >= 16) {
    const months = Math.round((weeks / 4.3) * 2) / 2;
    return `${months} months`;
  }
  const rounded = Math.round(weeks);
  return `${rounded} week${rounded === 1 ? "" : "s"}`;
}

/** Total weeks of effort: level, scope and the hours the user has. */
export function estimateWeeks(level: ExperienceLevel, essentialCount: number, hoursPerWeek?: number): number {
  const scope = BASE_WEEKS[level] * (1 + Math.max(0, essentialCount - 4) * 0.12);
  const hours = hoursPerWeek && hoursPerWeek > 0 ? Math.min(60, Math.max(2, hoursPerWeek)) : BASELINE_HOURS_PER_WEEK;
  return Math.round(scope * (BASELINE_HOURS_PER_WEEK / hours) * 2) / 2;
}

export type { ProjectKind };

/** "a, b and c"; feature names are lower-cased to sit in a sentence, technology names keep their spelling. */
const listOf = (items: readonly string[], max = 3, lower = true) => {
  const picked = items.slice(0, max).map((item) => (lower ? inSentence(item) : item));
  if (picked.length === 0) return "";
  if (picked.length === 1) return picked[0]!;
  return `${picked.slice(0, -1).join(", ")} and ${picked.at(-1)}`;
};

/**
 * Whole units (days under four weeks, weeks above) shared out by the phases' weights with the largest
 * remainder, so the phase durations add up exactly to the total the header states.
 */
export function splitDuration(
  totalWeeks: number,
  shares: readonly number[],
): { unit: "day" | "week"; parts: number[]; total: number } {
  const unit = totalWeeks < 4 ? "day" : "week";
  const total = Math.max(shares.length, Math.round(unit === "day" ? totalWeeks * 5 : totalWeeks));
  const raw = shares.map((s) => s * total);
  const parts = raw.map((r) => Math.max(1, Math.floor(r)));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, rest: r - Math.floor(r) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  for (let k = parts.length - 1; left < 0 && k >= 0; k--) {
    while (left < 0 && parts[k]! > 1) {
      parts[k]! -= 1;
      left++;
    }
  }
  return { unit, parts, total };
}

const unitText = (n: number, unit: "day" | "week") =>
  unit === "day" ? `${n} working day${n === 1 ? "" : "s"}` : `${n} week${n === 1 ? "" : "s"}`;

/** Phases whose durations add up to the user's target when given, otherwise to the estimate. */
export function buildTimeline(input: {
  level: ExperienceLevel;
  features: readonly string[];
  stack: readonly string[];
  budget: TimeBudget;
  kind?: ProjectKind;
}): { phases: PlanPhase[]; totalEstimate: string } {
  const { level, features, stack, budget } = input;
  const kind = input.kind ?? "web";
  const estimate = estimateWeeks(level, features.length, budget.hoursPerWeek);
  const target = budget.targetWeeks ?? estimate;
  const templates = phaseTemplates[level];
  const { unit, parts, total } = splitDuration(
    target,
    templates.map((p) => p.share),
  );
  const phases = templates.map((p, i) => ({
    name: p.name,
    duration: unitText(parts[i]!, unit),
    description: p.describe({
      features: features.length ? listOf(features) : undefined,
      stack: stack.length ? listOf(stack, 4, false) : undefined,
      level,
      kind,
    }),
  }));
  const wording = totalEstimateWording;
  const rate = budget.hoursPerWeek ? wording.rate(Math.round(budget.hoursPerWeek)) : "";
  const sum = unitText(total, unit);
  let totalEstimate = wording.plain(sum, rate);
  if (budget.targetWeeks !== undefined) {
    totalEstimate =
      budget.targetWeeks < estimate * 0.8
        ? wording.overTarget(sum, rate, formatWeeks(estimate))
        : wording.withinTarget(sum, rate, formatWeeks(estimate));
  }
  return { phases, totalEstimate };
}
