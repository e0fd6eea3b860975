import { describe, expect, it } from "vitest";
import { conceptFeatures } from "./concepts.js";
import { readTranscript } from "./transcript.js";

// Cross-language concepts (docs/decisions/0360-cross-language-concepts.md): short synthetic lines that exercise the
// matcher, not complaints used as evaluation data.
const concepts = (text: string) => conceptFeatures(readTranscript(text));

describe("cross-language concepts", () => {
  it("gives the same concept for the same idea said in different languages and scripts", () => {
    for (const text of [
      "the same error again",
      "otra vez el mismo error",
      "опять та же ошибка",
      "又是同样的错误",
      "같은 오류가 또",
    ])
      expect(concepts(text), text).toContain("k:again");
  });

  it("matches whole words unless the entry is a word start", () => {
    expect(concepts("the distilled water")).not.toContain("k:again");
    expect(concepts("it hallucinated a package")).toContain("k:invented");
    expect(concepts("it hallucinations everywhere")).toContain("k:invented");
  });

  it("folds accents, so an entry written without them matches words written with them", () => {
    expect(concepts("Il a inventé une méthode qui n’existe pas")).toContain("k:invented");
    expect(concepts("não existe essa função")).toContain("k:invented");
  });

  it("reads only the person's own prose, not the assistant's or the tool's", () => {
    const transcript = [
      "> please fix the login page",
      "⏺ The same error again, I apologise.",
      "  ⎿  rate limit reached",
    ].join("\n");
    expect(concepts(transcript)).toEqual([]);
  });
});
