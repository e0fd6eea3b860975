import type { PromptRating, SessionStep } from "../schemas/sessions.js";

export interface ProgressSummary {
  stepsCompleted: number;
  totalSteps: number;
  /** Rounded percent of completed steps. */
  progress: number;
}

export function computeProgress(steps: readonly Pick<SessionStep, "completed">[]): ProgressSummary {
  const totalSteps = steps.length;
  const stepsCompleted = steps.filter((s) => s.completed).length;
  return {
    stepsCompleted,
    totalSteps,
    progress: totalSteps === 0 ? 0 : Math.round((stepsCompleted / totalSteps) * 100),
  };
}

function secondsBetween(fromIso: string, now: Date): number {
  const started = Date.parse(fromIso);
  if (Number.isNaN(started)) return 0;
  // A clock that runs behind the server's must not produce negative time.
  return Math.max(0, Math.floor((now.getTime() - started) / 1000));
}

/** Seconds on a step including a run in progress: what the live timer shows. */
export function elapsedSeconds(step: Pick<SessionStep, "timeSpent" | "startTime">, now: Date): number {
  return step.timeSpent + (step.startTime ? secondsBetween(step.startTime, now) : 0);
}

export function totalTimeSpent(steps: readonly Pick<SessionStep, "timeSpent" | "startTime">[], now?: Date): number {
  return steps.reduce((sum, s) => sum + (now ? elapsedSeconds(s, now) : s.timeSpent), 0);
}

export type StepState = "completed" | "running" | "paused" | "not-started";

/** A step with logged time is under way even when its timer is stopped: only a step with no time is not started. */
export function stepState(step: Pick<SessionStep, "completed" | "timeSpent" | "startTime">): StepState {
  if (step.completed) return "completed";
  if (step.startTime) return "running";
  return step.timeSpent > 0 ? "paused" : "not-started";
}

export const stepStateLabels: Record<StepState, string> = {
  completed: "Completed",
  running: "In progress: timer running",
  paused: "In progress: timer paused",
  "not-started": "Not started",
};

export function isTimerRunning(step: Pick<SessionStep, "startTime">): boolean {
  return step.startTime !== null;
}

function stop(step: SessionStep, now: Date): SessionStep {
  if (!step.startTime) return step;
  return { ...step, timeSpent: elapsedSeconds(step, now), startTime: null };
}

/** Stopping adds the elapsed seconds to the step's time (decision 0032). */
export function stopStepTimer(steps: readonly SessionStep[], stepId: number, now: Date): SessionStep[] {
  return steps.map((s) => (s.id === stepId ? stop(s, now) : s));
}

/** One timer runs at a time (decision 0032): starting a step stops any other running one first. */
export function startStepTimer(steps: readonly SessionStep[], stepId: number, now: Date): SessionStep[] {
  return steps.map((s) =>
    s.id === stepId ? (s.startTime ? s : { ...s, startTime: now.toISOString() }) : stop(s, now),
  );
}

export function stopAllTimers(steps: readonly SessionStep[], now: Date): SessionStep[] {
  return steps.map((s) => stop(s, now));
}

/** Completing a step also stops its timer, so the time recorded is the time it took. */
export function setStepCompleted(
  steps: readonly SessionStep[],
  stepId: number,
  completed: boolean,
  now: Date,
): SessionStep[] {
  return steps.map((s) => (s.id === stepId ? { ...(completed ? stop(s, now) : s), completed } : s));
}

/**
 * The one definition of a rescue's time spent (decision 0283): from its start to its completion, or to now while
 * it is open. The success summary, the Progress tab, the shared page and the dashboard's average all use it;
 * step timers are each step's own time and are shown as such, never as the rescue's.
 */
export function rescueTimeSpentSeconds(
  session: { startTime: string; completedAt: string | null },
  now: Date = new Date(),
): number {
  const start = Date.parse(session.startTime);
  const end = session.completedAt ? Date.parse(session.completedAt) : now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - start) / 1000));
}

export interface PromptEffectiveness {
  rated: number;
  positive: number;
  negative: number;
  /** 0 to 5 stars from the share of helpful ratings, or null when nothing is rated yet. */
  stars: number | null;
}

export function promptEffectiveness(ratings: readonly PromptRating[], promptCount: number): PromptEffectiveness {
  const relevant = ratings.filter((r) => r.promptIndex >= 0 && r.promptIndex < promptCount);
  const positive = relevant.filter((r) => r.rating === "positive").length;
  const negative = relevant.length - positive;
  return {
    rated: relevant.length,
    positive,
    negative,
    stars: relevant.length === 0 ? null : Math.round((positive / relevant.length) * 5),
  };
}
