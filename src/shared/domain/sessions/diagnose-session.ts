// The diagnosis of a session file, as the CLI, MCP and the web app show it: whether an episode of it is stuck (its
// structure, decision 0306), the type the detector names for that episode, the turn where it first went wrong and
// the first rescue prompt (decision 0273).
import { getProblemType } from "../../content/problem-types.js";
import { detectProblem, type ProblemDetection, type RescueTypeId } from "../detect-problem.js";
import type { LinearModel } from "../detection/model.js";
import { firstStuckReasonText } from "../../content/nudges.js";
import { personInLoop } from "./activity-only.js";
import { episodeEvidenceType } from "./episode-type.js";
import { findEpisodes, isStuck, reportWords, saysFailed, shownFrom, type Episode, type Failure } from "./episodes.js";
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
  /** The stuck episode: its turns, how many failed attempts it holds (a second one means stop and rescue), whether
   * the session ends on it, and the lines that repeat, each with what it repeats. */
  episode: {
    firstTurn: number;
    lastTurn: number;
    strikes: number;
    unresolved: boolean;
    repeats: SessionEvidence[];
  } | null;
  prompt: { name: string; text: string } | null;
  tool: SessionTool;
  warnings: string[];
}

function clampTurn(turn: number, userTurns: number): number | null {
  if (userTurns === 0) return null;
  return Math.min(Math.max(turn, 1), userTurns);
}

export interface DiagnoseOptions {
  /** The detector's statistical model; the committed one unless an evaluation trains its own. */
  model?: LinearModel;
}

/** How likely the model must find one type on the episode's lines to name it where the evidence names only a loop
 * (decision 0349; 0.45 since decision 0394: chosen round by round, each round left out in turn, on rounds 1 to 8,
 * where 0.4 to 0.45 did the same and 0.35 named loops as boundaries). */
const MODEL_LEANS = 0.45;

/** The type of a stuck episode: the detector's answer on the episode's own lines when it is sure; else the type
 * the episode's own evidence names (decision 0337); where that is only the fallback, a loop, the type the model
 * finds most likely on the episode's lines when it is likely enough (decision 0349). The detector sure of a loop
 * does not outweigh evidence that names the loop's cause (the person's "why are you editing generated code", an
 * error naming what is not there): a loop is what every stuck episode is (decision 0425). */
function episodeType(detection: ProblemDetection, episode: Episode, lines: SessionLine[]): RescueTypeId {
  const named = episodeEvidenceType(episode, lines);
  const loop = detection.type === "repeated_failures";
  if (detection.type && detection.verdict === "type" && !(loop && named !== "repeated_failures")) return detection.type;
  if (named !== "repeated_failures") return named;
  return modelLeaning(detection) ?? named;
}

/** The types the model's leaning may name: the person's intent, a goal departed from or a plan never made, is read
 * from their words alone, which the model reads better than any word list. A boundary between two systems (a
 * login across origins, a service's health check, a deployed game's server) is named in the words of the whole
 * episode, the agent's diagnosis and the output as much as the person's, in more ways than a word list of errors
 * holds: the model, trained on complaints about integrations, reads them (decision 0394). An invention and a request
 * too big for the model show in the session's own lines (the error naming what is not there, the capacity error),
 * which the episode's rules have read and not found: there the model, trained on complaints, leans on words an error
 * shares with a complaint ("does not exist" in a type error, decision 0365), against the evidence (decision 0378). */
const LEANS_TO: readonly RescueTypeId[] = ["lost_direction", "no_planning", "integration_issues"];

/** The type the model finds most likely, when at least MODEL_LEANS likely and one it may lean to; else null. */
function modelLeaning(detection: ProblemDetection): RescueTypeId | null {
  let best: RescueTypeId | null = null;
  for (const id of LEANS_TO) {
    const p = detection.probabilities[id] ?? 0;
    if (p >= MODEL_LEANS && (best === null || p > (detection.probabilities[best] ?? 0))) best = id;
  }
  return best;
}

/** Diagnoses a session read by readSession: stuck when one episode holds two failed attempts (decision 0306),
 * its type named by the detector on that episode's lines. */
export function diagnoseSession(read: SessionRead, options: DiagnoseOptions = {}): SessionDiagnosis {
  const lines = read.transcript.lines;
  const turnOf = new Map<number, number>();
  for (const l of lines) if (!turnOf.has(l.n)) turnOf.set(l.n, l.userTurn);
  const episodes = findEpisodes(lines);
  // In an agent's log, a loop of the agent's own activity alone is not one (decision 0438). An agent's own loop inside
  // one reply dates the session only when no loop the person saw across turns does: the next turn moved on from it
  // (decision 0440).
  const counts = (e: (typeof episodes)[number]) => isStuck(e) && personInLoop(e, read.tool, lines);
  const episode = episodes.find((e) => counts(e) && !oneReply(e)) ?? episodes.find(counts) ?? null;
  const none: SessionDiagnosis = {
    stuck: false,
    type: null,
    title: null,
    confidence: 0,
    confidenceLabel: "low",
    firstStuckTurn: null,
    firstStuckReason: null,
    userTurns: read.userTurns,
    evidence: [],
    episode: null,
    prompt: null,
    tool: read.tool,
    warnings: read.warnings,
  };
  if (read.tool === "text") return diagnosePaste(read, none, options);
  if (!episode) return none;

  // The episode's own lines, from the attempt that first failed to the last failure, name the type.
  const from = Math.max(episode.firstTurn, 1);
  const own = lines.filter((l) => l.userTurn >= from && l.userTurn <= episode.lastTurn);
  const detection = detectProblem({ ...read.transcript, lines: own }, options.model ? { model: options.model } : {});
  // The turn each failure shows the trouble from: an error that came back, where it came back (decision 0364),
  // unless the person's first report of it already said it failed again (the labelling guide: a first mention that
  // says "still" is a failed fix, the attempt was before it).
  const saidFailed = new Set(lines.filter((l) => l.role === "user" && saysFailed(l.text)).map((l) => l.userTurn));
  const shownAt = (f: Failure) => (f.kind === "error-again" && saidFailed.has(f.from) ? f.from : shownFrom(f));
  const shown = episode.failures.reduce((a, b) => {
    const x = shownAt(a);
    const y = shownAt(b);
    return y < x || (y === x && REASON_ORDER.indexOf(b.kind) < REASON_ORDER.indexOf(a.kind)) ? b : a;
  });
  const report = firstReport(episodes, episode, lines);
  const first = report && report.from < shownAt(shown) ? report : shown;
  // Dated from the person's report in an earlier episode, the type is read from that report too (decision 0425); the
  // opening message is not: a first request's words are instructions, not a reaction (decision 0378).
  const typed = first === report && report.turn > 1 ? { ...episode, failures: [report, ...episode.failures] } : episode;
  const type = episodeType(detection, typed, lines);
  const at = (line: number) => clampTurn(turnOf.get(line) ?? 0, read.userTurns);
  const repeats: SessionEvidence[] = episode.failures.map((f) => ({
    turn: clampTurn(f.turn, read.userTurns),
    line: f.line.n,
    text: clip(f.line.text),
    reason:
      f.earlier && f.earlier.n !== f.line.n
        ? `${f.reason} (as at turn ${clampTurn(f.earlier.userTurn, read.userTurns) ?? 1}, line ${f.earlier.n})`
        : f.reason,
  }));
  const seen = new Set(repeats.map((e) => e.line));
  const worded = detection.type === type ? detection.evidence : [];
  const evidence = [
    ...repeats,
    ...worded
      .filter((e) => !seen.has(e.line))
      .map((e) => ({ turn: at(e.line), line: e.line, text: e.text, reason: e.reason })),
  ].slice(0, 8);
  // The first failed run after a fix, in a run of them leading into the episode, marks the turn when it comes
  // first (the labelling guide: "its first failed run after a fix marks the turn"; decision 0355).
  const firstAt = shownAt(first);
  const reportedFirst = episode.reportedFrom !== null && episode.reportedFrom < firstAt;
  const problem = getProblemType(type);
  const prompt = problem.prompts[0];
  const confidence = detection.type === type ? detection.confidence : Math.min(detection.probabilities[type] ?? 0, 0.5);
  return {
    ...none,
    stuck: true,
    type,
    title: problem.title,
    confidence,
    confidenceLabel: detection.type === type ? detection.confidenceLabel : "low",
    firstStuckTurn: clampTurn(reportedFirst ? episode.reportedFrom! : firstAt, read.userTurns),
    firstStuckReason: reportedFirst ? firstReason({ ...first, kind: "reported-error" }) : firstReason(first),
    evidence,
    episode: {
      firstTurn: clampTurn(episode.firstTurn, read.userTurns) ?? 1,
      lastTurn: clampTurn(episode.lastTurn, read.userTurns) ?? 1,
      strikes: episode.strikes,
      unresolved: episode.unresolved,
      repeats,
    },
    prompt: prompt ? { name: prompt.name, text: prompt.text } : null,
  };
}

/**
 * Where a session showed trouble early and the loop that made it stuck came later, the first stuck turn is the
 * first report (the set's README, "Turn counting"): the person saying an attempt did not work in an earlier
 * episode, or in their first message (a session, or a slice of one, that opens on "still the same error": the
 * attempt was before it, so it is no failed attempt of this session, only where its trouble first shows), or an
 * earlier episode that is a loop of its own, from its first failure other than the agent's admission (the agent
 * agreeing with the person, "You're right", dates no trouble the person saw; decision 0426). Null when none holds one.
 */
function firstReport(episodes: Episode[], stuck: Episode, lines: SessionLine[]): Failure | null {
  const opening = lines.filter((l) => l.role === "user" && l.userTurn === 1);
  const said = opening.find((l) => l.text.trim());
  if (said && stuck.firstTurn > 1 && saysFailed(reportWords(opening.map((l) => l.text).join("\n"))))
    return { ...OPENING_REPORT, line: said };
  let first: Failure | null = null;
  for (const e of episodes) {
    if (e.firstTurn >= stuck.firstTurn) continue;
    const loop = isStuck(e) && !oneReply(e);
    for (const f of e.failures)
      if ((saidInWords(f, lines) || (loop && f.kind !== "admitted")) && (!first || shownFrom(f) < shownFrom(first)))
        first = f;
  }
  return first;
}

/** An episode whose failures are all the agent's, inside one reply: it retried and the person's next turn went on. */
function oneReply(e: Episode): boolean {
  return e.failures.every((f) => f.withinTurn && f.turn === e.firstTurn);
}

/** The person's own words saying an attempt failed. A bare "fix these", a message without words or a problem given up
 * counts as a failed attempt inside a loop, but alone, in an earlier episode, it is the first report of a trouble
 * (a request to fix what an analysis found), not a fix reported failing (decision 0440). */
function saidInWords(f: Failure, lines: SessionLine[]): boolean {
  if (f.kind !== "said-failed") return false;
  const said = lines.filter((l) => l.role === "user" && l.userTurn === f.turn).map((l) => l.text);
  return saysFailed(reportWords(said.join("\n")));
}

const OPENING_REPORT = {
  kind: "said-failed",
  turn: 1,
  from: 1,
  withinTurn: false,
  attempt: 0,
  earlier: null,
  reason: "the person's first message said it still failed",
} as const;

/** Pasted text is a person's account of the problem, not a session: the detector reads all of it, and the turn is
 * the earliest of the lines that decided. */
function diagnosePaste(read: SessionRead, none: SessionDiagnosis, options: DiagnoseOptions): SessionDiagnosis {
  const detection = detectProblem(read.transcript, options.model ? { model: options.model } : {});
  const type = detection.type;
  if (!type) return none;
  const turnOf = new Map<number, number>();
  for (const l of read.transcript.lines) if (!turnOf.has(l.n)) turnOf.set(l.n, l.userTurn);
  const evidence = detection.evidence.map((e) => ({
    turn: clampTurn(turnOf.get(e.line) ?? 0, read.userTurns),
    line: e.line,
    text: e.text,
    reason: e.reason,
  }));
  const turns = evidence.map((e) => e.turn).filter((t): t is number => t !== null);
  const problem = getProblemType(type);
  const prompt = problem.prompts[0];
  return {
    ...none,
    stuck: true,
    type,
    title: problem.title,
    confidence: detection.confidence,
    confidenceLabel: detection.confidenceLabel,
    firstStuckTurn: turns.length > 0 ? Math.min(...turns) : null,
    firstStuckReason: turns.length > 0 ? "the earliest of the lines that decided the diagnosis" : null,
    evidence,
    prompt: prompt ? { name: prompt.name, text: prompt.text } : null,
  };
}

/** When failures start at the same turn, the one that says most about what repeated gives the reason. */
const REASON_ORDER: Failure["kind"][] = [
  "error-again",
  "command-again",
  "edit-failed-again",
  "capacity-again",
  "file-again",
  "answered-same",
  "said-failed",
  "undid",
  "reported-error",
  "asked-again",
  "admitted",
];

function firstReason(f: Failure): string {
  return firstStuckReasonText(f.kind, f.line.file ?? null);
}

function clip(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > 200 ? `${t.slice(0, 199)}…` : t;
}
