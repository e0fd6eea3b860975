// A loop read from an agent's own activity alone, in the long logs of agents that work on their own between the
// person's messages, is no loop the person was in (decision 0438).
import { saysFailed, type Episode } from "./episodes.js";
import type { SessionTool } from "./session-tools.js";
import type { SessionLine } from "./transcript-builder.js";

/** The tools whose files are an agent's whole log: its runs, edits and notes between the person's messages. */
const AGENT_LOGS: ReadonlySet<SessionTool> = new Set(["claude-code", "codex", "gemini-cli"]);

/**
 * In an agent's log, a stuck episode counts when the person's own words show the trouble in it (a failure read
 * from their message: a fix reported failed, a request sent again; or a message of theirs in its turns saying an
 * attempt did not work), or when the loop ends the session unresolved across at least two of the person's turns.
 * An error seen again after an edit, a file edited again or the agent admitting a wrong attempt, all inside the
 * agent's work with the person saying nothing went wrong, is the agent's ordinary work. Other tools' sessions, the
 * person's own account of a chat, are read as before.
 */
export function personInLoop(e: Episode, tool: SessionTool, lines: readonly SessionLine[]): boolean {
  if (!AGENT_LOGS.has(tool)) return true;
  if (e.failures.some((f) => f.line.role === "user")) return true;
  const said = lines.some(
    (l) => l.role === "user" && l.userTurn >= e.firstTurn && l.userTurn <= e.lastTurn && saysFailed(l.text),
  );
  if (said) return true;
  return e.unresolved && new Set(e.failures.map((f) => f.turn)).size >= 2;
}
