// Where a session went wrong, read from its structure (decision 0306). Most of a session is normal work, and one
// error fixed at once is not a loop: a session is stuck when one episode holds two failed attempts. A failed
// attempt is an error that comes back after the agent tried something, the same command failing a third time, an
// edit that keeps failing to apply, the person saying the last attempt did not work (or, right after it, only asking
// to fix it, only naming an error or giving the problem up; decisions 0366, 0389), the person asking the same thing
// again, the agent admitting its last attempt was wrong, or the agent giving the same answer to different requests.
// Failures within two user turns of each other belong to one episode; the episode starts where its trouble first
// showed (the turn an error that comes back first appeared, or the first "it still fails").
import { fingerprint } from "../detection/symptoms.js";
import { caseless, caselessSource } from "../detection/caseless.js";
import { foldAccents } from "../detection/phrases.js";
import {
  ADMITTED,
  AGENT_RETRIED,
  BUILD_FOOTER,
  CAPACITY,
  CONTINUE_ONLY,
  FIX_REQUEST,
  NAMES_ERROR,
  GAVE_UP,
  IGNORED_INSTRUCTION,
  PROHIBITION,
  SAID_FAILED,
  SAID_WORKED,
  SERVICE_FAILED,
  TOOL_FILE_NOTICE,
  TOOL_NOTICE,
  UNDID,
} from "../../content/session-phrases.js";
import type { SessionLine } from "./transcript-builder.js";

export type FailureKind =
  | "error-again"
  | "command-again"
  | "edit-failed-again"
  | "file-again"
  | "capacity-again"
  | "said-failed"
  | "undid"
  | "admitted"
  | "asked-again"
  | "answered-same"
  | "reported-error";

export interface Failure {
  kind: FailureKind;
  /** The user turn the failure shows in. */
  turn: number;
  /** Where the trouble first showed: the turn an error or answer that repeats first appeared, or the turn the
   * person (or the agent) first said an attempt failed or had to ask again. */
  from: number;
  /** True when the agent failed again inside one turn, with no word from the person between. */
  withinTurn: boolean;
  /** The agent's attempts before it (failures inside one turn count once per attempt). */
  attempt: number;
  line: SessionLine;
  /** The earlier line it repeats, when there is one. */
  earlier: SessionLine | null;
  reason: string;
  /** An error a command printed, when a later run of that command (its options aside) printed no error: the
   * failure was got past (decision 0362). */
  passedAfter?: boolean;
}

export interface Episode {
  firstTurn: number;
  lastTurn: number;
  /** Failed attempts: one per user turn the person saw a failure in, plus each the agent made within a turn. */
  strikes: number;
  /** The session ends on this episode's last failure: its last user turn shows it and nothing came after. */
  unresolved: boolean;
  failures: Failure[];
  /** Where the person first brought back an error after one of the agent's attempts, in a run of such turns that
   * leads into the episode (each within EPISODE_GAP of the next): the first failed run after a fix. Null when none
   * comes before the episode's first turn. */
  reportedFrom: number | null;
}

/** Failures that show the trouble where they came back, not where what they repeat was first seen. */
const AGAIN_WHERE_SHOWN = new Set<FailureKind>(["error-again", "edit-failed-again", "answered-same"]);

/**
 * The turn a failure shows the trouble from, for the first stuck turn: an error that came back shows it where it
 * came back after an attempt, not where it first appeared, which is the report of the bug itself (the labelling
 * guide: "the first report of the bug is not a stuck turn; the first report that a fix did not work is"), an edit
 * that failed to apply where it failed again (decision 0376), and an answer given again where it was given again: its
 * first giving answered a request and failed nothing (decision 0441); any other failure where it first showed. The
 * episode itself still spans from the error's first appearance.
 */
export function shownFrom(f: Failure): number {
  return AGAIN_WHERE_SHOWN.has(f.kind) ? f.turn : f.from;
}

/** Two failed attempts in one episode make a loop. */
export const STUCK_STRIKES = 2;
/** Failures this many user turns apart or fewer belong to one episode. */
const EPISODE_GAP = 2;
/** A command failing this many times is a failure even when its errors differ. */
const COMMAND_FAILURES = 3;
/** Share of the shorter message's character trigrams found in the other, above which two of the person's messages
 * ask the same thing. */
const SAME_REQUEST = 0.7;
/** … and above which two of the agent's answers say the same thing. */
const SAME_ANSWER = 0.8;
const MIN_REQUEST_CHARS = 15;
/** A message is compared with the ones of this many turns before it (an episode spans few turns; this bounds the
 * cost on sessions of thousands of turns), and on its first COMPARED_CHARS characters. */
const COMPARE_TURNS = 6;
const COMPARED_CHARS = 1_500;
const MIN_ANSWER_CHARS = 60;
/** A request to fix this short (its words, without the files it points at) names nothing new to build: it asks for
 * what the last attempt left broken. */
const SHORT_REQUEST_CHARS = 40;
/** The person answering this many of the agent's answers in a row without words is showing it a loop. */
const WORDLESS_RUN = 3;

/** A phrase list read regardless of case and accents: the list in canonical case (decision 0371), and every text
 * put in canonical case here, so no caller can test a text in the wrong form. */
export const phrases = (entries: readonly string[], flags = "") => {
  const re = new RegExp(caselessSource(foldAccents(entries.join("|"))), flags);
  return { test: (text: string) => re.test(caseless(foldAccents(text))) };
};
const SAID_FAILED_RE = phrases(SAID_FAILED);
const SAID_WORKED_RE = phrases(SAID_WORKED);
const IGNORED_RE = phrases(IGNORED_INSTRUCTION);
const PROHIBITION_RE = phrases(PROHIBITION);
const ADMITTED_RE = phrases(ADMITTED);
const CAPACITY_RE = phrases(CAPACITY);
const SERVICE_FAILED_RE = phrases(SERVICE_FAILED, "m");
const TOOL_FILE_NOTICE_RE = phrases(TOOL_FILE_NOTICE);
const UNDID_RE = phrases(UNDID);
const TOOL_NOTICE_RE = phrases(TOOL_NOTICE, "m");
const BUILD_FOOTER_RE = phrases(BUILD_FOOTER);
const FIX_REQUEST_RE = phrases(FIX_REQUEST);
const NAMES_ERROR_RE = phrases(NAMES_ERROR);
const GAVE_UP_RE = phrases(GAVE_UP);
const AGENT_RETRIED_RE = phrases(AGENT_RETRIED);
const CONTINUE_ONLY_RE = phrases(CONTINUE_ONLY);

/** The person asking only to fix something, in a few words ("fix", "fix the errors"), with no question in it. */
export function asksOnlyToFix(text: string): boolean {
  const t = words(text).trim();
  return t.length > 0 && t.length <= SHORT_REQUEST_CHARS && !/[?？]/.test(t) && FIX_REQUEST_RE.test(t);
}

/** The person only naming an error, in a few words ("this error", "same error again"), with no question in it: the
 * error itself is in what they showed (a screenshot the export does not keep, or a paste after the words). */
export function onlyNamesError(text: string): boolean {
  const t = words(reportWords(text)).trim();
  return t.length > 0 && t.length <= SHORT_REQUEST_CHARS && !/[?？]/.test(t) && NAMES_ERROR_RE.test(t);
}

/** The person saying the last attempt did not work, or that the agent went against what they asked. */
export function saysFailed(text: string): boolean {
  return SAID_FAILED_RE.test(text) || IGNORED_RE.test(text);
}

/** Lines of a long message read for the person's own report, at each end: what lies between is what they pasted. */
const REPORT_LINES = 3;

/**
 * The person's own words in a message: all of a short one; of a long one, its first and last REPORT_LINES lines.
 * People write their report around what they paste ("still failing:", a log, "any idea?"); a log, a spec or
 * another assistant's answer pasted between says "keeps failing" or "could not resolve" in its own voice.
 */
export function reportWords(text: string): string {
  const lines = text.split("\n").filter((l) => l.trim());
  if (lines.length <= 2 * REPORT_LINES) return lines.join("\n");
  return [...lines.slice(0, REPORT_LINES), ...lines.slice(-REPORT_LINES)].join("\n");
}

/** The person saying the last attempt worked, and nothing in the same message failing. */
export function saysWorked(text: string): boolean {
  return SAID_WORKED_RE.test(text) && !saysFailed(text);
}

/** The person saying the agent went against what they had asked, or forbidding a change. */
export function saysIgnored(text: string): boolean {
  return IGNORED_RE.test(text) || PROHIBITION_RE.test(text);
}

export function isCapacityError(text: string): boolean {
  return CAPACITY_RE.test(text);
}

/** A request's words without the files, paths, links and mentions it points at. */
function words(text: string): string {
  return text.replace(/(?:https?:\/\/|[@#]|[A-Za-z]:\\|~?\/)\S*|\S+\.\w{1,5}(?::[\d-]+)?(?=\s|$)/g, " ");
}

/** The text's distinct character trigrams (lower-cased, accents folded, spaces collapsed), each hashed to an
 * integer, sorted: two texts are compared by one merge. */
function trigrams(text: string): Int32Array {
  const t = ` ${foldAccents(text.slice(0, COMPARED_CHARS).toLowerCase()).replace(/\s+/g, " ").trim()} `;
  const all = new Int32Array(Math.max(0, t.length - 2));
  for (let i = 0; i < all.length; i++)
    all[i] = ((t.charCodeAt(i) * 65_599 + t.charCodeAt(i + 1)) * 65_599 + t.charCodeAt(i + 2)) & 0x3fffffff;
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  return all.subarray(0, n);
}

/** How much of the shorter text the longer one holds (an answer repeated with something added still repeats). */
function overlap(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let both = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      both++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return both / Math.min(a.length, b.length);
}

/** A slash command (`/add`, `/undo`), an answer to the tool's own question ("Add file to the chat? (Y)es/(N)o") or
 * one of its buttons (VS Code's `@agent Continue`, `@agent Try Again`; Cursor's plan mode sends the same fixed
 * message for every plan built) speaks to the tool, not the agent. A message the tool itself put in the person's
 * place is not the person's words either: Claude Code's skill loaded into the conversation ("Base directory for this
 * skill: …", the skill's own text after it) and its records of local commands (`<command-name>`,
 * `<local-command-stdout>`), Cursor's notice that a background task finished (`<system_notification>`). */
function isToolCommand(text: string): boolean {
  const t = text.trim();
  return (
    /^\/[a-z][\w-]*(?:\s|$)/i.test(t) ||
    /\(Y\)es\/\(N\)o/.test(text) ||
    /^@agent\b/i.test(t) ||
    /^Implement the plan as specified\b/.test(t) ||
    /^Base directory for this skill:/.test(t) ||
    /^<(?:command-name|command-message|local-command-\w+|system_notification|system-reminder)>/.test(t) ||
    INTERRUPT_RECORD.test(t)
  );
}

/** A message sent in a tool's mode that only answers and changes nothing (Aider's `/ask`). */
const QUESTION_MODE = /^\/ask\b/i;

/** The record a tool writes when the person stops the agent mid-answer (Codex's `<turn_aborted>`, Claude Code's
 * "[Request interrupted by user]"). */
const INTERRUPT_RECORD = /^(?:<turn_aborted>|\[Request interrupted by user)/;

/** The turns whose answer the person stopped: asking the same again after it resends what they stopped, as after
 * the service failing; it says nothing about an attempt that was finished. */
function interruptedTurns(lines: SessionLine[]): Set<number> {
  const out = new Set<number>();
  for (const l of lines) {
    if (!INTERRUPT_RECORD.test(l.text.trim())) continue;
    // Codex writes the record as a message of its own, after the turn it stopped; Claude Code inside that turn.
    out.add(l.role === "user" ? l.userTurn - 1 : l.userTurn);
  }
  return out;
}

/** The agent's reply to a turn ended with the service failing (an API error, a rate limit): asking again retries
 * the tool, not the agent. */
function serviceFailed(t: TurnText): boolean {
  return t.lastAnswerLine !== null && SERVICE_FAILED_RE.test(t.lastAnswerLine.text);
}

/** An answer's words without the code blocks it shows: a file shown again after an edit is the same file, not the
 * same answer. */
function prose(answer: string): string {
  return answer.replace(/^\s*(```|~~~)[^\n]*\n[\s\S]*?^\s*\1[^\n]*$/gm, " ");
}

/** What a message pastes in fenced blocks (an error, a log, code), its fences aside. */
function fenced(text: string): string {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(```|~~~)[^\n]*\n([\s\S]*?)^\s*\1/gm)) out.push(m[2]!);
  return out.join("\n");
}

function oneLine(text: string): boolean {
  return text.split("\n").filter((l) => l.trim()).length === 1;
}

/** The numbers a request names ("phase 1.2", "step 3", "port 8080"), in order. */
function numbersIn(text: string): string {
  return (text.match(/\d+(?:\.\d+)*/g) ?? []).join(" ");
}

/**
 * Two requests worded alike that point at different things: the same words around a different paste (a tool's
 * fixed question about each new error), or, in one line, naming other numbers ("go on to phase 1.3" after "phase
 * 1.2"). A
 * request carried on to the next item is not a request the agent failed to carry out.
 */
function pointsElsewhere(a: string, b: string): boolean {
  const pa = fenced(a);
  const pb = fenced(b);
  if (pa.trim() && pb.trim() && overlap(trigrams(pa), trigrams(pb)) < SAME_REQUEST) return true;
  // Numbers only in a request of one line: a pasted log's numbers (times, lines, ids) change at every run.
  if (!oneLine(a) || !oneLine(b)) return false;
  const na = numbersIn(a);
  const nb = numbersIn(b);
  return na !== "" && nb !== "" && na !== nb;
}

/** Two texts are compared only when both say something and neither is more than three times the other. */
function comparable(a: string, b: string, min: number): boolean {
  const x = a.trim().length;
  const y = b.trim().length;
  return x >= min && y >= min && Math.max(x, y) <= 3 * Math.min(x, y);
}

interface TurnText {
  turn: number;
  user: string;
  userLine: SessionLine | null;
  /** The agent's words, without the tool calls and hidden reasoning an export shows as markup. */
  answer: string;
  answerLine: SessionLine | null;
  /** The agent's last words: the service failing here means the request was never answered. */
  lastAnswerLine: SessionLine | null;
}

/** Blocks of an export that are the tool's record, not the agent's words (SpecStory's `<tool-use>`, `<think>`). */
const MARKUP_OPEN = /^\s*<(tool-use|think)\b/;

function turnTexts(lines: SessionLine[]): TurnText[] {
  const turns = new Map<number, TurnText>();
  let markup: string | null = null;
  // The record of the command last read: the lines after a command's first, in its record, are the command's (a
  // script of several lines), not the agent's words; a script run again is no answer given again (decision 0415).
  let command = -1;
  const said = new Map<number, SessionLine[]>();
  for (const l of lines) {
    if (l.userTurn === 0 || (l.role !== "user" && l.role !== "assistant")) continue;
    if (l.kind === "command") command = l.n;
    else if (l.role === "assistant" && l.n === command) continue;
    else command = -1;
    let t = turns.get(l.userTurn);
    if (!t)
      turns.set(
        l.userTurn,
        (t = { turn: l.userTurn, user: "", userLine: null, answer: "", answerLine: null, lastAnswerLine: null }),
      );
    if (l.role === "user") {
      markup = null;
      if (l.text.trim()) t.userLine ??= l;
      t.user += `${l.text}\n`;
    } else if (l.kind === "text") {
      markup ??= MARKUP_OPEN.exec(l.text)?.[1] ?? null;
      if (markup) {
        if (l.text.includes(`</${markup}>`)) markup = null;
        continue;
      }
      if (l.text.trim()) {
        t.answerLine ??= l;
        t.lastAnswerLine = l;
        const own = said.get(l.userTurn);
        if (own) own.push(l);
        else said.set(l.userTurn, [l]);
      }
      t.answer += `${l.text}\n`;
    }
  }
  for (const t of turns.values()) t.user = ownRequest(t.user);
  withoutPreamble(turns, said);
  return [...turns.values()].sort((a, b) => a.turn - b.turn);
}

/** Lines an agent opens at least this share of its answers with, in at least PREAMBLE_TURNS turns, are a preamble. */
const PREAMBLE_SHARE = 0.5;
const PREAMBLE_LINES = 12;
const PREAMBLE_TURNS = 4;

/** The lines an agent opens most of its answers with, whatever was asked (a text its instructions tell it to recite
 * first), are no part of any one answer: two answers sharing them are not the same answer (decision 0436). */
function withoutPreamble(turns: Map<number, TurnText>, said: Map<number, SessionLine[]>): void {
  const opens = new Map<string, number>();
  for (const ls of said.values())
    for (const text of new Set(ls.slice(0, PREAMBLE_LINES).map((l) => l.text.trim())))
      opens.set(text, (opens.get(text) ?? 0) + 1);
  const least = Math.max(PREAMBLE_TURNS, PREAMBLE_SHARE * said.size);
  for (const [turn, ls] of said) {
    let k = 0;
    while (k < ls.length && (opens.get(ls[k]!.text.trim()) ?? 0) >= least) k++;
    const t = turns.get(turn);
    // A recited text, not a line every answer opens with ("Result:", a fence): at least an answer's length.
    if (!t || ls.slice(0, k).reduce((n, l) => n + l.text.trim().length, 0) < MIN_ANSWER_CHARS) continue;
    const rest = ls.slice(k);
    t.answer = rest.map((l) => `${l.text}\n`).join("");
    t.answerLine = rest[0] ?? null;
  }
}

/** The context the Codex IDE extension puts before every message ("# Context from my IDE setup:", the active file,
 * the open tabs, then "## My request for Codex:") is the editor's, not the person's words: two messages sharing it
 * ask the same thing no more than two messages sent from the same open files (decision 0405). */
const IDE_CONTEXT = /^\s*# Context from my IDE setup:[^]*?\n## My request for Codex:[^\S\n]*\n?/;

/** Claude Code's note of what the person had open or selected in the editor (`<ide_opened_file>`, `<ide_selection>`),
 * put before their words: the editor's, as the context above (decision 0429). */
const IDE_NOTE = /<(ide_opened_file|ide_selection)>[^]*?<\/\1>/g;

function ownRequest(text: string): string {
  return text.replace(IDE_CONTEXT, "").replace(IDE_NOTE, "");
}

/** Code in a fenced block with its language named, in the agent's words, is a change it made or handed over to be
 * applied: older Cursor exports show the agent's edits only this way, as a diff (decision 0364), and an answer in a
 * chat or ask mode hands over its fix as code to paste (decision 0389). It marks a turn the agent tried something
 * in, nothing more; a fence with no language named is what the agent quotes (a log, an output). */
function handsOverCode(l: SessionLine): boolean {
  return l.kind === "text" && /^\s*```[A-Za-z]/m.test(l.text);
}

/** An error's message after its class ("TypeError: …"): long enough to name the error by itself. */
const MIN_MESSAGE_CHARS = 20;

/**
 * The key an error is known by: its fingerprint, or, when the fingerprint holds the error's class, its message
 * after the last class. People paste an error with their own words before it ("this is the error:", "still stuck
 * here :") and a console's count or prefix ("2stats:778"); the same message coming back is the same error.
 */
function errorKey(text: string): string | null {
  const fp = fingerprint(text);
  if (!fp) return null;
  const m = /^.*\b[\w.]*(?:error|exception):\s+/.exec(fp);
  const message = m ? fp.slice(m[0].length) : "";
  return message.length >= MIN_MESSAGE_CHARS ? `message: ${message}` : fp;
}

/** A run's bare exit status ("Error: Exit code 1", "exited with code 2", "exit status 1"), with nothing after it. */
const BARE_EXIT =
  /^\W*(?:error:?\s*)?(?:(?:process |command )?exit(?:ed)?(?: with)? (?:code|status)|exit code:?)\s*\(?-?\d+\)?\W*$/i;

/** A line of the code an error is shown with, by its gutter: numbered ("146 | raise RuntimeError(…)", "> 12 | …")
 * or indented under it ("   |     ^^^^ not found in this scope"). A table row starts at the margin, not here. */
const CODE_FRAME = /^\s*>?\s*\d+\s*[|│]|^\s+[|│]\s/;

/** A bare dotted name in lower case, alone on its line (`anthropic.types.shared.billing_error`): a module or type a
 * listing names, not an error printed (an exception's own line names its class in capitals or with its message). */
const BARE_NAME = /^\s*[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+\s*$/;

/** An error line that names nothing of the work: a bare exit status, the tool's notice about its own housekeeping,
 * a build tool's footer, the code shown around an error or a name in a listing (decision 0414). */
function namesNothing(text: string): boolean {
  return (
    BARE_EXIT.test(text.trim()) ||
    TOOL_NOTICE_RE.test(text) ||
    BUILD_FOOTER_RE.test(text) ||
    CODE_FRAME.test(text) ||
    BARE_NAME.test(text)
  );
}

/** A command as run again: its first step that is not a change of folder, before any pipe or redirection, without
 * its options (`git push origin master --force` runs `git push origin master` again). */
function commandStem(text: string): string {
  const steps = text.split(/&&|\|\||;/).map((p) => p.trim());
  const step = steps.find((p) => p && !/^(?:cd|pushd|set-location)\b/i.test(p)) ?? text;
  const head = step.split(/\s\|\s|\s\d?>/)[0]!;
  return head
    .split(/\s+/)
    .filter((w) => w && !w.startsWith("-"))
    .join(" ");
}

/** A tool call the transcript shows without what it was given (Claude Code's `KillBash()`, `BashOutput()`,
 * `TodoWrite()`): two of them are not known to be one command run again (decision 0406). */
const BARE_CALL = /^[\w.-]+\(\)$/;

/** A line a tool marks as a warning ("▲ [WARNING] …", "warning: …"): the run went on, and the same warning at the
 * next run is no error that came back after a fix (decision 0406). */
const WARNING_LINE = /^\W*\[?warn(?:ing)?\b/i;

/** The tool stopping a run on its own timer ("Error: Command timed out after 10s", Claude Code's Bash, Codex). */
const TIMED_OUT = /^\W*(?:error:\s*)?command timed out after\b/i;

/** A run's own report that it succeeded ("Process exited with code 0", "Exit code: 0"), as agents' logs print it. */
const CLEAN_EXIT = /^\s*(?:process exited with code|exit code:?)\s*0\s*$/i;

/** The person's words in a turn saying the agent's last attempt failed. */
function saidFailedAt(turn: number, line: SessionLine, earlier: SessionLine | null, reason: string): Failure {
  return { kind: "said-failed", turn, from: turn, withinTurn: false, attempt: 0, line, earlier, reason };
}

/** Every failed attempt in the session, in order. */
export function findFailures(lines: SessionLine[]): Failure[] {
  const out: Failure[] = [];
  // Attempts so far: edits, commands and the agent's words. An error seen again after one is a failed attempt.
  let attempts = 0;
  // Changes so far (edits, file changes): inside one turn an error counts again only after the agent changed
  // something (or retried an edit that failed to apply); the same error met by every command it runs is the
  // environment's, not a failed fix.
  let changes = 0;
  const errors = new Map<string, { first: SessionLine; last: SessionLine; attemptsAt: number; changesAt: number }>();
  const commands = new Map<string, { first: SessionLine; failures: number; lastFailed: boolean }>();
  let pendingCommand: { key: string; failed: boolean } | null = null;
  // Every run of a command, by its stem, and whether its output held an error; the command each error came from.
  const runs: { stem: string; n: number; failed: boolean }[] = [];
  const ranFrom = new Map<Failure, string>();
  // The commands each error was printed by, and the key of each error that came back.
  const printedBy = new Map<string, Set<string>>();
  const keyOf = new Map<Failure, string>();
  // The turns the agent tried something in (an edit, a command, a change), and each turn's first line of the
  // person's with an error in it.
  const tried = new Set<number>();
  // The turns the agent changed something in (an edit, a file change).
  const changed = new Set<number>();
  const pasted = new Map<number, SessionLine>();
  // The run being read said it exited with code 0: it succeeded, and what else it printed is a warning.
  let cleanRun = false;
  const settle = () => {
    cleanRun = false;
    if (!pendingCommand?.failed) {
      pendingCommand = null;
      return;
    }
    const c = commands.get(pendingCommand.key)!;
    pendingCommand = null;
    c.failures++;
    c.lastFailed = true;
  };
  // The agent's own words that its last try failed and it tries again, per turn (not the code it shows).
  const retriedSaid = new Map<number, SessionLine[]>();
  for (const l of lines) {
    if (l.role === "assistant" || l.role === "user") settle();
    if (l.role === "assistant" && l.kind === "text" && !/^\s*[+-]/.test(l.text) && AGENT_RETRIED_RE.test(l.text)) {
      const said = retriedSaid.get(l.userTurn) ?? [];
      said.push(l);
      retriedSaid.set(l.userTurn, said);
    }
    if (l.role === "assistant") {
      if (l.kind === "command") {
        const key = l.text.trim();
        const c = commands.get(key) ?? { first: l, failures: 0, lastFailed: false };
        c.lastFailed = false;
        commands.set(key, c);
        pendingCommand = { key, failed: false };
        runs.push({ stem: commandStem(key), n: l.n, failed: false });
        if (c.failures >= COMMAND_FAILURES - 1 && !BARE_CALL.test(key))
          out.push({
            kind: "command-again",
            turn: l.userTurn,
            from: c.first.userTurn,
            withinTurn: c.first.userTurn === l.userTurn,
            attempt: attempts,
            line: l,
            earlier: c.first,
            reason: "the same command was run again after failing",
          });
      }
      if (l.kind === "edit" || l.kind === "change") {
        changes++;
        changed.add(l.userTurn);
      }
      if (l.kind === "edit" || l.kind === "command" || l.kind === "change" || handsOverCode(l)) tried.add(l.userTurn);
      attempts += l.count;
      continue;
    }
    if (l.role === "tool" && (l.kind === "edit" || l.kind === "change")) {
      attempts++;
      changes++;
      tried.add(l.userTurn);
      changed.add(l.userTurn);
      continue;
    }
    // The tool's own text in the person's place (an instruction it loaded) is no run's output (decision 0405).
    if (l.role === "tool" && l.kind === "text") continue;
    if (l.role === "tool" && pendingCommand && CLEAN_EXIT.test(l.text)) cleanRun = true;
    // A run the tool stopped on its own timer (a dev server, a watcher) ran: no failure of the work (decision 0414).
    if (l.role === "tool" && pendingCommand && TIMED_OUT.test(l.text)) cleanRun = true;
    if (cleanRun && l.role === "tool") continue;
    // The tool's own notices about the files it tracks are no run's output (decision 0384).
    if (l.role === "tool" && TOOL_FILE_NOTICE_RE.test(l.text)) continue;
    // Errors the tools printed, or the person pasted back.
    const failedEdit = l.kind === "edit-failed";
    const key = failedEdit ? `edit failed: ${l.file ?? ""}` : errorKey(l.text);
    if (!key) continue;
    if (l.role === "user" && !pasted.has(l.userTurn)) pasted.set(l.userTurn, l);
    if (l.role === "tool" && pendingCommand) {
      pendingCommand.failed = true;
      runs[runs.length - 1]!.failed = true;
      const by = printedBy.get(key) ?? new Set<string>();
      by.add(runs[runs.length - 1]!.stem);
      printedBy.set(key, by);
    }
    // An error that names nothing of the work, a bare exit status or the tool's notice about its own housekeeping,
    // is no error that came back: two failures that share only their exit code are not one, and a notice printed
    // after every change says nothing of the change (decision 0383). The run it ended still failed.
    if (!failedEdit && namesNothing(l.text)) continue;
    if (!failedEdit && l.role === "tool" && WARNING_LINE.test(l.text)) continue;
    const e = errors.get(key);
    if (!e) {
      errors.set(key, { first: l, last: l, attemptsAt: attempts, changesAt: changes });
      continue;
    }
    const capacity = isCapacityError(l.text) && l.userTurn > e.last.userTurn;
    const withinTurn = e.last.userTurn === l.userTurn && l.role !== "user";
    const retried = attempts > e.attemptsAt && (!withinTurn || failedEdit || changes > e.changesAt);
    if (retried || capacity) {
      const failure: Failure = {
        kind: failedEdit ? "edit-failed-again" : attempts > e.attemptsAt ? "error-again" : "capacity-again",
        turn: l.userTurn,
        from: e.first.userTurn,
        withinTurn,
        attempt: attempts,
        line: l,
        earlier: e.first,
        reason: failedEdit
          ? "an edit failed to apply again"
          : attempts > e.attemptsAt
            ? "the same error came back after an attempted fix"
            : "the request was too big for the model again",
      };
      out.push(failure);
      keyOf.set(failure, key);
      if (l.role === "tool" && pendingCommand) ranFrom.set(failure, runs[runs.length - 1]!.stem);
    }
    e.last = l;
    e.attemptsAt = attempts;
    e.changesAt = changes;
  }
  settle();
  for (const [f, stem] of ranFrom) f.passedAfter = runs.some((r) => r.stem === stem && r.n > f.line.n && !r.failed);
  // A command whose last run passed went through different errors to a working state: progress, not a loop (the
  // labelling guide, "different errors one after another"). The same error coming back is still counted above.
  const passed = new Set([...commands.values()].filter((c) => !c.lastFailed).map((c) => c.first));
  // An error printed by COMMAND_FAILURES different commands or more, whatever they ran, is the environment's (a
  // shell's profile, a warning every run prints), not a fix that failed: the rule inside one turn, across turns.
  const everywhere = (f: Failure) => (printedBy.get(keyOf.get(f) ?? "")?.size ?? 0) >= COMMAND_FAILURES;
  for (let i = out.length - 1; i >= 0; i--) {
    const f = out[i]!;
    if (f.kind === "command-again" && f.earlier && passed.has(f.earlier)) out.splice(i, 1);
    else if (f.kind === "error-again" && everywhere(f)) out.splice(i, 1);
  }

  // Said COMMAND_FAILURES times in one reply, the agent is looping on its own: each try after the first failed.
  for (const said of retriedSaid.values()) {
    if (said.length < COMMAND_FAILURES) continue;
    for (const [k, l] of said.entries())
      if (k > 0)
        out.push({
          kind: "admitted",
          turn: l.userTurn,
          from: l.userTurn,
          withinTurn: true,
          // Each retry is an attempt of its own (negative: apart from the edits and commands counted above).
          attempt: -k,
          line: l,
          earlier: said[0]!,
          reason: "the agent said its last try failed and tried again",
        });
  }

  const turns = turnTexts(lines);
  // The person's first line of each turn, words or not, and how many turns in a row they answered without words.
  const opened = new Map<number, SessionLine>();
  for (const l of lines) if (l.role === "user" && !opened.has(l.userTurn)) opened.set(l.userTurn, l);
  let wordless = 0;
  const againTurns = new Set(out.filter((f) => f.kind === "error-again" && f.line.role === "user").map((f) => f.turn));
  // The turn the agent first answered in: before it there is nothing of the agent's to undo (an edit the export
  // does not show, a whole file written in the answer, may be what is undone).
  const firstAnswer = lines.find((l) => l.role === "assistant" && l.userTurn > 0)?.userTurn ?? Infinity;
  const requests = turns.map((t) => words(t.user));
  const interrupted = interruptedTurns(lines);
  // Built when first compared: most pairs of turns differ in length and are never compared.
  const userGrams: (Int32Array | undefined)[] = [];
  const answerGrams: (Int32Array | undefined)[] = [];
  const userOf = (i: number) => (userGrams[i] ??= trigrams(requests[i]!));
  const said = turns.map((t) => prose(t.answer));
  const answerOf = (i: number) => (answerGrams[i] ??= trigrams(said[i]!));
  // The turns (indices) where the person asked for the same thing again, in order.
  const askedAgain = new Set<number>();
  for (let i = 1; i < turns.length; i++) {
    const t = turns[i]!;
    // The turn before, past the person's own commands to the tool that the agent did not answer (Aider's `/run`,
    // `/add`): what they say next is about the agent's last attempt, which they only ran or looked at between. A
    // tool command reached that way (the tool's own output, `/map`) is no attempt: the turn before stays.
    let back = i - 1;
    while (back > 0 && isToolCommand(turns[back]!.user) && !turns[back]!.answer.trim()) back--;
    if (isToolCommand(turns[back]!.user)) back = i - 1;
    const prev = turns[back]!;
    // A turn where the person says the last attempt worked starts something new: the agent agreeing ("You're right")
    // with what they say next admits no failure, and their new request or its answer repeats nothing (decision 0362).
    const worked = saysWorked(t.user);
    if (!worked && t.answerLine && prev.answer.trim() && ADMITTED_RE.test(t.answerLine.text))
      out.push({
        kind: "admitted",
        turn: t.turn,
        from: t.turn,
        withinTurn: false,
        attempt: 0,
        line: t.answerLine,
        earlier: prev.answerLine,
        reason: "the agent admitted its last attempt was wrong",
      });
    if (t.userLine && firstAnswer < t.turn && UNDID_RE.test(t.user))
      out.push({
        kind: "undid",
        turn: t.turn,
        from: t.turn,
        withinTurn: false,
        attempt: 0,
        line: t.userLine,
        earlier: null,
        reason: "the person undid what the agent changed",
      });
    // A message with no words (SpecStory keeps no pasted image) after an answer shows the person its result; a
    // third in a row after the agent's answers is a loop the person shows without words (decision 0366).
    wordless = !t.user.trim() && prev.answer.trim() ? wordless + 1 : 0;
    const shown = opened.get(t.turn);
    if (wordless >= WORDLESS_RUN && shown)
      out.push({
        kind: "said-failed",
        turn: t.turn,
        from: t.turn,
        withinTurn: false,
        attempt: 0,
        line: shown,
        earlier: prev.answerLine,
        reason: "the person answered the agent's attempts without words again and again",
      });
    if (isToolCommand(t.user)) continue;
    const paste = pasted.get(t.turn);
    if (paste && tried.has(prev.turn) && !againTurns.has(t.turn))
      out.push({
        kind: "reported-error",
        turn: t.turn,
        from: t.turn,
        withinTurn: false,
        attempt: 0,
        line: paste,
        earlier: prev.answerLine,
        reason: "the person brought back an error after the agent's attempt",
      });
    // A bare request to fix, right after the agent tried something, says the attempt left it broken (decision 0366).
    const saidFailed = saysFailed(reportWords(t.user));
    const fixAgain = tried.has(prev.turn) && (asksOnlyToFix(t.user) || onlyNamesError(t.user)) && !saidFailed;
    if (t.userLine && fixAgain)
      out.push(
        saidFailedAt(t.turn, t.userLine, prev.answerLine, "the person asked to fix what the last attempt left broken"),
      );
    // The person dropping the problem right after the agent tried something: the attempt did not get there.
    if (t.userLine && tried.has(prev.turn) && !fixAgain && !saidFailed && GAVE_UP_RE.test(t.user))
      out.push(
        saidFailedAt(t.turn, t.userLine, prev.answerLine, "the person gave the problem up after the last attempt"),
      );
    if (t.userLine && saidFailed && prev.answer.trim())
      out.push(saidFailedAt(t.turn, t.userLine, prev.answerLine, "the person said the last attempt did not work"));
    // The request put to the agent right after the person asked about it in the tool's question-only mode (Aider's
    // `/ask`, which changes nothing): asking first and then having it done is one request, whatever came before.
    const askedFirst =
      QUESTION_MODE.test(turns[i - 1]!.user.trim()) &&
      comparable(requests[i]!, requests[i - 1]!, MIN_REQUEST_CHARS) &&
      overlap(userOf(i), userOf(i - 1)) >= SAME_REQUEST;
    for (let j = Math.max(0, i - COMPARE_TURNS); j < i && !worked && !askedFirst; j++) {
      const u = turns[j]!;
      if (
        t.userLine &&
        !isToolCommand(u.user) &&
        !serviceFailed(u) &&
        !interrupted.has(u.turn) &&
        comparable(requests[i]!, requests[j]!, MIN_REQUEST_CHARS) &&
        u.answer.trim() &&
        overlap(userOf(i), userOf(j)) >= SAME_REQUEST &&
        !pointsElsewhere(t.user, u.user)
      ) {
        // Asked once more after already asking again: the trouble showed where they first asked again.
        const again = [...askedAgain].find((k) => k > j && k < i && overlap(userOf(k), userOf(i)) >= SAME_REQUEST);
        askedAgain.add(i);
        out.push({
          kind: "asked-again",
          turn: t.turn,
          from: again !== undefined ? turns[again]!.turn : t.turn,
          withinTurn: false,
          attempt: 0,
          line: t.userLine,
          earlier: u.userLine,
          reason: "the person asked for the same thing again",
        });
        break;
      }
    }
    // An answer that changed something is an attempt of its own, judged by what the next turn shows: the same fix
    // carried to a new place reads like the last answer without repeating it (decision 0362).
    for (let j = Math.max(0, i - COMPARE_TURNS); j < i && !changed.has(t.turn) && !worked; j++) {
      const u = turns[j]!;
      if (
        t.answerLine &&
        !serviceFailed(t) &&
        !serviceFailed(u) &&
        comparable(said[i]!, said[j]!, MIN_ANSWER_CHARS) &&
        overlap(answerOf(i), answerOf(j)) >= SAME_ANSWER &&
        overlap(userOf(i), userOf(j)) < SAME_REQUEST
      ) {
        out.push({
          kind: "answered-same",
          turn: t.turn,
          from: u.turn,
          withinTurn: false,
          attempt: 0,
          line: t.answerLine,
          earlier: u.answerLine,
          reason: "the agent gave the same answer to a different request",
        });
        break;
      }
    }
  }
  // A request sent again after the agent's answer to it was stopped or the service refused it repeats the person's
  // words, their "it doesn't work" and the error they pasted: the same report, read where it was first sent, not a
  // new one about an attempt (decision 0406).
  const resent = new Set<number>();
  for (let i = 1; i < turns.length; i++) {
    const prev = turns[i - 1]!;
    if (!interrupted.has(prev.turn) && !serviceFailed(prev)) continue;
    if (requests[i]!.trim().length < MIN_REQUEST_CHARS || requests[i - 1]!.trim().length < MIN_REQUEST_CHARS) continue;
    if (overlap(userOf(i), userOf(i - 1)) >= SAME_REQUEST) resent.add(turns[i]!.turn);
  }
  for (let i = out.length - 1; i >= 0; i--)
    if (out[i]!.line.role === "user" && resent.has(out[i]!.turn)) out.splice(i, 1);
  // The same file edited again in a turn that shows a failure: what the agent kept changing. The trouble shows from
  // that turn, not from the file's first re-edit: editing one file turn after turn is the work until a turn shows
  // it failed (the labelling guide's first stuck turn is the first report; decision 0355). An edit that did not apply
  // shows no attempt failing: the file written again after it is the same edit tried again (decision 0428).
  const failedTurns = new Set(
    out.filter((f) => !f.withinTurn && f.kind !== "reported-error" && !NO_FAILED_FIX.has(f.kind)).map((f) => f.turn),
  );
  const edits = new Map<string, SessionLine[]>();
  for (const l of lines) {
    if (!l.file || (l.kind !== "edit" && l.kind !== "edit-failed")) continue;
    const seen = edits.get(l.file) ?? [];
    const earlier = seen.find((e) => e.userTurn < l.userTurn);
    if (earlier && failedTurns.has(l.userTurn) && !seen.some((e) => e.userTurn === l.userTurn)) {
      out.push({
        kind: "file-again",
        turn: l.userTurn,
        from: l.userTurn,
        withinTurn: false,
        attempt: 0,
        line: l,
        earlier,
        reason: `${l.file} was edited again after an attempt that failed`,
      });
    }
    seen.push(l);
    edits.set(l.file, seen);
  }
  return out.sort((a, b) => a.turn - b.turn || a.line.n - b.line.n);
}

/** Groups the failures into episodes; the strongest (most strikes, then the earliest) comes first. */
export function findEpisodes(lines: SessionLine[]): Episode[] {
  const episodes: Episode[] = [];
  let cur: Episode | null = null;
  const reported: number[] = [];
  for (const f of findFailures(lines)) {
    if (f.kind === "reported-error") {
      reported.push(f.turn);
      continue;
    }
    if (!cur || f.from - cur.lastTurn > EPISODE_GAP) {
      cur = { firstTurn: f.from, lastTurn: f.turn, strikes: 0, unresolved: false, failures: [], reportedFrom: null };
      episodes.push(cur);
    }
    cur.failures.push(f);
    cur.firstTurn = Math.min(cur.firstTurn, f.from);
    cur.lastTurn = Math.max(cur.lastTurn, f.turn);
  }
  // The session's last turn of work: turns at the end that only tell the agent to go on ask for nothing new, so
  // the session ends where the work they continue stood (decision 0366).
  const said = new Map<number, string>();
  for (const l of lines) if (l.role === "user") said.set(l.userTurn, `${said.get(l.userTurn) ?? ""}${l.text}\n`);
  let lastTurn = lines.reduce((m, l) => Math.max(m, l.userTurn), 0);
  while (lastTurn > 1 && CONTINUE_ONLY_RE.test((said.get(lastTurn) ?? "").trim())) lastTurn--;
  for (const e of episodes) {
    const turnsSeen = new Set(e.failures.filter((f) => !f.withinTurn).map((f) => f.turn));
    const agentRetries = new Set(e.failures.filter((f) => f.withinTurn).map((f) => `${f.turn}:${f.attempt}`));
    e.strikes = turnsSeen.size + agentRetries.size;
    // A session ends on an episode when its last turn shows a failure it never got past: a command that failed
    // there and later ran without an error was got past, as the labelling guide's "seen working" reads.
    // The agent opening with "you're right" or the person undoing its change shows no failure left standing: the
    // first agrees with what the person says next, the second puts the work back where it was.
    e.unresolved =
      e.lastTurn === lastTurn &&
      !e.failures.every((f) => f.turn < e.lastTurn || f.passedAfter || SETTLED_ALONE.has(f.kind));
    let from = e.firstTurn;
    for (let i = reported.length - 1; i >= 0; i--) {
      const r = reported[i]!;
      if (r < from && from - r <= EPISODE_GAP) from = r;
    }
    e.reportedFrom = from < e.firstTurn ? from : null;
  }
  return episodes.sort((a, b) => b.strikes - a.strikes || a.firstTurn - b.firstTurn);
}

/** Failures that, at the session's last turn, leave nothing broken the session ends on. */
const SETTLED_ALONE = new Set<FailureKind>(["admitted", "undid"]);

/** Failures that show no attempt at the work failing: an edit the tool could not apply (the work never ran) and
 * the person undoing a change (their choice, the work put back). A loop needs a failure of another kind beside them
 * (decision 0386). */
const NO_FAILED_FIX = new Set<FailureKind>(["edit-failed-again", "undid"]);
/** Failures that are signs, not a failed fix seen: those above, the person asking again and the agent answering
 * the same. Alone they take two strikes: one of them at the session's end says nothing of the answer it got
 * (decision 0386). */
const WEAK = new Set<FailureKind>([...NO_FAILED_FIX, "asked-again", "answered-same"]);

/** Stuck: an episode with two failed attempts, or one failed attempt the session ends on (never got past); an
 * episode of weak signs alone needs the two, and one of edits not applied and undoing alone is never a loop. */
export function isStuck(e: Episode): boolean {
  if (e.failures.every((f) => NO_FAILED_FIX.has(f.kind))) return false;
  if (e.failures.every((f) => WEAK.has(f.kind))) return e.strikes >= STUCK_STRIKES;
  return e.strikes >= STUCK_STRIKES || (e.strikes >= 1 && e.unresolved);
}
