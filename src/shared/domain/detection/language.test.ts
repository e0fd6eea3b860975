import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language.js";
import type { TranscriptLine } from "./transcript.js";

const said = (...texts: string[]): TranscriptLine[] =>
  texts.map((text, i) => ({ n: i + 1, role: "user", kind: "text", text }) as TranscriptLine);

describe("detectLanguage", () => {
  it("names Japanese from two kana, Chinese from four Han characters, Russian from eight Cyrillic letters", () => {
    expect(detectLanguage(said("同じエラー"))).toBe("ja");
    expect(detectLanguage(said("还是同样", "the error"))).toBe("zh");
    expect(detectLanguage(said("还是同"))).toBe("en");
    expect(detectLanguage(said("опять та", "же ошибка"))).toBe("ru");
    expect(detectLanguage(said("опять т"))).toBe("en");
  });

  it("counts no character outside the basic plane, nor either half of one, as kana, Han or Cyrillic", () => {
    // U+20000 and U+30000 (Han extensions B and G) are written as pairs of surrogates, which are in no counted range.
    expect(detectLanguage(said("\u{20000}\u{20001}\u{20002}\u{30000}\u{30001}"))).toBe("en");
    expect(detectLanguage(said("\u{20000}还是同样"))).toBe("zh");
  });

  it("reads the person's lines only, and otherwise the most common stop words", () => {
    expect(
      detectLanguage([
        { n: 1, role: "assistant", kind: "text", text: "同じエラー同じエラー" } as TranscriptLine,
        ...said("el error no se va con la versión nueva"),
      ]),
    ).toBe("es");
  });
});
