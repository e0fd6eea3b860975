// What counts as a command in a paste or a session: a tool call that runs one, or a line shaped like a command
// line (a program, then arguments), never a sentence that merely starts with a tool's name (decision 0422).
import { SENTENCE_JOINING_WORDS } from "../content/sentence-words.js";

/** A tool call as the session readers show it: `Bash(npm test)`, `Read(src/app.ts)`. */
const TOOL_CALL = /^(\w+)\((.*)\)$/s;
/** The agents' tools that run a command; a file read or a search (`Read(…)`, `Grep(…)`) runs none. */
const RUNS_A_COMMAND = /^(?:Bash|Shell|shell|run_shell_command|execute_command|exec_command|local_shell|Run)$/;

/**
 * The command a tool call runs (`npm test` for `Bash(npm test)`), `undefined` for a call that runs none
 * (`Read(src/app.ts)`), and `null` when the text is no tool call at all.
 */
export function commandOfCall(text: string): string | undefined | null {
  const call = TOOL_CALL.exec(text);
  if (!call) return null;
  return RUNS_A_COMMAND.test(call[1]!) ? call[2] : undefined;
}

/** A program's name or path (`npm`, `./gradlew`, `.venv\Scripts\python.exe`); not `{{`, `>` or `app.js:205:26`. */
const PROGRAM = /^[\w@.~\\/][\w.\\/@+~-]*$/;
/** A package manager's own report lines (`npm warn deprecated …`, `npm error code 1`) are output, not commands. */
const REPORT_LINE = /^(?:npm|pnpm|yarn)\s+(?:warn|WARN|error|ERR!|notice|http|verb|info|sill|timing)\b/;
const JOINING = new Set(SENTENCE_JOINING_WORDS);
const PLAIN_WORD = /^[a-z]+[,.;:!?]?$/i;

/** Whether a line reads as a command line rather than prose that starts with a tool's name. */
export function hasCommandShape(line: string): boolean {
  // A report line, a bold heading (`**npm ci error**:`) or a lead-in ending in a colon introduces, it runs nothing.
  if (REPORT_LINE.test(line) || line.includes("**") || /:\s*$/.test(line)) return false;
  // Quoted arguments (a commit message) and a trailing comment may be prose; the rest of the line is judged.
  const tokens = line
    .replace(/(["'`]).*?\1/g, " _ ")
    .replace(/\s#\s.*$/, "")
    .trim()
    .split(/\s+/)
    .filter((t) => !/^\w+=/.test(t));
  const [program, second] = tokens;
  if (!program || !PROGRAM.test(program)) return false;
  if (second && JOINING.has(second.toLowerCase())) return false;
  const plain = tokens.slice(1).filter((t) => PLAIN_WORD.test(t));
  return !(plain.length >= 4 && plain.some((t) => JOINING.has(t.replace(/[,.;:!?]$/, "").toLowerCase())));
}
