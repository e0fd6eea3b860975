// When a live session earns a nudge (decision 0301): the first sign of trouble in an episode is strike one (a
// nudge with the prompt to paste), more of the same after it is strike two (stop and start a rescue), and after
// that the episode is over for us: the same nudge is never given twice. Used by `unstuck watch` (state in memory)
// and `unstuck hook run` (state in a small file per transcript).
import type { SessionDiagnosis } from "./diagnose-session.js";
import type { Repeat } from "./repeats.js";

export interface Episode {
  /** The user turn the trouble started at (the diagnosis's first stuck turn, or the turn it was seen at). */
  start: number;
  /** The user turns the session had when strike one was given. */
  nudgedAtTurn: number;
  /** How much of the same there was at strike one (repeats, or evidence lines). */
  amount: number;
  strikes: 1 | 2;
}

export interface StrikeState {
  version: 1;
  episodes: Episode[];
}

export type Strike = "none" | "first" | "second";

export function newStrikeState(): StrikeState {
  return { version: 1, episodes: [] };
}

/** How much of the same the session shows: every repeat's count, or the evidence when nothing repeats. */
export function troubleAmount(d: SessionDiagnosis, repeats: readonly Repeat[]): number {
  const repeated = repeats.reduce((sum, r) => sum + r.count, 0);
  return repeated > 0 ? repeated : d.evidence.length;
}

/**
 * A sign of trouble: the diagnosis names a kind of stuck and either something repeats or it is more than a
 * low-confidence guess (a low guess with nothing repeating is left to the user's own judgement).
 */
export function isTrouble(d: SessionDiagnosis, repeats: readonly Repeat[]): boolean {
  return d.stuck && (repeats.length > 0 || d.confidenceLabel !== "low");
}

/** The strike this reading of the session earns, and the state to keep for the next one. */
export function nextStrike(
  state: StrikeState,
  d: SessionDiagnosis,
  repeats: readonly Repeat[],
): { strike: Strike; state: StrikeState } {
  if (!isTrouble(d, repeats)) return { strike: "none", state };
  // The stuck episode's own first turn: the first stuck turn may be an earlier report of the trouble (decision
  // 0338), and a new episode must still be told from the one already nudged about.
  const start = d.episode?.firstTurn ?? d.firstStuckTurn ?? Math.max(1, d.userTurns);
  const amount = troubleAmount(d, repeats);
  const last = state.episodes[state.episodes.length - 1];
  // Trouble that started after the turn of the last nudge is a new episode; trouble that started before it is
  // the one already nudged about (its start may move a turn as the diagnosis sees more).
  if (!last || start > last.nudgedAtTurn) {
    const episode: Episode = { start, nudgedAtTurn: Math.max(1, d.userTurns), amount, strikes: 1 };
    return { strike: "first", state: { ...state, episodes: [...state.episodes.slice(-9), episode] } };
  }
  if (last.strikes === 1 && amount > last.amount) {
    const episodes = [...state.episodes.slice(0, -1), { ...last, strikes: 2 as const }];
    return { strike: "second", state: { ...state, episodes } };
  }
  return { strike: "none", state };
}

/** A state read back from a file: anything unexpected is a fresh start, never an error. */
export function parseStrikeState(text: string): StrikeState {
  try {
    const v = JSON.parse(text) as Partial<StrikeState>;
    if (v.version !== 1 || !Array.isArray(v.episodes)) return newStrikeState();
    const episodes = v.episodes.filter(
      (e): e is Episode =>
        !!e &&
        typeof e.start === "number" &&
        typeof e.nudgedAtTurn === "number" &&
        typeof e.amount === "number" &&
        (e.strikes === 1 || e.strikes === 2),
    );
    return { version: 1, episodes };
  } catch {
    return newStrikeState();
  }
}
