import { detectionPhraseRegistry } from "../../content/detection-phrases/registry.js";
import type { DetectionPhrases, PhraseScript } from "../../content/detection-phrases/types.js";
import { LETTER as L } from "../../content/detection-phrases/pattern-parts.js";
import { caseless, caselessSource } from "./caseless.js";
import type { RescueTypeId } from "./types.js";

// The matcher for what a person says when stuck: the phrase lists are content, one file per language
// (src/shared/content/detection-phrases/), compiled here into a few regular expressions per problem type and script.

const FOLDABLE = /[\u00C0-\u024F\u0401\u0451]/;
const FOLDABLE_ALL = /[\u00C0-\u024F\u0401\u0451]/g;
const FOLD = new Map<string, string>();
for (let c = 0xc0; c <= 0x24f; c++) {
  const ch = String.fromCharCode(c);
  const base = ch.normalize("NFD");
  if (base.length > 1 && /^[\u0300-\u036f]+$/.test(base.slice(1))) FOLD.set(ch, base[0]!);
}
FOLD.set("ё", "е").set("Ё", "Е");

const foldOne = (ch: string): string => FOLD.get(ch) ?? ch;

/**
 * The text with accents and "ё" folded away ("não" → "nao", "producción" → "produccion", "ещё" → "еще"), one
 * UTF-16 unit for one, so a match in the folded text has the same offsets in the original. People drop accents
 * when they type fast; phrase and cue lists are folded the same way. See docs/decisions/0240-accent-folded-stem-phrases.md.
 */
export function foldAccents(text: string): string {
  if (!FOLDABLE.test(text)) return text;
  // Only the foldable units are visited (a loop over every character cost more at load, where the phrase lists are
  // folded); none of them is half of a surrogate pair, so reading by unit is reading by character here.
  return text.replace(FOLDABLE_ALL, foldOne);
}

type Script = PhraseScript;
/**
 * The most pattern characters joined into one regular expression. V8 stops optimising a regular expression of
 * 20,000 characters or more, and the joined lists then ran about a thousand times slower (seconds for 1 MB of
 * prose); longer lists are split into several expressions, each well below that size.
 */
const CHUNK_CHARS = 8_000;

interface Chunk {
  script: Script;
  re: RegExp;
}

export interface PhraseMatcher {
  parts: Record<Script, string[]>;
  chunks: Chunk[];
}

/** The phrases read regardless of case, as with the `i` flag: in canonical form, the line too (`phraseSubject`),
 * which V8 compiles about four times faster (decision 0371). */
function wrap(script: Script, body: string): RegExp {
  return new RegExp(caselessSource(script === "cjk" ? `(?:${body})` : `(?<!${L}|[0-9_])(?:${body})(?!${L}|[0-9_])`));
}

function chunked(parts: Record<Script, string[]>): Chunk[] {
  const chunks: Chunk[] = [];
  for (const script of Object.keys(parts) as Script[]) {
    let batch: string[] = [];
    let size = 0;
    const flush = () => {
      if (batch.length > 0) chunks.push({ script, re: wrap(script, batch.join("|")) });
      batch = [];
      size = 0;
    };
    for (const part of parts[script]) {
      if (size + part.length > CHUNK_CHARS) flush();
      batch.push(part);
      size += part.length + 1;
    }
    flush();
  }
  return chunks;
}

/** The entries of one kind across the languages, in the registry's order, per script. */
function compile(entries: (phrases: DetectionPhrases) => string[] | undefined): PhraseMatcher {
  const parts: Record<Script, string[]> = { latin: [], cyrillic: [], cjk: [] };
  for (const phrases of detectionPhraseRegistry)
    parts[phrases.script].push(...(entries(phrases) ?? []).map(foldAccents));
  return { parts, chunks: chunked(parts) };
}

/** The problem types a kind of phrase names, in the order they first appear in the registry. */
function typesOf(kind: "complaints" | "topics"): RescueTypeId[] {
  const seen = new Set<RescueTypeId>();
  for (const phrases of detectionPhraseRegistry)
    for (const type of Object.keys(phrases[kind]) as RescueTypeId[]) seen.add(type);
  return [...seen];
}

export const complaintMatchers: (PhraseMatcher & { type: RescueTypeId })[] = typesOf("complaints").map((type) => ({
  type,
  ...compile((p) => p.complaints[type]),
}));

export const topicMatchers: (PhraseMatcher & { type: RescueTypeId })[] = typesOf("topics").map((type) => ({
  type,
  ...compile((p) => p.topics[type]),
}));

export const apologyMatcher: PhraseMatcher = compile((p) => p.apologies);

/** One matcher for the union of several, to skip the lines that hold none of their phrases with few scans. */
export function phraseGate(matchers: PhraseMatcher[]): PhraseMatcher {
  const parts: Record<Script, string[]> = { latin: [], cyrillic: [], cjk: [] };
  for (const m of matchers) for (const script of Object.keys(parts) as Script[]) parts[script].push(...m.parts[script]);
  return { parts, chunks: chunked(parts) };
}

/** Which scripts a line holds: patterns of a script run only on lines that hold it. */
export interface LineScripts {
  /** Latin and Cyrillic phrases are sentences: a line without a space is a token, a hash or base64. */
  words: boolean;
  cyrillic: boolean;
  cjk: boolean;
}

export function scriptsOf(text: string): LineScripts {
  const words = text.includes(" ");
  return { words, cyrillic: words && CYRILLIC_CHAR.test(text), cjk: CJK_CHAR.test(text) };
}

/** What the phrase patterns read of a line: its accents folded and its letters in canonical case, one unit for one
 * (the offsets of a match are those of the line). */
export function phraseSubject(text: string): string {
  return caseless(foldAccents(text));
}

/**
 * The first phrase of a matcher in a line (as the line spells it), or null. `subject` is `phraseSubject(text)` (or
 * `caseless` of its `foldAccents`) and `scripts` is `scriptsOf(text)`, both computed once per line by the caller.
 */
export function matchPhrase(m: PhraseMatcher, text: string, subject: string, scripts: LineScripts): string | null {
  for (const { script, re } of m.chunks) {
    if (script === "latin" ? !scripts.words : !scripts[script]) continue;
    const hit = re.exec(subject);
    if (hit) return text.slice(hit.index, hit.index + hit[0].length);
  }
  return null;
}

const CYRILLIC_CHAR = /[\u0400-\u04ff]/;
export const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff]/;
