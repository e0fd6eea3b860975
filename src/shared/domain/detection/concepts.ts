import { detectionConcepts, type ConceptId } from "../../content/detection-concepts.js";
import { fold } from "./model-features.js";
import type { Transcript } from "./transcript.js";

// Cross-language concepts for the model (decision 0359): a `k:<concept>` feature when the person's own prose says
// one of the concept's words in any language (src/shared/content/detection-concepts.ts), so that a weight learnt
// from one language's complaints carries over to the others. Read from the same prose, within the same budget,
// as the paste's words (model-features.ts).

/** Chinese and Japanese entries match anywhere; Hangul ones at a word start whatever follows (particles attach). */
const ANYWHERE = /^[\u3040-\u30ff\u3400-\u9fff]/;
const HANGUL = /[\uac00-\ud7af]/;
const PROSE_CHARS = 12_000;
const LINE_CHARS = 500;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matcher(entries: readonly string[]): RegExp {
  const anywhere: string[] = [];
  const starts: string[] = [];
  const words: string[] = [];
  for (const raw of entries) {
    const prefix = raw.endsWith("*");
    const entry = fold(prefix ? raw.slice(0, -1) : raw);
    if (ANYWHERE.test(raw)) anywhere.push(escape(entry));
    else if (prefix || HANGUL.test(raw)) starts.push(escape(entry));
    else words.push(escape(entry));
  }
  // Whole words and word starts share one look-behind: each Unicode property in a pattern costs V8 a set built from
  // ICU's tables when the pattern is made and again when it is compiled (decision 0371).
  const atStart: string[] = [];
  if (words.length) atStart.push(`(?:${words.join("|")})(?![\\p{L}\\p{N}])`);
  if (starts.length) atStart.push(`(?:${starts.join("|")})`);
  const parts: string[] = [];
  if (atStart.length) parts.push(`(?<![\\p{L}\\p{N}])(?:${atStart.join("|")})`);
  if (anywhere.length) parts.push(`(?:${anywhere.join("|")})`);
  return new RegExp(parts.join("|"), "u");
}

const MATCHERS: [ConceptId, RegExp][] = (Object.keys(detectionConcepts) as ConceptId[]).map((c) => [
  c,
  matcher(detectionConcepts[c]),
]);

/** The concepts the person's prose names, as model features. */
export function conceptFeatures(transcript: Transcript): string[] {
  let budget = PROSE_CHARS;
  const found = new Set<ConceptId>();
  for (const line of transcript.lines) {
    if ((line.role !== "user" && line.role !== "unknown") || line.kind !== "text") continue;
    if (budget <= 0) break;
    const text = fold(line.text.slice(0, LINE_CHARS));
    budget -= text.length;
    for (const [c, re] of MATCHERS) if (!found.has(c) && re.test(text)) found.add(c);
  }
  return [...found].sort().map((c) => `k:${c}`);
}
