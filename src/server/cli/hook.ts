// `unstuck hook`: the command an agent's hook calls after each tool call and when it stops (decision 0301). It
// reads the hook's JSON on stdin, diagnoses the transcript so far and, on a loop, answers in the agent's hook
// format; otherwise it prints nothing and exits 0. It must be fast on a long transcript: a long line-based
// transcript is read from a window at its end, with the turns before the window counted once and kept with the
// strike state in a small file per transcript. Between calls that file also keeps what was read (decision 0334):
// a transcript unchanged since the last call is not read again, and one that grew is read on from where the last
// call stopped, its new lines added to the lines kept that findRepeats needs.
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { isAbsolute, join } from "node:path";
import { hookNudgeReason, hookStopReason, hookUserMessage, type NudgeFacts } from "../../shared/content/nudges.js";
import {
  readSession,
  sessionLineReader,
  sniff,
  type LineFormat,
  type SessionLineReader,
  type SessionRead,
  type SessionReadFailure,
} from "../../shared/domain/sessions/read-session.js";
import { linesForRepeats } from "../../shared/domain/sessions/repeat-lines.js";
import { findRepeats } from "../../shared/domain/sessions/repeats.js";
import { SessionFollower } from "../../shared/domain/sessions/session-follower.js";
import {
  TranscriptBuilder,
  type MessageOptions,
  type SessionLine,
} from "../../shared/domain/sessions/transcript-builder.js";
import type { LineKind, Role } from "../../shared/domain/detection/transcript.js";
import { nextStrike, parseStrikeState, type Strike, type StrikeState } from "../../shared/domain/sessions/strikes.js";
import type { Environment } from "./session-locations.js";

/** A transcript longer than this is read from a window of this size at its end. */
export const TAIL_BYTES = 512 * 1024;
const HEAD_BYTES = 64 * 1024;
const CLAUDE_USER = Buffer.from('"type":"user"');
const TOOL_RESULT = Buffer.from('"tool_result"');

export type HookAgent = "claude-code" | "gemini-cli";

export interface HookInput {
  agent: HookAgent;
  event: string;
  transcriptPath: string;
  sessionId: string | null;
  stopHookActive: boolean;
}

/** The hook payload, as Claude Code and Gemini CLI send it; null when it is not one we answer. */
export function parseHookInput(text: string): HookInput | null {
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!v || typeof v !== "object") return null;
  const event = typeof v.hook_event_name === "string" ? v.hook_event_name : "";
  const transcriptPath = typeof v.transcript_path === "string" ? v.transcript_path : "";
  if (!event || !transcriptPath || !isAbsolute(transcriptPath)) return null;
  const agent: HookAgent | null = ["PostToolUse", "PostToolUseFailure", "Stop", "SubagentStop"].includes(event)
    ? "claude-code"
    : ["AfterTool", "AfterAgent"].includes(event)
      ? "gemini-cli"
      : null;
  if (!agent) return null;
  return {
    agent,
    event,
    transcriptPath,
    sessionId: typeof v.session_id === "string" ? v.session_id : null,
    stopHookActive: v.stop_hook_active === true,
  };
}

/** Events where the agent has finished its reply: blocking there makes it go on working. */
function isStopEvent(event: string): boolean {
  return event === "Stop" || event === "SubagentStop" || event === "AfterAgent";
}

/** The transcript as the last call left it: read again only when it changed, and then only its new bytes. */
interface Kept {
  path: string;
  /** The file as it was: a file with another inode, shorter or of another time was replaced or rewritten. */
  ino: number;
  size: number;
  mtimeMs: number;
  /** What the last call answered (it printed nothing: an unchanged transcript gets the same answer). */
  note: string;
  /** Set when the transcript can be read on (Claude Code and Codex JSONL, each line a record of its own). */
  on: {
    format: "claude-code" | "codex";
    /** Where the kept lines start, and the bytes read up to the last whole line, with the records and the
     * person's messages before that point. */
    start: number;
    end: number;
    lines: number;
    turns: number;
    /** The lines since `start` that findRepeats reads. */
    repeatLines: SessionLine[];
  } | null;
}

interface HookState {
  strikes: StrikeState;
  /** How much repeated at the last diagnosis: the detector runs again only when more has repeated since. */
  amount?: number;
  /** Where the last window started, and the lines and the person's messages before it. */
  scan: { path: string; offset: number; lines: number; turns: number } | null;
  kept?: Kept | null;
}

/** The kept lines are read on until they span this much of the transcript; then a new window is read. */
const KEPT_MAX_BYTES = 2 * TAIL_BYTES;

export function stateDir(env: Environment): string {
  return env.UNSTUCK_STATE_DIR || join(tmpdir(), "unstuck-hooks");
}

/** FNV-1a, 64 bits: the state file's name for a transcript (node:crypto alone takes ~5 ms to load). */
function pathId(path: string): string {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < path.length; i++) h = BigInt.asUintN(64, (h ^ BigInt(path.charCodeAt(i))) * 0x100000001b3n);
  return h.toString(16).padStart(16, "0");
}

function statePath(env: Environment, input: HookInput): string {
  const id = pathId(input.transcriptPath);
  const session = (input.sessionId ?? "").replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
  return join(stateDir(env), `${session ? `${session}-` : ""}${id}.json`);
}

function loadState(path: string): HookState {
  try {
    const v = JSON.parse(readFileSync(path, "utf8")) as {
      strikes?: unknown;
      scan?: HookState["scan"];
      kept?: Kept | null;
    };
    const scan = v.scan;
    const kept = v.kept;
    return {
      kept:
        kept &&
        typeof kept.path === "string" &&
        typeof kept.size === "number" &&
        typeof kept.note === "string" &&
        (kept.on === null || (typeof kept.on?.end === "number" && Array.isArray(kept.on.repeatLines)))
          ? kept
          : null,
      strikes: parseStrikeState(JSON.stringify(v.strikes ?? null)),
      amount: typeof (v as { amount?: unknown }).amount === "number" ? (v as { amount: number }).amount : 0,
      scan:
        scan && typeof scan.offset === "number" && typeof scan.lines === "number" && typeof scan.turns === "number"
          ? scan
          : null,
    };
  } catch {
    return { strikes: parseStrikeState(""), scan: null };
  }
}

function saveState(path: string, state: HookState) {
  try {
    mkdirSync(join(path, ".."), { recursive: true, mode: 0o700 });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
    renameSync(tmp, path);
  } catch {
    // A state that cannot be kept only means a nudge may come again; the agent must never fail for it.
  }
}

function readAt(fd: number, from: number, to: number): Buffer {
  const buf = Buffer.alloc(Math.max(0, to - from));
  let at = 0;
  while (at < buf.length) {
    const n = readSync(fd, buf, at, buf.length - at, from + at);
    if (n === 0) break;
    at += n;
  }
  return at === buf.length ? buf : buf.subarray(0, at);
}

/** Counts the person's messages and keeps nothing: the formats' own rules (claudeRecord and the others) decide
 * which message is the person's, without the lines being split, kept and redacted as a read does. */
class TurnCounter extends TranscriptBuilder {
  override message(role: Role, _kind: LineKind, _input: string, opts: MessageOptions) {
    if (role === "user" && opts.typed) this.userTurns++;
  }
}

/** The part before the window is read in pieces of this size (a line longer than that in a piece of its own). */
const COUNT_PIECE_BYTES = 1024 * 1024;

/**
 * The lines and the person's messages in the bytes `from` to `to` of a line-based transcript (whole lines), read
 * in pieces into one buffer (a 100 MB transcript is not held in memory, and one buffer reused costs less than
 * one as large as the part): for Claude Code only the lines that can be the person's own messages are parsed (a
 * tool's answer never is).
 */
export function countBefore(
  fd: number,
  from: number,
  to: number,
  format: LineFormat,
  pieceBytes = COUNT_PIECE_BYTES,
): { lines: number; turns: number } {
  const counter = new TurnCounter();
  const reader = sessionLineReader(format, counter);
  let lines = 0;
  let buf = Buffer.allocUnsafe(Math.min(pieceBytes, to - from));
  for (let at = from; at < to;) {
    const want = Math.min(buf.length, to - at);
    const n = readInto(fd, buf, at, want);
    if (n === 0) break;
    // The piece ends after its last whole line; a line longer than the buffer is read again in a larger one.
    let whole = buf.lastIndexOf(10, n - 1) + 1;
    if (whole === 0) {
      if (n === want && at + n < to) {
        buf = Buffer.allocUnsafe(buf.length * 2);
        continue;
      }
      whole = n;
    }
    let piece = buf.subarray(0, whole);
    // A byte order mark where the bytes start is dropped, as a text decoder drops it.
    if (at === from && piece[0] === 0xef && piece[1] === 0xbb && piece[2] === 0xbf) piece = piece.subarray(3);
    lines += countLines(piece, format, reader, lines);
    at += whole;
  }
  reader.finish();
  return { lines, turns: counter.userTurns };
}

/** Gives `reader` the lines of `bytes` (whole lines) it needs to count the person's messages; returns the number
 * of lines. */
function countLines(bytes: Buffer, format: LineFormat, reader: SessionLineReader, before: number): number {
  if (format !== "claude-code") {
    let n = 0;
    let start = 0;
    for (let end = bytes.indexOf(10); end !== -1; start = end + 1, end = bytes.indexOf(10, start))
      reader.line(bytes.toString("utf8", start, end), before + ++n);
    return n;
  }
  // Where the next tool result starts, at or after the current line's start (-1: none left; -2: not looked for
  // yet): each byte is searched once, not once per line (decision 0371).
  let tool = -2;
  for (let at = bytes.indexOf(CLAUDE_USER); at !== -1;) {
    const start = bytes.lastIndexOf(10, at) + 1;
    let end = bytes.indexOf(10, at);
    if (end === -1) end = bytes.length;
    if (tool !== -1 && tool < start) tool = bytes.indexOf(TOOL_RESULT, start);
    if (tool === -1 || tool >= end) reader.line(bytes.toString("utf8", start, end), 0);
    at = bytes.indexOf(CLAUDE_USER, end);
  }
  return newlines(bytes);
}

function readInto(fd: number, buf: Buffer, position: number, length: number): number {
  let at = 0;
  while (at < length) {
    const n = readSync(fd, buf, at, length - at, position + at);
    if (n === 0) break;
    at += n;
  }
  return at;
}

interface FileSeen {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** The transcript so far: whole when short or not line-based, else its last TAIL_BYTES. `upTo` says where a next
 * call can read on from (the end of its last whole line, and the records before it); null when it cannot. */
export async function readTranscriptSoFar(
  path: string,
  scan: HookState["scan"],
): Promise<{
  read: SessionRead | SessionReadFailure;
  scan: HookState["scan"];
  file?: FileSeen;
  upTo?: { format: LineFormat; start: number; end: number; lines: number } | null;
}> {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return { read: { ok: false, error: `No transcript at ${path}.` }, scan };
  }
  try {
    const st = fstatSync(fd);
    const size = st.size;
    const file = { ino: st.ino, size, mtimeMs: st.mtimeMs };
    const head = readAt(fd, 0, Math.min(size, HEAD_BYTES));
    const sniffed = sniff(head.toString("utf8"), path);
    const lineFormat = (["claude-code", "codex", "aider", "specstory"] as const).find((f) => f === sniffed);
    if (size <= TAIL_BYTES || !lineFormat) {
      const bytes = size <= HEAD_BYTES ? head : readAt(fd, 0, size);
      const read = await readSession(bytes, { name: path });
      // A last line without its newline may still be being written: read on only from a whole line.
      const upTo =
        lineFormat && bytes[bytes.length - 1] === 10
          ? { format: lineFormat, start: 0, end: bytes.length, lines: newlines(bytes) }
          : null;
      return { read, scan: null, file, upTo };
    }
    // The window starts at the first whole line in the last TAIL_BYTES.
    const probe = readAt(fd, size - TAIL_BYTES, size);
    const offset = size - TAIL_BYTES + probe.indexOf(10) + 1;
    const window = probe.subarray(probe.indexOf(10) + 1);
    let before: { lines: number; turns: number };
    if (scan && scan.path === path && scan.offset <= offset) {
      const more = countBefore(fd, scan.offset, offset, lineFormat);
      before = { lines: scan.lines + more.lines, turns: scan.turns + more.turns };
    } else before = countBefore(fd, 0, offset, lineFormat);
    const f = new SessionFollower({
      format: lineFormat,
      linesBefore: before.lines,
      turnsBefore: before.turns,
    });
    f.append(window);
    // The last line ends without a newline only while it is being written: it is left for the next call.
    const read = f.read() ?? { ok: false as const, error: "Nothing readable in the transcript's last part." };
    const whole = window.lastIndexOf(10) + 1;
    const upTo = {
      format: lineFormat,
      start: offset,
      end: offset + whole,
      lines: before.lines + newlines(window.subarray(0, whole)),
    };
    return { read, scan: { path, offset, ...before }, file, upTo };
  } finally {
    closeSync(fd);
  }
}

function newlines(bytes: Uint8Array): number {
  let n = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) n++;
  return n;
}

/** What findRepeats needs of the transcript: the kept lines and the new ones since (null: read it afresh). */
function readOn(path: string, kept: Kept, seen: FileSeen): { kept: Kept; lines: SessionLine[] } | null {
  const on = kept.on;
  if (!on || kept.path !== path || seen.ino !== kept.ino || seen.size < kept.size) return null;
  if (seen.size - on.start > KEPT_MAX_BYTES) return null;
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return null;
  }
  try {
    const size = fstatSync(fd).size;
    if (size < on.end) return null;
    const bytes = readAt(fd, on.end, size);
    const whole = bytes.lastIndexOf(10) + 1;
    let lines = on.lines;
    let turns = on.turns;
    const added: SessionLine[] = [];
    if (whole > 0) {
      const f = new SessionFollower({ format: on.format, linesBefore: on.lines, turnsBefore: on.turns });
      f.append(bytes.subarray(0, whole));
      const read = f.read();
      if (read?.ok) {
        added.push(...linesForRepeats(read.transcript.lines));
        turns = read.userTurns;
      }
      lines += newlines(bytes.subarray(0, whole));
    }
    const repeatLines = added.length > 0 ? [...on.repeatLines, ...added] : on.repeatLines;
    return {
      kept: {
        ...kept,
        ...seen,
        size: on.end + bytes.length,
        on: { ...on, end: on.end + whole, lines, turns, repeatLines },
      },
      lines: repeatLines,
    };
  } finally {
    closeSync(fd);
  }
}

function keptOf(
  path: string,
  read: SessionRead,
  file: FileSeen | undefined,
  upTo: { format: LineFormat; start: number; end: number; lines: number } | null | undefined,
): Kept | null {
  if (!file) return null;
  const format = upTo && (upTo.format === "claude-code" || upTo.format === "codex") ? upTo.format : null;
  return {
    path,
    ...file,
    note: "",
    on:
      upTo && format
        ? {
            format,
            start: upTo.start,
            end: upTo.end,
            lines: upTo.lines,
            turns: read.userTurns,
            repeatLines: linesForRepeats(read.transcript.lines),
          }
        : null,
  };
}

function fileSeen(path: string): FileSeen | null {
  try {
    const st = statSync(path);
    return { ino: st.ino, size: st.size, mtimeMs: st.mtimeMs };
  } catch {
    return null;
  }
}

/** The hook's answer: the JSON to print (null: print nothing), for the agent and event. */
export function hookAnswer(input: HookInput, strike: Strike, facts: NudgeFacts): Record<string, unknown> | null {
  if (strike === "none") return null;
  const reason = strike === "first" ? hookNudgeReason(facts) : hookStopReason(facts);
  const systemMessage = hookUserMessage(strike, facts);
  if (isStopEvent(input.event)) {
    // The agent has stopped: a first strike sends it back to work with the nudge (never when it is already
    // going on because of a stop hook); a second strike leaves it stopped and tells the user.
    if (strike === "second" || input.stopHookActive) return { systemMessage };
    return input.agent === "gemini-cli"
      ? { decision: "deny", reason, systemMessage }
      : { decision: "block", reason, systemMessage };
  }
  if (input.agent === "gemini-cli")
    return { hookSpecificOutput: { hookEventName: input.event, additionalContext: reason }, systemMessage };
  return { decision: "block", reason, systemMessage };
}

export interface HookRunResult {
  output: Record<string, unknown> | null;
  /** Why nothing was said, for --verbose and the tests. */
  note: string;
}

/** Answers one hook call (stdin's text); never throws for bad input, which is answered with nothing. */
export async function runHook(stdin: string, env: Environment): Promise<HookRunResult> {
  const input = parseHookInput(stdin);
  if (!input) return { output: null, note: "not a hook payload unstuck answers" };
  // A stop hook that already sent the agent back to work must let it stop: checked before any reading.
  if (isStopEvent(input.event) && input.stopHookActive) return { output: null, note: "stop_hook_active" };
  const path = statePath(env, input);
  const state = loadState(path);
  const seen = fileSeen(input.transcriptPath);
  if (!seen) return { output: null, note: `No transcript at ${input.transcriptPath}.` };
  const last = state.kept;
  // Nothing written since the last call: the same transcript, the same strikes, so the same answer (nothing).
  if (
    last &&
    last.path === input.transcriptPath &&
    last.ino === seen.ino &&
    last.size === seen.size &&
    last.mtimeMs === seen.mtimeMs
  )
    return { output: null, note: last.note };

  // Read on from where the last call stopped when it can; else the window at the transcript's end.
  let read: SessionRead | null = null;
  let scan = state.scan;
  let kept: Kept | null;
  let lines: readonly SessionLine[];
  const on = last ? readOn(input.transcriptPath, last, seen) : null;
  // A transcript replaced or cut short since: the turns counted before the last window are another file's.
  if (last && last.path === input.transcriptPath && (last.ino !== seen.ino || seen.size < last.size)) scan = null;
  if (on) ({ kept, lines } = on);
  else {
    const r = await readTranscriptSoFar(input.transcriptPath, scan);
    if (!r.read.ok) return { output: null, note: r.read.error };
    read = r.read;
    scan = r.scan;
    kept = keptOf(input.transcriptPath, r.read, r.file, r.upTo);
    // findRepeats answers the same on the lines kept as on all (repeat-lines.ts), and they are fewer.
    lines = kept?.on?.repeatLines ?? r.read.transcript.lines;
  }
  // The hook speaks of loops only: nothing repeating is nothing to say, and the detector is not even loaded. It
  // runs again only when more has repeated since it last ran (the agent went round once more).
  const repeats = findRepeats(lines);
  const amount = repeats.reduce((sum, r) => sum + r.count, 0);
  if (repeats.length === 0 || amount <= (state.amount ?? 0)) {
    const note = repeats.length === 0 ? "nothing repeats" : "nothing new repeats";
    saveState(path, { ...state, amount: Math.min(amount, state.amount ?? 0), scan, kept: kept && { ...kept, note } });
    return { output: null, note };
  }
  // The nudge needs the whole of the window (the diagnosis reads every line), not only the lines kept.
  if (!read) {
    const r = await readTranscriptSoFar(input.transcriptPath, scan);
    if (!r.read.ok) return { output: null, note: r.read.error };
    read = r.read;
    scan = r.scan;
  }
  const whole: SessionRead = read;
  const [{ diagnoseSession }, { nudgeFacts }] = await Promise.all([
    import("../../shared/domain/sessions/diagnose-session.js"),
    import("./nudge-facts.js"),
  ]);
  const d = diagnoseSession(whole);
  const shown = on ? findRepeats(whole.transcript.lines) : repeats;
  const next = nextStrike(state.strikes, d, shown.length > 0 ? shown : repeats);
  saveState(path, {
    strikes: next.state,
    amount,
    scan,
    kept: kept && { ...kept, note: "nothing new repeats" },
  });
  return {
    output: hookAnswer(input, next.strike, nudgeFacts(d, shown.length > 0 ? shown : repeats)),
    note: next.strike,
  };
}

/** The settings block `unstuck hook claude-code` prints (Claude Code's settings.json "hooks"); the command is
 * hookCommand's (hook-command.ts). */
export function claudeCodeSettings(command: string): Record<string, unknown> {
  const hook = { type: "command", command, timeout: 10 };
  return {
    hooks: {
      PostToolUse: [{ matcher: "*", hooks: [hook] }],
      Stop: [{ hooks: [hook] }],
    },
  };
}

/** The settings block for Gemini CLI's settings.json (its hooks run after a tool and after the agent's reply). */
export function geminiCliSettings(command: string): Record<string, unknown> {
  const hook = { name: "unstuck", type: "command", command, timeout: 10_000 };
  return {
    hooks: {
      AfterTool: [{ matcher: ".*", hooks: [hook] }],
      AfterAgent: [{ hooks: [hook] }],
    },
  };
}
