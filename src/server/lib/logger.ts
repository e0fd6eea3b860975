import { redactSecrets as redactSecretShapes } from "../../shared/domain/redact-secrets.js";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What must never reach a log (decisions 0113, 0267), applied to the whole line, so a message, a field, an
 * error or an email text cannot carry it out by accident:
 * - by route: the token segment of `/reset-password/…`, `/shared/…`, `/share/…`, `/api/shared-sessions/…`;
 * - by name: `token`, `code`, `otp`, `state` query values, and token, password, secret and authorization fields;
 * - by shape: `Bearer …`, personal access tokens (`unstuck_…`), JWTs, and long random path or query
 *   segments (letters and digits, 24 characters or more; UUIDs are kept, they are ids, not secrets);
 * - the provider keys, private keys and other shapes the shared redactor knows (redact-secrets.ts);
 * - the parameters of a failed query (`params: …` in Drizzle's message), which hold what users wrote.
 */
export function redactSecrets(line: string): string {
  return redactSecretShapes(line)
    .replace(/(\/(?:reset-password|shared-sessions|shared|share)\/)[^/?#\s"\\]+/g, "$1[redacted]")
    .replace(/([?&](?:token|code|otp|state)=)[^&#\s"\\]+/gi, "$1[redacted]")
    .replace(
      /(\\?"(?:token|shareToken|newPassword|password|otp|secret|apiKey|authorization)\\?"\s*:\s*\\?")[^"\\]+/gi,
      "$1[redacted]",
    )
    .replace(/(Bearer\s+)[^\s"\\,]+/gi, "$1[redacted]")
    .replace(/unstuck_[A-Za-z0-9_-]{16,}/g, "unstuck_[redacted]")
    .replace(/eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, "[redacted]")
    .replace(/([/=])([A-Za-z0-9_-]{24,})(?=[/?#&\s"\\]|$)/g, (all, lead: string, segment: string) =>
      uuid.test(segment) || !/\d/.test(segment) || !/[A-Za-z]/.test(segment) ? all : `${lead}[redacted]`,
    )
    .replace(/(\\nparams: )(?:(?!\\n {4}at )(?:\\.|[^"\\]))*/g, "$1[not logged]");
}

/** One JSON line per event on stdout (errors on stderr), so logs stay greppable and machine-readable. */
export function createLogger(
  level: LogLevel = "info",
  write: (line: string, isError: boolean) => void = defaultWrite,
): Logger {
  const min = levels[level];
  const log = (lvl: Exclude<LogLevel, "silent">) => (message: string, fields?: Record<string, unknown>) => {
    if (levels[lvl] < min) return;
    write(
      redactSecrets(JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields })),
      lvl === "error",
    );
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

function defaultWrite(line: string, isError: boolean) {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}
