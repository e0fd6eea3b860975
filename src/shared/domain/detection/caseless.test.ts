import { describe, expect, it } from "vitest";
import { detectionPhraseRegistry } from "../../content/detection-phrases/registry.js";
import * as sessionPhrases from "../../content/session-phrases.js";
import { caseless, caselessSource, canonicalUnit } from "./caseless.js";
import { foldAccents } from "./phrases.js";
import { symptomRules } from "./symptoms.js";

/** Every UTF-16 unit once, in order: a text in which a pattern's matches say which units it accepts. */
const EVERY_UNIT = String.fromCharCode(...Array.from({ length: 0x10000 }, (_, u) => u));
const EVERY_UNIT_CASELESS = caseless(EVERY_UNIT);

const where = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m.index);
/** Whether a pattern of one unit accepts the same units of every unit's text with `i` as its caseless form does
 * in the caseless text: the units each accepts, as a text of 0s (accepted) and 1s. */
const accepting = (text: string, re: RegExp) => text.slice(1).replace(re, "\0").replace(/[^\0]/g, "1");
function acceptsTheSame(source: string): boolean {
  const withI = accepting(EVERY_UNIT, new RegExp(source, "gi"));
  return withI === accepting(EVERY_UNIT_CASELESS, new RegExp(caselessSource(source), "g"));
}

const hex = (u: number) => `\\u${u.toString(16).padStart(4, "0")}`;

/** The patterns read in canonical case: the detector's phrase lists (as the matcher folds them), the session
 * diagnosis's phrase lists (folded and as written) and the symptom rules (their gate). */
const listed = [
  ...detectionPhraseRegistry.flatMap((p) => [...Object.values(p.complaints), ...Object.values(p.topics), p.apologies]),
  ...Object.values(sessionPhrases).filter((v): v is readonly string[] => Array.isArray(v)),
].flat();
const phraseSources = [...listed.map(foldAccents), ...listed, ...symptomRules.map((r) => r.pattern.source)];
/** The units of the phrase lists that have a case (the others match themselves only), and ASCII's. */
const phraseUnits = [...new Set(phraseSources.join(""))]
  .filter((c) => c.toUpperCase() !== c || c.toLowerCase() !== c || c < "\x80")
  .map((c) => c.charCodeAt(0));
const phraseClasses = [...new Set(phraseSources.flatMap((s) => s.match(/\[(?:\\[\s\S]|[^\]\\])*\]/g) ?? []))];

describe("case-insensitive matching without the i flag", () => {
  it("keeps a text's length and offsets, folding case as ECMAScript's Canonicalize does", () => {
    expect(EVERY_UNIT_CASELESS).toHaveLength(EVERY_UNIT.length);
    expect(caseless("Same Error again, ещё та же ошибка, ÿ")).toBe("SAME ERROR AGAIN, ЕЩЁ ТА ЖЕ ОШИБКА, Ÿ");
    // Upper case of more than one unit, or a non-ASCII letter whose upper case is ASCII, stays as it is.
    expect(caseless("ß ſ ı K ﬁ")).toBe("ß ſ ı K ﬁ");
    for (let u = 0; u < 0x10000; u++) {
      expect(canonicalUnit(canonicalUnit(u))).toBe(canonicalUnit(u));
      expect(caseless(`a${String.fromCharCode(u)}`)).toBe(`A${String.fromCharCode(canonicalUnit(u))}`);
    }
    expect(caseless("straße, ſo, 𐐨")).toBe("STRAßE, ſO, 𐐨");
  });

  it("accepts, for every cased letter the phrase lists and rules are written with, exactly the units the i flag accepts", () => {
    expect(phraseUnits.length).toBeGreaterThan(100);
    for (const u of phraseUnits) {
      const source = /[\\^$.*+?()[\]{}|/]/.test(String.fromCharCode(u)) ? `\\${String.fromCharCode(u)}` : hex(u);
      expect(acceptsTheSame(source), `unit ${hex(u)}`).toBe(true);
      expect(new RegExp(caselessSource(source)).test(caseless(String.fromCharCode(u)))).toBe(true);
    }
  });

  it("accepts with each class of the phrase lists and rules, and its negation, exactly the units the i flag accepts", () => {
    expect(phraseClasses.length).toBeGreaterThan(3);
    const classes = [
      ...phraseClasses,
      "[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF]",
      "[a-z]",
      "[\\u00e0-\\u00ff]",
      "[\\w.-]",
      "[\\s\\S]",
      "[^\\d]",
      "[\\x41-\\x5a\\b]",
    ];
    for (const cls of classes) {
      const negated = cls.startsWith("[^") ? `[${cls.slice(2)}` : `[^${cls.slice(1)}`;
      for (const source of [cls, negated]) expect(acceptsTheSame(source), source).toBe(true);
    }
    for (const source of ["\\d", "\\D", "\\s", "\\S", "\\w", "\\W", "."])
      expect(acceptsTheSame(source), source).toBe(true);
  });

  it("matches whole patterns where the i flag matches them, at the same offsets", () => {
    const cases: [string, string][] = [
      ["(?<![A-Za-z\\u00C0-\\u024F])(?:still (?:broken|failing))(?![A-Za-z])", "It is STILL Failing, still brokenX"],
      ["(ab)\\1", "xx AbaB abAB"],
      ["\\bsame\\b.{0,5}again", "the SAME error Again; same-x again"],
      ["опять та же ошибк[а-яё]*", "Опять ТА ЖЕ ошибка"],
      ["\\u00e9t\\u00c9", "ÉTé été"],
    ];
    for (const [source, text] of cases) {
      const withI = where(new RegExp(source, "gi"), text).map(String);
      const without = where(new RegExp(caselessSource(source), "g"), caseless(text)).map(String);
      expect(without, source).toEqual(withI);
      expect(withI.length).toBeGreaterThan(0);
    }
  });

  it("refuses syntax it cannot carry over", () => {
    expect(() => caselessSource("(?<name>x)")).toThrow();
    expect(() => caselessSource("\\k<name>")).toThrow();
    expect(() => caselessSource("\\cJ")).toThrow();
    expect(() => caselessSource("[\\p]")).toThrow();
  });
});
