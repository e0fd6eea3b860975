// A session's transcript as the events agents' own loop detectors watch: the person's messages, the agent's tool
// calls (actions), its replies (messages) and what the tools answered (observations). Used by the re-implemented
// peer detectors (decision 0305); the transcript keeps no tool-call arguments beyond one line, so an action is
// its kind and that line.
import { fingerprint } from "../../detection/symptoms.js";
import type { TranscriptLine } from "../../detection/transcript.js";

/** A transcript line that knows its user turn (a session file's line). */
export interface TurnLine extends TranscriptLine {
  userTurn: number;
}

export type PeerEvent =
  | { kind: "user"; userTurn: number; line: number }
  | { kind: "action"; key: string; userTurn: number; line: number }
  | { kind: "message"; lines: string[]; userTurn: number; line: number }
  | { kind: "observation"; text: string; error: boolean; userTurn: number; line: number };

const ACTION_KINDS = new Set(["edit", "command", "change"]);

/** Reads the lines into events: one per tool call, per reply, per run of tool output, per user message. */
export function sessionEvents(lines: readonly TurnLine[]): PeerEvent[] {
  const out: PeerEvent[] = [];
  let lastUserTurn = 0;
  let open: PeerEvent | null = null;
  let openTurn = -1;
  const close = () => {
    open = null;
  };
  for (const l of lines) {
    if (l.role === "user") {
      close();
      if (l.userTurn > lastUserTurn) {
        lastUserTurn = l.userTurn;
        out.push({ kind: "user", userTurn: l.userTurn, line: l.n });
      }
      continue;
    }
    if (ACTION_KINDS.has(l.kind) && (l.role === "assistant" || l.role === "tool")) {
      close();
      for (let i = 0; i < l.count; i++)
        out.push({ kind: "action", key: `${l.kind}:${l.text.trim()}`, userTurn: l.userTurn, line: l.n });
      continue;
    }
    const repeated = Array.from({ length: l.count }, () => l.text);
    if (l.role === "assistant") {
      const cur = open as PeerEvent | null;
      if (cur?.kind === "message" && openTurn === l.turn) cur.lines.push(...repeated);
      else {
        const ev: PeerEvent = { kind: "message", lines: repeated, userTurn: l.userTurn, line: l.n };
        out.push(ev);
        open = ev;
        openTurn = l.turn;
      }
      continue;
    }
    if (l.role === "tool") {
      const error = l.kind === "edit-failed" || fingerprint(l.text) !== null;
      const cur = open as PeerEvent | null;
      if (cur?.kind === "observation") {
        cur.text += `\n${repeated.join("\n")}`;
        cur.error ||= error;
      } else {
        const ev: PeerEvent = {
          kind: "observation",
          text: repeated.join("\n"),
          error,
          userTurn: l.userTurn,
          line: l.n,
        };
        out.push(ev);
        open = ev;
      }
    }
  }
  return out;
}

/** What a peer detector says about a whole session: whether (and where) its rule first fired. */
export interface PeerVerdict {
  stuck: boolean;
  /** The user turn (1-based) when the rule first fired. */
  firstStuckTurn: number | null;
  /** Which of the detector's rules fired. */
  rule: string | null;
  /** The record of the file where it fired. */
  line: number | null;
}

export const NOT_STUCK: PeerVerdict = { stuck: false, firstStuckTurn: null, rule: null, line: null };

export function fired(rule: string, ev: PeerEvent): PeerVerdict {
  return { stuck: true, firstStuckTurn: Math.max(1, ev.userTurn), rule, line: ev.line };
}
