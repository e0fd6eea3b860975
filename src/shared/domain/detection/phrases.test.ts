import { describe, expect, it } from "vitest";
import {
  apologyMatcher,
  complaintMatchers,
  foldAccents,
  matchPhrase,
  phraseGate,
  phraseSubject,
  scriptsOf,
} from "./phrases.js";

const drift = complaintMatchers.find((m) => m.type === "lost_direction")!;
const match = (text: string) => matchPhrase(drift, text, phraseSubject(text), scriptsOf(text));

describe("phrase matching", () => {
  it("folds accents and ё one character for one, so offsets stay those of the original", () => {
    expect(foldAccents("não foi isso, ça, producción, ещё, Überblick")).toBe(
      "nao foi isso, ca, produccion, еще, Uberblick",
    );
    for (const text of ["déjà vu 😀 ñ", "ß stays, 同じエラー stays", "plain ascii"])
      expect(foldAccents(text)).toHaveLength(text.length);
  });

  it("folds every UTF-16 unit as the character-by-character fold did (decision 0380)", () => {
    const fold = (ch: string) => {
      const base = ch.normalize("NFD");
      return ch === "ё"
        ? "е"
        : ch === "Ё"
          ? "Е"
          : base.length > 1 && /^[\u0300-\u036f]+$/.test(base.slice(1))
            ? base[0]!
            : ch;
    };
    let all = "";
    let expected = "";
    for (let u = 0; u < 0x10000; u++) {
      // Lone surrogates stay themselves; a pair after them is one character outside the basic plane.
      const ch = String.fromCharCode(u);
      all += ch;
      expected += u >= 0xc0 && u <= 0x24f ? fold(ch) : u === 0x401 || u === 0x451 ? fold(ch) : ch;
    }
    all += "é😀ё";
    expected += "e😀е";
    expect(foldAccents(all)).toBe(expected);
  });

  it("matches a complaint typed with or without accents, and quotes it as the person spelled it", () => {
    expect(match("não foi isso que eu pedi")).toBe("não foi isso que eu pedi");
    expect(match("nao foi isso que eu pedi")).toBe("nao foi isso que eu pedi");
    expect(match("ce n'est pas ce que j'ai demande")).toBe("ce n'est pas ce que j'ai demande");
    expect(match("the export works fine now")).toBeNull();
    // Whatever the case, quoted as typed.
    expect(match("NÃO FOI ISSO QUE EU PEDI")).toBe("NÃO FOI ISSO QUE EU PEDI");
    expect(match("Я НЕ ЭТО ПРОСИЛ")).not.toBeNull();
  });

  it("reads Cyrillic phrases only on lines that hold Cyrillic, and no phrase in a line without spaces", () => {
    expect(match("я не это просил")).not.toBeNull();
    expect(scriptsOf("plain words").cyrillic).toBe(false);
    expect(match("no_plan_where_do_I_start_that's_not_what_I_asked")).toBeNull();
  });

  it("keeps every compiled expression well below V8's 20,000-character optimisation limit", () => {
    // Above it V8 no longer optimises a regular expression; the joined lists then took seconds for 1 MB of prose.
    const chunks = [
      ...complaintMatchers.flatMap((m) => m.chunks),
      ...apologyMatcher.chunks,
      ...phraseGate([...complaintMatchers, apologyMatcher]).chunks,
    ];
    expect(chunks.length).toBeGreaterThan(complaintMatchers.length);
    for (const { re } of chunks) expect(re.source.length).toBeLessThan(12_000);
  });
});
