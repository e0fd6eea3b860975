import type { OutcomeFigure, PromptFigure, TemplateFigure } from "../schemas/outcomes.js";
import { type PromptStats, rankPrompts } from "./prompt-ranking.js";

/**
 * Distinct users who must have answered before a figure across users is shown (decision 0275): below it a
 * rate could point at one person's rescues, and it says too little anyway.
 */
export const OUTCOME_PRIVACY_THRESHOLD = 5;

/** Percent, rounded; null when there is nothing to divide. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

/** The median of a list of numbers; null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Whole minutes for a number of seconds of timed work, rounded up, at least 1 (the success summary's rule). */
export function minutesOfSeconds(seconds: number): number {
  return Math.max(1, Math.ceil(Math.max(0, seconds) / 60));
}

export const meetsThreshold = (users: number) => users >= OUTCOME_PRIVACY_THRESHOLD;

/** "80% unstuck · 12 rescues, 6 users" or what is still missing. */
export function figureText(figure: Pick<OutcomeFigure, "rate" | "answered" | "users">): string {
  if (figure.rate === null) {
    const missing = Math.max(0, OUTCOME_PRIVACY_THRESHOLD - figure.users);
    return missing > 0
      ? `Not enough answers yet: ${figure.users} of ${OUTCOME_PRIVACY_THRESHOLD} users needed`
      : "Not enough answers yet";
  }
  return `${figure.rate}% unstuck · ${figure.answered} ${figure.answered === 1 ? "rescue" : "rescues"}, ${figure.users} users`;
}

/** "Got 4 of 6 users unstuck (67%)" for one prompt, or null while fewer than the threshold answered. */
export function promptFigureText(figure: PromptFigure | undefined): string | null {
  if (!figure || figure.rate === null) return null;
  return `Got ${figure.unstuck} of ${figure.users} users unstuck (${figure.rate}%)`;
}

export function templateFigureText(figure: TemplateFigure | undefined): string | null {
  if (!figure || figure.rate === null) return null;
  return `Unstuck ${figure.unstuck} of ${figure.users} users (${figure.rate}%)`;
}

/**
 * The display order of a rescue's prompts: by the share of users each one got unstuck where the figures are
 * shown (at least the threshold of users answered), best first; otherwise, and between equals, by the
 * helpful ratings (decision 0159), then the written order.
 */
export function rankPromptsByOutcome(
  promptCount: number,
  figures: readonly PromptFigure[],
  ratings: readonly PromptStats[],
): number[] {
  const byRatings = rankPrompts(promptCount, ratings);
  const position = new Map(byRatings.map((index, i) => [index, i]));
  const rate = new Map(figures.filter((f) => f.rate !== null).map((f) => [f.promptIndex, f.unstuck / f.users]));
  if (rate.size === 0) return byRatings;
  return [...byRatings].sort(
    (a, b) => (rate.get(b) ?? -1) - (rate.get(a) ?? -1) || position.get(a)! - position.get(b)!,
  );
}

/** Items with a shown unstick rate first, best first; the rest keep their written order. */
export function rankByUnstickRate<T>(items: readonly T[], rateOf: (item: T) => number | null | undefined): T[] {
  return items
    .map((item, i) => ({ item, i, rate: rateOf(item) ?? null }))
    .sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1) || a.i - b.i)
    .map((entry) => entry.item);
}

/** Coming back to a rescue this long after it started is a natural moment to ask how it went. */
export const ASK_AFTER_MINUTES = 30;

/**
 * Whether the session screen asks "did it work?" now (decision 0275): once per session, never after an answer
 * or a "not now", never on imported history; when the rescue was marked solved, when a step is done, or when
 * the user comes back to it a while after starting.
 */
export function shouldAskOutcome(
  session: { imported: boolean; success: boolean; startTime: string; actionSteps: readonly { completed: boolean }[] },
  state: { outcome: unknown; dismissed: boolean; nextSessionId: string | null },
  now: Date,
): boolean {
  if (session.imported || state.outcome || state.dismissed || state.nextSessionId) return false;
  if (session.success || session.actionSteps.every((s) => s.completed)) return true;
  const started = Date.parse(session.startTime);
  return Number.isFinite(started) && now.getTime() - started >= ASK_AFTER_MINUTES * 60_000;
}
