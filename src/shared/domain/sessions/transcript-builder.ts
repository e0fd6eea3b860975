import {
  MAX_LINES,
  type LineKind,
  type Role,
  type Transcript,
  type TranscriptFormat,
  type TranscriptLine,
} from "../detection/transcript.js";
import { redactSecrets } from "../redact-secrets.js";

/** A session file's line: a transcript line that also knows which of the user's messages it follows. */
export interface SessionLine extends TranscriptLine {
  /** 1-based count of the user's messages up to this line (0 before the first one). */
  userTurn: number;
}

/** Longer lines are read as their first and last LINE_SIDE characters (as pasted text is). */
const LINE_SIDE = 1_000;
/** A message's first lines are read; a tool result can hold a whole file. */
const MESSAGE_LINES = 200;
/** Kept lines before the head, tail and sampled middle are taken again (bounds memory on huge files). */
const COMPACT_AT = 20_000;
const LINES_HEAD = 1_200;
const LINES_TAIL = 1_200;
const LINE_RUN = 40;
/** A terminal's colour and cursor codes (ESC [ … m) in a command's output, as exports keep them: no text of the run,
 * and they hide the words they colour from every reading (decision 0424). */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI_ESCAPE = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** Of the middle's lines, at most this share goes to the turns' openings: the person's words and the start of the
 * agent's answer to them. */
const TURNS_SHARE = 0.5;
/** Each turn of the middle keeps at most this many of the person's lines and of the agent's words after them. */
const TURN_PERSON_LINES = 20;
const TURN_ANSWER_LINES = 5;

/**
 * The middle of a long session, sampled: first the opening of every turn in it (the person's message and the start
 * of the agent's answer, as many lines of each as fit), so that no message of the person's is lost and the turns
 * are counted and read as the person wrote them (decision 0376); the rest of the budget in evenly spaced runs.
 */
function sampleMiddle(lines: SessionLine[], from: number, to: number, budget: number): number[] {
  const turns = new Map<number, { person: number[]; answer: number[] }>();
  for (let i = from; i < to; i++) {
    const l = lines[i]!;
    if (l.role !== "user" && !(l.role === "assistant" && l.kind === "text")) continue;
    let t = turns.get(l.userTurn);
    if (!t) turns.set(l.userTurn, (t = { person: [], answer: [] }));
    if (l.role === "user") {
      if (t.answer.length === 0) t.person.push(i);
    } else if (t.person.length > 0) t.answer.push(i);
  }
  const openings = [...turns.values()].filter((t) => t.person.length > 0);
  const share = Math.floor(budget * TURNS_SHARE);
  let keep: number[] = [];
  for (let per = 1; per <= TURN_PERSON_LINES; per++) {
    const next = openings.flatMap((t) => [
      ...t.person.slice(0, per),
      ...t.answer.slice(0, Math.min(per, TURN_ANSWER_LINES)),
    ]);
    if (next.length > share) break;
    keep = next;
  }
  // More turns than fit even one line each: their first lines, evenly spaced.
  if (keep.length === 0 && openings.length > 0) {
    const step = openings.length / share;
    for (let k = 0; k < share; k++) keep.push(openings[Math.floor(k * step)]!.person[0]!);
  }
  const kept = new Set(keep);
  const runs = Math.floor((budget - kept.size) / LINE_RUN);
  const step = Math.floor((to - from) / Math.max(runs, 1));
  for (let k = 0; k < runs; k++) {
    const start = from + k * step;
    for (let i = start; i < Math.min(start + LINE_RUN, to); i++) {
      if (kept.size >= budget) break;
      kept.add(i);
    }
  }
  return [...kept].sort((a, b) => a - b);
}

function limit(lines: SessionLine[]): SessionLine[] {
  if (lines.length <= MAX_LINES) return lines;
  const out = lines.slice(0, LINES_HEAD);
  const to = lines.length - LINES_TAIL;
  for (const i of sampleMiddle(lines, LINES_HEAD, to, MAX_LINES - LINES_HEAD - LINES_TAIL)) out.push(lines[i]!);
  for (let i = to; i < lines.length; i++) out.push(lines[i]!);
  return out;
}

export interface MessageOptions {
  /** The record (JSONL line, array element, Markdown line) the message came from, 1-based. */
  n: number;
  file?: string;
  /** True for a message the person typed (counts as a user turn). */
  typed?: boolean;
}

/**
 * Collects a session's messages as transcript lines, with bounded memory: beyond COMPACT_AT lines the head,
 * the tail and sampled runs of the middle are kept, as readTranscript does for a long paste.
 */
export class TranscriptBuilder {
  private lines: SessionLine[] = [];
  private turn = 0;
  private lastRole: Role = "unknown";
  private sampled = false;
  userTurns = 0;
  messages = 0;
  chars = 0;

  message(role: Role, kind: LineKind, input: string, opts: MessageOptions) {
    // A private key spans lines: masked whole before the message is split (every line is masked in build()).
    const plain = input.includes("\u001b") ? input.replace(ANSI_ESCAPE, "") : input;
    const text = plain.includes("PRIVATE KEY") ? redactSecrets(plain) : plain;
    if (role === "user" && opts.typed) this.userTurns++;
    if (role !== this.lastRole && (role === "user" || role === "assistant")) {
      this.turn++;
      this.lastRole = role;
    }
    this.messages++;
    this.chars += text.length;
    if (text.length <= 2 * LINE_SIDE && !text.includes("\n")) {
      this.lines.push({
        n: opts.n,
        role,
        kind,
        text: text.endsWith("\r") ? text.slice(0, -1) : text,
        file: opts.file,
        turn: this.turn,
        count: 1,
        userTurn: this.userTurns,
      });
      if (this.lines.length > COMPACT_AT) this.compact();
      return;
    }
    let start = 0;
    for (let i = 0; i < MESSAGE_LINES && start <= text.length; i++) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      // A line repeating the one before (stack frames, progress bars) is counted without being copied.
      const last = i > 0 ? this.lines[this.lines.length - 1] : undefined;
      if (
        last &&
        last.text.length === end - start &&
        last.role === role &&
        last.kind === (kind === "output" ? "output" : "text") &&
        // Not startsWith(last.text, start): V8 copies the string for it, and this runs on every line of a log.
        text.slice(start, end) === last.text
      ) {
        last.count++;
        start = end + 1;
        continue;
      }
      let t = text.slice(start, end);
      start = end + 1;
      if (t.endsWith("\r")) t = t.slice(0, -1);
      if (t.length > 2 * LINE_SIDE) t = `${t.slice(0, LINE_SIDE)} … ${t.slice(-LINE_SIDE)}`;
      if (i > 0 && !t.trim()) continue;
      const prev = this.lines[this.lines.length - 1];
      const lineKind: LineKind = i === 0 ? kind : kind === "output" ? "output" : "text";
      if (prev && i > 0 && prev.text === t && prev.role === role && prev.kind === lineKind) {
        prev.count++;
        continue;
      }
      this.lines.push({
        n: opts.n,
        role,
        kind: lineKind,
        text: t,
        file: i === 0 ? opts.file : undefined,
        turn: this.turn,
        count: 1,
        userTurn: this.userTurns,
      });
    }
    if (this.lines.length > COMPACT_AT) this.compact();
  }

  private compact() {
    this.lines = limit(this.lines);
    this.sampled = true;
  }

  build(format: TranscriptFormat, totalChars: number): Omit<Transcript, "lines"> & { lines: SessionLine[] } {
    const lines = limit(this.lines);
    for (const line of lines) line.text = redactSecrets(line.text);
    return {
      format,
      lines,
      scannedChars: totalChars,
      totalChars,
      sampled: this.sampled || lines.length < this.lines.length,
    };
  }
}
