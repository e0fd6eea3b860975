import { detectLanguage } from "./detect-problem.js";
import { looksLikeOutput, readTranscript, type TranscriptFormat, type TranscriptLine } from "./detection/transcript.js";
import { SLOT_WITHOUT_FACT } from "../content/missing-facts.js";
import { fillSlots, parseSlots, settleSlots, type Slot } from "./placeholders.js";
import { commandOfCall, hasCommandShape } from "./command-shape.js";
import { LANGUAGE_NAMES } from "./language-names.js";
import { OFF_LIMITS } from "./off-limits.js";
import { detectStackAsWritten, stackLabel } from "./stack-facts.js";

/**
 * What a paste says about the user's own problem, read once when a rescue starts and kept with the session
 * (decision 0280): the error, the command that raised it, the files, the tool, the stack and the language the
 * user wrote in. Only what the paste says: anything it does not say stays undefined, nothing is guessed.
 */
export interface RescueFacts {
  error?: string;
  command?: string;
  files: string[];
  /** Files the user says the agent must stop touching. */
  offLimits: string[];
  tool?: string;
  stack: string[];
  /** "en", "fr", "es", "de", "pt", "ru", "zh", "ja". */
  language: string;
  /** The user's own account of the problem, in their words. */
  words?: string;
}

const TOOL_NAMES: Partial<Record<TranscriptFormat, string>> = {
  "claude-code": "Claude Code",
  "claude-code-jsonl": "Claude Code",
  aider: "Aider",
  cline: "Cline",
  cursor: "Cursor",
  copilot: "GitHub Copilot",
  codex: "Codex CLI",
  "gemini-cli": "Gemini CLI",
  replit: "Replit Agent",
  lovable: "Lovable",
  bolt: "Bolt",
  chatgpt: "ChatGPT",
};
const TOOL_WORDS: [RegExp, string][] = [
  [/\bclaude code\b/i, "Claude Code"],
  [/\bcursor\b/i, "Cursor"],
  [/\bcopilot\b/i, "GitHub Copilot"],
  [/\baider\b/i, "Aider"],
  [/\bcodex\b/i, "Codex CLI"],
  [/\bgemini(?: cli)?\b/i, "Gemini CLI"],
  [/\bwindsurf\b/i, "Windsurf"],
  [/\bcline\b/i, "Cline"],
];

const MAX_FACT = 300;
const clip = (text: string, max = MAX_FACT) => {
  const flat = [...text]
    .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? " " : ch))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};
/** Claude Code's tool-output gutter, list bullets and prompt marks in front of a line. */
const gutter = (text: string) => text.replace(/^[\s⎿│|>⏺●•*-]+/u, "").trim();

const ERROR_LINE = new RegExp(
  [
    String.raw`\b[A-Z]\w*(?:Error|Exception)\b|\berror(?:\[\w+\])?:|\bE\d{3,4}\b|\bTS\d{4}\b|\bFAILED\b|`,
    String.raw`\bfatal:|\bpanic:|\bnpm ERR!|\bTraceback\b|\b(?:erreur|error|fehler|erro)\b|`,
    String.raw`\b[45]\d\d\b.*\b(?:error|erreur|status)\b`,
  ].join(""),
  "i",
);
const SPECIFIC_ERROR = /\b[A-Z]\w*(?:Error|Exception)\b.*:|\berror(?:\[\w+\])?:|\bTS\d{4}\b|\bFAILED\b.*-|\bpanic:/;
const NOT_ERROR = /^(?:\d+ (?:failed|passed)|=+|-+$|at\s|File\s+")|^\s*(?:raise|throw)\b/;
/**
 * Source code and data that merely mention errors: handlers, log calls, comments, markup and JSON fields. Real
 * sessions are full of them (`except HTTPException:`, `console.error(error);`), and none is the error the person
 * is stuck on.
 */
const CODE_LINE = new RegExp(
  [
    String.raw`^(?:\/\/|\/\*|\*\s|#\s|<\/?[A-Za-z][\w.-]*[\s>/]|"[\w$.-]+"\s*:|[\w$.]+\s*[:=]\s*(?:async\s*)?\(|`,
    String.raw`[\w$.[\]'"]+\s*[-+*/]?=(?!=)\s*\S|[\w$.]+\(.*\)\s*;?$|`,
    String.raw`(?:except|catch|class|def|async|function|import|export|from|return|const|let|var|if|elif|else|try|`,
    String.raw`finally|print|console\.\w+|logger\.\w+|logging\.\w+|log\.\w+|self\.|this\.|await|public|private|`,
    String.raw`protected|static|fn|func|pub|case|switch|assert|expect)\b)|[;{,([]\s*$|=>|\)\s*\{|;\s*\/\/`,
  ].join(""),
);
/** Aider's own notices: its commits, undo and file list, which name errors only in a commit message or file name. */
const AGENT_NOTICE =
  /^(?:Commit [0-9a-f]{7,} |Now at:\s+[0-9a-f]{7,} |(?:Added|Removed) \S+ (?:to|from) (?:the chat|read-only files))/;
/** An assistant's sentence about an error ("The error message suggests…", "2. Error handling") is not the error. */
const PROSE_LED = /^(?:\d+\.\s+)?\p{Lu}[\p{Ll}'’]*(?:,?\s+\p{Ll}[\p{Ll}'’]*){3,}/u;
/** A fence whose language names source code holds code, not terminal output. */
const CODE_FENCE = new RegExp(
  [
    String.raw`^\s*\`\`\`\s*(?:[\w./-]+\.\w+|python|py|typescript|ts|tsx|javascript|js|jsx|java|kotlin|go|rust|rs|c|cpp|`,
    String.raw`csharp|cs|php|ruby|rb|swift|dart|html|css|scss|json|jsonc|ya?ml|toml|sql|diff|vue|svelte|xml|prisma|graphql|`,
    String.raw`dockerfile|solidity|lua|r)\b`,
  ].join(""),
  "i",
);

/** The lines inside fences: source code (a language fence, an edit block) or output quoted as it was printed. */
function fencedLines(lines: TranscriptLine[]): Map<TranscriptLine, "code" | "output"> {
  const fenced = new Map<TranscriptLine, "code" | "output">();
  let fence: "code" | "output" | null = null;
  let fenceRole: TranscriptLine["role"] | null = null;
  let searchReplace = false;
  for (const line of lines) {
    const text = line.text;
    // A fence left open does not run on into the person's next words.
    if (fence && line.role === "user" && fenceRole !== "user") fence = null;
    if (/^\s*<{7} SEARCH\s*$/.test(text)) searchReplace = true;
    if (searchReplace) {
      fenced.set(line, "code");
      if (/^\s*>{7} REPLACE\s*$/.test(text)) searchReplace = false;
      continue;
    }
    if (/^\s*```/.test(text)) {
      fence = fence ? null : CODE_FENCE.test(text) ? "code" : "output";
      fenceRole = line.role;
      continue;
    }
    if (fence) fenced.set(line, fence);
  }
  return fenced;
}

function findError(lines: TranscriptLine[]): TranscriptLine | undefined {
  const fenced = fencedLines(lines);
  // A terminal paste reads as the user's lines, and an assistant writes about errors: for both, only a line that
  // names an error the way tools print it counts, and an assistant's sentence about one does not.
  const candidates = lines.filter((l) => {
    if (l.kind === "edit" || fenced.get(l) === "code") return false;
    const text = gutter(l.text).replace(/^\+\s*/, "");
    if (NOT_ERROR.test(text) || CODE_LINE.test(text) || AGENT_NOTICE.test(text)) return false;
    // A whole record of an agent's log file read as text (a partial paste of JSONL) is not an error line.
    if (text.startsWith('{"') && text.length > 400) return false;
    if (l.role === "user") return SPECIFIC_ERROR.test(l.text);
    if (l.role === "assistant" && l.kind === "text") {
      if (PROSE_LED.test(text)) return false;
      if (!fenced.has(l)) return SPECIFIC_ERROR.test(l.text);
    }
    return ERROR_LINE.test(l.text);
  });
  // The latest error is the one the user is stuck on; a line naming the exception beats a summary line.
  const specific = candidates.filter((l) => SPECIFIC_ERROR.test(l.text));
  return (specific.length > 0 ? specific : candidates).at(-1);
}

// `➜  Network: use --host …` and `➜  press h + enter …` are a dev server's lines, not oh-my-zsh's prompt.
const SHELL_PROMPT =
  /^\s*(?:\$|❯|➜\s+(?!press\b)[^\s:]+(?:\s+git:\([^)]*\)(?:\s+✗)?)?|PS [^>]{1,80}>|[\w.-]+@[\w.-]+:[^$#\n]{0,80}[$#])\s+(.+)$/;
const KNOWN_COMMAND = new RegExp(
  [
    String.raw`^(?:npm|npx|pnpm|yarn|bun|deno|node|tsc|jest|vitest|pytest|python3?|pip3?|uv|poetry|ruff|mypy|`,
    String.raw`go|cargo|make|cmake|mvn|\.\/mvnw|gradle|\.\/gradlew|dotnet|bundle|rails|bin\/rails|rake|rspec|`,
    String.raw`php|composer|mix|flutter|dart|docker|kubectl|terraform|git)\s+\S.*$`,
  ].join(""),
);
/** A tool call as a reader or a terminal shows it, behind Claude Code's bullet: `⏺ Bash(npm test)`. */
const TOOL_CALL_LINE = /^(?:[⏺●•*-]\s*)?(\w+\(.+\))\s*$/su;

function commandOf(line: TranscriptLine): string | undefined {
  const text = line.text.trim();
  const call = TOOL_CALL_LINE.exec(text);
  const called = call ? commandOfCall(call[1]!) : null;
  if (called !== null) return called?.replace(/^command:\s*/, "").replace(/^["'`]|["'`]$/g, "");
  const prompt = SHELL_PROMPT.exec(text);
  if (prompt) return hasCommandShape(prompt[1]!) ? prompt[1] : undefined;
  const bare = gutter(text);
  if (line.role !== "user" && KNOWN_COMMAND.test(bare) && bare.length < 200 && hasCommandShape(bare)) return bare;
  if (line.kind === "command") {
    const command = bare.replace(/^(?:Running|Ran|Executing|\$)\s*:?\s*/i, "");
    return command && hasCommandShape(command) ? command : undefined;
  }
  return undefined;
}

function findCommand(lines: TranscriptLine[], errorLine: TranscriptLine | undefined): string | undefined {
  const before = errorLine ? lines.filter((l) => l.n <= errorLine.n) : lines;
  for (const line of [...before].reverse()) {
    const command = commandOf(line);
    if (command && command.length > 1) return command;
  }
  return undefined;
}

const FILE = new RegExp(
  [
    String.raw`(?<![\w/.:-])((?:[\w@.-]+\/)*[\w@.-]*\w\.(?:py|ts|tsx|js|jsx|mjs|cjs|go|rs|rb|java|kt|cs|cpp|cc|`,
    String.raw`c|h|hpp|php|swift|dart|ex|exs|vue|svelte|json|ya?ml|toml|sql|css|scss|html|sh|md|ipynb|gradle|`,
    String.raw`tf))(?![\w/])`,
  ].join(""),
  "g",
);

function findFiles(text: string): string[] {
  const files: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/https?:\/\//.test(line) && !/\s/.test(line.trim())) continue;
    for (const match of line.replace(/https?:\/\/\S+/g, " ").matchAll(FILE)) {
      const file = match[1]!.replace(/^\.\//, "");
      if (!files.includes(file)) files.push(file);
    }
  }
  // "invoice.py" said in prose is the "app/invoice.py" of the log.
  return files.filter((f) => !files.some((o) => o !== f && o.endsWith(`/${f}`))).slice(0, 8);
}

function userLines(lines: TranscriptLine[]): TranscriptLine[] {
  const said = lines.filter((l) => l.role === "user" && l.kind === "text");
  if (said.length > 0) return said;
  // A plain paste has no speakers: its prose lines are the user's own words.
  return lines.filter((l) => l.role === "unknown" && l.kind === "text" && !ERROR_LINE.test(l.text));
}

const PROSE = /\p{L}{2,}(?:\s+\p{L}[\p{L}'’-]*){3,}/u;

function findWords(lines: TranscriptLine[]): string | undefined {
  const prose = userLines(lines)
    .map((l) => gutter(l.text))
    .filter(
      (t) =>
        PROSE.test(t) &&
        !/[=_~*#-]{4,}/.test(t) &&
        !SPECIFIC_ERROR.test(t) &&
        !looksLikeOutput(t) &&
        !SHELL_PROMPT.test(t) &&
        !KNOWN_COMMAND.test(t),
    );
  if (prose.length === 0) return undefined;
  return clip(prose.slice(0, 3).join(" "), 240);
}

function findTool(format: TranscriptFormat, text: string): string | undefined {
  return TOOL_NAMES[format] ?? TOOL_WORDS.find(([re]) => re.test(text))?.[1];
}

/** The facts a paste gives; the same reading on the server (prompts) and in the browser (the session page). */
export function extractRescueFacts(paste: string): RescueFacts {
  const transcript = readTranscript(paste);
  const lines = transcript.lines;
  const errorLine = findError(lines);
  const said = userLines(lines).map((l) => l.text);
  const offLimits = findFiles(said.filter((s) => OFF_LIMITS.test(s)).join("\n"));
  const words = findWords(lines);
  return {
    ...(errorLine ? { error: clip(gutter(errorLine.text)) } : {}),
    ...(() => {
      const command = findCommand(lines, errorLine);
      return command ? { command: clip(command, 200) } : {};
    })(),
    files: findFiles(paste),
    offLimits,
    ...(() => {
      const tool = findTool(transcript.format, paste);
      return tool ? { tool } : {};
    })(),
    // A tool call's name ("Bash(pytest …)") is the agent's, not the user's stack.
    stack: detectStackAsWritten(paste.replace(/\b(?:Bash|Shell)\(/g, "("))
      .slice(0, 5)
      .map(stackLabel),
    language: detectLanguage(lines),
    ...(words ? { words } : {}),
  };
}

export function hasFacts(facts: RescueFacts): boolean {
  return Boolean(facts.error || facts.command || facts.words || facts.files.length > 0);
}

const TEST_COMMAND = /\b(?:test|tests|pytest|jest|vitest|spec|rspec|phpunit|ctest|check)\b/i;

/** The value a paste gives for one `[slot]` of a prompt, or undefined when the paste does not say. */
export function slotValue(slot: Slot, facts: RescueFacts): string | undefined {
  const key = slot.key;
  const mayChange = facts.files.filter((f) => !facts.offLimits.includes(f));
  if (/off limits|must not|do not touch|don't touch/.test(key))
    return facts.offLimits.length > 0 ? facts.offLimits.join(", ") : undefined;
  if (/\berror\b/.test(key) && !/fixed|gone/.test(key)) return facts.error;
  if (/test command/.test(key)) return facts.command && TEST_COMMAND.test(facts.command) ? facts.command : undefined;
  if (/command/.test(key)) return facts.command;
  if (/language|framework|stack|versions/.test(key)) return facts.stack.length > 0 ? facts.stack.join(", ") : undefined;
  if (/test file/.test(key)) return mayChange.find((f) => /test/i.test(f)) ?? facts.files.find((f) => /test/i.test(f));
  if (/^(?:files?|file list|files involved|the files involved|files it may change|files to change)$/.test(key))
    return mayChange.length > 0 ? mayChange.join(", ") : undefined;
  if (/^(?:tool|assistant|agent|your tool)$/.test(key)) return facts.tool;
  if (/situation|problem|describe|what is happening|what's happening|what happened|symptom/.test(key))
    return facts.words;
  return undefined;
}

/** The slots of a text the paste fills, by key: what `fillSlots` takes. */
export function slotValuesFromFacts(text: string, facts: RescueFacts): Record<string, string> {
  const values: Record<string, string> = {};
  for (const slot of parseSlots(text)) {
    const value = slotValue(slot, facts);
    if (value) values[slot.key] = value;
  }
  return values;
}

/**
 * The values a rescue's action steps show in their slots (decision 0285): the same reading as the prompts', over
 * every text of the step. Without facts (a rescue started from a card) nothing is filled: each slot is a field.
 */
export function stepSlotValues(
  step: { description: string; actions: readonly string[]; criteria: readonly string[]; fallback: string },
  facts: RescueFacts | null | undefined,
): Record<string, string> {
  if (!facts) return {};
  return slotValuesFromFacts([step.description, ...step.actions, ...step.criteria, step.fallback].join("\n"), facts);
}

/**
 * A prompt for where nobody is asked to fill a slot: each slot a fact answers is filled, the others are reworded
 * (`SLOT_WITHOUT_FACT`) or their sentence is left out, so no `[slot]` reaches the agent (decision 0397).
 */
export function settlePrompt(text: string, facts: RescueFacts): string {
  return settleSlots(text, slotValuesFromFacts(text, facts), SLOT_WITHOUT_FACT);
}

/**
 * A prompt made about this problem: its slots filled from the paste; what no slot took (the user's words, the
 * error, the command) added as context so every prompt carries it; and, when the user wrote in another
 * language, a request to answer in it. Slots the paste does not fill stay `[slot]` where the person is asked for
 * them (the session page's fields, decision 0280); where nobody is asked (`asked: false`: the CLI, watch, the
 * hook), each is reworded or its sentence left out, so no bracket reaches the agent (decision 0397).
 */
export function personalisePrompt(
  text: string,
  facts: RescueFacts,
  { asked = true }: { asked?: boolean } = {},
): string {
  let filled = asked ? fillSlots(text, slotValuesFromFacts(text, facts)) : settlePrompt(text, facts);
  const context: string[] = [];
  if (facts.words && !filled.includes(facts.words)) context.push(`In my words: "${facts.words}"`);
  if (facts.error && !filled.includes(facts.error)) context.push(`The error: ${facts.error}`);
  if (facts.command && !filled.includes(facts.command)) context.push(`The command that fails: ${facts.command}`);
  if (context.length > 0) filled += `\n\nContext from my session:\n${context.map((c) => `- ${c}`).join("\n")}`;
  const language = LANGUAGE_NAMES[facts.language];
  if (language) filled += `\n\nReply in ${language}.`;
  return filled;
}

const SECRETS: [RegExp, string][] = [
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g, "<redacted private key>"],
  [/\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{8,}/g, "<redacted>"],
  [/\bsk-[A-Za-z0-9_-]{16,}/g, "<redacted>"],
  [/\bgh[pousr]_[A-Za-z0-9]{20,}/g, "<redacted>"],
  [/\bgithub_pat_[A-Za-z0-9_]{20,}/g, "<redacted>"],
  [/\bAKIA[0-9A-Z]{16}\b/g, "<redacted>"],
  [/\bxox[abpr]-[A-Za-z0-9-]{10,}/g, "<redacted>"],
  [/\bAIza[0-9A-Za-z_-]{30,}/g, "<redacted>"],
  [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g, "<redacted>"],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/-]{12,}=*/g, "$1 <redacted>"],
  [/(\b[a-z][\w+.-]*:\/\/[^\s:@/]+:)[^\s@/]+@/gi, "$1<redacted>@"],
  [
    /(\b(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|client[_-]?secret|private[_-]?key)\b["']?\s*[=:]\s*)(["']?)[^\s"',;]{4,}\2/gi,
    "$1<redacted>",
  ],
];

/**
 * The paste as it is kept with a session: keys, tokens, passwords and credentials in URLs replaced by
 * `<redacted>` (never brackets, which would read as slots), and a long paste cut to its end, where the
 * current error is.
 */
export function redactPaste(paste: string, maxChars: number): string {
  let text = paste;
  for (const [pattern, replacement] of SECRETS) text = text.replace(pattern, replacement);
  return text.length > maxChars ? text.slice(-maxChars) : text;
}
