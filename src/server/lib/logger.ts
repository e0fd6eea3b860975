const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per event on stdout (errors on stderr), so logs stay greppable and machine-readable. */
export function createLogger(
  level: LogLevel = "info",
  write: (line: string, isError: boolean) => void = defaultWrite,
): Logger {
  const min = levels[level];
  const log = (lvl: Exclude<LogLevel, "silent">) => (message: string, fields?: Record<string, unknown>) => {
    if (levels[lvl] < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields }), lvl === "error");
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

function defaultWrite(line: string, isError: boolean) {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}
