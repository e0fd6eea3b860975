import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { resolve } from "node:path";
import { operatorNotices } from "../../shared/content/server-messages.js";

/** The folder is held by another live process: PGlite is one process per folder (decision 0101). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(operatorNotices.dataDirInUse(dataDir, pid));
    this.name = "DataDirInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still holds the folder.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `DATA_DIR/server.pid` for this process, or throws DataDirInUseError naming the live holder. A lock
 * left by a process that died without cleaning up (SIGKILL, power cut) names a pid that is gone, or our own
 * after a container restart, and is taken over. Returns the release function; exiting releases it too.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, "server.pid");
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx", 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readPid(file);
      if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dir, holder);
      // Stale (or half-written by a process that is starting right now: the retry sorts that out).
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      if (readPid(file) === process.pid) {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      }
    };
    process.on("exit", release);
    return release;
  }
  const holder = readPid(file);
  throw new DataDirInUseError(dir, holder ?? 0);
}
