import { detectProblem } from "../../../shared/domain/detect-problem.js";
import { diagnoseSession } from "../../../shared/domain/sessions/diagnose-session.js";
import { readSession } from "../../../shared/domain/sessions/read-session.js";
import { findRepeats, type Repeat } from "../../../shared/domain/sessions/repeats.js";
import { repeatChange, repeatHeadline } from "../../../shared/content/nudges.js";
import type { rescueTypeIds } from "../../../shared/content/problem-types.js";

/** One thing that came back in the session, as `unstuck diagnose --json` gives it, with the CLI's words for it. */
export interface DiagnosisRepeat extends Repeat {
  /** What came back, how often and at which turns, e.g. "The same error came back (3 times, turns 2, 4, 5): …". */
  headline: string;
  /** What changed between its first and last time, in words; null when there is nothing to say. */
  whatChanged: string | null;
}

export interface Diagnosis {
  type: (typeof rescueTypeIds)[number] | null;
  confidence: "low" | "medium" | "high";
  /** The lines of the text that decided the type, strongest first. */
  decidingLines: string[];
  /** The user turn (1-based, the person's messages from the start) where it first went wrong; null when not stuck. */
  firstStuckTurn: number | null;
  /** How firstStuckTurn was found, in words; null when not stuck. */
  firstStuckReason: string | null;
  /** Where it went round in circles (decision 0302): the same error, file edit or command again, with their turns
   * and what changed between them, most repeated first. */
  repeats: DiagnosisRepeat[];
  /** What the text was read as: a session file's tool (claude-code, codex, gemini-cli, cline, aider, specstory) or text. */
  format: string;
}

/**
 * The one place the MCP server calls the web's detector, so a change to the detector's result touches only
 * this adapter. The text may be a session file's content (Claude Code or Codex JSONL, Gemini CLI or Cline JSON,
 * an Aider or SpecStory history): its format is recognised and read as the CLI reads it (decision 0270).
 */
export async function diagnoseText(text: string): Promise<Diagnosis> {
  const read = await readSession(text);
  // Text that is no session (JSON of another kind) is still diagnosed as a plain paste.
  if (!read.ok) {
    const detection = detectProblem(text);
    return {
      type: detection.type,
      confidence: detection.confidenceLabel,
      decidingLines: detection.evidence.map((e) => `line ${e.line} (${e.reason}): ${e.text}`),
      firstStuckTurn: null,
      firstStuckReason: null,
      repeats: [],
      format: "text",
    };
  }
  // A session is judged by its episodes and a paste by its words (decision 0306): the same answer as the CLI's.
  const session = diagnoseSession(read);
  const decidingLines = session.evidence.map((e) => {
    const where = read.tool === "text" || !e.turn ? `line ${e.line}` : `turn ${e.turn}`;
    return `${where} (${e.reason}): ${e.text}`;
  });
  return {
    type: session.type,
    confidence: session.confidenceLabel,
    decidingLines,
    firstStuckTurn: session.firstStuckTurn,
    firstStuckReason: session.firstStuckReason,
    repeats: findRepeats(read.transcript.lines).map((r) => ({
      ...r,
      headline: repeatHeadline(r),
      whatChanged: repeatChange(r),
    })),
    format: read.tool,
  };
}
