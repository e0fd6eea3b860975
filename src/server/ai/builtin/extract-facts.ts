import {
  fileExtensions,
  fileLikeFrameworkNames,
  httpStatusReasons,
  repeatPhrases,
} from "../../../shared/content/fact-cues.js";
import type { Ecosystem } from "./stack-profiles.js";

export interface MissingModule {
  name: string;
  /** Registry implied by the error format; undefined when the format doesn't say. */
  ecosystem?: Ecosystem;
  /** A relative path or project alias rather than a published package. */
  local: boolean;
}

export type NetworkIssue = "cors" | "connection" | "timeout";

export interface ExtractedFacts {
  keyErrorLine?: string;
  missingModules: MissingModule[];
  missingSymbols: string[];
  httpStatuses: number[];
  filePaths: string[];
  envVars: string[];
  networkIssues: NetworkIssue[];
  /** Sentences where the user says what they already tried. */
  attempts: string[];
  /** The description or the log shows the same failure coming back. */
  repeatedFailure: boolean;
}

export interface FactSources {
  description?: string;
  errorMessages?: string;
  codeContext?: string;
}

const MAX_INLINE = 160;

/** Replaces control characters (except tab and newline when kept) so pasted text can't carry terminal escapes. */
export function stripControlChars(text: string, keepLayout: boolean): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const isControl = code < 32 || code === 127;
    if (!isControl || (keepLayout && (ch === "\n" || ch === "\t"))) out += ch;
    else if (!keepLayout) out += " ";
  }
  return out;
}

/** One line, no backticks or control characters, so it can sit inside inline code or quotes. */
export function toInline(text: string, max = MAX_INLINE): string {
  const flat = stripControlChars(text, false).replace(/`/g, "'").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const STACK_FRAME = /^(at\s|File\s+"|\.\.\.|#\d+\s|\^+$|~+$|\d+\s*\|)/;
const SOURCE_LINE = /^(raise|throw|catch|except|console\.(log|error|warn)|logger\.|log\.|print\(|echo\s)/;
const ERROR_WORD = /error|exception|failed|failure|fatal|panic/i;
const ROOT_CAUSE = /undefined reference to|No module has been found with the name|unresolved external symbol/;
const PY_EXCEPTION = /^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt)\b/;

function findKeyErrorLine(text: string): string | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  // Python prints the exception last, after frames that may quote code mentioning errors.
  if (/Traceback \(most recent call last\)/.test(text)) {
    const last = [...lines].reverse().find((l) => PY_EXCEPTION.test(l));
    if (last) return last;
  }
  const candidates = lines.filter((l) => !STACK_FRAME.test(l) && !SOURCE_LINE.test(l));
  // A linker or resolver names the missing piece on its own line; the "error: ld returned 1" after it names nothing.
  return candidates.find((l) => ROOT_CAUSE.test(l)) ?? candidates.find((l) => ERROR_WORD.test(l)) ?? candidates[0];
}

/** Without a pasted log, only a line that clearly is an error message counts. */
function findErrorInProse(text: string): string | undefined {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /^([A-Za-z_][\w.]*(Error|Exception)|error(\[\w+\])?|fatal|panic):/.test(l));
}

interface ModulePattern {
  re: RegExp;
  ecosystem?: Ecosystem;
}

const MODULE_PATTERNS: ModulePattern[] = [
  { re: /Cannot find module '([^']+)'/g, ecosystem: "npm" },
  { re: /Can't resolve '([^']+)'/g, ecosystem: "npm" },
  { re: /Cannot find package '([^']+)'/g, ecosystem: "npm" },
  { re: /Failed to resolve import "([^"]+)"/g, ecosystem: "npm" },
  { re: /404\s+Not Found\s+-\s+GET\s+https?:\/\/registry\.npmjs\.org\/(\S+?)(?:\s|$)/g, ecosystem: "npm" },
  { re: /'([^'\s]+?)@[^'\s]*' is not in (?:the npm registry|this registry)/g, ecosystem: "npm" },
  { re: /No module named '([^']+)'/g, ecosystem: "pypi" },
  { re: /No matching distribution found for ([A-Za-z0-9_.-]+)/g, ecosystem: "pypi" },
  { re: /Could not find a version that satisfies the requirement ([A-Za-z0-9_.-]+)/g, ecosystem: "pypi" },
  { re: /cannot find package "([^"]+)"/g, ecosystem: "go" },
  { re: /no required module provides package ([^\s;]+)/g, ecosystem: "go" },
  { re: /unresolved import `([^`]+)`/g, ecosystem: "crates" },
  { re: /can't find crate for `([^`]+)`/g, ecosystem: "crates" },
  { re: /no matching package named `([^`]+)` found/g, ecosystem: "crates" },
  { re: /package ([\w.]+) does not exist/g, ecosystem: "maven" },
  { re: /type or namespace name '([^']+)' could not be found/g, ecosystem: "nuget" },
  { re: /cannot load such file -- ([\w/.-]+)/g, ecosystem: "rubygems" },
  { re: /Could not find gem '([^'\s]+)/g, ecosystem: "rubygems" },
  { re: /requires ([\w.-]+\/[\w.-]+)[^,\n]*, it could not be found/g, ecosystem: "composer" },
];

function isLocalModule(name: string): boolean {
  return (
    /^(\.{1,2}\/|\/|~\/|@\/|#|[A-Za-z]:\\|node:)/.test(name) ||
    /^(crate|self|super)(::|$)/.test(name) ||
    name.includes("\\")
  );
}

function packageName(raw: string, ecosystem: Ecosystem | undefined): string {
  let name = raw.replace(/%2f/gi, "/").trim();
  try {
    name = decodeURIComponent(name);
  } catch {
    // Keep the raw text: a malformed escape is still the best name we have.
  }
  if (ecosystem === "npm") {
    const parts = name.split("/");
    return name.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? name);
  }
  if (ecosystem === "pypi") return name.split(".")[0] ?? name;
  if (ecosystem === "crates") return name.split("::")[0] ?? name;
  return name;
}

function findMissingModules(text: string): MissingModule[] {
  const found: MissingModule[] = [];
  for (const { re, ecosystem } of MODULE_PATTERNS) {
    for (const match of text.matchAll(re)) {
      const raw = match[1];
      if (!raw) continue;
      const local = isLocalModule(raw);
      const name = local ? raw : packageName(raw, ecosystem);
      if (name && !found.some((m) => m.name === name)) found.push({ name, ecosystem, local });
    }
  }
  return found.slice(0, 3);
}

const SYMBOL_PATTERNS: RegExp[] = [
  /Property '([^']+)' does not exist on type/g,
  /has no exported member '([^']+)'/g,
  /does not provide an export named '([^']+)'/g,
  /([\w$.]{1,100}) is not a function/g,
  /has no attribute '([^']+)'/g,
  /unexpected keyword argument '([^']+)'/g,
  /\bundefined: ([\w.]+)/g,
  /no method named `([^`]+)`/g,
  /cannot find (?:function|value|type|struct|trait|macro) `([^`]+)`/g,
  /symbol:\s+(?:method|variable|class)\s+(\w+)/g,
  /Call to undefined (?:function|method) ([\w\\:>-]+)/g,
  /undefined method [`']([^'`]+)'/g,
  /does not contain a definition for '([^']+)'/g,
  /no member named '([^']+)'/g,
];

function findMissingSymbols(text: string): string[] {
  const found: string[] = [];
  for (const re of SYMBOL_PATTERNS) {
    for (const match of text.matchAll(re)) {
      const symbol = match[1];
      if (symbol && !found.includes(symbol)) found.push(symbol);
    }
  }
  return found.slice(0, 3);
}

const STATUS_REASONS = httpStatusReasons.join("|");
const STATUS_PATTERNS: RegExp[] = [
  /\b(?:HTTP(?:\/\d(?:\.\d)?)?|status(?:\s?code)?|statusCode|response code)\s*[:=]?\s*([45]\d\d)\b/gi,
  new RegExp(`\\b([45]\\d\\d)\\s*[-:(]?\\s*(?:${STATUS_REASONS})\\b`, "gi"),
  /\b(?:returns?|returned|returning|get|got|getting|gets|gives?|giving|throws?|error|(?:fails?|failing|failed) with)\s+(?:an?\s+)?([45]\d\d)s?\b/gi,
];

function findHttpStatuses(text: string): number[] {
  // Registry 404s are missing packages, not API failures.
  const relevant = text
    .split(/\r?\n/)
    .filter((l) => !/registry\.npmjs\.org|npm (ERR!|error)|pypi\.org/i.test(l))
    .join("\n");
  const hits: { code: number; index: number }[] = [];
  for (const re of STATUS_PATTERNS) {
    for (const match of relevant.matchAll(re)) hits.push({ code: Number(match[1]), index: match.index });
  }
  const found: number[] = [];
  for (const { code } of hits.sort((a, b) => a.index - b.index)) if (!found.includes(code)) found.push(code);
  return found.slice(0, 2);
}

const FILE_EXTENSIONS = fileExtensions.join("|");
// Matches start only at a token boundary, which keeps long dotted or minified text linear.
const FILE_PATH = new RegExp(
  `(?<![\\w.@~\\\\/:-])(?:[A-Za-z]:)?(?:[\\w.@~-]{1,80}[\\\\/]){0,12}[\\w.@-]{1,80}\\.(?:${FILE_EXTENSIONS})(?![\\w-]|\\.\\w|\\()`,
  "g",
);
const VENDOR_PATH =
  /node_modules|site-packages|dist-packages|^\/usr\/|\.cargo[\\/]registry|go[\\/]pkg[\\/]mod|^internal[\\/]/;
/** Library names that look like file names ("Next.js") and are not files. */
const FRAMEWORK_NAME = new RegExp(`^(${fileLikeFrameworkNames.join("|")})\\.js$`, "i");

/** In code, a bare `name.ext` is usually member access (`res.json`), so only paths with a separator count. */
function findFilePaths(prose: string[], code: string): string[] {
  const found: string[] = [];
  const texts = [...prose.map((text) => ({ text, needsSeparator: false })), { text: code, needsSeparator: true }];
  for (const { text, needsSeparator } of texts) {
    const withoutUrls = text.replace(/\b[a-z][a-z0-9+.-]{0,20}:\/\/\S+/gi, " ");
    for (const match of withoutUrls.matchAll(FILE_PATH)) {
      const path = match[0].replace(/^\.\//, "");
      if (needsSeparator && !/[\\/]/.test(match[0])) continue;
      if (VENDOR_PATH.test(path) || FRAMEWORK_NAME.test(path)) continue;
      if (/^\d+(\.\d+)+$/.test(path.replace(/\.[a-z]+$/i, ""))) continue;
      if (!found.includes(path)) found.push(path);
    }
  }
  return found.slice(0, 6);
}

const ENV_PATTERNS: RegExp[] = [
  /process\.env\.([A-Z][A-Z0-9_]+)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  /import\.meta\.env\.([A-Z][A-Z0-9_]+)/g,
  /os\.environ(?:\.get)?[([]\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  /getenv\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  /env::var\(\s*"([A-Z][A-Z0-9_]+)"/g,
  /ENV\[\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  /(?:environment variable|env var(?:iable)?)\s+[`'"]?([A-Z][A-Z0-9_]{2,})/gi,
];

function findEnvVars(text: string): string[] {
  const found: string[] = [];
  for (const re of ENV_PATTERNS) {
    for (const match of text.matchAll(re)) {
      const name = match[1];
      if (name && !found.includes(name)) found.push(name);
    }
  }
  return found.slice(0, 4);
}

function findNetworkIssues(text: string): NetworkIssue[] {
  const issues: NetworkIssue[] = [];
  if (/\bCORS\b|Access-Control-Allow-Origin|preflight/i.test(text)) issues.push("cors");
  // Error codes are matched case-sensitively: "ModuleNotFoundError" contains "eNotFound".
  if (/\b(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN)\b/.test(text) || /connection refused|getaddrinfo/i.test(text)) {
    issues.push("connection");
  }
  if (/\bETIMEDOUT\b/.test(text) || /timed out|\btimeout\b/i.test(text)) issues.push("timeout");
  return issues;
}

const REPEAT_PHRASES = new RegExp(repeatPhrases.join("|"), "i");

function findAttempts(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) =>
      /\b(tried|attempted|already (?:did|checked|changed|added|removed|reinstalled))\b/i.test(sentence),
    )
    .slice(0, 2)
    .map((sentence) => toInline(sentence.replace(/[.!?]+$/, "")));
}

function countOccurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

export function extractFacts(sources: FactSources): ExtractedFacts {
  const description = sources.description ?? "";
  const errors = sources.errorMessages ?? "";
  const code = sources.codeContext ?? "";
  const prose = `${description}\n${errors}`;

  const rawKey = errors.trim() ? findKeyErrorLine(errors) : findErrorInProse(description);
  const keyErrorLine = rawKey ? toInline(rawKey) : undefined;
  const repeatedInLog = rawKey !== undefined && errors.trim() !== "" && countOccurrences(errors, rawKey) >= 3;

  return {
    keyErrorLine: keyErrorLine || undefined,
    missingModules: findMissingModules(prose),
    missingSymbols: findMissingSymbols(prose),
    httpStatuses: findHttpStatuses(prose),
    filePaths: findFilePaths([description, errors], code),
    envVars: findEnvVars(`${prose}\n${code}`),
    networkIssues: findNetworkIssues(prose),
    attempts: findAttempts(description),
    repeatedFailure: repeatedInLog || REPEAT_PHRASES.test(description),
  };
}
