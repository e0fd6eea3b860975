import { isBlob } from "./paste-reading.js";
import type { TranscriptLine } from "./transcript.js";

// Matched rather than looped over character by character: the loop was most of the time of a short run (the hook).
const KANA = /[\u3040-\u30ff]/g;
const HAN = /[\u3400-\u9fff]/g;
const CYRILLIC = /[\u0400-\u04ff]/g;

/** The language the user wrote in (their own lines only), as a two-letter code; "en" when unsure. */
export function detectLanguage(lines: TranscriptLine[]): string {
  let kana = 0;
  let han = 0;
  let cyr = 0;
  const words = { en: 0, es: 0, de: 0, pt: 0, fr: 0 };
  const stop: [keyof typeof words, RegExp][] = [
    ["en", /\b(?:the|and|is|it|not|what|I|you|with|this)\b/g],
    ["es", /\b(?:el|la|los|que|es|no|por|una|con|pero|lo)\b/g],
    ["de", /\b(?:der|die|das|und|ist|nicht|ich|ein|mit|auf)\b/g],
    ["pt", /\b(?:o|os|que|não|um|uma|com|mas|para|você|isso)\b/g],
    ["fr", /\b(?:le|la|les|et|est|pas|je|que|une|pour|ce|ça)\b/g],
  ];
  let read = 0;
  for (const l of lines) {
    if (l.role !== "user" || read > 8_000 || isBlob(l.text)) continue;
    const t = l.text.slice(0, 1000);
    read += t.length;
    // Counted by unit: a character outside the basic plane is none of these, nor is either half of it.
    kana += t.match(KANA)?.length ?? 0;
    han += t.match(HAN)?.length ?? 0;
    cyr += t.match(CYRILLIC)?.length ?? 0;
    const lower = t.toLowerCase();
    for (const [lang, re] of stop) words[lang] += lower.match(re)?.length ?? 0;
  }
  if (kana >= 2) return "ja";
  if (han >= 4) return "zh";
  if (cyr >= 8) return "ru";
  const best = (Object.entries(words) as [string, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : "en";
}
