import type { z } from "zod";
import type { promptStatsSchema } from "../schemas/sessions.js";

/** Every user's latest rating of one prompt of a problem type, counted across all users. */
export type PromptStats = z.infer<typeof promptStatsSchema>;

/** Ratings a prompt needs before its helpful share moves it (decision 0159): fewer say too little. */
export const RATINGS_TO_RANK = 5;

export function helpfulText(stats: PromptStats | undefined): string {
  if (!stats || stats.total === 0) return "No ratings yet";
  return `Helpful to ${stats.helpful} of ${stats.total}`;
}

/** The share an unranked prompt counts with: neither better nor worse than a coin toss. */
const NEUTRAL_SHARE = 0.5;

/**
 * The display order of a rescue's prompts (indices into the session's prompts). A prompt with at least
 * RATINGS_TO_RANK ratings counts with its helpful share, any other with one half, so a well-rated prompt
 * moves up and a poorly rated one moves down past unrated ones. Equal shares keep the written order.
 */
export function rankPrompts(promptCount: number, stats: readonly PromptStats[]): number[] {
  const byIndex = new Map(stats.map((s) => [s.promptIndex, s]));
  const share = (i: number) => {
    const s = byIndex.get(i);
    return s && s.total >= RATINGS_TO_RANK ? s.helpful / s.total : NEUTRAL_SHARE;
  };
  return Array.from({ length: promptCount }, (_, i) => i).sort((a, b) => share(b) - share(a) || a - b);
}
