// The words of a live nudge (decisions 0301, 0302): what `unstuck watch` prints in the terminal, what
// `unstuck hook run` feeds back to the agent, and how a diagnosis says where a session went wrong, in the same words
// in the CLI, the web app's session view and MCP (issue 33). Text for the person speaks to the person; text for the
// agent (the hook's reason) speaks to the agent only.
import type { FailureKind } from "../domain/sessions/episodes.js";
import type { Repeat } from "../domain/sessions/repeats.js";
import { commandOfCall } from "../domain/command-shape.js";

export interface NudgeFacts {
  /** The problem type's title, e.g. "Repeated Failures". */
  title: string;
  confidenceLabel: "low" | "medium" | "high";
  firstStuckTurn: number | null;
  repeats: readonly Repeat[];
  /** The first evidence lines, when nothing repeats. */
  evidence: readonly { turn: number | null; reason: string; text: string }[];
  prompt: { name: string; text: string } | null;
}

const RESCUE_COMMAND = "npx unstuck diagnose --latest --send";

function turnList(turns: readonly number[]): string {
  const shown = turns.length > 6 ? [...turns.slice(0, 3), "…", ...turns.slice(-2)] : turns;
  return `${turns.length === 1 ? "turn" : "turns"} ${shown.join(", ")}`;
}

function quote(text: string, max = 100): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

const runsNoCommand = (r: Repeat) => r.kind === "command" && commandOfCall(r.subject) === undefined;

/** One repeat in a line: what came back, how often, at which turns. */
export function repeatHeadline(r: Repeat): string {
  const times = `${r.count} times, ${turnList(r.turns)}`;
  if (r.kind === "error") return `The same error came back (${times}): ${quote(r.subject)}`;
  if (r.kind === "file") return `${r.subject} was edited again and again (${times})`;
  // A file read or a search shown as a call (`Read(…)`, `Grep(…)`) runs no command.
  if (runsNoCommand(r)) return `The same call was made again (${times}): ${quote(r.subject)}`;
  return `The same command was run again (${times}): ${quote(r.subject)}`;
}

/** What changed between a repeat's first and last time, in words; null when there is nothing to say. */
export function repeatChange(r: Repeat): string | null {
  if (r.kind === "file") {
    if (r.errorsBetween.length === 0) return "No error shows between the edits: check whether they undo each other.";
    if (r.errorsBetween.length === 1) return `The same error after each edit: ${quote(r.errorsBetween[0]!)}`;
    return `Errors between the edits: ${r.errorsBetween
      .slice(0, 2)
      .map((e) => quote(e, 70))
      .join("; ")}`;
  }
  const files = r.filesEditedBetween;
  const edited =
    files.length === 0
      ? "nothing was edited in between"
      : `${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""} edited in between`;
  if (r.kind === "error") return `It came back with ${edited}.`;
  if (r.sameErrorEachRun === true) return `Every run failed the same way, with ${edited}.`;
  return runsNoCommand(r) ? `Between the calls: ${edited}.` : `Between the runs: ${edited}.`;
}

/** The terminal lines of `unstuck watch`'s first nudge. */
export function watchNudgeLines(f: NudgeFacts): string[] {
  const since = f.firstStuckTurn ? `, since turn ${f.firstStuckTurn}` : "";
  const lines = [`⚠ Unstuck: this looks like ${f.title} (${f.confidenceLabel} confidence${since}).`];
  if (f.repeats.length > 0)
    for (const r of f.repeats.slice(0, 2)) {
      lines.push(`  ${repeatHeadline(r)}`);
      const change = repeatChange(r);
      if (change) lines.push(`    ${change}`);
    }
  else for (const e of f.evidence.slice(0, 2)) lines.push(`  turn ${e.turn ?? "–"}: ${e.reason}: ${quote(e.text)}`);
  if (f.prompt) {
    lines.push("", `Paste this into your assistant (${f.prompt.name}):`, "");
    lines.push(...f.prompt.text.split("\n").map((l) => `  ${l}`));
  }
  return lines;
}

/** The terminal lines of `unstuck watch`'s second strike. */
export function watchStopLines(f: NudgeFacts): string[] {
  const since = f.firstStuckTurn ? ` since turn ${f.firstStuckTurn}` : "";
  const lines = [
    `✋ Unstuck: still ${f.title}${since}, after the nudge. Stop the assistant now: another try will go the same way.`,
  ];
  if (f.repeats[0]) lines.push(`  ${repeatHeadline(f.repeats[0])}`);
  lines.push(`Start a rescue from what happened: ${RESCUE_COMMAND}`);
  return lines;
}

/** The reason `unstuck hook run` gives the agent at strike one (the agent reads it). */
export function hookNudgeReason(f: NudgeFacts): string {
  const since = f.firstStuckTurn ? ` since the user's message ${f.firstStuckTurn}` : "";
  const signs =
    f.repeats.length > 0
      ? f.repeats
          .slice(0, 2)
          .map((r) => {
            const change = repeatChange(r);
            return `- ${repeatHeadline(r)}${change ? ` ${change}` : ""}`;
          })
          .join("\n")
      : f.evidence
          .slice(0, 2)
          .map((e) => `- ${e.reason}: ${quote(e.text)}`)
          .join("\n");
  const prompt = f.prompt ? `\n\n${f.prompt.text}` : "";
  return `Unstuck: this session looks stuck (${f.title})${since}. Before another attempt, stop and change approach.\n${signs}${prompt}`;
}

/** The reason `unstuck hook run` gives the agent at strike two: stop and hand over to the user. */
export function hookStopReason(f: NudgeFacts): string {
  const what = f.repeats[0] ? ` ${repeatHeadline(f.repeats[0])}.` : "";
  return `Unstuck: you are still stuck (${f.title}) after the last warning.${what} Do not try another fix. Stop now and tell the user in two or three sentences what you tried and what keeps failing, and that they can start a rescue with \`${RESCUE_COMMAND}\`.`;
}

/** What the user sees in Claude Code (systemMessage) when the hook intervenes. */
export function hookUserMessage(strike: "first" | "second", f: NudgeFacts): string {
  return strike === "first"
    ? `Unstuck: the agent looks stuck (${f.title}); it was told to change approach.`
    : `Unstuck: still stuck (${f.title}) after a warning. Stop the agent and start a rescue: ${RESCUE_COMMAND}`;
}

/** The heading over a session's repeats, in the CLI and the web app. */
export const WHAT_REPEATS = "What repeats";

/** What a diagnosis says when no episode of a session is stuck. */
export const NOTHING_STUCK = "Nothing stuck found";

/** Below NOTHING_STUCK in the web app, where the person can still pick a type. */
export const NOTHING_STUCK_DETAIL =
  "No part of this session went round in circles: no error, edit or command kept coming back. If your assistant is stuck, pick what it looks like:";

/** The sentence on the turn where a session first went wrong, with how that turn was found. */
/** Why the first stuck turn is that turn, by the kind of failure that dates it. */
export function firstStuckReasonText(kind: FailureKind, file: string | null): string {
  switch (kind) {
    case "error-again":
      return "the error that kept coming back first came back after a fix here";
    case "command-again":
      return "the same command was run again and again from here";
    case "edit-failed-again":
      return "the edit that kept failing to apply was first tried here";
    case "file-again":
      return `${file ?? "the same file"} was edited again and again from here`;
    case "capacity-again":
      return "the request first proved too big for the model here";
    case "said-failed":
      return "the person first said an attempt did not work here";
    case "undid":
      return "the person first undid what the agent changed here";
    case "admitted":
      return "the agent first admitted an attempt was wrong here";
    case "asked-again":
      return "the person first had to ask again here";
    case "answered-same":
      return "the agent first gave an answer it had already given here";
    case "reported-error":
      return "the person first brought back an error after the agent's attempt here";
  }
}

export function firstWentWrong(turn: number, reason: string | null): string {
  return `It first went wrong at turn ${turn}${reason ? `: ${reason}` : ""}.`;
}

/** The CLI's lines on where a session went wrong (unstuck diagnose). */
export function whereItWentWrongLines(repeats: readonly Repeat[]): string[] {
  if (repeats.length === 0) return [];
  const lines = ["", WHAT_REPEATS];
  for (const r of repeats) {
    lines.push(`  ${repeatHeadline(r)}`);
    const change = repeatChange(r);
    if (change) lines.push(`    ${change}`);
  }
  return lines;
}

/** What `unstuck watch` says when the file it follows shrank or was replaced. */
export const WATCH_FILE_REPLACED =
  "unstuck: the session file was truncated or replaced; reading it again from the start.";
