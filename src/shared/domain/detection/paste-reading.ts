import {
  ADD_FEATURE,
  ADD_FEATURE_INTL,
  ASSISTANT_CREEP,
  BUILD_REQUEST,
  BUILD_REQUEST_INTL,
  CLAIM,
  DECISION_QUESTION,
  FEATURE_LIST,
  FIX_COMMIT,
  PASS_OUTPUT,
  REJECTED_CHANGE,
  SCOPE_PILE,
  STARTED_WITH,
} from "./line-patterns.js";
import { caseless, caselessSource } from "./caseless.js";
import { apologyMatcher, complaintMatchers, foldAccents, matchPhrase, scriptsOf, topicMatchers } from "./phrases.js";
import { TROUBLE } from "./cues.js";
import { fingerprint, symptomRules, type SymptomRule } from "./symptoms.js";
import type { TranscriptLine } from "./transcript.js";
import type { RescueTypeId } from "./types.js";

// The first step of the detector's pipeline: what each line of a paste says (its facts, read once per distinct
// line), and the running counts the signal readers need (changes made so far, errors seen so far). Pure; the
// signal readers (signal-readers.ts) turn this reading into signals.

/** Characters of prose (user lines) read for phrases: the opening and the closing ones count most. */
const PROSE_HEAD = 30_000;
const PROSE_TAIL = 30_000;
/** Phrase matching reads the first PROSE_LINE characters of a line (people complain in sentences). */
export const PROSE_LINE = 1_200;
/** One scan before the symptom rules: a line the union of all of them (read case-insensitively, in canonical case as
 * the phrases are) does not match cannot match any one of them, and most lines of a log match none. */
const SYMPTOM_GATE = new RegExp(caselessSource(symptomRules.map((r) => `(?:${r.pattern.source})`).join("|")));

/** Base64, hashes, minified code: long runs without a space say nothing and are not read. */
const BLOB = /^[A-Za-z0-9+/=_.:-]+$/;
export function isBlob(text: string): boolean {
  if (text.length < 60) return false;
  return text.length >= 200 ? !/\s/.test(text.slice(0, 200)) : BLOB.test(text);
}

/** What one line says, independent of where it stands. */
export interface LineFacts {
  /** The user's complaints in it, per type, with the phrase as written. */
  complaints: [RescueTypeId, string][];
  symptoms: SymptomRule[];
  /** The error it shows, normalised, to recognise it when it comes back; null when it shows none. */
  fingerprint: string | null;
  apology: boolean;
  /** The assistant claims success. */
  claim: boolean;
  /** Tool output showing tests pass. */
  pass: boolean;
  /** A request for a whole product. */
  build: boolean;
  addFeature: boolean;
  featureList: boolean;
  /** Several requests piled into one. */
  scope: boolean;
  /** The assistant widening the task on its own. */
  creep: boolean;
  /** Product decisions the assistant asks the person to make. */
  decisionQuestions: number;
}

const NO_FACTS: LineFacts = {
  complaints: [],
  symptoms: [],
  fingerprint: null,
  apology: false,
  claim: false,
  pass: false,
  build: false,
  addFeature: false,
  featureList: false,
  scope: false,
  creep: false,
  decisionQuestions: 0,
};

/** What one line says; identical lines are read once (`memo`). */
function factsOf(
  text: string,
  role: TranscriptLine["role"],
  readProseHere: boolean,
  memo: Map<string, LineFacts>,
): LineFacts {
  const key = text.length <= 500 ? `${readProseHere ? 1 : 0}${role}\u0000${text}` : null;
  const cached = key === null ? undefined : memo.get(key);
  if (cached) return cached;
  if (isBlob(text)) return NO_FACTS;
  const prose = role === "user" || role === "unknown";
  const readProse = prose && readProseHere;
  const head = text.length > PROSE_LINE ? text.slice(0, PROSE_LINE) : text;
  const readPhrases = readProse || role === "assistant";
  const scripts = scriptsOf(head);
  const folded = readPhrases ? foldAccents(head) : head;
  const subject = readPhrases ? caseless(folded) : head;
  // Complaints are read within the prose budget; apologies on the assistant's side (or in a plain paste's prose).
  // Each list's own expressions run without a first scan for their union: compiling that union cost as much as
  // the lists themselves, once per process, and was most of a long session's diagnosis (decision 0278).
  const complaints: [RescueTypeId, string][] = [];
  if (readProse) {
    for (const m of complaintMatchers) {
      const hit = matchPhrase(m, head, subject, scripts);
      if (hit) complaints.push([m.type, hit]);
    }
    // A topic ("in production", "environment variables") is a complaint only beside a sign of trouble.
    for (const m of topicMatchers) {
      if (complaints.some(([t]) => t === m.type)) continue;
      const hit = matchPhrase(m, head, subject, scripts);
      if (hit && TROUBLE.test(folded)) complaints.push([m.type, hit]);
    }
  }
  const symptoms: SymptomRule[] = [];
  if (SYMPTOM_GATE.test(caseless(text)))
    for (const rule of symptomRules) {
      const m = rule.pattern.exec(text);
      if (m && (!rule.accept || rule.accept(m))) symptoms.push(rule);
    }
  const assistant = role === "assistant";
  const facts: LineFacts = {
    complaints,
    symptoms,
    fingerprint: !assistant ? fingerprint(text) : null,
    apology: readPhrases && matchPhrase(apologyMatcher, head, subject, scripts) !== null,
    claim: assistant && CLAIM.test(head),
    pass: role === "tool" && PASS_OUTPUT.test(text),
    build: readProse && (BUILD_REQUEST.test(head) || BUILD_REQUEST_INTL.test(head)),
    addFeature: readProse && (ADD_FEATURE.test(head) || ADD_FEATURE_INTL.test(head)),
    featureList: readProse && FEATURE_LIST.test(head),
    scope: readProse && SCOPE_PILE.test(head),
    creep: assistant && ASSISTANT_CREEP.test(head),
    decisionQuestions: assistant ? (head.match(DECISION_QUESTION)?.length ?? 0) : 0,
  };
  if (key !== null && memo.size < 50_000) memo.set(key, facts);
  return facts;
}

/** One line of the paste as the signal readers see it. */
export interface ReadLine {
  line: TranscriptLine;
  /** Position among the lines read. */
  index: number;
  facts: LineFacts;
  /** A commit whose message is another attempt at a fix. */
  fixCommit: boolean;
  /** The person turned down a change the assistant proposed. */
  rejection: boolean;
  /** Changes made up to and including this line: edits, fix commits, fixes promised in a paste without speakers. */
  changes: number;
  /** Errors seen before this line. */
  errorsBefore: number;
}

export interface PasteReading {
  /** Every line of the transcript (the readers quote from it). */
  transcript: TranscriptLine[];
  /** The lines read (those with at least two characters), in order. */
  lines: ReadLine[];
  /** The paste names who speaks (an assistant's lines are marked). */
  hasSpeakers: boolean;
  /** The turn of the user's last words. */
  lastUserTurn: number;
  /** The person's opening request for a whole product, if any: in their first two turns, or recalled later. */
  opening: ReadLine | null;
  /** Edits in the paste. */
  edits: number;
  /** Errors seen in the whole paste. */
  errors: number;
}

const isProse = (l: TranscriptLine) => l.role === "user" || l.role === "unknown";

export function readPaste(transcript: TranscriptLine[]): PasteReading {
  const memo = new Map<string, LineFacts>();
  let proseTotal = 0;
  for (const l of transcript) if (isProse(l)) proseTotal += Math.min(l.text.length, PROSE_LINE);
  const lastUserTurn = transcript.reduce((t, l) => (l.role === "user" ? Math.max(t, l.turn) : t), 0);
  const hasSpeakers = transcript.some((l) => l.role === "assistant");
  const firstTurns: number[] = [];
  const lines: ReadLine[] = [];
  let opening: ReadLine | null = null;
  let proseAt = 0;
  let changes = 0;
  let edits = 0;
  let errors = 0;
  for (const line of transcript) {
    const text = line.text;
    if (!text || text.length < 2) continue;
    if (line.kind === "edit" || line.kind === "change") changes += line.count;
    if (line.kind === "edit") edits += line.count;
    const fixCommit = FIX_COMMIT.test(text);
    // A commit that tries a fix is a change: an error after it that was there before is a recurrence.
    if (fixCommit && line.kind !== "change") changes += line.count;
    let readProseHere = false;
    if (isProse(line)) {
      readProseHere = proseAt < PROSE_HEAD || proseAt >= proseTotal - PROSE_TAIL;
      proseAt += Math.min(text.length, PROSE_LINE);
      if (!firstTurns.includes(line.turn) && firstTurns.length < 2) firstTurns.push(line.turn);
    }
    const facts = factsOf(text, line.role, readProseHere, memo);
    // Without speaker marks (a plain paste), each promised fix stands for an attempted change between two errors.
    if (!hasSpeakers && facts.apology) changes++;
    const rejection = REJECTED_CHANGE.test(text);
    const read: ReadLine = { line, index: lines.length, facts, fixCommit, rejection, changes, errorsBefore: errors };
    lines.push(read);
    if (isProse(line) && !opening && facts.build)
      if (firstTurns.includes(line.turn) || STARTED_WITH.test(text.slice(0, PROSE_LINE))) opening = read;
    if (line.kind !== "command" && !rejection && facts.fingerprint) errors++;
  }
  return { transcript, lines, hasSpeakers, lastUserTurn, opening, edits, errors };
}
