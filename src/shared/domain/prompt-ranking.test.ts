import { describe, expect, it } from "vitest";
import { helpfulText, rankPrompts, RATINGS_TO_RANK } from "./prompt-ranking.js";

describe("rankPrompts", () => {
  it("keeps the written order while no prompt has enough ratings", () => {
    expect(rankPrompts(4, [{ promptIndex: 3, helpful: RATINGS_TO_RANK - 1, total: RATINGS_TO_RANK - 1 }])).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it("moves well-rated prompts up and poorly rated ones down, once they have enough ratings", () => {
    const order = rankPrompts(4, [
      { promptIndex: 0, helpful: 1, total: 5 },
      { promptIndex: 2, helpful: 5, total: 5 },
      { promptIndex: 3, helpful: 4, total: 5 },
      { promptIndex: 1, helpful: 1, total: 1 },
    ]);
    expect(order).toEqual([2, 3, 1, 0]);
  });
});

describe("helpfulText", () => {
  it("says how many of the raters found it helpful", () => {
    expect(helpfulText({ promptIndex: 0, helpful: 3, total: 4 })).toBe("Helpful to 3 of 4");
    expect(helpfulText(undefined)).toBe("No ratings yet");
  });
});
