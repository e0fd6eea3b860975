import { describe, expect, it } from "vitest";
import type { SessionDiagnosis } from "./diagnose-session.js";
import type { Repeat } from "./repeats.js";
import { isTrouble, newStrikeState, nextStrike, parseStrikeState } from "./strikes.js";

function diagnosis(over: Partial<SessionDiagnosis>): SessionDiagnosis {
  return {
    stuck: true,
    type: "repeated_failures",
    title: "Repeated Failures",
    confidence: 0.7,
    confidenceLabel: "medium",
    firstStuckTurn: 3,
    firstStuckReason: "x",
    userTurns: 4,
    evidence: [],
    prompt: null,
    tool: "claude-code",
    warnings: [],
    episode: null,
    ...over,
  };
}

const repeat = (count: number): Repeat => ({
  kind: "error",
  subject: "TypeError: x",
  count,
  turns: [3, 4],
  firstLine: 1,
  lastLine: 9,
  filesEditedBetween: [],
  errorsBetween: [],
  sameErrorEachRun: null,
});

describe("nextStrike", () => {
  it("is quiet while nothing is stuck, and for a low-confidence guess with nothing repeating", () => {
    const s = newStrikeState();
    expect(nextStrike(s, diagnosis({ stuck: false, type: null }), []).strike).toBe("none");
    expect(isTrouble(diagnosis({ confidenceLabel: "low" }), [])).toBe(false);
    expect(isTrouble(diagnosis({ confidenceLabel: "low" }), [repeat(2)])).toBe(true);
  });

  it("gives strike one, then nothing until more of the same, then strike two, then nothing ever again", () => {
    let s = newStrikeState();
    const first = nextStrike(s, diagnosis({}), [repeat(2)]);
    expect(first.strike).toBe("first");
    s = first.state;
    expect(nextStrike(s, diagnosis({}), [repeat(2)]).strike).toBe("none");
    const second = nextStrike(s, diagnosis({ firstStuckTurn: 4, userTurns: 5 }), [repeat(3)]);
    expect(second.strike).toBe("second");
    s = second.state;
    expect(nextStrike(s, diagnosis({ userTurns: 6 }), [repeat(9)]).strike).toBe("none");
  });

  it("starts a new episode when trouble starts after the turn of the last nudge", () => {
    const s = nextStrike(newStrikeState(), diagnosis({}), [repeat(2)]).state;
    const again = nextStrike(s, diagnosis({ firstStuckTurn: 7, userTurns: 8 }), [repeat(2)]);
    expect(again.strike).toBe("first");
    expect(again.state.episodes).toHaveLength(2);
  });

  it("tells episodes apart by the episode's own first turn, not an earlier first report of the trouble", () => {
    const s = nextStrike(newStrikeState(), diagnosis({}), [repeat(2)]).state;
    const episode = { firstTurn: 7, lastTurn: 8, strikes: 2, unresolved: true, repeats: [] };
    const again = nextStrike(s, diagnosis({ firstStuckTurn: 1, userTurns: 8, episode }), [repeat(2)]);
    expect(again.strike).toBe("first");
    expect(again.state.episodes.map((e) => e.start)).toEqual([3, 7]);
  });

  it("reads a kept state back, and anything else as a fresh start", () => {
    const s = nextStrike(newStrikeState(), diagnosis({}), [repeat(2)]).state;
    expect(parseStrikeState(JSON.stringify(s))).toEqual(s);
    expect(parseStrikeState("{oops")).toEqual(newStrikeState());
    expect(parseStrikeState(JSON.stringify({ version: 1, episodes: [{ start: "x" }] })).episodes).toEqual([]);
  });
});
