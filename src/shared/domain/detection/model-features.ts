import type { Transcript } from "./transcript.js";

// The words the statistical fallback reads (docs/decisions/0245-statistical-fallback.md): the user's prose as
// lowercased, accent-folded words, word pairs and word starts (four letters), Chinese and Japanese as single characters and
// character pairs; tool output and the assistant's text as single words under their own prefix; and a few
// facts about the paste's shape. Training (scripts/train-detector-model.ts) and the browser read a paste the
// same way, through this one function. Cost is bounded: at most PROSE_CHARS of prose from the start and from
// the end, OTHER_CHARS of the rest, LINE_CHARS of any one line.

const PROSE_CHARS = 6_000;
const OTHER_CHARS = 3_000;
const LINE_CHARS = 500;
/** Long runs without a space (base64, hashes, minified code) say nothing. */
const BLOB = /\S{60}/;

export interface FeatureLine {
  /** 1-based line number in the paste. */
  n: number;
  text: string;
  features: string[];
}

export interface PasteFeatures {
  /** Every feature of the paste, once. */
  features: Set<string>;
  /** The lines read, with their own features (the fallback's evidence is chosen among them). */
  lines: FeatureLine[];
}

const TOKEN = /[\u3040-\u30ff\u3400-\u9fff]+|[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;
const CJK_RUN = /^[\u3040-\u30ff\u3400-\u9fff]/;
const MARKS = /[\u0300-\u036f]/g;

/** Hangul syllables: Korean glues particles and endings to the stem, so a word's first two syllables stand for it. */
const HANGUL_WORD = /^[\uac00-\ud7af]{3}/;

/** Lowercase, accents off Latin letters; composed again after, so a Hangul syllable or a kana with its voicing
 * mark stays one character (decomposed, "삭제" became six letters and "で" two). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(MARKS, "").normalize("NFC").toLowerCase().replace(/[’`]/g, "'");
}

/** Adds the features of one line of text; `prose` lines also get word pairs and word starts. */
export function textFeatures(text: string, prose: boolean, out: string[]): void {
  const folded = fold(text.length > LINE_CHARS ? text.slice(0, LINE_CHARS) : text);
  let prev = "";
  for (const m of folded.matchAll(TOKEN)) {
    const token = m[0];
    if (CJK_RUN.test(token)) {
      prev = "";
      if (!prose) continue;
      for (let i = 0; i < token.length; i++) {
        out.push(token[i]!);
        if (i + 1 < token.length) out.push(token.slice(i, i + 2));
      }
      continue;
    }
    const word = /^\d+$/.test(token) ? "0" : token.replace("'", "");
    if (word.length > 30) {
      prev = "";
      continue;
    }
    if (!prose) {
      if (word.length > 2) out.push(`t:${word}`);
      continue;
    }
    out.push(word);
    if (prev) out.push(`${prev} ${word}`);
    // A word's first four letters stand for its inflections (fix/fixed/fixing, ошибка/ошибки, Fehler/Fehlern).
    if (HANGUL_WORD.test(word)) out.push(`${word.slice(0, 2)}~`);
    else if (word.length > 4) out.push(`${word.slice(0, 4)}~`);
    prev = word;
  }
}

export function pasteFeatures(transcript: Transcript): PasteFeatures {
  const { lines } = transcript;
  const features = new Set<string>();
  const read: FeatureLine[] = [];
  const prose = lines.filter((l) => (l.role === "user" || l.role === "unknown") && l.kind === "text");
  const others = lines.filter((l) => l.role === "tool" || l.role === "assistant");
  const pick = <T extends { text: string }>(list: T[], budget: number): T[] => {
    // The opening and the end of a side: where the request and the latest complaint are.
    const head: T[] = [];
    let used = 0;
    let i = 0;
    for (; i < list.length && used < budget; i++) {
      head.push(list[i]!);
      used += Math.min(list[i]!.text.length, LINE_CHARS);
    }
    const tail: T[] = [];
    used = 0;
    for (let j = list.length - 1; j >= i && used < budget; j--) {
      tail.push(list[j]!);
      used += Math.min(list[j]!.text.length, LINE_CHARS);
    }
    return [...head, ...tail.reverse()];
  };
  for (const line of pick(prose, PROSE_CHARS)) {
    if (!line.text.trim() || BLOB.test(line.text)) continue;
    const own: string[] = [];
    textFeatures(line.text, true, own);
    for (const f of own) features.add(f);
    if (own.length > 0) read.push({ n: line.n, text: line.text, features: own });
  }
  for (const line of pick(others, OTHER_CHARS)) {
    if (BLOB.test(line.text)) continue;
    const own: string[] = [];
    textFeatures(line.text, false, own);
    for (const f of own) features.add(f);
    if (own.length > 0) read.push({ n: line.n, text: line.text, features: own });
  }

  let edits = 0;
  let userTurns = 0;
  let lastTurn = -1;
  for (const l of lines) {
    if (l.kind === "edit") edits += l.count;
    if (l.role === "user" && l.turn !== lastTurn) {
      userTurns++;
      lastTurn = l.turn;
    }
  }
  features.add(`s:format=${transcript.format}`);
  if (others.length > 0) features.add("s:tool-or-assistant");
  if (edits >= 4) features.add("s:edits>=4");
  if (userTurns >= 3) features.add("s:user-turns>=3");
  if (prose.length <= 3) features.add("s:short-prose");
  return { features, lines: read };
}
