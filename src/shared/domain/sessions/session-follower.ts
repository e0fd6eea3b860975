// A session file that is still being written, read as it grows (decision 0300): the bytes appended since the
// last read are given to append(), and read() answers with the session so far. Line formats (Claude Code, Codex,
// Aider, SpecStory) keep their reader's state and a torn last line until its newline arrives; the whole-document
// formats (Gemini CLI, Cline, Cursor's database, pasted text) cannot be read on, so the follower says so and the
// caller reads the file again whole with readSession.
import {
  sessionLineReader,
  sessionReadOf,
  sniff,
  toolOf,
  SESSION_TOOL_NAMES,
  type LineFormat,
  type SessionLineReader,
  type SessionRead,
  type SessionReadFailure,
  type SessionTool,
} from "./read-session.js";
import { isSqlite } from "./sqlite-reader.js";
import { TranscriptBuilder } from "./transcript-builder.js";

export type FollowMode = "pending" | "lines" | "whole";

/** The first bytes read before the format is decided when no line has ended yet. */
const SNIFF_BYTES = 64 * 1024;
const LINE_FORMATS: readonly string[] = ["claude-code", "codex", "aider", "specstory", "cline-md"];

export interface FollowOptions {
  /** The file's name: a hint only (the content decides). */
  name?: string;
  /** Read the file as this tool's format (a mismatch is an error). */
  tool?: SessionTool;
  /** Read from the middle of a file whose format is known: its format, and the lines and the person's
   * messages before the first byte given (so turns and line numbers count from the file's start). */
  format?: LineFormat;
  linesBefore?: number;
  turnsBefore?: number;
}

export class SessionFollower {
  /** pending: not enough bytes to tell the format; lines: read on; whole: read the file again whole. */
  mode: FollowMode = "pending";
  /** Bytes given to append() so far (the offset in the file to read on from). */
  bytes = 0;
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private decoder = new TextDecoder();
  private carry = "";
  private n = 0;
  private chars = 0;
  private format: LineFormat | null = null;
  private builder = new TranscriptBuilder();
  private reader: SessionLineReader | null = null;
  private mismatch: string | null = null;

  constructor(private readonly options: FollowOptions = {}) {
    if (options.format) {
      this.format = options.format;
      this.reader = sessionLineReader(options.format, this.builder);
      this.mode = "lines";
    }
    this.n = options.linesBefore ?? 0;
    this.builder.userTurns = options.turnsBefore ?? 0;
  }

  append(chunk: Uint8Array) {
    if (chunk.length === 0 || this.mode === "whole") {
      this.bytes += chunk.length;
      return;
    }
    this.bytes += chunk.length;
    if (this.mode === "pending") {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (!this.decide()) return;
      const head = this.head;
      this.head = [];
      if ((this.mode as FollowMode) === "lines") for (const c of head) this.feed(c);
      return;
    }
    this.feed(chunk);
  }

  /** The session so far, or null while too little has been written to tell its format. */
  read(): SessionRead | SessionReadFailure | null {
    if (this.mismatch) return { ok: false, error: this.mismatch };
    if (this.mode !== "lines" || !this.reader || !this.format) return null;
    const { warnings, jsonLines } = this.reader.finish();
    if (this.format !== "aider" && this.format !== "specstory" && jsonLines === 0)
      return { ok: false, error: "No line of this file is valid JSON yet." };
    return sessionReadOf(this.format as Exclude<SessionTool, "text">, this.builder, this.chars, warnings);
  }

  private decide(): boolean {
    const all = new Uint8Array(this.headBytes);
    let at = 0;
    for (const c of this.head) {
      all.set(c, at);
      at += c.length;
    }
    if (isSqlite(all)) {
      this.mode = "whole";
      return true;
    }
    const text = new TextDecoder().decode(all.subarray(0, SNIFF_BYTES));
    // A first line still being written is not enough to tell the format by.
    if (!text.includes("\n") && this.headBytes < SNIFF_BYTES) return false;
    const sniffed = sniff(text, this.options.name ?? "");
    const tool = toolOf(sniffed);
    if (this.options.tool && this.options.tool !== "text" && tool !== this.options.tool && tool !== null) {
      this.mismatch = `This file looks like a ${SESSION_TOOL_NAMES[tool]} session, not ${SESSION_TOOL_NAMES[this.options.tool]}.`;
      this.mode = "whole";
      return true;
    }
    if (LINE_FORMATS.includes(sniffed)) {
      this.format = sniffed as LineFormat;
      this.reader = sessionLineReader(this.format, this.builder);
      this.mode = "lines";
    } else this.mode = "whole";
    return true;
  }

  private feed(chunk: Uint8Array) {
    const text = this.decoder.decode(chunk, { stream: true });
    this.chars += text.length;
    let start = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", start)) {
      const line = start === 0 ? this.carry + text.slice(0, i) : text.slice(start, i);
      if (start === 0) this.carry = "";
      this.reader!.line(line, ++this.n);
      start = i + 1;
    }
    this.carry += text.slice(start);
  }
}
