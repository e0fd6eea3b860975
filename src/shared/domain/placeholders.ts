/** A `[slot]` in a template: `key` identifies it, `label` is the text as written (trimmed). */
export interface Slot {
  key: string;
  label: string;
}

interface SlotMatch extends Slot {
  start: number;
  end: number;
}

// Not preceded by a word character, `)` or `]`, so index access like `rows[index]` or `grid[row][col]` is no slot;
// not followed by `(`, so markdown links `[text](url)` are no slot either.
const bracketPattern = /(?<![\w)\]])\[([^[\]\n]*)\](?!\()/g;
const minLength = 2;
const maxLength = 80;

function normaliseKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

function findSlots(text: string): SlotMatch[] {
  const found: SlotMatch[] = [];
  for (const match of text.matchAll(bracketPattern)) {
    const inner = match[1] ?? "";
    const key = normaliseKey(inner);
    // Requiring a letter skips checkboxes `[ ]`, indices `[0]`, `[1, 2]` and elisions `[...]`.
    if (key.length < minLength || key.length > maxLength || !/\p{L}/u.test(key)) continue;
    found.push({ key, label: inner.trim(), start: match.index, end: match.index + match[0].length });
  }
  return found;
}

/** Unique slots by key, in order of first appearance. */
export function parseSlots(text: string): Slot[] {
  const seen = new Map<string, Slot>();
  for (const { key, label } of findSlots(text)) {
    if (!seen.has(key)) seen.set(key, { key, label });
  }
  return [...seen.values()];
}

// A Map instead of indexing the record, so keys like "constructor" never hit Object.prototype.
// Values are looked up by normalised key; an exact key wins over one that only normalises to it.
function filledValues(values: Record<string, string>): Map<string, string> {
  const filled = new Map<string, string>();
  for (const [rawKey, value] of Object.entries(values)) {
    if (typeof value !== "string" || value.trim() === "") continue;
    const key = normaliseKey(rawKey);
    if (!filled.has(key) || rawKey === key) filled.set(key, value.trim());
  }
  return filled;
}

/**
 * Where the text after a filled slot resumes: past the template's full stop when the value already ends a sentence
 * (`[error].` filled with "…not resolved." is one period, not two).
 */
function resumeAfter(text: string, end: number, value: string): number {
  return /[.!?。！？]$/u.test(value) && text[end] === "." && text[end + 1] !== "." ? end + 1 : end;
}

/** Replaces every slot that has a non-blank value; values are inserted literally, blanks stay as `[slot]`. */
export function fillSlots(text: string, values: Record<string, string>): string {
  const filled = filledValues(values);
  let result = "";
  let cursor = 0;
  for (const slot of findSlots(text)) {
    const value = filled.get(slot.key);
    if (value === undefined) continue;
    result += text.slice(cursor, slot.start) + value;
    cursor = resumeAfter(text, slot.end, value);
  }
  return result + text.slice(cursor);
}

/** Slots still without a non-blank value, in order of first appearance. */
export function unfilledSlots(text: string, values: Record<string, string>): Slot[] {
  const filled = filledValues(values);
  return parseSlots(text).filter((slot) => !filled.has(slot.key));
}

/** A piece of template text for display: plain text, a filled-in value, or a slot still open. */
export type SlotSegment =
  | { kind: "text"; text: string }
  | { kind: "filled"; text: string; slot: Slot }
  | { kind: "open"; text: string; slot: Slot };

/** The text split at its slots, so a screen can mark filled values and open slots; joins back to `fillSlots`. */
export function slotSegments(text: string, values: Record<string, string>): SlotSegment[] {
  const filled = filledValues(values);
  const segments: SlotSegment[] = [];
  let cursor = 0;
  for (const match of findSlots(text)) {
    if (match.start > cursor) segments.push({ kind: "text", text: text.slice(cursor, match.start) });
    const slot = { key: match.key, label: match.label };
    const value = filled.get(match.key);
    segments.push(
      value === undefined
        ? { kind: "open", text: text.slice(match.start, match.end), slot }
        : { kind: "filled", text: value, slot },
    );
    cursor = value === undefined ? match.end : resumeAfter(text, match.end, value);
  }
  if (cursor < text.length) segments.push({ kind: "text", text: text.slice(cursor) });
  return segments;
}

/**
 * The text an agent gets: filled slots carry their values, removed ones disappear, and the slots still open are
 * listed so the copy can wait for them (a `[bracket]` is never pasted into an agent, decision 0280).
 */
export function promptForAgent(
  text: string,
  values: Record<string, string>,
  removed: readonly string[],
): { text: string; open: Slot[] } {
  const gone = new Set(removed.map(normaliseKey));
  const open: Slot[] = [];
  const out = slotSegments(text, values)
    .map((segment) => {
      if (segment.kind !== "open") return segment.text;
      if (gone.has(segment.slot.key)) return "";
      if (!open.some((s) => s.key === segment.slot.key)) open.push(segment.slot);
      return segment.text;
    })
    .join("")
    .replace(/[ \t]+([.,;:])/g, "$1")
    .replace(/[ \t]{2,}/g, " ");
  return { text: out, open };
}

/** A line's sentences, split after `.`, `?` or `!` followed by a space, never inside a `[slot]` nor after "e.g.". */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === "[") depth++;
    else if (ch === "]") depth = Math.max(0, depth - 1);
    else if (
      depth === 0 &&
      /[.?!]/.test(ch) &&
      /\s/.test(line[i + 1] ?? "") &&
      !/\b(?:e\.g|i\.e)$/.test(line.slice(0, i))
    ) {
      out.push(line.slice(start, i + 1));
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  return out.filter((s) => s.trim() !== "");
}

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s/;

/**
 * The text for a reader who will not be asked for anything (a nudge, the hook's reason, `unstuck diagnose`):
 * filled slots carry their values; an open slot with a wording in `without` takes that wording (it tells the
 * agent where to find the thing itself); any other open slot takes its sentence with it, and a list heading whose
 * items all went goes too. No `[slot]` is left for the person to notice and fill (decision 0397).
 */
export function settleSlots(text: string, values: Record<string, string>, without: Record<string, string>): string {
  const rephrase = new Map(Object.entries(without).map(([k, v]) => [normaliseKey(k), v]));
  const filled = filledValues(values);
  const open = (s: string) => findSlots(s).some((m) => !filled.has(m.key) && !rephrase.has(m.key));
  const lines = text.split("\n");
  const kept: (string | null)[] = lines.map((line) => {
    if (!open(line)) return line;
    const indent = /^\s*/.exec(line)![0];
    if (LIST_ITEM.test(line)) return null;
    const rest = sentencesOf(line.slice(indent.length)).filter((s) => !open(s));
    return rest.length === 0 ? null : indent + rest.map((s) => s.trim()).join(" ");
  });
  // A heading ("Evidence:") whose list items all went has nothing left to introduce.
  for (let i = 0; i < kept.length; i++) {
    const line = kept[i];
    if (line == null || !/:\s*$/.test(line)) continue;
    let j = i + 1;
    let hadItems = false;
    let keptItem = false;
    while (j < lines.length && LIST_ITEM.test(lines[j]!)) {
      hadItems = true;
      if (kept[j] != null) keptItem = true;
      j++;
    }
    if (hadItems && !keptItem) kept[i] = null;
  }
  const out = kept.filter((l): l is string => l !== null).join("\n");
  // A fact read from the session wins over the wording that stands in for it.
  return fillSlots(out, { ...Object.fromEntries(rephrase), ...Object.fromEntries(filled) })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
