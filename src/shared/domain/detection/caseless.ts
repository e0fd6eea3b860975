// Case-insensitive matching without the `i` flag (decision 0371). V8 compiles a long alternation of phrases about
// four times slower with `i`, and a short-lived process (the hook an agent runs after each tool call) pays that
// compilation on every run. Without Unicode mode, `i` compares two characters by ECMAScript's Canonicalize (the
// character in upper case, unless that is more than one character or turns a non-ASCII character into an ASCII
// one): so a pattern read with `i` matches a text exactly where the same pattern, its letters and classes given their
// canonical forms too, matches the text in canonical form, one UTF-16 unit for one (the offsets stay the same).

/** Units whose canonical form is not their upper case though that is one unit: surrogates (upper-cased as code
 * points, but compared as units), and the two non-ASCII letters whose upper case is ASCII (ı, ſ). */
const NOT_UPPER = /[\ud800-\udfff\u0131\u017f]/;
const CANONICAL = new Map<number, number>();

/** ECMAScript's Canonicalize of one UTF-16 unit, for a pattern without Unicode mode read with `i`. */
export function canonicalUnit(unit: number): number {
  if (unit < 128) return unit >= 97 && unit <= 122 ? unit - 32 : unit;
  let c = CANONICAL.get(unit);
  if (c === undefined) {
    const upper = String.fromCharCode(unit).toUpperCase();
    c = upper.length !== 1 || upper.charCodeAt(0) < 128 ? unit : upper.charCodeAt(0);
    CANONICAL.set(unit, c);
  }
  return c;
}

/** The text in canonical form, one unit for one: what a pattern from `caselessSource` matches against. */
export function caseless(text: string): string {
  // The upper case is the canonical form unless a unit became several (the text grew) or is one of NOT_UPPER; then
  // the runs of non-ASCII units are each read so, or unit by unit.
  const upper = text.toUpperCase();
  if (upper.length === text.length && !NOT_UPPER.test(text)) return upper;
  let out = "";
  let from = 0;
  for (const m of text.matchAll(NON_ASCII)) {
    out += text.slice(from, m.index).toUpperCase() + caselessRun(m[0]);
    from = m.index + m[0].length;
  }
  return out + text.slice(from).toUpperCase();
}

const NON_ASCII = /[\u0080-\uffff]+/g;

function caselessRun(run: string): string {
  const upper = run.toUpperCase();
  if (upper.length === run.length && !NOT_UPPER.test(run)) return upper;
  let out = "";
  for (let i = 0; i < run.length; i++) out += String.fromCharCode(canonicalUnit(run.charCodeAt(i)));
  return out;
}

/** A class, an escape, or the start of a group with a name: the pieces of a pattern that are not plain characters
 * (without Unicode mode a class ends at its first unescaped `]`). */
const TOKEN = /\[(?:\\[\s\S]|[^\]\\])*\]|\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[1-9][0-9]*|[\s\S])|\(\?<(?![=!])/g;
/** Class escapes whose members are closed under Canonicalize: kept as they are. */
const CLASS_ESCAPE = /^\\[dDsSwW]$/;
/** Escapes of one character that is its own canonical form (controls, a back reference, any escaped sign), or of
 * no character (word boundaries). A back reference compares the text with `i` too: in canonical form, exactly. */
const KEPT_ESCAPE = /^\\(?:[bBfnrtv]|0|[1-9][0-9]*|[^A-Za-z0-9])$/;
const CLASSES = new Map<string, string>();

/**
 * A pattern (no Unicode mode) that matches a text in canonical form (`caseless`) exactly where `source` read with
 * `i` matches the text: each literal letter in canonical form, each class with the canonical forms of its members
 * added (a canonical character is in it exactly when a character of its case is). Throws on syntax it does not
 * know (named groups, \c, \k, \p), rather than guess.
 */
export function caselessSource(source: string): string {
  // The plain characters, one unit for one: taken from the whole pattern in canonical form.
  const plain = caseless(source);
  let out = "";
  let from = 0;
  for (const m of source.matchAll(TOKEN)) {
    const token = m[0];
    out += plain.slice(from, m.index);
    from = m.index + token.length;
    if (token[0] === "[") {
      let cls = CLASSES.get(token);
      if (cls === undefined) {
        cls = caselessClass(token);
        CLASSES.set(token, cls);
      }
      out += cls;
    } else if (token[0] === "(") throw new Error(`caselessSource: named groups are not supported (at ${m.index})`);
    else if (token.length > 2 && (token[1] === "u" || token[1] === "x")) {
      const unit = parseInt(token.slice(2), 16);
      const c = canonicalUnit(unit);
      // A letter's canonical form is a letter again: never a character with a meaning in a pattern.
      out += c === unit ? token : String.fromCharCode(c);
    } else if (
      CLASS_ESCAPE.test(token) ||
      (KEPT_ESCAPE.test(token) && !(token === "\\0" && /^[0-9]/.test(source.slice(from))))
    )
      out += token;
    else throw new Error(`caselessSource: the escape ${token} is not supported (at ${m.index})`);
  }
  return out + plain.slice(from);
}

/** One member of a class at `at`: the unit it stands for (null for a class escape), and where it ends. */
function memberAt(cls: string, at: number): [number | null, number] {
  if (cls[at] !== "\\") return [cls.charCodeAt(at), at + 1];
  const c = cls[at + 1]!;
  if (
    (c === "u" && /^[0-9a-fA-F]{4}$/.test(cls.slice(at + 2, at + 6))) ||
    (c === "x" && /^[0-9a-fA-F]{2}$/.test(cls.slice(at + 2, at + 4)))
  ) {
    const end = at + (c === "u" ? 6 : 4);
    return [parseInt(cls.slice(at + 2, end), 16), end];
  }
  if ("dDsSwW".includes(c)) return [null, at + 2];
  const controls: Record<string, number> = { b: 8, f: 12, n: 10, r: 13, t: 9, v: 11 };
  if (c in controls) return [controls[c]!, at + 2];
  if (/[A-Za-z0-9]/.test(c)) throw new Error(`caselessSource: the escape \\${c} in a class is not supported`);
  return [c.charCodeAt(0), at + 2];
}

/** A class (`[…]` or `[^…]`, the whole of `cls`) with the canonical forms of its members added. */
function caselessClass(cls: string): string {
  const negated = cls[1] === "^";
  const start = negated ? 2 : 1;
  const end = cls.length - 1;
  const ranges: [number, number][] = [];
  for (let at = start; at < end;) {
    const [low, next] = memberAt(cls, at);
    at = next;
    // Without Unicode mode a dash after a class escape, or before the class's end, is a dash.
    if (low !== null && cls[at] === "-" && at + 1 < end) {
      const [high, after] = memberAt(cls, at + 1);
      if (high === null) throw new Error("caselessSource: a range cannot end in a class escape");
      ranges.push([low, high]);
      at = after;
    } else if (low !== null) ranges.push([low, low]);
  }
  const inside = (u: number) => ranges.some(([a, b]) => u >= a && u <= b);
  const added = new Set<number>();
  for (const [a, b] of ranges)
    for (let u = a; u <= b; u++) {
      const c = canonicalUnit(u);
      if (c !== u && !inside(c)) added.add(c);
    }
  const extra = [...added]
    .sort((a, b) => a - b)
    .map((u) => `\\u${u.toString(16).padStart(4, "0")}`)
    .join("");
  return `[${negated ? "^" : ""}${cls.slice(start, end)}${extra}]`;
}
