import {
  apologyMatcher,
  complaintMatchers,
  foldAccents,
  matchPhrase,
  scriptsOf,
  topicMatchers,
} from "./detection/phrases.js";
import { SETTLED, TROUBLE, cuesIn } from "./detection/cues.js";
import { modelEvidence, readWithModel, type LinearModel } from "./detection/model.js";
import { pasteFeatures } from "./detection/model-features.js";
import { confidenceLabel, decide, shownConfidence, type VerdictKind } from "./detection/verdict.js";
import { fingerprint, symptomRules, type SymptomRule } from "./detection/symptoms.js";
import { readTranscript, type Transcript, type TranscriptFormat, type TranscriptLine } from "./detection/transcript.js";
import { rescueTypeIds } from "../content/problem-types.js";
import type { RescueTypeId, Signal } from "./detection/types.js";

// The paste-your-transcript detector: one pure function, the same in the browser, on the server and for
// coding agents. It reads the paste's structure (who said what, which tool output followed which edit),
// derives signals from it and from the user's own words, and answers with the lines that decided.
// See docs/decisions/0120-structural-problem-detector.md.

export type { RescueTypeId } from "./detection/types.js";
export type { TranscriptFormat } from "./detection/transcript.js";

export interface DetectionEvidence {
  /** 1-based line number in the paste. */
  line: number;
  text: string;
  reason: string;
  type: RescueTypeId;
}

export interface DetectionAlternative {
  type: RescueTypeId;
  confidence: number;
  evidence: DetectionEvidence | null;
}

export interface ProblemDetection {
  /** The most likely problem type; null when nothing is stuck (verdict "none") or the detector is not sure. */
  type: RescueTypeId | null;
  /** "type": one answer; "ask": two types fit and the person picks (`type` and the first alternative);
   * "none": nothing here looks stuck; "unsure": not enough to tell. */
  verdict: VerdictKind;
  /** 0..1: how often answers like this were right on real people's words (docs/detection/real-words.md). */
  confidence: number;
  confidenceLabel: "low" | "medium" | "high";
  /** The three to five lines that decided the top type. */
  evidence: DetectionEvidence[];
  /** Other types with a real signal, strongest first, each with its best line. */
  alternatives: DetectionAlternative[];
  /** True when the runner-up is close enough that the person should pick. */
  ambiguous: boolean;
  scores: Record<RescueTypeId, number>;
  /** The model's probability of each type and of "none". */
  probabilities: Record<string, number>;
  /** Every signal found, strongest first (capped). */
  signals: DetectionEvidence[];
  format: TranscriptFormat;
  language: string;
  stats: {
    lines: number;
    userTurns: number;
    assistantTurns: number;
    toolLines: number;
    edits: number;
    scannedChars: number;
    totalChars: number;
    sampled: boolean;
  };
}

/** Below this score a type is not an answer; with no type above it the result is "Not sure". */
export const MIN_SCORE = 3;
/** A runner-up within this ratio of the top score is shown as a choice. */
export const CLOSE_RATIO = 0.75;

function clip(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > 160 ? `${t.slice(0, 157)}…` : t;
}

/** The language the user wrote in (their own lines only), as a two-letter code; "en" when unsure. */
export function detectLanguage(lines: TranscriptLine[]): string {
  let kana = 0;
  let han = 0;
  let cyr = 0;
  const words = { en: 0, es: 0, de: 0, pt: 0, fr: 0 };
  const stop: [keyof typeof words, RegExp][] = [
    ["en", /\b(?:the|and|is|it|not|what|I|you|with|this)\b/g],
    ["es", /\b(?:el|la|los|que|es|no|por|una|con|pero|lo)\b/g],
    ["de", /\b(?:der|die|das|und|ist|nicht|ich|ein|mit|auf)\b/g],
    ["pt", /\b(?:o|os|que|não|um|uma|com|mas|para|você|isso)\b/g],
    ["fr", /\b(?:le|la|les|et|est|pas|je|que|une|pour|ce|ça)\b/g],
  ];
  let read = 0;
  for (const l of lines) {
    if (l.role !== "user" || read > 8_000 || isBlob(l.text)) continue;
    const t = l.text.slice(0, 1000);
    read += t.length;
    for (const ch of t) {
      const c = ch.codePointAt(0)!;
      if (c >= 0x3040 && c <= 0x30ff) kana++;
      else if (c >= 0x3400 && c <= 0x9fff) han++;
      else if (c >= 0x0400 && c <= 0x04ff) cyr++;
    }
    const lower = t.toLowerCase();
    for (const [lang, re] of stop) words[lang] += lower.match(re)?.length ?? 0;
  }
  if (kana >= 2) return "ja";
  if (han >= 4) return "zh";
  if (cyr >= 8) return "ru";
  const best = (Object.entries(words) as [string, number][]).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : "en";
}

const BUILD_REQUEST =
  /(?<![\p{L}])(?:build|create|make|develop|code|start)(?: me| us)?(?: an?| the| my)?(?: [\p{L}-]{1,20}){0,4} (?:app|application|website|site|platform|saas|marketplace|clone|crm|game|store|shop|e-?commerce(?: platform)?|(?:booking|management|ordering|inventory|membership|payment) system|portal|mvp)(?![\p{L}])|(?:want|going|trying|like) to (?:build|make|create)(?: an?| my)?(?: [\p{L}-]{1,20}){0,3} (?:app|application|website|platform|saas|marketplace|game)|idea for an? (?:app|saas|platform|startup)|(?:want|need) an? (?:app|website|platform|saas|marketplace)(?: where| for| that| to)|(?:clone|copy) of (?:\p{L}+)|(?:build|make|create)(?: me| us)? (?:something|one) like (?:\p{L}+)|(?:app|website|site|platform|saas|game) like (?:\p{L}+)|(?:quiero|quero|je veux|ich möchte|хочу)(?! (?:que|qu'|чтобы|dass)(?![\p{L}]))(?: [\p{L}-]{1,20}){0,4} (?:app|aplicación|aplicativo|application|App|приложение|plataforma|plateforme|Plattform|платформу|tienda|loja|boutique|Shop|магазин)|我想做一个|アプリを作りたい/iu;
/** The same request as an imperative in the other languages ("make me an app for…"). */
const BUILD_REQUEST_INTL =
  /(?<![\p{L}])(?:(?:сделай|создай|напиши|разработай)(?:те)?(?: мне| нам)?(?: [\p{L}-]{1,20}){0,3} (?:приложение|сайт|платформу|сервис|магазин|игру|клон)|(?:haz|crea|desarrolla|programa)(?:me|nos)?(?: [\p{L}-]{1,20}){0,4} (?:app|aplicación|web|página web|plataforma|tienda)|(?:mach|erstell|erstelle|bau|baue|programmier|programmiere|entwickle)(?: mir| uns)?(?: [\p{L}-]{1,20}){0,4} (?:App|Anwendung|Webseite|Website|Plattform|Shop)|(?:faça|faz|crie|cria|criar|desenvolva|monte)(?: para mim)?(?: [\p{L}-]{1,20}){0,4} (?:app|aplicativo|site|plataforma|loja)|(?:fais|crée|créer|développe)(?:-moi|-nous)?(?: [\p{L}-]{1,20}){0,4} (?:app|appli|application|site|plateforme|boutique))(?![\p{L}])|(?:做|开发|创建|写)一个.{0,20}(?:应用|App|app|网站|平台|小程序)|(?:アプリ|サイト|サービス)を?作って|みたいな.{0,20}(?:アプリ|サイト|サービス)|(?:app|aplicación|aplicativo|appli|application|App|приложение|сайт|plataforma|plateforme|Plattform) (?:como|wie|comme|tipo|igual (?:ao|a)|как) \p{L}+|(?<![\p{L}])(?:сделай|сделайте|создай|haz|hazme|crea|créame|mach|baue?|faz|faça|crie|fais|fais-moi|crée)(?: мне| me| mir| moi)? (?:как|типа|аналог|como|wie|so wie|tipo|igual ao|comme) \p{L}+/iu;
const ADD_FEATURE =
  /^[\s>*-]{0,4}(?:(?:ok(?:ay)?|cool|great|nice|yes|oh|wait|and|now|also|then)[.,!]?\s){0,3}(?:now |also |and )?(?:add|also add|we(?:'ll)? (?:also )?need|it should also|plus)\b/i;
/** "Also add…" in the other languages: a leading filler or two, then the verb. */
const ADD_FEATURE_INTL =
  /^[\s>*-]{0,4}(?:(?:и|а|ещё|еще|также|теперь|y|también|ahora|und|jetzt|noch|auch|e|também|agora|et|aussi|maintenant)[.,!]?\s){0,3}(?:добавь|добавьте|нужна|нужен|нужно|нужны|añade|agrega|añadir|agregar|falta|füg|füge|fügen|wir brauchen|adicione|adiciona|coloca|coloque|ajoute|ajoutez|il faut aussi)(?![\p{L}])|^[\s>*-]{0,4}(?:还要|再加|也加|另外加|再做|あと|それと|さらに).{0,30}|追加して/iu;
const FEATURE_LIST =
  /(?:with|featuring|including|:)\s[^.\n]{0,60},[^.\n]{0,60},[^.\n]{0,80}(?:,|\band\b|\by\b|\bund\b|\be\b|\bet\b|\bи\b|、)/iu;
/** A commit (git log --oneline, a deploy's "triggered by commit") whose message is another attempt at a fix. */
const FIX_COMMIT =
  /^\s*(?:\*\s)?[0-9a-f]{7,12} (?:\([^)\n]{0,80}\) )?(?:fix|fixes|fixed|hotfix|retry|try|again|really|attempt)\b|commit (?:[0-9a-f]{7,40} )?"(?:fix|retry|try|attempt|revert)\b|(?<![\w-])(?:fix|hotfix)(?:\([\w-]{1,30}\))?: [^\n]{1,120}\([0-9a-f]{7,12}\)/i;
const SCOPE_PILE = /\band also\b|\bwhile you'?re at it\b|\bplus also\b|\band then also\b/i;
/** "I started this with 'build me…'": the opening request recalled later in the session. */
const STARTED_WITH =
  /\b(?:started|began|begun|kicked off)\b|(?<![\p{L}])(?:empecé|comencé|empezó|comecei|começou|angefangen|begonnen|commencé|начал[аи]?|начинал[аи]?)(?![\p{L}])|一开始|最初|はじめに|初めに/iu;
/** The assistant widening the task on its own ("while I'm at it", "I noticed …, so I've switched …"). */
const ASSISTANT_CREEP =
  /\bwhile I'?m (?:at it|here|in there)\b|\bwhile (?:looking at|reading|doing so|doing that|I was (?:there|at it|in there))\b[^.\n]{0,100}\bI(?:'ve| have)? (?:noticed|also|went ahead|switched|moved|renamed|refactored|replaced|introduced|migrated|converted|rewrote|cleaned|tidied)\b|\bI (?:also )?(?:took the liberty|went ahead and)\b|\btidy up (?:a few|some)\b|\bfor (?:consistency|production readiness|future-proofing)\b|\bI(?:'ve| have) also (?:switched|moved|renamed|refactored|replaced|rewritten|migrated|converted|upgraded|bumped|introduced)\b|\bI noticed [^.\n]{0,120}\bso I(?:'ve| have)? (?:switched|moved|renamed|refactored|replaced|rewrote|introduced|migrated|converted|added)\b|(?<![\p{L}])(?:aproveitei para|aproveché para|aprovechando|de paso|nebenbei|bei der Gelegenheit|j'en ai profité pour|au passage|заодно|попутно)(?![\p{L}])|顺便|顺手|ついでに/iu;
/** The person turning down a change the assistant proposed (Cline, Claude Code). */
const REJECTED_CHANGE =
  /^\s*(?:⎿\s*)?(?:The user denied this operation|User rejected (?:update|write|edit|the (?:edit|change|write))|(?:Error: )?The user doesn't want to proceed with this tool use)/;
/** The assistant asking the person for product decisions ("Should friends be mutual or follow-based?"). */
const DECISION_QUESTION = /\b(?:[Ss]hould|[Dd]o you want|[Ww]ho should|[Ww]hich \w+ should)\b[^?\n]{1,200}\?/g;
const CLAIM =
  /(?:all |the )?tests? (?:now )?pass(?:es|ed)?\b|(?:is|are) working now|I'?ve verified|I have verified|(?:works|working) now\b/i;
const PASS_OUTPUT = /\b\d+ passed\b|✓|Tests:\s+\d+ passed|\bPASS\b|\bOK\b \(/;

/** Characters of prose (user lines) read for phrases: the opening and the closing ones count most. */
const PROSE_HEAD = 30_000;
const PROSE_TAIL = 30_000;
/** Phrase matching reads the first PROSE_LINE characters of a line (people complain in sentences). */
const PROSE_LINE = 1_200;
/** One scan before the symptom rules: a line the union of all of them (read case-insensitively) does not match
 * cannot match any one of them, and most lines of a log match none. */
const SYMPTOM_GATE = new RegExp(symptomRules.map((r) => `(?:${r.pattern.source})`).join("|"), "i");

/** Base64, hashes, minified code: long runs without a space say nothing and are not read. */
const BLOB = /^[A-Za-z0-9+/=_.:-]+$/;
function isBlob(text: string): boolean {
  if (text.length < 60) return false;
  return text.length >= 200 ? !/\s/.test(text.slice(0, 200)) : BLOB.test(text);
}

interface LineFacts {
  complaints: [RescueTypeId, string][];
  symptoms: SymptomRule[];
  fingerprint: string | null;
  apology: boolean;
  claim: boolean;
  pass: boolean;
  build: boolean;
  addFeature: boolean;
  featureList: boolean;
  scope: boolean;
}

const NO_FACTS: LineFacts = {
  complaints: [],
  symptoms: [],
  fingerprint: null,
  apology: false,
  claim: false,
  pass: false,
  build: false,
  addFeature: false,
  featureList: false,
  scope: false,
};

/** What one line says, independent of where it stands; identical lines are read once. */
function factsOf(
  text: string,
  role: TranscriptLine["role"],
  readProseHere: boolean,
  memo: Map<string, LineFacts>,
): LineFacts {
  const key = text.length <= 500 ? `${readProseHere ? 1 : 0}${role}\u0000${text}` : null;
  const cached = key === null ? undefined : memo.get(key);
  if (cached) return cached;
  if (isBlob(text)) return NO_FACTS;
  const prose = role === "user" || role === "unknown";
  const readProse = prose && readProseHere;
  const head = text.length > PROSE_LINE ? text.slice(0, PROSE_LINE) : text;
  const readPhrases = readProse || role === "assistant";
  const scripts = scriptsOf(head);
  const folded = readPhrases ? foldAccents(head) : head;
  // Complaints are read within the prose budget; apologies on the assistant's side (or in a plain paste's prose).
  // Each list's own expressions run without a first scan for their union: compiling that union cost as much as
  // the lists themselves, once per process, and was most of a long session's diagnosis (decision 0278).
  const complaints: [RescueTypeId, string][] = [];
  if (readProse) {
    for (const m of complaintMatchers) {
      const hit = matchPhrase(m, head, folded, scripts);
      if (hit) complaints.push([m.type, hit]);
    }
    // A topic ("in production", "environment variables") is a complaint only beside a sign of trouble.
    for (const m of topicMatchers) {
      if (complaints.some(([t]) => t === m.type)) continue;
      const hit = matchPhrase(m, head, folded, scripts);
      if (hit && TROUBLE.test(folded)) complaints.push([m.type, hit]);
    }
  }
  const symptoms: SymptomRule[] = [];
  if (SYMPTOM_GATE.test(text))
    for (const rule of symptomRules) {
      const m = rule.pattern.exec(text);
      if (m && (!rule.accept || rule.accept(m))) symptoms.push(rule);
    }
  const assistant = role === "assistant";
  const facts: LineFacts = {
    complaints,
    symptoms,
    fingerprint: !assistant ? fingerprint(text) : null,
    apology: readPhrases && matchPhrase(apologyMatcher, head, folded, scripts) !== null,
    claim: assistant && CLAIM.test(head),
    pass: role === "tool" && PASS_OUTPUT.test(text),
    build: readProse && (BUILD_REQUEST.test(head) || BUILD_REQUEST_INTL.test(head)),
    addFeature: readProse && (ADD_FEATURE.test(head) || ADD_FEATURE_INTL.test(head)),
    featureList: readProse && FEATURE_LIST.test(head),
    scope: readProse && SCOPE_PILE.test(head),
  };
  if (key !== null && memo.size < 50_000) memo.set(key, facts);
  return facts;
}

interface Scored {
  signals: Signal[];
  edits: number;
}

function collectSignals(lines: TranscriptLine[], format: TranscriptFormat): Scored {
  const signals: Signal[] = [];
  const perGroup = new Map<string, number>();
  const add = (type: RescueTypeId, line: TranscriptLine, reason: string, weight: number, group: string) => {
    // A few signals per kind are enough to score and to show; a log of 10,000 identical errors adds nothing.
    const k = `${type}|${group}`;
    const seen = perGroup.get(k) ?? 0;
    if (seen >= 8) return;
    perGroup.set(k, seen + 1);
    signals.push({ type, line: line.n, text: clip(line.text), reason, weight, group });
  };

  const memo = new Map<string, LineFacts>();
  let proseTotal = 0;
  for (const l of lines)
    if (l.role === "user" || l.role === "unknown") proseTotal += Math.min(l.text.length, PROSE_LINE);
  let proseAt = 0;
  const userTurnsSeen: number[] = [];
  let changes = 0;
  let edits = 0;
  const editsPerFile = new Map<string, number>();
  let apologies = 0;
  let firstApology: TranscriptLine | null = null;
  let errorsSoFar = 0;
  let tryToFix = 0;
  let fixCommits = 0;
  let lastFixCommit: TranscriptLine | null = null;
  let creep = 0;
  let firstCreep: TranscriptLine | null = null;
  let rejected = 0;
  let firstRejected: TranscriptLine | null = null;
  let decisionQuestions = 0;
  let lastDecisionQuestion: TranscriptLine | null = null;
  let addFeatureTurns = 0;
  let lastAddFeature: TranscriptLine | null = null;
  let buildOpening: TranscriptLine | null = null;
  let passOutput = false;
  const claims: TranscriptLine[] = [];
  const fp = new Map<string, { changesAt: number; recurrences: number; first: TranscriptLine; last: TranscriptLine }>();
  const lastUserTurn = lines.reduce((t, l) => (l.role === "user" ? Math.max(t, l.turn) : t), 0);
  const hasSpeakers = lines.some((l) => l.role === "assistant");

  for (const line of lines) {
    const text = line.text;
    if (!text || text.length < 2) continue;
    if (line.kind === "edit" || line.kind === "change") {
      changes += line.count;
      if (line.kind === "edit") {
        edits += line.count;
        if (line.file) editsPerFile.set(line.file, (editsPerFile.get(line.file) ?? 0) + line.count);
      }
      if (line.kind === "change" && text === "Try to fix") tryToFix += line.count;
    }
    if (FIX_COMMIT.test(text)) {
      // A commit that tries a fix is a change: an error after it that was there before is a recurrence.
      if (line.kind !== "change") changes += line.count;
      fixCommits += line.count;
      lastFixCommit ??= line;
    }
    let readProseHere = false;
    if (line.role === "user" || line.role === "unknown") {
      readProseHere = proseAt < PROSE_HEAD || proseAt >= proseTotal - PROSE_TAIL;
      proseAt += Math.min(text.length, PROSE_LINE);
    }
    const facts = factsOf(text, line.role, readProseHere, memo);

    // The user's own words: complaints outrank symptoms.
    if (line.role === "user" || line.role === "unknown") {
      for (const [type, phrase] of facts.complaints) {
        const recent = line.turn === lastUserTurn ? 1 : 0;
        add(type, line, `You said: “${clip(phrase)}”`, 6 + recent, `complaint:${type}`);
      }
      if (!userTurnsSeen.includes(line.turn) && userTurnsSeen.length < 3) userTurnsSeen.push(line.turn);
      const opening = userTurnsSeen.indexOf(line.turn) !== -1 && userTurnsSeen.indexOf(line.turn) <= 1;
      if (!buildOpening && facts.build && (opening || STARTED_WITH.test(text.slice(0, PROSE_LINE))))
        buildOpening = line;
      else if (facts.addFeature && (!buildOpening || line.turn !== buildOpening.turn)) {
        addFeatureTurns++;
        lastAddFeature = line;
      }
      if (buildOpening === line && facts.featureList)
        add("no_planning", line, "A whole product with many features asked for at once", 3, "feature-list");
      if (facts.scope) add("complexity_overwhelm", line, "Several requests piled into one", 2, "scope");
    }

    // Without speaker marks (a plain paste), the assistant's promises are prose like the user's, and each
    // promised fix stands for an attempted change between two errors.
    if (!hasSpeakers && facts.apology) changes++;
    if ((line.role === "assistant" && line.kind === "text") || (!hasSpeakers && facts.apology)) {
      if (facts.apology && (errorsSoFar > 0 || changes > 0)) {
        apologies++;
        firstApology ??= line;
      }
      if (facts.claim) claims.push(line);
    }
    if (line.role === "tool" && facts.pass) passOutput = true;
    if (line.role === "assistant" && line.kind === "text" && !isBlob(text)) {
      const head = text.slice(0, PROSE_LINE);
      if (ASSISTANT_CREEP.test(head)) {
        creep++;
        firstCreep ??= line;
      }
      const questions = head.match(DECISION_QUESTION)?.length ?? 0;
      if (questions > 0) {
        decisionQuestions += questions;
        lastDecisionQuestion = line;
      }
    }
    const rejection = REJECTED_CHANGE.test(text);
    if (rejection) {
      rejected++;
      firstRejected ??= line;
    }

    // Symptoms in tool output and logs (half weight when the assistant only mentions them).
    const factor = line.role === "assistant" && line.kind === "text" ? 0.5 : 1;
    for (const rule of facts.symptoms) add(rule.type, line, rule.reason, rule.weight * factor, rule.group);

    // The same error coming back after a change is the loop; the same error logged twice is not.
    if (line.kind !== "command" && !rejection) {
      const f = facts.fingerprint;
      if (f) {
        errorsSoFar++;
        const entry = fp.get(f);
        if (!entry) fp.set(f, { changesAt: changes, recurrences: 0, first: line, last: line });
        else if (changes > entry.changesAt) {
          entry.recurrences++;
          entry.changesAt = changes;
          entry.last = line;
        }
      }
    }
  }

  let recurrences = 0;
  let worst: { recurrences: number; first: TranscriptLine; last: TranscriptLine } | null = null;
  for (const e of fp.values()) {
    recurrences += e.recurrences;
    if (e.recurrences > 0 && (!worst || e.recurrences > worst.recurrences)) worst = e;
  }
  if (worst) {
    const weight = recurrences >= 3 ? 9 : recurrences >= 2 ? 7 : 4;
    add(
      "repeated_failures",
      worst.last,
      `The same error came back after ${recurrences === 1 ? "a fix" : `${recurrences} fixes`}`,
      weight,
      "recurrence",
    );
    add("repeated_failures", worst.first, "First seen here", 0, "recurrence-first");
  }
  if (apologies >= 2 && firstApology)
    add(
      "repeated_failures",
      firstApology,
      `The assistant apologised or promised a fix ${apologies} times`,
      apologies >= 3 ? 5 : 3,
      "apology",
    );
  if (tryToFix >= 2) {
    const l = lines.find((x) => x.text === "Try to fix")!;
    add("repeated_failures", l, `“Try to fix” pressed ${tryToFix} times`, 4, "try-to-fix");
  }
  const topFile = [...editsPerFile.entries()].sort((a, b) => b[1] - a[1])[0];
  if (topFile && topFile[1] >= 4) {
    const l = [...lines].reverse().find((x) => x.kind === "edit" && x.file === topFile[0])!;
    add("repeated_failures", l, `${topFile[0]} edited ${topFile[1]} times`, topFile[1] >= 6 ? 4 : 3, "same-file");
  }
  if (editsPerFile.size >= 8) {
    const l = [...lines].reverse().find((x) => x.kind === "edit")!;
    add(
      "complexity_overwhelm",
      l,
      `${editsPerFile.size} different files edited`,
      editsPerFile.size >= 15 ? 5 : 4,
      "files",
    );
  } else if (edits >= 10 && editsPerFile.size === 0) {
    const l = [...lines].reverse().find((x) => x.kind === "edit")!;
    add("complexity_overwhelm", l, `${edits} edits in one go`, 3, "files");
  }
  if (buildOpening) {
    add(
      "no_planning",
      buildOpening,
      "Opens by asking for a whole product",
      hasSpeakers || addFeatureTurns > 0 ? 4 : 5,
      "opening",
    );
  }
  // Features piling up one request at a time show a missing plan even when the opening request is not pasted.
  if (lastAddFeature && addFeatureTurns >= (buildOpening ? 2 : 3))
    add(
      "no_planning",
      lastAddFeature,
      `Features added one by one (${addFeatureTurns} requests) without a spec`,
      4,
      "pile-up",
    );
  if (creep > 0 && firstCreep)
    add(
      "lost_direction",
      firstCreep,
      creep === 1
        ? "The assistant widened the task on its own"
        : `The assistant widened the task on its own ${creep} times`,
      creep >= 3 ? 5 : creep === 2 ? 4 : 2,
      "creep",
    );
  if (rejected > 0 && firstRejected)
    add(
      "lost_direction",
      firstRejected,
      rejected === 1 ? "You turned down a change it proposed" : `You turned down ${rejected} changes it proposed`,
      rejected >= 3 ? 5 : rejected === 2 ? 4 : 2,
      "rejected",
    );
  if (decisionQuestions >= 3 && lastDecisionQuestion)
    add(
      "no_planning",
      lastDecisionQuestion,
      `The assistant asks you to decide ${decisionQuestions} things about the product`,
      buildOpening ? 3 : 2,
      "decisions",
    );
  if (fixCommits >= 3 && lastFixCommit)
    add(
      "repeated_failures",
      lastFixCommit,
      `${fixCommits} commits in a row that try to fix something`,
      4,
      "fix-commits",
    );
  if (claims.length > 0 && !passOutput && errorsSoFar > 0)
    add("ai_hallucination", claims[0]!, "Success claimed without output to show it", 2, "claim");

  void format;
  return { signals, edits };
}

function groupScores(signals: Signal[]): Record<RescueTypeId, number> {
  const scores = Object.fromEntries(rescueTypeIds.map((t) => [t, 0])) as Record<RescueTypeId, number>;
  const groups = new Map<string, number[]>();
  for (const s of signals) {
    const k = `${s.type}|${s.group}`;
    const list = groups.get(k) ?? [];
    list.push(s.weight);
    groups.set(k, list);
  }
  for (const [k, weights] of groups) {
    const type = k.slice(0, k.indexOf("|")) as RescueTypeId;
    weights.sort((a, b) => b - a);
    const max = weights[0]!;
    // Repeats of one kind of evidence add a little, up to two points.
    scores[type] += max + Math.min(2, weights.filter((w) => w > 0).length - 1);
  }
  return scores;
}

function calibrate(top: number, second: number): number {
  // Monotone in the top score and in the margin; fitted by hand on the public set (see eval:detect's
  // calibration table): about 0.5 at the threshold, about 0.9 for a clear, uncontested signal.
  const strength = 1 - Math.exp(-top / 6);
  const margin = top > 0 ? (top - second) / top : 0;
  return Math.round(Math.min(0.97, 0.25 + 0.55 * strength + 0.25 * margin) * 100) / 100;
}

/** The rules' confidence in a type: a lean of the user's words alone is a guess (at most 0.5), and one signal
 * alone, a single phrase with nothing else behind it, is never high (at most 0.75; decision 0251). */
function rulesCertainty(signals: Signal[], type: RescueTypeId, calibrated: number, leaned: boolean): number {
  if (leaned) return Math.min(0.5, calibrated);
  let behind = 0;
  for (const s of signals) if (s.type === type && s.weight > 0 && ++behind > 1) return calibrated;
  return Math.min(0.75, calibrated);
}

/** Prose lines read for weak cues: the first and the last ones. */
const CUE_LINES = 200;

/**
 * When nothing reached the threshold: the type the user's own words lean to, if the prose shows trouble and
 * its cue words (plus any sub-threshold score) outnumber every other type's: one word when no other type has
 * any, else at least two. See detection/cues.ts.
 */
function leaningType(
  lines: TranscriptLine[],
  scores: Record<RescueTypeId, number>,
): { type: RescueTypeId; signals: Signal[] } | null {
  const prose = lines.filter((l) => (l.role === "user" || l.role === "unknown") && l.kind === "text" && l.text.trim());
  const read = prose.length > 2 * CUE_LINES ? [...prose.slice(0, CUE_LINES), ...prose.slice(-CUE_LINES)] : prose;
  const words = new Map<RescueTypeId, Map<string, TranscriptLine>>();
  let trouble = false;
  let settled = false;
  for (const line of read) {
    if (isBlob(line.text)) continue;
    const text = line.text.slice(0, PROSE_LINE);
    const folded = foldAccents(text);
    trouble ||= TROUBLE.test(folded);
    settled ||= SETTLED.test(folded);
    for (const [type, word] of cuesIn(text, folded)) {
      const seen = words.get(type) ?? new Map<string, TranscriptLine>();
      if (!seen.has(word)) seen.set(word, line);
      words.set(type, seen);
    }
  }
  const lean = rescueTypeIds
    .map((t) => ({
      t,
      cues: words.get(t)?.size ?? 0,
      score: (words.get(t)?.size ?? 0) + scores[t],
    }))
    .filter((x) => x.cues >= 1)
    .sort((a, b) => b.score - a.score);
  const [top, next] = lean;
  // One cue word is enough when no other type has any; otherwise two, and a clear lead.
  if (!trouble || settled || !top || top.score < (next?.score ?? 0) + 1 || (top.cues < 2 && next !== undefined))
    return null;
  const signals: Signal[] = [...words.get(top.t)!].slice(0, 5).map(([word, line]) => ({
    type: top.t,
    line: line.n,
    text: clip(line.text),
    reason: `Your words lean this way: “${word}”`,
    weight: 1,
    group: `cue:${word}`,
  }));
  return { type: top.t, signals };
}

export interface DetectOptions {
  /** The statistical model to consult; the committed one unless an evaluation trains its own. */
  model?: LinearModel;
}

/** What the rules read in a paste: their signals, scores per type and the type they rank first, if any. */
interface RulesReading {
  transcript: Transcript;
  signals: Signal[];
  edits: number;
  scores: Record<RescueTypeId, number>;
  ranked: (readonly [RescueTypeId, number])[];
  leaned: boolean;
  certainty: number;
}

function readRules(input: string | Transcript): RulesReading {
  const transcript = typeof input === "string" ? readTranscript(input) : input;
  const { lines } = transcript;
  const { signals, edits } = collectSignals(lines, transcript.format);
  const scores = groupScores(signals);
  let leaned = false;
  let ranked = rescueTypeIds
    .map((t) => [t, scores[t]] as const)
    .filter(([, s]) => s >= MIN_SCORE)
    .sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) {
    const lean = leaningType(lines, scores);
    if (lean) {
      signals.push(...lean.signals);
      scores[lean.type] = MIN_SCORE;
      leaned = true;
      ranked = [[lean.type, MIN_SCORE]];
    }
  }
  // When symptoms tie, hallucination beats integration (an invented API looks like a broken service).
  if (ranked[0]?.[0] === "integration_issues" && ranked[1]?.[0] === "ai_hallucination" && ranked[1][1] === ranked[0][1])
    ranked = [ranked[1], ranked[0], ...ranked.slice(2)];
  const top = ranked[0];
  const certainty = top ? rulesCertainty(signals, top[0], calibrate(top[1], ranked[1]?.[1] ?? 0), leaned) : 0;
  return { transcript, signals, edits, scores, ranked, leaned, certainty };
}

/** The rules' reading as words the model weighs beside the paste's own (decision 0290): how strongly each type
 * was signalled, which type the rules put first and how sure they were. */
function ruleFeatures(rules: RulesReading): string[] {
  const out: string[] = [];
  for (const t of rescueTypeIds) {
    const s = rules.scores[t];
    if (s <= 0) continue;
    out.push(`r:${t}`);
    if (s >= MIN_SCORE) out.push(`r:${t}:3`);
    if (s >= 6) out.push(`r:${t}:6`);
    if (s >= 10) out.push(`r:${t}:10`);
  }
  const top = rules.ranked[0];
  if (top) {
    out.push(`r:top:${top[0]}`);
    if (rules.leaned) out.push(`r:lean:${top[0]}`);
    else if (rules.certainty >= 0.8) out.push(`r:sure:${top[0]}`);
    if (rules.ranked.length > 1) out.push("r:contested");
  } else out.push("r:silent");
  return out;
}

/** Every feature the model reads for a paste: its words and shape, and the rules' reading. Training reads cases
 * through this same function. */
export function detectionFeatures(input: string | Transcript): Set<string> {
  const rules = readRules(input);
  const { features } = pasteFeatures(rules.transcript);
  for (const f of ruleFeatures(rules)) features.add(f);
  return features;
}

// The answer. Everything above this line reads the paste into the model's features (the committed weights are
// trained for it: scripts/detector-model-training.ts hashes it); everything below decides from the model's reading.

/** Reads a pasted transcript or log (or a session file already read, see sessions/read-session.ts) and says
 * which of the six problems it shows, and why. */
export function detectProblem(input: string | Transcript, options: DetectOptions = {}): ProblemDetection {
  const rules = readRules(input);
  const { transcript, signals, edits, scores } = rules;
  const { lines } = transcript;
  const reading = readWithModel(transcript, options.model, ruleFeatures(rules));
  const verdict = decide(reading, rules);
  const model = reading.model;
  const type = verdict.type;
  const pOf = (t: RescueTypeId) => reading.probability.get(t) ?? 0;

  const byWeight = [...signals].sort((a, b) => b.weight - a.weight || a.line - b.line);
  const toEvidence = (s: Signal): DetectionEvidence => ({ line: s.line, text: s.text, reason: s.reason, type: s.type });
  /** The rules' lines for a type; where the rules saw nothing of it, the lines whose words lean most to it. */
  const linesFor = (t: RescueTypeId, max: number): DetectionEvidence[] => {
    const seen = new Set<number>();
    const out: DetectionEvidence[] = [];
    for (const s of byWeight) {
      if (s.type !== t || s.weight <= 0 || seen.has(s.line)) continue;
      seen.add(s.line);
      out.push(toEvidence(s));
      if (out.length === max) break;
    }
    if (out.length === 0) out.push(...modelEvidence(model, reading, t).slice(0, max).map(toEvidence));
    return out.sort((a, b) => a.line - b.line);
  };
  const evidence = type ? linesFor(type, 5) : [];
  const alternatives: DetectionAlternative[] = rescueTypeIds
    .filter((t) => t !== type && (pOf(t) >= 0.1 || t === verdict.runnerUp))
    .sort((a, b) => (a === verdict.runnerUp ? -1 : b === verdict.runnerUp ? 1 : pOf(b) - pOf(a)))
    .map((t) => ({ type: t, confidence: shownConfidence(pOf(t)), evidence: linesFor(t, 1)[0] ?? null }));
  // A two-way question is as sure as the two types together; a single answer as its own type.
  const confidence =
    verdict.kind === "ask" && verdict.runnerUp
      ? shownConfidence(pOf(verdict.type!) + pOf(verdict.runnerUp))
      : type
        ? shownConfidence(pOf(type))
        : verdict.kind === "none"
          ? shownConfidence(verdict.probability)
          : 0;

  let userTurns = 0;
  let assistantTurns = 0;
  let toolLines = 0;
  let lastTurn = -1;
  for (const l of lines) {
    if (l.role === "tool") toolLines++;
    if (l.turn !== lastTurn && (l.role === "user" || l.role === "assistant")) {
      if (l.role === "user") userTurns++;
      else assistantTurns++;
      lastTurn = l.turn;
    }
  }

  return {
    type,
    verdict: verdict.kind,
    confidence,
    confidenceLabel: confidenceLabel(confidence),
    evidence,
    alternatives,
    ambiguous: verdict.kind === "ask",
    scores,
    probabilities: Object.fromEntries(reading.probability),
    signals: byWeight
      .filter((s) => s.weight > 0)
      .slice(0, 30)
      .map(toEvidence),
    format: transcript.format,
    language: detectLanguage(lines),
    stats: {
      lines: lines.length,
      userTurns,
      assistantTurns,
      toolLines,
      edits,
      scannedChars: transcript.scannedChars,
      totalChars: transcript.totalChars,
      sampled: transcript.sampled,
    },
  };
}
