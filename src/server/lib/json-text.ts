import { requestMessages } from "../../shared/content/server-messages.js";

// A lone surrogate half (not part of a pair): JSON can carry it as \ud800, UTF-8 and PostgreSQL cannot.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unstorable = (text: string) => text.includes("\u0000") || loneSurrogate.test(text);

/**
 * The path of the first string (value or key) in a parsed JSON body that no database column can store:
 * one with a NUL character or an unpaired surrogate. `null` when every string is fine; "" for the body itself.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return unstorable(value) ? path.join(".") : null;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (unstorable(key)) return here.join(".");
    const found = findUnstorableText(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The one rule for text that reaches the database, used by every entry point (JSON bodies of the API and of
 * Better Auth, MCP tool arguments, session imports): the message that refuses `value`, or `null` when it
 * can be stored. The message names the field, never its content.
 */
export function unstorableTextProblem(value: unknown): string | null {
  const where = findUnstorableText(value);
  if (where === null) return null;
  return requestMessages.unstorableText(where);
}

/**
 * Whether a request address carries, once decoded, text no column can store (`%00`, a lone surrogate) or
 * cannot be decoded at all; such a path parameter or query value would otherwise fail deep in a query.
 */
export function hasUnstorableUrlText(url: string): boolean {
  const at = url.indexOf("://");
  const rest = at >= 0 ? url.slice(url.indexOf("/", at + 3)) : url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest.replace(/\+/g, " "));
  } catch {
    return true;
  }
  return unstorable(decoded);
}
