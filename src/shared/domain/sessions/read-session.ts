// readSession: one entry point for every assistant's session file (decision 0270), the same in the browser's
// worker, the CLI and MCP. It reads the file as a stream of bytes, line by line for the line-based formats, so a
// 100 MB log is read in one pass with bounded memory; whole-document formats (Gemini CLI's .json, Cline's
// arrays, Cursor's database) are read whole. Bad input is an answer with a message, never an exception.
import { readTranscript, type Transcript, type TranscriptFormat } from "../detection/transcript.js";
import {
  aiderLine,
  claudeRecord,
  clineApiMessage,
  clineMarkdownLine,
  clineMdFlush,
  clineUiMessage,
  codexRecord,
  geminiMessage,
  newClineMarkdownState,
  newShownCalls,
  newMarkdownState,
  readCursorDb,
  specstoryLine,
  type CursorComposer,
} from "./session-formats.js";
import { redactSecrets } from "../redact-secrets.js";
import { isSqlite, SqliteFormatError } from "./sqlite-reader.js";
import { SESSION_TOOL_NAMES, type SessionTool } from "./session-tools.js";
import { SESSION_READING } from "../../content/session-reading.js";
import { TranscriptBuilder, type SessionLine } from "./transcript-builder.js";

export { SESSION_TOOL_NAMES, SESSION_TOOLS, type SessionTool } from "./session-tools.js";

/** The detector's reading of each tool's output, so its format-specific rules and features apply. */
const DETECTOR_FORMAT: Record<Exclude<SessionTool, "text">, TranscriptFormat> = {
  "claude-code": "claude-code-jsonl",
  codex: "codex",
  "gemini-cli": "gemini-cli",
  cline: "cline",
  aider: "aider",
  specstory: "cursor",
  cursor: "cursor",
};

export type SessionTranscript = Omit<Transcript, "lines"> & { lines: SessionLine[] };

export interface SessionRead {
  ok: true;
  tool: SessionTool;
  transcript: SessionTranscript;
  /** The person's messages in the whole file (not only the lines kept). */
  userTurns: number;
  messages: number;
  bytes: number;
  /** Things skipped on the way (a torn last line, lines that were not JSON), in words a person reads. */
  warnings: string[];
  /** For a Cursor database: the chat that was read. */
  chat?: CursorComposer;
}

export interface SessionReadFailure {
  ok: false;
  error: string;
}

export type SessionSource =
  string | Uint8Array | ArrayBuffer | Blob | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface ReadSessionOptions {
  /** The file's name: a hint only (the content decides). */
  name?: string;
  /** Read the file as this tool's format (a mismatch is an error). */
  tool?: SessionTool;
  /** For a Cursor database: the chat to read (default: the most recently updated). */
  chatId?: string;
}

/** Bigger whole-document files are refused (they are not sessions, or no browser tab could hold them). */
export const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;
const SKIPPED_CLAUDE = /"type":"(?:progress|file-history-snapshot|queue-operation)"/;

async function* chunksOf(source: SessionSource): AsyncGenerator<Uint8Array> {
  if (typeof source === "string") {
    yield new TextEncoder().encode(source);
    return;
  }
  if (source instanceof Uint8Array) {
    for (let i = 0; i < source.length; i += SNIFF_BYTES) yield source.subarray(i, i + SNIFF_BYTES);
    return;
  }
  if (source instanceof ArrayBuffer) {
    yield* chunksOf(new Uint8Array(source));
    return;
  }
  if (typeof Blob !== "undefined" && source instanceof Blob) {
    yield* chunksOf(source.stream());
    return;
  }
  if (typeof ReadableStream !== "undefined" && source instanceof ReadableStream) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        if (value) yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  for await (const chunk of source as AsyncIterable<Uint8Array | string>)
    yield typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk;
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Binary data: NUL bytes or many control characters in the first bytes (a text session has neither). */
function looksBinary(head: Uint8Array): boolean {
  const n = Math.min(head.length, 8192);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const c = head[i]!;
    if (c === 0) return true;
    if (c < 9 || (c > 13 && c < 32)) control++;
  }
  return n > 0 && control / n > 0.1;
}

export type Sniffed =
  Exclude<SessionTool, "text"> | "claude-json" | "cline-ui" | "cline-md" | "gemini-json" | "text" | "json-unknown";

/** The JSON records among the first lines (a line cut by the sniffing window is left out). */
function firstJsonLines(text: string): Record<string, unknown>[] | null {
  // A last line cut by the sniffing window fails to parse and is passed over.
  const lines = text.split("\n", 60);
  const out: Record<string, unknown>[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (!line.startsWith("{")) return out.length ? out : null;
    try {
      const rec = JSON.parse(line) as unknown;
      if (rec && typeof rec === "object" && !Array.isArray(rec)) out.push(rec as Record<string, unknown>);
    } catch {
      if (out.length === 0) return null;
    }
  }
  return out.length ? out : null;
}

const CODEX_TYPES = ["session_meta", "response_item", "turn_context", "event_msg", "compacted"];
const CLAUDE_TYPES = ["summary", "file-history-snapshot", "queue-operation", "user", "assistant", "system", "progress"];

/** Which format a JSONL's first records are: each record votes, the strongest signs first. */
function sniffJsonl(records: Record<string, unknown>[]): Sniffed {
  const first = records[0]!;
  if (records.length === 1 && Array.isArray(first.messages)) return "gemini-json";
  for (const rec of records) {
    const type = typeof rec.type === "string" ? rec.type : "";
    if (CODEX_TYPES.includes(type) || "record_type" in rec || ("instructions" in rec && "id" in rec)) return "codex";
    if ("projectHash" in rec || type === "gemini") return "gemini-cli";
    if ("parentUuid" in rec || "leafUuid" in rec || ("sessionId" in rec && "uuid" in rec)) return "claude-code";
  }
  // Records without a tool's own marks: Claude Code's types, or a generic {role, content} chat log.
  for (const rec of records) {
    const type = typeof rec.type === "string" ? rec.type : "";
    if (CLAUDE_TYPES.includes(type)) return "claude-code";
    if (rec.role === "user" || rec.role === "assistant") return "claude-code";
  }
  return "json-unknown";
}

/** Which format a file is, from its first bytes (up to 64 KB) and its name. */
export function sniff(headText: string, name: string): Sniffed {
  const t = headText.replace(/^\uFEFF/, "").trimStart();
  if (t.startsWith("[")) {
    // Claude Code's records gathered into one JSON array (a Stop hook that saves the transcript as logs/chat.json,
    // decision 0391): its records open with Claude Code's own keys, where Cline's open with "role" or "ts".
    if (
      /^\[\s*\{\s*"(?:parentUuid|type|sessionId|uuid|isSidechain|userType|leafUuid)"\s*:/.test(t) &&
      /"parentUuid"\s*:/.test(t)
    )
      return "claude-json";
    if (/^\[\s*\{\s*"ts"\s*:|"(?:say|ask)"\s*:\s*"/.test(t.slice(0, 4000))) return "cline-ui";
    if (/"role"\s*:\s*"(?:user|assistant)"/.test(t.slice(0, 100_000))) return "cline";
    return "json-unknown";
  }
  if (t.startsWith("{")) {
    const records = firstJsonLines(t);
    if (!records) {
      // One JSON document over many lines (Gemini CLI's session-*.json), or a single line longer than the window.
      if (/"messages"\s*:\s*\[/.test(t) && /"(?:sessionId|projectHash|startTime)"/.test(t)) return "gemini-json";
      if (/^\{"(?:parentUuid|type|sessionId|uuid)"/.test(t)) return "claude-code";
      return "json-unknown";
    }
    return sniffJsonl(records);
  }
  const head = t.slice(0, 8000);
  if (/\.aider\.chat\.history\.md$/.test(name) || /^# aider chat started at /m.test(head)) return "aider";
  // Cline's and Roo Code's task export: the first message is the person's, its text in a <task> tag.
  if (/^\*\*User:\*\*\s*\n/.test(t) && /^(?:<task>|\*\*Assistant:\*\*\s*$)/m.test(head)) return "cline-md";
  // SpecStory's own marks come before Aider's loose shape: an export may quote `#### ` headings and `> ` lines.
  if (/<!-- Generated by SpecStory -->|^_\*\*(?:User|Assistant|Agent)\b[^*]*\*\*_\s*$/m.test(t)) return "specstory";
  if ((t.match(/^#### /gm)?.length ?? 0) >= 2 && /^> /m.test(t)) return "aider";
  return "text";
}

export function toolOf(s: Sniffed): SessionTool | null {
  if (s === "claude-json") return "claude-code";
  if (s === "cline-ui" || s === "cline-md") return "cline";
  if (s === "gemini-json") return "gemini-cli";
  if (s === "json-unknown") return null;
  return s;
}

/**
 * Reads the lines of a byte stream, giving each to `each` (1-based numbers). Bytes are cut at their last newline
 * and decoded whole: a newline byte is never inside a multi-byte character, and decoding without `stream` takes
 * the decoder's fast path (several times faster than streaming it; decision 0278).
 */
async function forEachLine(
  first: Uint8Array[],
  rest: AsyncGenerator<Uint8Array>,
  each: (line: string, n: number) => void,
): Promise<{ lines: number; chars: number }> {
  // The byte-order mark is dropped at the start of the file only, as a streaming decoder does.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let n = 0;
  let chars = 0;
  let start = true;
  const decode = (bytes: Uint8Array) => {
    let text = decoder.decode(bytes);
    if (start) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      start = false;
    }
    chars += text.length;
    return text;
  };
  // Bytes kept for later are copied: a stream may hand out the same buffer again for its next chunk.
  const feed = (chunk: Uint8Array) => {
    const last = chunk.lastIndexOf(10);
    if (last === -1) {
      pending.push(chunk.slice());
      pendingBytes += chunk.length;
      return;
    }
    const whole = chunk.subarray(0, last + 1);
    const text = decode(pendingBytes ? concat([...pending, whole], pendingBytes + whole.length) : whole);
    pending = last + 1 < chunk.length ? [chunk.slice(last + 1)] : [];
    pendingBytes = chunk.length - last - 1;
    let from = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", from)) {
      each(text.slice(from, i), ++n);
      from = i + 1;
    }
  };
  for (const c of first) feed(c);
  for await (const c of rest) feed(c);
  if (pendingBytes) {
    const tail = decode(concat(pending, pendingBytes));
    if (tail) each(tail, ++n);
  }
  return { lines: n, chars };
}

function fail(error: string): SessionReadFailure {
  return { ok: false, error };
}

/** The formats read a line at a time, so that a file that grows can be read on from where it stopped. */
export type LineFormat = "claude-code" | "codex" | "gemini-cli" | "aider" | "specstory" | "cline-md";

export interface SessionLineReader {
  /** Reads one line of the file (1-based number `n`). */
  line: (line: string, n: number) => void;
  /** Ends the read: what was skipped, in words, and how many lines were JSON (line-JSON formats). */
  finish: () => { warnings: string[]; jsonLines: number };
}

/**
 * Reads a line-based session format into `b`, one line at a time (readSession reads a whole file with it; the
 * CLI's watch reads the lines a growing file appends). Gemini CLI's JSONL is written again as a message grows, so
 * its messages reach `b` only at finish().
 */
export function sessionLineReader(format: LineFormat, b: TranscriptBuilder): SessionLineReader {
  if (format === "cline-md") {
    const st = newClineMarkdownState();
    return {
      line: (line, n) => clineMarkdownLine(line.replace(/\r$/, ""), n, st, b),
      finish: () => {
        clineMdFlush(st, b);
        return { warnings: [], jsonLines: 0 };
      },
    };
  }
  if (format === "aider" || format === "specstory") {
    const st = newMarkdownState();
    return {
      line: (line, n) =>
        format === "aider"
          ? aiderLine(line.replace(/\r$/, ""), n, st, b)
          : specstoryLine(line.replace(/\r$/, ""), n, st, b),
      finish: () => ({ warnings: [], jsonLines: 0 }),
    };
  }
  let bad = 0;
  let lastBad = 0;
  let lastLine = 0;
  let jsonLines = 0;
  // Gemini CLI's JSONL may write a message again as it grows (tool calls added): the last copy counts.
  const gemini = new Map<string, { n: number; msg: Record<string, unknown> }>();
  // Claude Code's and Codex's tool calls that show files: their results are code, not a run's output.
  const calls = newShownCalls();
  return {
    line: (line, n) => {
      const t = line.trim();
      if (!t) return;
      lastLine = n;
      // Claude Code's bookkeeping records (hook progress, file snapshots, queue) are most lines of a long
      // session and carry no words: skipped without parsing.
      if (format === "claude-code" && SKIPPED_CLAUDE.test(t.slice(0, 400)) && t.endsWith("}")) {
        jsonLines++;
        return;
      }
      let rec: Record<string, unknown>;
      try {
        rec = JSON.parse(t) as Record<string, unknown>;
      } catch {
        bad++;
        lastBad = n;
        return;
      }
      if (!rec || typeof rec !== "object") return;
      jsonLines++;
      if (format === "claude-code") claudeRecord(rec, n, b, calls);
      else if (format === "codex") codexRecord(rec, n, b, calls);
      else if (typeof rec.type === "string") {
        const id = typeof rec.id === "string" ? rec.id : `line-${n}`;
        const prev = gemini.get(id);
        gemini.set(id, { n: prev?.n ?? n, msg: rec });
      }
    },
    finish: () => {
      for (const { n, msg } of gemini.values()) geminiMessage(msg, n, b);
      gemini.clear();
      const warnings: string[] = [];
      let skipped = bad;
      if (skipped > 0 && lastBad === lastLine) {
        warnings.push(SESSION_READING.lastLineCutOff);
        skipped--;
      }
      if (skipped > 0) warnings.push(SESSION_READING.linesSkipped(skipped));
      return { warnings, jsonLines };
    },
  };
}

/** Reads any supported session file (or pasted text) into a transcript the detector reads. */
export async function readSession(
  source: SessionSource,
  options: ReadSessionOptions = {},
): Promise<SessionRead | SessionReadFailure> {
  const name = options.name ?? "";
  const stream = chunksOf(source);
  const head: Uint8Array[] = [];
  let headBytes = 0;
  try {
    while (headBytes < SNIFF_BYTES) {
      const next = await stream.next();
      if (next.done) break;
      head.push(next.value);
      headBytes += next.value.length;
    }
  } catch (error) {
    return fail(SESSION_READING.unreadable(error instanceof Error ? error.message : String(error)));
  }
  const headBuf = concat(head, headBytes);
  if (headBytes === 0) return fail(SESSION_READING.empty);

  if (isSqlite(headBuf)) {
    if (options.tool && options.tool !== "cursor")
      return fail(SESSION_READING.sqliteNotTool(SESSION_TOOL_NAMES[options.tool]));
    const chunks = [headBuf];
    let total = headBytes;
    for await (const c of stream) {
      chunks.push(c);
      total += c.length;
      if (total > MAX_DOCUMENT_BYTES * 8) return fail(SESSION_READING.databaseTooLarge);
    }
    const bytes = concat(chunks, total);
    const b = new TranscriptBuilder();
    try {
      const chat = readCursorDb(bytes, b, options.chatId);
      return sessionReadOf("cursor", b, total, [], chat);
    } catch (error) {
      if (error instanceof SqliteFormatError) return fail(SESSION_READING.cursorUnreadable(error.message));
      if (error instanceof Error && /Cursor/.test(error.message)) return fail(error.message);
      return fail(SESSION_READING.notCursorDatabase);
    }
  }
  if (looksBinary(headBuf)) return fail(SESSION_READING.binary);

  const headText = new TextDecoder().decode(headBuf.subarray(0, Math.min(headBuf.length, SNIFF_BYTES)));
  let sniffed = sniff(headText, name);
  const detected = toolOf(sniffed);
  if (options.tool && options.tool !== "text" && detected !== options.tool) {
    if (detected === null || detected === "text")
      return fail(SESSION_READING.notTool(SESSION_TOOL_NAMES[options.tool]));
    return fail(SESSION_READING.looksLikeOther(SESSION_TOOL_NAMES[detected], SESSION_TOOL_NAMES[options.tool]));
  }
  if (options.tool === "text") sniffed = "text";
  if (sniffed === "json-unknown") return fail(SESSION_READING.otherJson);

  const b = new TranscriptBuilder();
  const warnings: string[] = [];

  if (sniffed === "claude-code" || sniffed === "codex" || sniffed === "gemini-cli") {
    const reader = sessionLineReader(sniffed, b);
    const { chars } = await forEachLine(head, stream, reader.line);
    const result = reader.finish();
    if (result.jsonLines === 0) return fail(SESSION_READING.noJsonLine);
    return sessionReadOf(sniffed, b, chars, result.warnings);
  }

  if (sniffed === "aider" || sniffed === "specstory" || sniffed === "cline-md") {
    const reader = sessionLineReader(sniffed, b);
    const { chars } = await forEachLine(head, stream, reader.line);
    return sessionReadOf(sniffed === "cline-md" ? "cline" : sniffed, b, chars, reader.finish().warnings);
  }

  // Whole documents: Gemini CLI's .json, Cline's two arrays, and pasted text.
  const chunks = [headBuf];
  let total = headBytes;
  for await (const c of stream) {
    chunks.push(c);
    total += c.length;
    if (total > MAX_DOCUMENT_BYTES) return fail(SESSION_READING.fileTooLarge);
  }
  const text = new TextDecoder().decode(concat(chunks, total));
  if (sniffed === "text") {
    const transcript = readTranscript(text);
    const lines: SessionLine[] = [];
    let userTurns = 0;
    let lastTurn = -1;
    for (const l of transcript.lines) {
      if (l.role === "user" && l.turn !== lastTurn) userTurns++;
      if (l.role === "user" || l.role === "assistant") lastTurn = l.turn;
      lines.push({ ...l, text: redactSecrets(l.text), userTurn: userTurns });
    }
    if (!text.trim()) return fail(SESSION_READING.empty);
    return {
      ok: true,
      tool: "text",
      transcript: { ...transcript, lines },
      userTurns,
      messages: lines.length,
      bytes: total,
      warnings,
    };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return fail(
      SESSION_READING.incompleteJson(
        sniffed.startsWith("cline") ? "Cline" : sniffed === "claude-json" ? "Claude Code" : "Gemini CLI",
      ),
    );
  }
  if (sniffed === "gemini-json") {
    const messages = (doc as { messages?: unknown }).messages;
    if (!Array.isArray(messages)) return fail(SESSION_READING.noMessages);
    messages.forEach((m, i) => geminiMessage((m ?? {}) as Record<string, unknown>, i + 1, b));
    return sessionReadOf("gemini-cli", b, text.length, warnings);
  }
  if (!Array.isArray(doc)) return fail(SESSION_READING.notASession);
  if (sniffed === "claude-json") {
    const calls = newShownCalls();
    doc.forEach((m, i) => {
      if (m && typeof m === "object" && !Array.isArray(m)) claudeRecord(m as Record<string, unknown>, i + 1, b, calls);
    });
    return sessionReadOf("claude-code", b, text.length, warnings);
  }
  doc.forEach((m, i) => {
    const msg = (m ?? {}) as Record<string, unknown>;
    if (sniffed === "cline-ui") clineUiMessage(msg, i + 1, b);
    else clineApiMessage(msg, i + 1, b);
  });
  return sessionReadOf("cline", b, text.length, warnings);
}

/** The answer of a read: the transcript built so far, or the message that nothing was said yet. */
export function sessionReadOf(
  tool: Exclude<SessionTool, "text">,
  b: TranscriptBuilder,
  chars: number,
  warnings: string[],
  chat?: CursorComposer,
): SessionRead | SessionReadFailure {
  if (b.messages === 0) return fail(SESSION_READING.noConversation(SESSION_TOOL_NAMES[tool]));
  return {
    ok: true,
    tool,
    transcript: b.build(DETECTOR_FORMAT[tool], chars),
    userTurns: b.userTurns,
    messages: b.messages,
    bytes: chars,
    warnings,
    ...(chat ? { chat } : {}),
  };
}
