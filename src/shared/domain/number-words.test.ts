import { describe, expect, it } from "vitest";
import { CARDINAL_WORDS, readCount, VAGUE_COUNT_WORDS, wordsPattern } from "./number-words.js";

describe("number words", () => {
  it("reads figures and spelled counts, vague ones only when asked", () => {
    expect(readCount("6")).toBe(6);
    expect(readCount("1.5")).toBe(1.5);
    expect(readCount("Twelve")).toBe(12);
    expect(readCount("couple")).toBeNaN();
    expect(readCount("couple", { vague: true })).toBe(2);
    expect(readCount("an", { vague: true })).toBe(1);
    expect(readCount("dozens", { vague: true })).toBeNaN();
  });

  it("builds an alternation that matches whole words", () => {
    const re = new RegExp(`^(?:${wordsPattern({ ...CARDINAL_WORDS, ...VAGUE_COUNT_WORDS })})$`);
    for (const word of ["one", "ten", "twelve", "a", "few"]) expect(re.test(word)).toBe(true);
    expect(re.test("eleven")).toBe(false);
  });
});
