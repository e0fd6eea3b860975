import type { RescueProblemTypeId } from "../problem-types.js";

// What a person says when they are stuck, in one language: one file per language, listed in ./registry.ts.
// The matcher (src/shared/domain/detection/phrases.ts) reads them. Entries are regular-expression fragments with
// bounded gaps only ({0,n}), so the joined pattern stays linear. Latin and Cyrillic entries are matched on whole
// words, Chinese and Japanese entries as substrings; all are matched with accents and "ё" folded away
// (docs/decisions/0240-accent-folded-stem-phrases.md), case-insensitively.

/** How a language's entries are matched: on whole words (Latin, Cyrillic) or as substrings (Chinese, Japanese). */
export type PhraseScript = "latin" | "cyrillic" | "cjk";

export interface DetectionPhrases {
  /** ISO 639-1 code. */
  lang: string;
  script: PhraseScript;
  /** The person's own complaint, per problem type; read only from the user's side of a transcript. */
  complaints: Partial<Record<RescueProblemTypeId, string[]>>;
  /**
   * Words that name a topic rather than a complaint ("environment variables", "in production", "test mode"): they
   * count as the user's complaint only in a line that also shows trouble (`TROUBLE` in the detector's cues), so a
   * plain question such as "how do I set the production environment variables?" is no integration problem.
   */
  topics: Partial<Record<RescueProblemTypeId, string[]>>;
  /** How the assistant apologises or promises a fix; counted only on the assistant's side. */
  apologies: string[];
}
