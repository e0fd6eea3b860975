import type { PasteReading, ReadLine } from "./paste-reading.js";
import type { TranscriptLine } from "./transcript.js";
import type { RescueTypeId, Signal } from "./types.js";

// The detector's signal readers: small pure functions from the paste's reading (paste-reading.ts) to signals,
// each a line with a type, a reason and a weight. Line readers look at one line at a time (their signals come in
// the order of the lines); paste readers look at the whole paste (repeats, counts, the opening request).
// weigh-signals.ts runs them all and weighs what they found.

export type LineReader = (at: ReadLine, paste: PasteReading) => Signal[];
export type PasteReader = (paste: PasteReading) => Signal[];

export function clip(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > 160 ? `${t.slice(0, 157)}…` : t;
}

export function signal(
  type: RescueTypeId,
  line: TranscriptLine,
  reason: string,
  weight: number,
  group: string,
): Signal {
  return { type, line: line.n, text: clip(line.text), reason, weight, group };
}

const isProse = (l: TranscriptLine) => l.role === "user" || l.role === "unknown";
const isAssistantText = (l: TranscriptLine) => l.role === "assistant" && l.kind === "text";

/** The user's own words: a complaint outranks a symptom, and their latest turn a little more. */
export const complaints: LineReader = ({ line, facts }, paste) =>
  isProse(line)
    ? facts.complaints.map(([type, phrase]) =>
        signal(
          type,
          line,
          `You said: “${clip(phrase)}”`,
          line.turn === paste.lastUserTurn ? 7 : 6,
          `complaint:${type}`,
        ),
      )
    : [];

/** The opening request lists a whole product's features at once. */
export const featureList: LineReader = (at, paste) =>
  at === paste.opening && at.facts.featureList
    ? [signal("no_planning", at.line, "A whole product with many features asked for at once", 3, "feature-list")]
    : [];

/** Several requests in one message ("and also", "while you're at it"). */
export const scopePile: LineReader = ({ line, facts }) =>
  isProse(line) && facts.scope
    ? [signal("complexity_overwhelm", line, "Several requests piled into one", 2, "scope")]
    : [];

/** Symptoms in tool output and logs, at half weight when the assistant only mentions them. */
export const symptoms: LineReader = ({ line, facts }) => {
  const factor = isAssistantText(line) ? 0.5 : 1;
  return facts.symptoms.map((rule) => signal(rule.type, line, rule.reason, rule.weight * factor, rule.group));
};

/** The same error coming back after a change is the loop; the same error logged twice is not. */
export const recurrence: PasteReader = (paste) => {
  const seen = new Map<
    string,
    { changesAt: number; recurrences: number; first: TranscriptLine; last: TranscriptLine }
  >();
  for (const { line, facts, rejection, changes } of paste.lines) {
    if (line.kind === "command" || rejection || !facts.fingerprint) continue;
    const entry = seen.get(facts.fingerprint);
    if (!entry) seen.set(facts.fingerprint, { changesAt: changes, recurrences: 0, first: line, last: line });
    else if (changes > entry.changesAt) {
      entry.recurrences++;
      entry.changesAt = changes;
      entry.last = line;
    }
  }
  let recurrences = 0;
  let worst: { recurrences: number; first: TranscriptLine; last: TranscriptLine } | null = null;
  for (const e of seen.values()) {
    recurrences += e.recurrences;
    if (e.recurrences > 0 && (!worst || e.recurrences > worst.recurrences)) worst = e;
  }
  if (!worst) return [];
  const fixes = recurrences === 1 ? "a fix" : `${recurrences} fixes`;
  return [
    signal(
      "repeated_failures",
      worst.last,
      `The same error came back after ${fixes}`,
      weightOf(recurrences, [2, 3], [4, 7, 9]),
      "recurrence",
    ),
    signal("repeated_failures", worst.first, "First seen here", 0, "recurrence-first"),
  ];
};

/** The weight for a count: `weights[i]` once the count reaches `steps[i - 1]`. */
function weightOf(count: number, steps: number[], weights: number[]): number {
  let w = weights[0]!;
  steps.forEach((s, i) => {
    if (count >= s) w = weights[i + 1]!;
  });
  return w;
}

/** The assistant apologising or promising a fix after an error or a change, again and again. */
export const apologies: PasteReader = (paste) => {
  const said = paste.lines.filter(
    ({ line, facts, errorsBefore, changes }) =>
      facts.apology && (isAssistantText(line) || !paste.hasSpeakers) && (errorsBefore > 0 || changes > 0),
  );
  if (said.length < 2) return [];
  const reason = `The assistant apologised or promised a fix ${said.length} times`;
  return [signal("repeated_failures", said[0]!.line, reason, said.length >= 3 ? 5 : 3, "apology")];
};

/** Lovable's and Bolt's "Try to fix" button pressed again and again. */
export const tryToFix: PasteReader = (paste) => {
  let pressed = 0;
  for (const { line } of paste.lines) if (line.kind === "change" && line.text === "Try to fix") pressed += line.count;
  if (pressed < 2) return [];
  const line = paste.transcript.find((x) => x.text === "Try to fix")!;
  return [signal("repeated_failures", line, `“Try to fix” pressed ${pressed} times`, 4, "try-to-fix")];
};

function editsPerFile(paste: PasteReading): Map<string, number> {
  const perFile = new Map<string, number>();
  for (const { line } of paste.lines)
    if (line.kind === "edit" && line.file) perFile.set(line.file, (perFile.get(line.file) ?? 0) + line.count);
  return perFile;
}

const lastEdit = (paste: PasteReading, file?: string) =>
  [...paste.transcript].reverse().find((x) => x.kind === "edit" && (file === undefined || x.file === file))!;

/** One file edited over and over. */
export const sameFile: PasteReader = (paste) => {
  const top = [...editsPerFile(paste).entries()].sort((a, b) => b[1] - a[1])[0];
  if (!top || top[1] < 4) return [];
  const [file, n] = top;
  return [signal("repeated_failures", lastEdit(paste, file), `${file} edited ${n} times`, n >= 6 ? 4 : 3, "same-file")];
};

/** Edits spread over many files, or many edits in one go. */
export const manyFiles: PasteReader = (paste) => {
  const files = editsPerFile(paste).size;
  if (files >= 8)
    return [
      signal("complexity_overwhelm", lastEdit(paste), `${files} different files edited`, files >= 15 ? 5 : 4, "files"),
    ];
  if (paste.edits >= 10 && files === 0)
    return [signal("complexity_overwhelm", lastEdit(paste), `${paste.edits} edits in one go`, 3, "files")];
  return [];
};

/** Features added one request at a time after the opening (or without it, when it is not pasted). */
function addedFeatures(paste: PasteReading): ReadLine[] {
  const { opening } = paste;
  return paste.lines.filter(
    (at) =>
      isProse(at.line) &&
      at.facts.addFeature &&
      at !== opening &&
      (!opening || at.index < opening.index || at.line.turn !== opening.line.turn),
  );
}

/** The session opens by asking for a whole product. */
export const openingRequest: PasteReader = (paste) => {
  if (!paste.opening) return [];
  const weight = paste.hasSpeakers || addedFeatures(paste).length > 0 ? 4 : 5;
  return [signal("no_planning", paste.opening.line, "Opens by asking for a whole product", weight, "opening")];
};

/** Features piling up one request at a time show a missing plan even when the opening request is not pasted. */
export const featurePileUp: PasteReader = (paste) => {
  const added = addedFeatures(paste);
  if (added.length < (paste.opening ? 2 : 3)) return [];
  const reason = `Features added one by one (${added.length} requests) without a spec`;
  return [signal("no_planning", added.at(-1)!.line, reason, 4, "pile-up")];
};

/** The assistant widening the task on its own ("while I'm at it", "I noticed …, so I've switched …"). */
export const assistantCreep: PasteReader = (paste) => {
  const creep = paste.lines.filter(({ line, facts }) => isAssistantText(line) && facts.creep);
  if (creep.length === 0) return [];
  const n = creep.length;
  const reason =
    n === 1 ? "The assistant widened the task on its own" : `The assistant widened the task on its own ${n} times`;
  return [signal("lost_direction", creep[0]!.line, reason, weightOf(n, [2, 3], [2, 4, 5]), "creep")];
};

/** The person turning down changes the assistant proposed. */
export const rejectedChanges: PasteReader = (paste) => {
  const rejected = paste.lines.filter((at) => at.rejection);
  if (rejected.length === 0) return [];
  const n = rejected.length;
  const reason = n === 1 ? "You turned down a change it proposed" : `You turned down ${n} changes it proposed`;
  return [signal("lost_direction", rejected[0]!.line, reason, weightOf(n, [2, 3], [2, 4, 5]), "rejected")];
};

/** The assistant asking the person to make many product decisions. */
export const decisionQuestions: PasteReader = (paste) => {
  const asking = paste.lines.filter(({ line, facts }) => isAssistantText(line) && facts.decisionQuestions > 0);
  const n = asking.reduce((sum, at) => sum + at.facts.decisionQuestions, 0);
  if (n < 3) return [];
  const reason = `The assistant asks you to decide ${n} things about the product`;
  return [signal("no_planning", asking.at(-1)!.line, reason, paste.opening ? 3 : 2, "decisions")];
};

/** Commits in a row that each try to fix something. */
export const fixCommits: PasteReader = (paste) => {
  const commits = paste.lines.filter((at) => at.fixCommit);
  const n = commits.reduce((sum, at) => sum + at.line.count, 0);
  if (n < 3) return [];
  return [
    signal("repeated_failures", commits[0]!.line, `${n} commits in a row that try to fix something`, 4, "fix-commits"),
  ];
};

/** The assistant claiming success while errors show and no passing output does. */
export const unbackedClaims: PasteReader = (paste) => {
  const claim = paste.lines.find(({ line, facts }) => isAssistantText(line) && facts.claim);
  const passed = paste.lines.some(({ line, facts }) => line.role === "tool" && facts.pass);
  if (!claim || passed || paste.errors === 0) return [];
  return [signal("ai_hallucination", claim.line, "Success claimed without output to show it", 2, "claim")];
};

/** Line readers, run on each line in turn. */
export const LINE_READERS: readonly LineReader[] = [complaints, featureList, scopePile, symptoms];
/** Paste readers, run after them. */
export const PASTE_READERS: readonly PasteReader[] = [
  recurrence,
  apologies,
  tryToFix,
  sameFile,
  manyFiles,
  openingRequest,
  featurePileUp,
  assistantCreep,
  rejectedChanges,
  decisionQuestions,
  fixCommits,
  unbackedClaims,
];

/** Every signal in the paste: each line's, in line order, then the whole paste's. */
export function readSignals(paste: PasteReading): Signal[] {
  const out: Signal[] = [];
  for (const at of paste.lines) for (const read of LINE_READERS) out.push(...read(at, paste));
  for (const read of PASTE_READERS) out.push(...read(paste));
  return out;
}
