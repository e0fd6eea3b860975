// Reads a pasted session into lines with a speaker (user, assistant, tool output) and an event kind, for the
// formats people actually paste: Claude Code (terminal and .jsonl), Aider, Cline, Cursor, Copilot, Codex CLI,
// Gemini CLI, Replit, Lovable, Bolt, ChatGPT, terminal and deploy logs. Cost is bounded whatever the input's size:
// beyond FULL_READ characters only the head, the tail and evenly sampled slices of the middle are read, and beyond
// MAX_LINES lines only the first, the last and sampled runs between them (the opening request and the latest
// errors decide; the middle of a huge log only repeats them).

export type Role = "user" | "assistant" | "tool" | "unknown";
export type LineKind = "text" | "edit" | "edit-failed" | "command" | "output" | "change";
export type TranscriptFormat =
  | "claude-code"
  | "claude-code-jsonl"
  | "aider"
  | "cline"
  | "cursor"
  | "copilot"
  | "codex"
  | "gemini-cli"
  | "replit"
  | "lovable"
  | "bolt"
  | "chatgpt"
  | "terminal"
  | "deploy-log"
  | "plain";

export interface TranscriptLine {
  /** 1-based line number in the original paste (for .jsonl, the JSON line the text came from). */
  n: number;
  text: string;
  role: Role;
  kind: LineKind;
  /** The file an edit touched, when the format names it. */
  file?: string;
  /** Index of the user/assistant turn this line belongs to. */
  turn: number;
  /** How many identical lines in a row this line stands for. */
  count: number;
}

export interface Transcript {
  format: TranscriptFormat;
  lines: TranscriptLine[];
  scannedChars: number;
  totalChars: number;
  sampled: boolean;
}

export const FULL_READ = 240_000;
const HEAD = 100_000;
const TAIL = 100_000;
const MIDDLE_SLICES = 16;
const SLICE = 2_500;
/** Longer lines are read as their first and last LINE_SIDE characters. */
const LINE_SIDE = 1_000;
/** A .jsonl line longer than this is not parsed as JSON (a pasted file body); its ends are read as text. */
const JSON_LINE_MAX = 200_000;

interface RawLine {
  n: number;
  text: string;
  count: number;
}

/** Beyond this many (distinct, consecutive) lines, the head, the tail and sampled runs of the middle are read. */
export const MAX_LINES = 3_000;
const LINES_HEAD = 1_200;
const LINES_TAIL = 1_200;
const LINE_RUN = 40;

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

function pushLines(out: RawLine[], text: string, from: number, to: number, firstLine: number, keepWhole: boolean) {
  let n = firstLine;
  let start = from;
  while (start < to) {
    let end = text.indexOf("\n", start);
    if (end === -1 || end > to) end = to;
    let line = text.slice(start, end);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (!keepWhole && line.length > 2 * LINE_SIDE) line = `${line.slice(0, LINE_SIDE)} … ${line.slice(-LINE_SIDE)}`;
    const prev = out[out.length - 1];
    if (prev && prev.text === line && prev.n + prev.count === n) prev.count++;
    else out.push({ n, text: line, count: 1 });
    n++;
    start = end + 1;
  }
}

/** Splits the paste into lines, reading head, tail and sampled middle slices of a very long paste. */
function rawLines(input: string, keepWhole: boolean): { lines: RawLine[]; scanned: number; sampled: boolean } {
  const lines: RawLine[] = [];
  if (input.length <= FULL_READ) {
    pushLines(lines, input, 0, input.length, 1, keepWhole);
    return { lines, scanned: input.length, sampled: false };
  }
  const lineStart = (at: number) => {
    const i = input.lastIndexOf("\n", at - 1);
    return i === -1 ? 0 : i + 1;
  };
  const ranges: [number, number][] = [[0, lineStart(HEAD)]];
  const middleFrom = ranges[0]![1];
  const middleTo = lineStart(input.length - TAIL);
  const step = Math.floor((middleTo - middleFrom) / (MIDDLE_SLICES + 1));
  for (let k = 1; k <= MIDDLE_SLICES; k++) {
    const s = lineStart(middleFrom + k * step);
    const e = lineStart(Math.min(middleTo, s + SLICE));
    if (e > s && s >= ranges[ranges.length - 1]![1]) ranges.push([s, e]);
  }
  ranges.push([middleTo, input.length]);
  let scanned = 0;
  let lineNo = 1;
  let pos = 0;
  for (const [s, e] of ranges) {
    lineNo += countNewlines(input, pos, s);
    pushLines(lines, input, s, e, lineNo, keepWhole);
    lineNo += countNewlines(input, s, e);
    pos = e;
    scanned += e - s;
  }
  return { lines, scanned, sampled: true };
}

function limitLines<T>(lines: T[]): T[] {
  if (lines.length <= MAX_LINES) return lines;
  const out = lines.slice(0, LINES_HEAD);
  const middle = lines.length - LINES_HEAD - LINES_TAIL;
  const runs = Math.floor((MAX_LINES - LINES_HEAD - LINES_TAIL) / LINE_RUN);
  const step = Math.floor(middle / runs);
  for (let k = 0; k < runs; k++) {
    const from = LINES_HEAD + k * step;
    for (let i = from; i < from + LINE_RUN; i++) out.push(lines[i]!);
  }
  for (let i = lines.length - LINES_TAIL; i < lines.length; i++) out.push(lines[i]!);
  return out;
}

// ---------- format detection ----------

function detectFormat(lines: RawLine[], sample: string): TranscriptFormat {
  let jsonish = 0;
  let nonEmpty = 0;
  for (const l of lines) {
    const t = l.text.trimStart();
    if (!t) continue;
    nonEmpty++;
    if (t.startsWith("{") && /"(?:type|role)":\s?"(?:user|assistant|system|summary)"/.test(t.slice(0, 4000))) jsonish++;
    if (nonEmpty >= 30) break;
  }
  if (nonEmpty > 0 && jsonish / nonEmpty >= 0.6) return "claude-code-jsonl";
  if (/⏺|⎿/.test(sample)) return "claude-code";
  if (/^#### |^> Aider v|SearchReplaceNoExactMatch|^> Applied edit to /m.test(sample)) return "aider";
  if (/\*\*Assistant:\*\*|\[(?:execute_command|write_to_file|replace_in_file|read_file) for '/.test(sample))
    return "cline";
  if (/^\*\*Cursor\*\*$|from Cursor \(/m.test(sample)) return "cursor";
  if (/^(?:\*\*)?GitHub Copilot:|^Made changes\.$/m.test(sample)) return "copilot";
  if (/✦|│ [✔x✓✗] {1,2}\w/.test(sample)) return "gemini-cli";
  if (/^› |^• (?:Ran|Edited|Added|Deleted|Explored|Updated) /m.test(sample)) return "codex";
  if (/^codex$/m.test(sample) && /^(?:user|exec)$/m.test(sample)) return "codex";
  if (/^Agent$|Checkpoint made/m.test(sample)) return "replit";
  if (/^Lovable:?(?: |$)|^Try to fix$/m.test(sample)) return "lovable";
  if (/Ask Bolt to fix|^Bolt:/m.test(sample)) return "bolt";
  if (/^(?:ChatGPT said|You said):/m.test(sample)) return "chatgpt";
  let stamped = 0;
  let shell = 0;
  let counted = 0;
  for (const l of lines) {
    if (!l.text.trim()) continue;
    counted++;
    if (/^\S{0,4}\d{4}-\d\d-\d\d[T ]\d\d:\d\d|^\d\d:\d\d:\d\d|^==> /.test(l.text)) stamped++;
    if (/^\$ |^PS [A-Z]:\\|^❯ |^➜ /.test(l.text)) shell++;
    if (counted >= 400) break;
  }
  if (counted > 0 && stamped / counted >= 0.4) return "deploy-log";
  if (shell > 0) return "terminal";
  return "plain";
}

// ---------- output-looking lines (used where the format has no speaker marks) ----------

const OUTPUT_LINE = new RegExp(
  String.raw`^\s*(?:\$ |> \S+@\S+ |at (?:\S+ \(|\S+:\d|async )|File "|Traceback|npm (?:ERR!|error|warn)` +
    String.raw`|error(?:\[|:| TS\d)|warning:|-->|\||\^|#\d+ |E {2,}|FAIL\b|PASS\b|✓|✕|●|[A-Za-z_.]*(?:Error` +
    String.raw`|Exception)\b|Caused by|Require stack|- \/|\d{4}-\d\d-\d\d[T ]|\d\d:\d\d:\d\d|==>|\[[\w:.-]{1,30}\]` +
    String.raw`|\{"|\*\s+(?:Trying|Connected|TLS|SSL|Closing|ALPN)|curl: \(|Node\.js v|Compiling |error\[|go: ` +
    String.raw`|fatal: |remote: |\s{2,}\S|NAME\s|\w+-\w+-\w+\s+\d\/\d)`,
  "",
);

/** An issue's title tag ("[Bug] Claude ignores…", "[FEATURE]: …") is followed by the person's own words, not a log's. */
const TITLE_TAG =
  /^\s*\[(?:bug|feature|feature request|enhancement|help|question|idea|proposal|request|docs?|model)\]:?\s*\p{L}/iu;

export function looksLikeOutput(text: string): boolean {
  return OUTPUT_LINE.test(text) && !TITLE_TAG.test(text);
}

// ---------- per-format line readers ----------

const CLAUDE_TOOL = /^⏺ ([A-Za-z]+)\((.{0,400})\)\s*$/;
const CLAUDE_EDIT_TOOLS = new Set(["Update", "Edit", "MultiEdit", "Write", "NotebookEdit", "Create"]);
const GEMINI_TOOL = /^\s*│ ([✔x✓✗?o-]) {1,2}([A-Za-z]+) ?(.{0,300})/;
const GEMINI_EDIT_TOOLS = new Set(["Edit", "WriteFile", "Replace", "Write", "MultiEdit"]);

function pathOf(s: string): string | undefined {
  const m = /[\w@~.\-/\\[\]]*[\w\]]\.[A-Za-z]{1,6}\b/.exec(s);
  return m ? m[0] : undefined;
}

type Reader = (text: string, state: ReaderState) => Partial<TranscriptLine> | null;
interface ReaderState {
  role: Role;
  turn: number;
  inToolBlock: boolean;
  /** A paste whose one speaker mark opens it ("Claude Code: stops after every fix"): a title, not a chat. */
  titleMark?: string;
}

function startTurn(state: ReaderState, role: Role) {
  if (state.role !== role) state.turn++;
  state.role = role;
}

const readers: Partial<Record<TranscriptFormat, Reader>> = {
  "claude-code": (text, st) => {
    if (/^>\s/.test(text) || text === ">") {
      st.inToolBlock = false;
      startTurn(st, "user");
      return { role: "user", kind: "text", text: text.replace(/^>\s?/, "") };
    }
    if (text.startsWith("⏺")) {
      st.inToolBlock = false;
      startTurn(st, "assistant");
      const m = CLAUDE_TOOL.exec(text);
      if (m) {
        const name = m[1]!;
        if (CLAUDE_EDIT_TOOLS.has(name)) return { role: "assistant", kind: "edit", file: pathOf(m[2]!) };
        return { role: "assistant", kind: "command" };
      }
      return { role: "assistant", kind: "text" };
    }
    if (/^\s*⎿/.test(text)) {
      st.inToolBlock = true;
      return { role: "tool", kind: "output" };
    }
    if (/^\s*(?:✻|Context left until auto-compact)/.test(text)) return { role: "tool", kind: "output" };
    if (st.inToolBlock && (/^\s{2,}/.test(text) || text === "")) return { role: "tool", kind: "output" };
    st.inToolBlock = false;
    return null;
  },
  "gemini-cli": (text, st) => {
    if (/^>\s/.test(text)) {
      startTurn(st, "user");
      return { role: "user", kind: "text", text: text.slice(2) };
    }
    if (text.startsWith("✦")) {
      startTurn(st, "assistant");
      return { role: "assistant", kind: "text" };
    }
    const m = GEMINI_TOOL.exec(text);
    if (m) {
      const failed = m[1] === "x" || m[1] === "✗";
      if (GEMINI_EDIT_TOOLS.has(m[2]!))
        return { role: "assistant", kind: failed ? "edit-failed" : "edit", file: pathOf(m[3] ?? "") };
      return { role: "assistant", kind: "command" };
    }
    if (/^\s*[│╭╰]/.test(text)) return { role: "tool", kind: "output" };
    // ℹ lines are the CLI's own notices (compression, retries, quota), not the model's words.
    if (/context left\)|^\s*(?:ℹ|Chat history compressed)/i.test(text)) return { role: "tool", kind: "output" };
    return null;
  },
  aider: (text, st) => {
    if (text.startsWith("#### ")) {
      startTurn(st, "user");
      return { role: "user", kind: "text", text: text.slice(5) };
    }
    if (text.startsWith(">") || text.startsWith("# aider chat")) {
      if (/^> Applied edit to /.test(text)) return { role: "tool", kind: "edit", file: pathOf(text.slice(18)) };
      if (/^> Commit [0-9a-f]{7}/.test(text)) return { role: "tool", kind: "change" };
      return { role: "tool", kind: "output" };
    }
    if (st.role === "user" && text.trim() === "") return { role: "user", kind: "text" };
    startTurn(st, "assistant");
    return { role: "assistant", kind: "text" };
  },
  cline: (text, st) => {
    if (text === "**User:**") {
      startTurn(st, "user");
      st.inToolBlock = false;
      return { role: "user", kind: "text", text: "" };
    }
    if (text === "**Assistant:**") {
      startTurn(st, "assistant");
      st.inToolBlock = false;
      return { role: "assistant", kind: "text", text: "" };
    }
    if (st.role === "user") {
      if (/^\[\w+ for '.{0,300}'\] Result:/.test(text)) {
        st.inToolBlock = true;
        return { role: "tool", kind: "output" };
      }
      if (/^<(?:feedback|answer)>|^The user (?:denied|provided)/.test(text)) st.inToolBlock = false;
      if (/^<\/?(?:task|feedback|answer|environment_details)>$/.test(text))
        return { role: "user", kind: "text", text: "" };
      if (st.inToolBlock) return { role: "tool", kind: "output" };
      return { role: "user", kind: "text" };
    }
    if (st.role === "assistant") {
      // An edit tag names its file on the next line (<path>…</path>); between the two, inToolBlock marks the
      // open tag, so the edit is counted once, with its file.
      const tag = /^<(?:write_to_file|replace_in_file|apply_diff)>(?:\s*<path>([^<\n]{1,300})<\/path>)?/.exec(text);
      if (tag) {
        st.inToolBlock = tag[1] === undefined;
        return tag[1] === undefined
          ? { role: "assistant", kind: "text", text: "" }
          : { role: "assistant", kind: "edit", file: pathOf(tag[1]) };
      }
      if (st.inToolBlock) {
        st.inToolBlock = false;
        const path = /^<path>([^<\n]{1,300})<\/path>/.exec(text);
        return { role: "assistant", kind: "edit", file: path ? pathOf(path[1]!) : undefined };
      }
      if (/^<execute_command>/.test(text)) return { role: "assistant", kind: "command" };
      return { role: "assistant", kind: "text" };
    }
    return null;
  },
  cursor: (text, st) => {
    if (text === "**User**") {
      startTurn(st, "user");
      return { role: "user", kind: "text", text: "" };
    }
    if (text === "**Cursor**") {
      startTurn(st, "assistant");
      return { role: "assistant", kind: "text", text: "" };
    }
    if (st.role === "assistant") {
      const m = /^```\w*:(\S+)/.exec(text);
      if (m) return { role: "assistant", kind: "edit", file: m[1] };
      return { role: "assistant", kind: "text" };
    }
    if (st.role === "user") return { role: looksLikeOutput(text) ? "tool" : "user", kind: "text" };
    return null;
  },
  copilot: (raw, st) => {
    // Exported as markdown, the speaker is in bold: "**GitHub Copilot:** …", "**ramona-k:** …".
    const text = raw.startsWith("**") ? raw.replace(/^\*\*([^*\n]{1,40}):\*\*/, "$1:") : raw;
    if (text.startsWith("GitHub Copilot:")) {
      startTurn(st, "assistant");
      return { role: "assistant", kind: "text", text: text.slice(15) };
    }
    if (text === "Made changes.") return { role: "assistant", kind: "edit" };
    const m = /^([\w.-]{1,30}): (.*)$/.exec(text);
    if (m && !/error|warning/i.test(m[1]!)) {
      startTurn(st, "user");
      return { role: "user", kind: "text", text: m[2] };
    }
    if (st.role === "user" && looksLikeOutput(text)) return { role: "tool", kind: "output" };
    return null;
  },
  codex: (text, st) => {
    // Codex CLI's first (TypeScript) release printed a header line before each block: user, codex, thinking,
    // exec (a command and its output) and apply_patch (an edit and its result).
    if (text === "user") {
      st.inToolBlock = false;
      startTurn(st, "user");
      return { role: "user", kind: "text", text: "" };
    }
    if (text === "codex" || text === "thinking") {
      st.inToolBlock = false;
      startTurn(st, "assistant");
      return { role: "assistant", kind: "text", text: "" };
    }
    if (text === "exec" || /^apply_patch\b/.test(text)) {
      st.inToolBlock = false;
      startTurn(st, "tool");
      return text === "exec" ? { role: "assistant", kind: "command", text: "" } : { role: "assistant", kind: "edit" };
    }
    if (st.role === "tool") return { role: "tool", kind: "output" };
    if (st.role === "user" && !text.startsWith("• ")) return { role: "user", kind: "text" };
    if (text.startsWith("› ")) {
      st.inToolBlock = false;
      startTurn(st, "user");
      return { role: "user", kind: "text", text: text.slice(2) };
    }
    const m = /^• (Ran|Edited|Added|Deleted|Updated|Explored|Read|Searched|List) ?(.*)$/.exec(text);
    if (m) {
      st.inToolBlock = false;
      startTurn(st, "assistant");
      if (m[1] === "Ran" || m[1] === "Explored" || m[1] === "Read" || m[1] === "Searched" || m[1] === "List")
        return { role: "assistant", kind: "command" };
      return { role: "assistant", kind: "edit", file: pathOf(m[2]!) };
    }
    if (/^\s*└/.test(text)) {
      st.inToolBlock = true;
      return { role: "tool", kind: "output" };
    }
    if (st.inToolBlock && /^\s{2,}/.test(text)) return { role: "tool", kind: "output" };
    if (st.inToolBlock && /^\s*$/.test(text)) return { role: "tool", kind: "output" };
    st.inToolBlock = false;
    if (/^\s+[-+ ]/.test(text)) return { role: "assistant", kind: "text" };
    startTurn(st, "assistant");
    return { role: "assistant", kind: "text" };
  },
  replit: (text, st) => {
    if (text === "You") {
      startTurn(st, "user");
      st.inToolBlock = false;
      return { role: "user", kind: "text", text: "" };
    }
    if (text === "Agent") {
      startTurn(st, "assistant");
      st.inToolBlock = false;
      return { role: "assistant", kind: "text", text: "" };
    }
    if (text.startsWith("Console:")) {
      st.inToolBlock = true;
      return { role: "tool", kind: "output" };
    }
    if (/^Checkpoint made/.test(text)) return { role: "assistant", kind: "change" };
    if (/^(?:Restarted|Executed|Installed) /.test(text)) return { role: "assistant", kind: "command" };
    if (st.inToolBlock && text.trim() !== "") return { role: "tool", kind: "output" };
    return null;
  },
  lovable: (text, st) => {
    if (/^(?:Me|You|User):/.test(text)) {
      st.inToolBlock = false;
      startTurn(st, "user");
      return { role: "user", kind: "text", text: text.replace(/^\w+:\s?/, "") };
    }
    if (/^Lovable:?(?: |$)/.test(text)) {
      st.inToolBlock = false;
      startTurn(st, "assistant");
      return { role: "assistant", kind: "text", text: text.replace(/^Lovable:?\s?/, "") };
    }
    if (/^Edited /.test(text)) return { role: "assistant", kind: "edit", file: pathOf(text.slice(7)) };
    if (text === "Try to fix") {
      st.inToolBlock = false;
      return { role: "user", kind: "change" };
    }
    if (/^Error: Build unsuccessful/.test(text)) {
      st.inToolBlock = true;
      return { role: "tool", kind: "output" };
    }
    if (st.inToolBlock && looksLikeOutput(text)) return { role: "tool", kind: "output" };
    if (st.inToolBlock && text.trim() !== "") {
      st.inToolBlock = false;
      startTurn(st, "user");
      return { role: "user", kind: "text" };
    }
    return null;
  },
  chatgpt: (text, st) => {
    if (/^You said:/.test(text)) {
      startTurn(st, "user");
      return { role: "user", kind: "text", text: text.slice(9) };
    }
    if (/^ChatGPT said:/.test(text)) {
      startTurn(st, "assistant");
      return { role: "assistant", kind: "text", text: text.slice(13) };
    }
    return null;
  },
};

/** Lines that record a change to the code, whatever the format (commits, diffs, checkpoints). */
const CHANGE_LINE = new RegExp(
  String.raw`(?:triggered by commit|Checking out commit|Deploying commit|[Rr]edeploy(?:ing)? commit)\b` +
    String.raw`|^\s*(?:commit [0-9a-f]{7,40}\b|\[[\w./-]{1,60} [0-9a-f]{7,12}\] |\$ git commit\b` +
    String.raw`|\d+ files? changed, |Checkpoint made|Applied edit to |Made changes\.|Edited \S)`,
  "",
);

/** "User: …" / "Bolt: …" speaker marks, as chats are often copied (Bolt, v0, Windsurf, a plain paste). */
const SPEAKER = new RegExp(
  String.raw`^\s{0,3}(?:\*\*)?(?:(User|You|Me|Human|Yo|Eu|Moi|Ich|Я|用户|我|ユーザー|私)|(Assistant|AI|Bot|Bolt` +
    String.raw`|GitHub Copilot|Claude Code|Claude|ChatGPT|GPT|Cursor|Copilot|Lovable|Replit|Agent|v0|Windsurf` +
    String.raw`|Cascade|Gemini|Codex|Devin|IA|KI|ИИ))(?:\*\*)?\s?[:：](?:\*\*)?\s?`,
  "",
);

function fallbackLine(text: string, st: ReaderState, format: TranscriptFormat): Partial<TranscriptLine> {
  const speaker = text === st.titleMark ? null : SPEAKER.exec(text);
  if (speaker) {
    const role: Role = speaker[1] ? "user" : "assistant";
    startTurn(st, role);
    return { role, kind: "text", text: text.slice(speaker[0].length) };
  }
  if (CHANGE_LINE.test(text)) return { role: "tool", kind: "change" };
  if (/^\s*\$ /.test(text)) return { role: "tool", kind: "command" };
  // Inside a speaker's turn, prose keeps the speaker; output-looking lines are tool output everywhere.
  if (looksLikeOutput(text)) return { role: "tool", kind: "output" };
  if (format === "deploy-log" || format === "terminal") {
    return { role: text.trim() ? "user" : "unknown", kind: "text" };
  }
  if (st.role === "assistant" || st.role === "user") return { role: st.role, kind: "text" };
  return { role: "user", kind: "text" };
}

// ---------- .jsonl sessions (Claude Code, and other agents that log one JSON message per line) ----------

interface JsonBlock {
  type?: string;
  text?: string;
  name?: string;
  input?: Record<string, unknown>;
  content?: unknown;
  is_error?: boolean;
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((c) => (typeof c === "string" ? c : ((c as JsonBlock)?.text ?? ""))).join("\n");
  return "";
}

function jsonLines(raw: RawLine[]): TranscriptLine[] {
  const out: TranscriptLine[] = [];
  let turn = 0;
  let lastRole: Role = "unknown";
  const emit = (n: number, role: Role, kind: LineKind, text: string, file?: string) => {
    if (role !== lastRole && (role === "user" || role === "assistant")) {
      turn++;
      lastRole = role;
    }
    // A message's first 200 lines are read; a tool result can hold a whole file.
    let start = 0;
    for (let i = 0; i < 200 && start <= text.length; i++) {
      let end = text.indexOf("\n", start);
      if (end === -1) end = text.length;
      let t = text.slice(start, end);
      start = end + 1;
      if (t.length > 2 * LINE_SIDE) t = `${t.slice(0, LINE_SIDE)} … ${t.slice(-LINE_SIDE)}`;
      if (i === 0 || t.trim())
        out.push({
          n,
          role,
          kind: i === 0 ? kind : kind === "output" ? "output" : "text",
          text: t,
          file,
          turn,
          count: 1,
        });
    }
  };
  for (const line of raw) {
    const t = line.text.trim();
    if (!t) continue;
    let obj: Record<string, unknown> | null = null;
    if (t.startsWith("{") && t.length <= JSON_LINE_MAX) {
      try {
        obj = JSON.parse(t) as Record<string, unknown>;
      } catch {
        obj = null;
      }
    }
    if (!obj) {
      emit(
        line.n,
        "unknown",
        "text",
        t.length > 2 * LINE_SIDE ? `${t.slice(0, LINE_SIDE)} … ${t.slice(-LINE_SIDE)}` : t,
      );
      continue;
    }
    const message = (obj.message ?? obj) as { role?: string; content?: unknown };
    const type = (obj.type as string | undefined) ?? message.role;
    if (type === "system" || type === "summary") {
      emit(line.n, "tool", "output", textOf(obj.content ?? obj.summary ?? ""));
      continue;
    }
    const role: Role = type === "assistant" || message.role === "assistant" ? "assistant" : "user";
    const content = message.content;
    if (typeof content === "string") {
      emit(line.n, role, "text", content);
      continue;
    }
    if (!Array.isArray(content)) continue;
    for (const block of content as JsonBlock[]) {
      if (!block || typeof block !== "object") continue;
      if (block.type === "text" && typeof block.text === "string") emit(line.n, role, "text", block.text);
      else if (block.type === "tool_use") {
        const name = String(block.name ?? "");
        const input = block.input ?? {};
        const file =
          typeof input.file_path === "string"
            ? input.file_path
            : typeof input.path === "string"
              ? input.path
              : undefined;
        if (
          /^(?:Edit|MultiEdit|Write|NotebookEdit|str_replace|create|apply_patch|write_to_file|replace_in_file)/i.test(
            name,
          )
        )
          emit(line.n, "assistant", "edit", `${name}(${file ?? ""})`, file);
        else {
          const cmd =
            typeof input.command === "string" ? input.command : typeof input.pattern === "string" ? input.pattern : "";
          emit(line.n, "assistant", "command", `${name}(${cmd.slice(0, 300)})`);
        }
      } else if (block.type === "tool_result") {
        emit(line.n, "tool", "output", textOf(block.content));
      }
    }
  }
  return out;
}

export function readTranscript(input: string): Transcript {
  const head = input.slice(0, 20_000);
  const jsonFirst = /^\s*\{"/.test(head);
  const read = rawLines(input, jsonFirst);
  const raw = limitLines(read.lines);
  const scanned = read.scanned;
  const sampled = read.sampled || raw.length < read.lines.length;
  const sample = `${input.slice(0, 60_000)}\n${input.slice(-20_000)}`;
  const format = detectFormat(raw, sample);
  if (format === "claude-code-jsonl") {
    const all = jsonLines(raw);
    const lines = limitLines(all);
    return {
      format,
      lines,
      scannedChars: scanned,
      totalChars: input.length,
      sampled: sampled || lines.length < all.length,
    };
  }
  if (jsonFirst) {
    // Not a session file after all: read long lines by their ends like any other text.
    for (const l of raw)
      if (l.text.length > 2 * LINE_SIDE) l.text = `${l.text.slice(0, LINE_SIDE)} … ${l.text.slice(-LINE_SIDE)}`;
  }
  const reader = readers[format];
  const st: ReaderState = { role: "unknown", turn: 0, inToolBlock: false };
  // A conversation has two speakers at least: one mark on the first line is the title's subject.
  const marked = raw.filter((l) => SPEAKER.test(l.text));
  if (marked.length === 1 && marked[0] === raw.find((l) => l.text.trim())) st.titleMark = marked[0]!.text;
  const lines: TranscriptLine[] = [];
  // A line read in the same state always reads the same way: repeated lines cost one lookup.
  const memo = new Map<string, { read: Partial<TranscriptLine>; role: Role; tool: boolean; turns: number }>();
  for (const l of raw) {
    const key = l.text.length <= 400 ? `${st.role}${st.inToolBlock ? 1 : 0}${l.text}` : null;
    const hit = key === null ? undefined : memo.get(key);
    let read: Partial<TranscriptLine>;
    if (hit) {
      read = hit.read;
      st.role = hit.role;
      st.inToolBlock = hit.tool;
      st.turn += hit.turns;
    } else {
      const turnBefore = st.turn;
      read = reader?.(l.text, st) ?? fallbackLine(l.text, st, format);
      if (read.kind === undefined || read.kind === "text") {
        const t = read.text ?? l.text;
        if (CHANGE_LINE.test(t)) read = { ...read, kind: "change" };
      }
      if (key !== null && memo.size < 50_000)
        memo.set(key, { read, role: st.role, tool: st.inToolBlock, turns: st.turn - turnBefore });
    }
    lines.push({
      n: l.n,
      text: read.text ?? l.text,
      role: read.role ?? "unknown",
      kind: read.kind ?? "text",
      file: read.file,
      turn: st.turn,
      count: l.count,
    });
  }
  return { format, lines, scannedChars: scanned, totalChars: input.length, sampled };
}
