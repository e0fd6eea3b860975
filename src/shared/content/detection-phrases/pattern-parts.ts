// Pieces shared by the phrase patterns of several languages.

/** A short gap inside one sentence. */
export const GAP = "[^.!?\\n]{0,40}";
/** A letter in the Latin and Cyrillic scripts (the patterns run without the slower Unicode mode). */
export const LETTER = "[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF]";
