const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** True when an error means the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|not queryable|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout|PGlite is closed/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An error as a log line may carry it (decision 0267): a failed query keeps its SQL, whose values are
 * placeholders, and the database's reason and code, but never its parameters (notes, titles, emails), and
 * quoted values in the reason (`invalid input syntax for type uuid: "…"`) are dropped too.
 */
export function errorForLog(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const causes: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (!(e instanceof Error)) {
      causes.push(String(e).slice(0, 200));
      break;
    }
    const { query, code } = e as { query?: unknown; code?: unknown };
    const message =
      typeof query === "string"
        ? `Failed query: ${query} (parameters not logged)`
        : e.message.replace(/(: |value )"[^"]*"/g, '$1"[not logged]"');
    causes.push(`${e.name}: ${message}${typeof code === "string" ? ` [${code}]` : ""}`);
    e = (e as { cause?: unknown }).cause;
  }
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [causes.join("\ncaused by "), ...frames.slice(0, 15)].join("\n");
}
