// The diagnosis of a session file, as the CLI, MCP and the web app show it: the detector's answer plus the turn
// where it first went wrong and the first rescue prompt (decision 0273).
import { getProblemType } from "../../content/problem-types.js";
import { detectProblem, type ProblemDetection, type RescueTypeId } from "../detect-problem.js";
import { fingerprint } from "../detection/symptoms.js";
import type { SessionRead, SessionTool } from "./read-session.js";
import type { SessionLine } from "./transcript-builder.js";

export interface SessionEvidence {
  /** The user turn (1-based) the line belongs to; null before the first user message. */
  turn: number | null;
  /** The record of the file it came from (JSONL line, array element, Markdown line). */
  line: number;
  text: string;
  reason: string;
}

export interface SessionDiagnosis {
  stuck: boolean;
  type: RescueTypeId | null;
  title: string | null;
  confidence: number;
  confidenceLabel: "low" | "medium" | "high";
  /** The user turn (1-based, counting the person's messages from the start) where it first went wrong. */
  firstStuckTurn: number | null;
  /** How firstStuckTurn was found, in words. */
  firstStuckReason: string | null;
  userTurns: number;
  evidence: SessionEvidence[];
  prompt: { name: string; text: string } | null;
  tool: SessionTool;
  warnings: string[];
}

interface Run {
  first: SessionLine;
  reason: string;
}

/** The first line of the longest loop: the same error after a change, the same file edited, the same command. */
function loopStart(lines: SessionLine[]): Run | null {
  const errors = new Map<string, { first: SessionLine; editsAt: number; recurrences: number }>();
  // A file's first edit (or a command's first run) is the attempt; the loop starts with the next user turn
  // after it, or with the repeat itself when the assistant repeats within one turn.
  const files = new Map<string, { first: SessionLine; second?: SessionLine; count: number }>();
  const commands = new Map<string, { first: SessionLine; second?: SessionLine; count: number }>();
  let edits = 0;
  for (const line of lines) {
    if (line.kind === "edit" || line.kind === "edit-failed" || line.kind === "change") {
      edits++;
      if (line.file) {
        const f = files.get(line.file) ?? { first: line, count: 0 };
        if (f.count > 0) f.second ??= line;
        f.count += line.count;
        files.set(line.file, f);
      }
    }
    if (line.kind === "command") {
      const c = commands.get(line.text) ?? { first: line, count: 0 };
      if (c.count > 0) c.second ??= line;
      c.count += line.count;
      commands.set(line.text, c);
    }
    if ((line.role === "tool" || line.kind === "edit-failed") && line.kind !== "command") {
      const f = fingerprint(line.text);
      if (!f) continue;
      const e = errors.get(f);
      if (!e) errors.set(f, { first: line, editsAt: edits, recurrences: 0 });
      else if (edits > e.editsAt) {
        e.recurrences++;
        e.editsAt = edits;
      }
    }
  }
  let best: Run | null = null;
  let bestScore = 0;
  const consider = (first: SessionLine, score: number, reason: string) => {
    if (score > bestScore || (score === bestScore && best && first.n < best.first.n)) {
      best = { first, reason };
      bestScore = score;
    }
  };
  for (const e of errors.values())
    if (e.recurrences >= 1)
      consider(e.first, 2 + e.recurrences * 2, "the error that kept coming back first appeared here");
  for (const [file, f] of files)
    if (f.count >= 4) consider(repeatStart(f), f.count, `${file} was edited again and again from here`);
  for (const c of commands.values())
    if (c.count >= 3) consider(repeatStart(c), c.count, "the same command was run again and again from here");
  return best;
}

function repeatStart(r: { first: SessionLine; second?: SessionLine }): SessionLine {
  const second = r.second ?? r.first;
  if (second.userTurn > r.first.userTurn) return { ...r.first, userTurn: r.first.userTurn + 1 };
  return second;
}

function clampTurn(turn: number, userTurns: number): number | null {
  if (userTurns === 0) return null;
  return Math.min(Math.max(turn, 1), userTurns);
}

/** Diagnoses a session read by readSession. */
export function diagnoseSession(
  read: SessionRead,
  detection: ProblemDetection = detectProblem(read.transcript),
): SessionDiagnosis {
  const lines = read.transcript.lines;
  const turnOf = new Map<number, number>();
  for (const l of lines) if (!turnOf.has(l.n)) turnOf.set(l.n, l.userTurn);
  // Stuck when the detector names a type, alone or as one of two it asks about (decision 0290); "nothing stuck"
  // and "not sure" are not.
  const stuck = detection.type !== null;
  const type = stuck ? detection.type : null;
  const evidence: SessionEvidence[] = stuck
    ? detection.evidence.map((e) => ({
        turn: clampTurn(turnOf.get(e.line) ?? 0, read.userTurns),
        line: e.line,
        text: e.text,
        reason: e.reason,
      }))
    : [];

  let firstStuckTurn: number | null = null;
  let firstStuckReason: string | null = null;
  if (type) {
    const loop = type === "repeated_failures" ? loopStart(lines) : null;
    if (loop) {
      firstStuckTurn = clampTurn(loop.first.userTurn, read.userTurns);
      firstStuckReason = loop.reason;
    } else {
      const turns = evidence.map((e) => e.turn).filter((t): t is number => t !== null);
      if (turns.length > 0) {
        firstStuckTurn = Math.min(...turns);
        firstStuckReason = "the earliest of the lines that decided the diagnosis";
      }
    }
  }

  const problem = type ? getProblemType(type) : null;
  const first = problem?.prompts[0];
  return {
    stuck,
    type,
    title: problem?.title ?? null,
    confidence: stuck ? detection.confidence : 0,
    confidenceLabel: stuck ? detection.confidenceLabel : "low",
    firstStuckTurn,
    firstStuckReason,
    userTurns: read.userTurns,
    evidence,
    prompt: first ? { name: first.name, text: first.text } : null,
    tool: read.tool,
    warnings: read.warnings,
  };
}
