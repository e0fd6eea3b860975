// Gemini CLI's loop detection, re-implemented over a session transcript to compare with ours on the same sessions
// (decision 0305; packages/core/src/services/loopDetectionService.ts in google-gemini/gemini-cli). Two rules:
// the same tool call (name and arguments) 5 times in a row, and a 50-character chunk of the model's streamed text
// recurring 10 times close together with few distinct periods between. Everything resets when the person sends a
// new prompt; the text tracking resets at every tool call and at Markdown structure (fences, tables, list items,
// headings, quotes, dividers) and is off inside code blocks. Its third rule, asking an LLM after 30 turns of one
// prompt, cannot run offline and is left out. A transcript has no stream chunks: each line of a reply is fed as
// one chunk.
import { NOT_STUCK, fired, sessionEvents, type PeerVerdict, type TurnLine } from "./session-events.js";

export const TOOL_CALL_LOOP_THRESHOLD = 5;
export const CONTENT_LOOP_THRESHOLD = 10;
export const CONTENT_CHUNK_SIZE = 50;
const MAX_HISTORY_LENGTH = 5000;

/** The streamed-text rule's state for one stretch of text. */
class ContentTracker {
  private history = "";
  private seen = new Map<string, number[]>();
  private next = 0;
  private inCode = false;

  reset() {
    this.history = "";
    this.seen.clear();
    this.next = 0;
  }

  /** Feeds one chunk; true when it completes a loop. */
  add(chunk: string): boolean {
    const fences = chunk.split("```").length - 1;
    // The character classes are Gemini CLI's as written: `[*-+]` is the range * to +, and the divider class's
    // `+-_` is the range + to _, which also takes digits and capital letters.
    const structure =
      fences > 0 ||
      /(^|\n)\s*(\|.*\||[|+-]{3,})/.test(chunk) ||
      /(^|\n)\s*[*-+]\s/.test(chunk) ||
      /(^|\n)\s*\d+\.\s/.test(chunk) ||
      /(^|\n)#+\s/.test(chunk) ||
      /(^|\n)>\s/.test(chunk);
    const divider = /^[+-_=*\u2500-\u257F]+$/.test(chunk);
    if (structure || divider) this.reset();
    const wasInCode = this.inCode;
    if (fences % 2 === 1) this.inCode = !this.inCode;
    if (wasInCode || this.inCode || divider) return false;
    this.history += chunk;
    if (this.history.length > MAX_HISTORY_LENGTH) {
      const cut = this.history.length - MAX_HISTORY_LENGTH;
      this.history = this.history.slice(cut);
      this.next = Math.max(0, this.next - cut);
      for (const [key, at] of this.seen) {
        const kept = at.map((i) => i - cut).filter((i) => i >= 0);
        if (kept.length > 0) this.seen.set(key, kept);
        else this.seen.delete(key);
      }
    }
    for (; this.next + CONTENT_CHUNK_SIZE <= this.history.length; this.next++) {
      const piece = this.history.slice(this.next, this.next + CONTENT_CHUNK_SIZE);
      if (this.repeats(piece, this.next)) return true;
    }
    return false;
  }

  private repeats(piece: string, at: number): boolean {
    const where = this.seen.get(piece);
    if (!where) {
      this.seen.set(piece, [at]);
      return false;
    }
    where.push(at);
    if (where.length < CONTENT_LOOP_THRESHOLD) return false;
    const recent = where.slice(-CONTENT_LOOP_THRESHOLD);
    const meanGap = (recent[recent.length - 1]! - recent[0]!) / (CONTENT_LOOP_THRESHOLD - 1);
    if (meanGap > CONTENT_CHUNK_SIZE * 5) return false;
    // A list of different items sharing a prefix has many distinct periods; a loop has one to a few.
    const periods = new Set<string>();
    for (let i = 0; i + 1 < recent.length; i++) periods.add(this.history.slice(recent[i], recent[i + 1]));
    return periods.size <= Math.floor(CONTENT_LOOP_THRESHOLD / 2);
  }
}

/** Runs Gemini CLI's two offline rules over a session; the first time one fires is the answer. */
export function geminiCliLoop(lines: readonly TurnLine[]): PeerVerdict {
  let lastKey: string | null = null;
  let repeats = 0;
  const content = new ContentTracker();
  for (const ev of sessionEvents(lines)) {
    if (ev.kind === "user") {
      lastKey = null;
      repeats = 0;
      content.reset();
    } else if (ev.kind === "action") {
      content.reset();
      repeats = ev.key === lastKey ? repeats + 1 : 1;
      lastKey = ev.key;
      if (repeats >= TOOL_CALL_LOOP_THRESHOLD) return fired("the same tool call 5 times in a row", ev);
    } else if (ev.kind === "message") {
      for (const line of ev.lines) if (content.add(`${line}\n`)) return fired("the same text 10 times", ev);
    }
  }
  return NOT_STUCK;
}
