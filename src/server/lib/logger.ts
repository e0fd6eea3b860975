import { redactSecrets as redactSecretShapes } from "../../shared/domain/redact-secrets.js";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One-time secrets that must never reach a log: reset tokens in a path (`/reset-password/<token>`), and any
 * `token`, `code`, `otp` or `state` query or field value (email links, verification, OAuth). Applied to the
 * whole line, so a message, a field or an email text cannot carry one out by accident. Provider keys, bearer
 * tokens and the other shapes the shared redactor knows are masked too.
 */
export function redactSecrets(line: string): string {
  return redactSecretShapes(line)
    .replace(/(\/reset-password\/)[^/?#\s"\\]+/g, "$1[redacted]")
    .replace(/([?&](?:token|code|otp|state)=)[^&#\s"\\]+/gi, "$1[redacted]")
    .replace(/(\\?"(?:token|newPassword|password|otp)\\?"\s*:\s*\\?")[^"\\]+/g, "$1[redacted]");
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
