import { plannerLimits } from "../../../shared/schemas/planner.js";
import { stripControlChars } from "./extract-facts.js";

const BULLET = /^\s*(?:[-*•‣▪◦+]|\d{1,2}[.)]|[a-z][.)])\s+/i;

/** Collapses whitespace and control characters; keeps the text otherwise as the user wrote it. */
export function cleanText(text: string, max: number = plannerLimits.longText): string {
  const flat = stripControlChars(text, false).replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function tidyItem(raw: string): string {
  let item = raw.replace(BULLET, "").trim();
  item = item
    .replace(/^(?:and|or|also|plus)\s+/i, "")
    .replace(/[.;,:]+$/, "")
    .trim();
  if (!item) return "";
  item = cleanText(item, plannerLimits.itemText);
  return item.charAt(0).toUpperCase() + item.slice(1);
}

/** Case-insensitive union that keeps the first spelling and the order. */
export function mergeLists(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const list of lists) {
    for (const item of list) {
      const key = item.toLowerCase().replace(/\s+/g, " ").trim();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out.slice(0, plannerLimits.listItems);
}

/** Splits outside parentheses, so "Auth (email, Google)" stays one item. */
function splitOutsideParens(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[") depth++;
    if ((ch === ")" || ch === "]") && depth > 0) depth--;
    if (depth === 0 && separator.test(ch)) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/**
 * Turns an answer into list items: one per line or bullet; a single line is split at semicolons and,
 * unless `commas` is false, at commas. "Oxford" ", and" and leading "and" are dropped.
 */
export function splitList(text: string, options: { commas?: boolean; sentences?: boolean } = {}): string[] {
  const { commas = true, sentences = false } = options;
  const normalised = stripControlChars(text, true).replace(/\r\n?/g, "\n");
  let lines = normalised.split("\n").filter((l) => l.trim() !== "");
  // Bullets written inline ("- a - b") or " • " separators.
  if (lines.length === 1 && /\s[•‣▪]\s/.test(lines[0]!)) lines = lines[0]!.split(/\s[•‣▪]\s/);
  let items: string[];
  if (lines.length > 1) {
    items = lines;
  } else {
    const line = lines[0] ?? "";
    items = splitOutsideParens(line, commas ? /[;,]/ : /;/);
    if (items.length === 1 && sentences) items = line.split(/(?<=[.!?])\s+(?=[A-Z])/);
  }
  return mergeLists(items.map(tidyItem).filter(Boolean));
}

/** Sentences of a text, for picking a purpose and goals out of prose. */
export function sentences(text: string): string[] {
  return cleanText(text)
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const NOTHING =
  /^(?:none|nothing|no|nope|n\/a|na|not (?:really|now|yet)|nothing (?:yet|for now)|-|skip|i don'?t know|not sure|no idea|idk)\.?$/i;

/** "none", "not sure", "skip": the user has nothing to add for this question. */
export function saysNothing(text: string): boolean {
  return NOTHING.test(cleanText(text));
}

/** Lower-case first letter for use inside a sentence ("Send invoices" -> "send invoices"), keeping acronyms. */
export function inSentence(item: string): string {
  if (/^[A-Z]{2,}/.test(item)) return item;
  return item.charAt(0).toLowerCase() + item.slice(1);
}
