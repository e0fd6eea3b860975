import { getProblemType } from "../content/problem-types.js";
import { nextStrategies } from "../content/problem-types/next-strategies.js";
import type { ProblemTypeId } from "../schemas/content.js";
import type { NextStrategyContent } from "../schemas/next-strategy.js";
import type { NextStrategyOption, NextStrategyRoute } from "../schemas/outcomes.js";
import type { RescueSession } from "../schemas/sessions.js";
import { formatDuration } from "./time-format.js";

/** The prompts and steps a rescue runs: the type's first strategy, or its second one (decision 0277). */
export interface StrategyContent {
  strategy: string;
  strategySummary: string;
  prompts: { name: string; text: string; explanation: string; example: string }[];
  steps: {
    title: string;
    description: string;
    actions: string[];
    criteria: string[];
    timeboxMinutes: number;
    fallback: string;
  }[];
}

export function secondStrategyOf(type: ProblemTypeId): NextStrategyContent {
  return nextStrategies[type as keyof typeof nextStrategies] ?? nextStrategies.custom;
}

/** The strategy a session runs, found by its name: the first one of its type or the second. */
export function strategyContentOf(type: ProblemTypeId, strategy: string): StrategyContent {
  const second = secondStrategyOf(type);
  return strategy === second.strategy ? second : getProblemType(type);
}

export const isSecondStrategy = (type: ProblemTypeId, strategy: string) => secondStrategyOf(type).strategy === strategy;

/**
 * The next lines of attack after "still stuck" (decision 0277): the type's second strategy while the session
 * ran its first; the type the diagnosis ranked second, when it had one, with its first strategy. A rescue
 * that already ran the second strategy is offered only the runner-up.
 */
export function nextStrategyOptions(
  session: Pick<RescueSession, "problemType" | "selectedStrategy">,
  runnerUpType: ProblemTypeId | null,
): NextStrategyOption[] {
  const options: NextStrategyOption[] = [];
  if (!isSecondStrategy(session.problemType, session.selectedStrategy)) {
    const second = secondStrategyOf(session.problemType);
    options.push({
      via: "second_strategy",
      problemType: session.problemType,
      strategy: second.strategy,
      summary: second.strategySummary,
    });
  }
  if (runnerUpType && runnerUpType !== session.problemType && runnerUpType !== "custom") {
    const type = getProblemType(runnerUpType);
    options.push({ via: "runner_up", problemType: type.id, strategy: type.strategy, summary: type.strategySummary });
  }
  return options;
}

export function optionFor(
  options: readonly NextStrategyOption[],
  via: NextStrategyRoute,
): NextStrategyOption | undefined {
  return options.find((o) => o.via === via);
}

/**
 * The notes a follow-up rescue starts with: what the first strategy did, step by step, then the user's notes,
 * so nothing typed or tried is lost.
 */
export function carriedOverNotes(
  previous: Pick<RescueSession, "selectedStrategy" | "actionSteps" | "prompts" | "notes">,
) {
  const steps = previous.actionSteps.map((s) => {
    const state = s.completed ? "done" : s.timeSpent > 0 ? "tried" : "not started";
    return `- ${s.title}: ${state}${s.timeSpent > 0 ? ` (${formatDuration(s.timeSpent)})` : ""}`;
  });
  const lines = [
    `Tried first: ${previous.selectedStrategy} (still stuck)`,
    ...steps,
    `Prompts it offered: ${previous.prompts.map((p) => p.name).join("; ")}`,
  ];
  const notes = previous.notes.trim();
  return notes ? `${lines.join("\n")}\n\nNotes from the first attempt:\n${notes}` : lines.join("\n");
}

/**
 * The type to offer if the chosen one's rescue fails: the diagnosis's second type when the user took its
 * first, or its first when the user picked another (decision 0277). Null when the paste had no signal.
 */
export function runnerUpOf(
  detection: { type: ProblemTypeId | null; alternatives: readonly { type: ProblemTypeId }[] },
  chosen: ProblemTypeId,
): ProblemTypeId | null {
  if (!detection.type) return null;
  if (detection.type !== chosen) return detection.type;
  return detection.alternatives.find((a) => a.type !== chosen)?.type ?? null;
}
