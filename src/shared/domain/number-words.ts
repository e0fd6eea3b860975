/** Small counts people spell out: "step two", "in three months". */
export const CARDINAL_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

/** Loose amounts that still name a count in a duration: "a week", "a couple of months", "a few days". */
export const VAGUE_COUNT_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, couple: 2, few: 3 };

/** Alternation of the words, longest first so "ten" is never read as the start of a longer word. */
export function wordsPattern(words: Readonly<Record<string, number>>): string {
  return Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .join("|");
}

/** A figure ("6", "1.5") or a spelled count ("six", and "a"/"couple"/"few" when vague ones are allowed). */
export function readCount(text: string, options: { vague?: boolean } = {}): number {
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  const word = text.toLowerCase();
  return CARDINAL_WORDS[word] ?? (options.vague ? VAGUE_COUNT_WORDS[word] : undefined) ?? NaN;
}
