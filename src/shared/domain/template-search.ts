/**
 * The words of a template search, shared by the site and MCP's `search_templates` (decision 0284): case and
 * accents never matter, a word matches its stem ("tests", "testing" and "tested" are "test"), and a tool's name
 * matches what it is for ("pytest" finds the testing templates).
 */
const normalise = (text: string) => text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");

/** Tools people search by name, and the word the library uses for what they do. */
const ALIASES: Record<string, string[]> = {
  pytest: ["test"],
  jest: ["test"],
  vitest: ["test"],
  mocha: ["test"],
  rspec: ["test"],
  junit: ["test"],
  phpunit: ["test"],
  unittest: ["test"],
  playwright: ["test"],
  cypress: ["test"],
  tdd: ["test"],
  k8s: ["kubernetes"],
  postgres: ["database"],
  postgresql: ["database"],
  mysql: ["database"],
  sqlite: ["database"],
  mongodb: ["database"],
  db: ["database"],
  auth: ["auth", "sign", "login", "password"],
  login: ["sign", "login"],
  oauth: ["oauth", "sign"],
  ci: ["ci", "pipeline"],
  docs: ["document", "readme"],
  perf: ["performance", "slow", "speed"],
  llm: ["llm", "model"],
  ai: ["ai", "llm", "model"],
};

/** A light stemmer: plural and verb endings off, so a word and its forms meet ("queries" → "query"). */
export function stem(word: string): string {
  const w = normalise(word);
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("ing") && w.length > 5) return w.slice(0, -3);
  if (w.endsWith("ed") && w.length > 4) return w.slice(0, -2);
  if (/(?:ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.slice(0, -1);
  return w;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Each query word with the stems that count as finding it: its own, and what a tool's name stands for. */
export function searchTerms(query: string): string[][] {
  return (normalise(query).match(wordPattern) ?? []).map((word) => [
    ...new Set([stem(word), ...(ALIASES[word] ?? []).map(stem)]),
  ]);
}

/** A word of a template counts for a query word when its stem starts with one of the term's stems. */
export function wordMatches(word: string, term: readonly string[]): boolean {
  const s = stem(word);
  return term.some((t) => s.startsWith(t));
}

/** True when some word of the text matches the term. */
export function textMatches(text: string, term: readonly string[]): boolean {
  return (normalise(text).match(wordPattern) ?? []).some((w) => wordMatches(w, term));
}
