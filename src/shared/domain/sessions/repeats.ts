// Where a session went round in circles: the same error coming back, the same file edited again and again, the
// same command run again, each with the user turns it happened at and what changed between the first and the last
// time (decision 0302). Read from the session's lines, beside the diagnosis (which names the kind of stuck).
import { commandOfCall } from "../command-shape.js";
import { fingerprint } from "../detection/symptoms.js";
import type { SessionLine } from "./transcript-builder.js";

export type RepeatKind = "error" | "file" | "command";

export interface Repeat {
  kind: RepeatKind;
  /** The error's first line as the session showed it, the file, or the command. */
  subject: string;
  /** How many times it happened. */
  count: number;
  /** The user turns (1-based, as the CLI counts them) it happened at, each once, in order. */
  turns: number[];
  /** The record (JSONL line, Markdown line…) of its first and last time. */
  firstLine: number;
  lastLine: number;
  /** Between the first and the last time: the files edited (for an error or a command)… */
  filesEditedBetween: string[];
  /** …the errors seen (for a file edited again; their first lines, most frequent first)… */
  errorsBetween: string[];
  /** …and, for a command, whether every run answered with the same error (null: no error in its answers). */
  sameErrorEachRun: boolean | null;
}

/** Fewer than this many times is a retry, not a repeat. */
const AT_LEAST: Record<RepeatKind, number> = { error: 2, file: 3, command: 3 };

/**
 * A call shown without its input that runs no command (`TodoWrite()`, `TaskUpdate()`): every such call looks the same,
 * so one made again says nothing of the work (decision 0422).
 */
const showsNothing = (call: string) => /^\w+\(\s*\)$/.test(call) && commandOfCall(call) === undefined;
const MAX_SUBJECT = 160;

interface Tally {
  subject: string;
  count: number;
  turns: number[];
  lines: SessionLine[];
}

function isEdit(l: SessionLine): boolean {
  return l.kind === "edit" || l.kind === "edit-failed" || l.kind === "change";
}

function turnOf(l: SessionLine): number {
  return Math.max(1, l.userTurn);
}

function add(map: Map<string, Tally>, key: string, subject: string, line: SessionLine, times = 1) {
  const t = map.get(key) ?? { subject: subject.trim().slice(0, MAX_SUBJECT), count: 0, turns: [], lines: [] };
  t.count += times;
  if (t.turns[t.turns.length - 1] !== turnOf(line)) t.turns.push(turnOf(line));
  t.lines.push(line);
  map.set(key, t);
}

/**
 * The repeats of a session, most repeated first (at most `limit`). An error counts again only when something was
 * edited or run since it was last seen: the same stack trace printed twice by one command is one error.
 */
export function findRepeats(lines: readonly SessionLine[], limit = 3): Repeat[] {
  const errors = new Map<string, Tally>();
  const files = new Map<string, Tally>();
  const commands = new Map<string, Tally>();
  const errorSeenAtAction = new Map<string, number>();
  let actions = 0;
  // Per command: the error fingerprints of its answers, in order (the answer is the output after the command).
  const commandErrors = new Map<string, (string | null)[]>();
  let lastCommand: string | null = null;
  let lastCommandError: string | null = null;
  const closeCommand = () => {
    if (lastCommand !== null) {
      const list = commandErrors.get(lastCommand) ?? [];
      list.push(lastCommandError);
      commandErrors.set(lastCommand, list);
    }
    lastCommand = null;
    lastCommandError = null;
  };

  for (const l of lines) {
    if (isEdit(l)) {
      actions++;
      if (l.file) add(files, l.file, l.file, l, l.count);
    }
    if (l.kind === "command") {
      closeCommand();
      actions++;
      const cmd = l.text.trim();
      if (cmd && !showsNothing(cmd)) {
        add(commands, cmd, cmd, l, l.count);
        lastCommand = cmd;
      }
      continue;
    }
    if (l.role === "user" && l.kind === "text") closeCommand();
    if (l.role === "tool" || l.kind === "edit-failed" || l.kind === "output") {
      const f = fingerprint(l.text);
      if (!f) continue;
      if (lastCommand !== null && lastCommandError === null) lastCommandError = f;
      const seenAt = errorSeenAtAction.get(f);
      if (seenAt === undefined || actions > seenAt) {
        add(errors, f, l.text, l);
        errorSeenAtAction.set(f, actions);
      }
    }
  }
  closeCommand();

  const between = (t: Tally) => {
    const from = t.lines[0]!.n;
    const to = t.lines[t.lines.length - 1]!.n;
    return lines.filter((l) => l.n > from && l.n < to);
  };
  const out: Repeat[] = [];
  const base = (kind: RepeatKind, t: Tally) => ({
    kind,
    subject: t.subject,
    count: t.count,
    turns: t.turns,
    firstLine: t.lines[0]!.n,
    lastLine: t.lines[t.lines.length - 1]!.n,
  });

  // One answer often shows an error on two lines (FAIL file, then TypeError): the same records, one repeat, named
  // by its last line (the exception itself, as at the end of a traceback).
  const byRecords = new Map<string, Tally>();
  for (const t of errors.values()) if (t.count >= AT_LEAST.error) byRecords.set(t.lines.map((l) => l.n).join(","), t);
  for (const t of byRecords.values()) {
    const edited = [...new Set(between(t).flatMap((l) => (isEdit(l) && l.file ? [l.file] : [])))];
    out.push({ ...base("error", t), filesEditedBetween: edited, errorsBetween: [], sameErrorEachRun: null });
  }
  for (const t of files.values()) {
    if (t.count < AT_LEAST.file) continue;
    const seen = new Map<string, { text: string; n: number }>();
    for (const l of between(t)) {
      if (l.role !== "tool" && l.kind !== "edit-failed" && l.kind !== "output") continue;
      const f = fingerprint(l.text);
      if (!f) continue;
      const e = seen.get(f) ?? { text: l.text.trim().slice(0, MAX_SUBJECT), n: 0 };
      e.n++;
      seen.set(f, e);
    }
    const errorsBetween = [...seen.values()].sort((a, b) => b.n - a.n).map((e) => e.text);
    out.push({ ...base("file", t), filesEditedBetween: [], errorsBetween, sameErrorEachRun: null });
  }
  for (const [cmd, t] of commands) {
    if (t.count < AT_LEAST.command) continue;
    const edited = [...new Set(between(t).flatMap((l) => (isEdit(l) && l.file ? [l.file] : [])))];
    const answers = commandErrors.get(cmd) ?? [];
    const failed = answers.filter((a): a is string => a !== null);
    const sameErrorEachRun =
      failed.length === 0 ? null : failed.length === answers.length && new Set(failed).size === 1;
    out.push({ ...base("command", t), filesEditedBetween: edited, errorsBetween: [], sameErrorEachRun });
  }
  // Errors first at equal counts: an error coming back is the strongest sign of a loop.
  const rank: Record<RepeatKind, number> = { error: 0, file: 1, command: 2 };
  return out
    .sort((a, b) => b.count - a.count || rank[a.kind] - rank[b.kind] || a.firstLine - b.firstLine)
    .slice(0, limit);
}
