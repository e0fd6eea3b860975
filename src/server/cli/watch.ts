// `unstuck watch`: follows the project's newest live session and says so at the first sign of trouble (decision
// 0300). Reads only what the assistant appended (whole-document formats are read again, at most every few
// seconds), wakes on fs.watch with a slow stat poll as the fallback, and looks for a newer session now and then.
import { createReadStream, statSync, unwatchFile, watch, watchFile, type FSWatcher } from "node:fs";
import { open } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { watchNudgeLines, watchStopLines, WATCH_FILE_REPLACED } from "../../shared/content/nudges.js";
import { diagnoseSession } from "../../shared/domain/sessions/diagnose-session.js";
import {
  readSession,
  SESSION_TOOL_NAMES,
  type SessionRead,
  type SessionReadFailure,
  type SessionTool,
} from "../../shared/domain/sessions/read-session.js";
import { findRepeats } from "../../shared/domain/sessions/repeats.js";
import { SessionFollower } from "../../shared/domain/sessions/session-follower.js";
import { newStrikeState, nextStrike, type StrikeState } from "../../shared/domain/sessions/strikes.js";
import { nudgeFacts } from "./nudge-facts.js";
import { findSessions } from "./session-locations.js";
import type { CliIo } from "./cli-io.js";

/** What watch needs of the CLI's io; `signal` stops it (Ctrl-C in a terminal, the tests abort it). */
export type WatchIo = Pick<CliIo, "out" | "err" | "cwd" | "env" | "platform" | "signal">;

export interface WatchOptions {
  tool: SessionTool | null;
  /** Follow this file only (no switching to newer sessions). */
  file: string | null;
  chatId?: string;
  /** Exit 1 at the first sign of a loop (for scripts that stop the agent). */
  exitCode: boolean;
  /** Timings, shortened by the tests. */
  pollMs?: number;
  settleMs?: number;
  rescanMs?: number;
  wholeEveryMs?: number;
}

const POLL_MS = 2_000;
const SETTLE_MS = 400;
const RESCAN_MS = 15_000;
const WHOLE_EVERY_MS = 3_000;
const READ_CHUNK = 1024 * 1024;

interface Target {
  path: string;
  tool: SessionTool | null;
  chatId?: string;
}

/** Runs until stopped; resolves with the exit status (0 stopped, 1 a loop with --exit-code, 2 bad input). */
export function runWatch(o: WatchOptions, io: WatchIo): Promise<number> {
  const pollMs = o.pollMs ?? POLL_MS;
  const settleMs = o.settleMs ?? SETTLE_MS;
  const rescanMs = o.rescanMs ?? RESCAN_MS;
  const wholeEveryMs = o.wholeEveryMs ?? WHOLE_EVERY_MS;

  return new Promise<number>((finish) => {
    let target: Target | null = null;
    let follower: SessionFollower | null = null;
    let strikes: StrikeState = newStrikeState();
    let ino = 0;
    let lastWholeRead = 0;
    let lastWholeSize = -1;
    let lastWholeMtime = 0;
    let fileWatcher: FSWatcher | null = null;
    let dirWatcher: FSWatcher | null = null;
    let settle: NodeJS.Timeout | null = null;
    let rescanTimer: NodeJS.Timeout | null = null;
    let busy = false;
    let again = false;
    let stopped = false;
    let waitingSaid = false;

    const stop = (code: number) => {
      if (stopped) return;
      stopped = true;
      if (settle) clearTimeout(settle);
      if (rescanTimer) clearInterval(rescanTimer);
      unfollow();
      io.signal?.removeEventListener("abort", onAbort);
      process.off("SIGINT", onAbort);
      process.off("SIGTERM", onAbort);
      finish(code);
    };
    const onAbort = () => {
      io.err("unstuck: watch stopped.");
      stop(0);
    };

    function unfollow() {
      fileWatcher?.close();
      dirWatcher?.close();
      fileWatcher = dirWatcher = null;
      if (target) unwatchFile(target.path);
    }

    function schedule(delay = settleMs) {
      if (stopped) return;
      if (settle) return;
      settle = setTimeout(() => {
        settle = null;
        void check();
      }, delay);
      settle.unref?.();
    }

    function follow(t: Target, why: string) {
      unfollow();
      target = t;
      follower = null;
      strikes = newStrikeState();
      ino = 0;
      lastWholeSize = -1;
      const name = t.tool ? SESSION_TOOL_NAMES[t.tool] : "session";
      io.err(`unstuck: ${why} ${name}: ${t.path}. Quiet while the work goes well; Ctrl-C to stop.`);
      try {
        fileWatcher = watch(t.path, { persistent: true }, () => schedule());
        fileWatcher.on("error", () => schedule());
      } catch {
        fileWatcher = null;
      }
      // A new session file beside this one (Claude Code, Gemini CLI, SpecStory keep one folder per project).
      if (!o.file) {
        try {
          dirWatcher = watch(dirname(t.path), { persistent: true }, (_event, name) => {
            if (name && resolve(dirname(t.path), name.toString()) !== t.path) void rescan();
          });
          dirWatcher.on("error", () => undefined);
        } catch {
          dirWatcher = null;
        }
      }
      // The slow poll catches what fs.watch misses (network folders, a file replaced by a new one).
      watchFile(t.path, { interval: pollMs, persistent: true }, () => schedule(0));
      schedule(0);
    }

    function newest(): Target | null {
      const tool = o.tool && o.tool !== "text" ? o.tool : null;
      const found = findSessions(io.cwd, io.env, io.platform, tool);
      const s = found[0];
      return s ? { path: s.path, tool: s.tool, chatId: o.chatId ?? s.chatId } : null;
    }

    async function rescan() {
      if (stopped || o.file) return;
      const t = newest();
      if (!t) {
        if (!target && !waitingSaid) {
          io.err(
            `unstuck: no ${o.tool ? `${SESSION_TOOL_NAMES[o.tool]} ` : ""}session for ${io.cwd} yet; waiting for one (Ctrl-C to stop).`,
          );
          waitingSaid = true;
        }
        return;
      }
      if (!target) follow(t, "following");
      else if (t.path !== target.path || t.chatId !== target.chatId) follow(t, "a newer session started; following");
    }

    async function readSoFar(t: Target): Promise<SessionRead | SessionReadFailure | null> {
      let st;
      try {
        st = statSync(t.path);
      } catch {
        return null;
      }
      // Truncated, or replaced by a new file under the same name: read again from the start.
      if (follower && (st.size < follower.bytes || (ino !== 0 && st.ino !== ino))) {
        io.err(WATCH_FILE_REPLACED);
        follower = null;
        strikes = newStrikeState();
        lastWholeSize = -1;
      }
      ino = st.ino;
      if (!follower) follower = new SessionFollower({ name: t.path, tool: t.tool ?? undefined });
      if (follower.mode !== "whole" && st.size > follower.bytes) {
        const fh = await open(t.path, "r");
        try {
          let at = follower.bytes;
          while (at < st.size) {
            const buf = Buffer.alloc(Math.min(READ_CHUNK, st.size - at));
            const { bytesRead } = await fh.read(buf, 0, buf.length, at);
            if (bytesRead === 0) break;
            follower.append(buf.subarray(0, bytesRead));
            at += bytesRead;
            if ((follower.mode as string) === "whole") break;
          }
        } finally {
          await fh.close();
        }
      }
      if (follower.mode === "lines") return follower.read();
      if (follower.mode === "pending") return null;
      // A whole-document format: read again when it changed, and not more often than every few seconds.
      if (st.size === lastWholeSize && st.mtimeMs === lastWholeMtime) return null;
      // A big database (Cursor's) changes all the time: a full read at most every second per 10 MB.
      const every = Math.max(wholeEveryMs, (st.size / (10 * 1024 * 1024)) * 1_000);
      const wait = lastWholeRead + every - Date.now();
      if (wait > 0) {
        schedule(wait);
        return null;
      }
      lastWholeRead = Date.now();
      lastWholeSize = st.size;
      lastWholeMtime = st.mtimeMs;
      return readSession(createReadStream(t.path), { name: t.path, tool: t.tool ?? undefined, chatId: t.chatId });
    }

    async function check() {
      if (stopped || !target) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        const read = await readSoFar(target);
        if (stopped || !read || !read.ok) return;
        const d = diagnoseSession(read);
        const repeats = findRepeats(read.transcript.lines);
        const next = nextStrike(strikes, d, repeats);
        strikes = next.state;
        if (next.strike === "none") return;
        const facts = nudgeFacts(d, repeats);
        io.out((next.strike === "first" ? watchNudgeLines(facts) : watchStopLines(facts)).join("\n"));
        if (o.exitCode) stop(1);
      } catch (error) {
        io.err(`unstuck: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        busy = false;
        if (again && !stopped) {
          again = false;
          schedule();
        }
      }
    }

    if (io.signal?.aborted) return finish(0);
    io.signal?.addEventListener("abort", onAbort);
    if (!io.signal) {
      process.once("SIGINT", onAbort);
      process.once("SIGTERM", onAbort);
    }

    if (o.file) {
      const path = resolve(io.cwd, o.file);
      try {
        if (!statSync(path).isFile()) throw new Error("not a file");
      } catch {
        io.err(`unstuck: No such file: ${o.file}`);
        return stop(2);
      }
      follow({ path, tool: o.tool, chatId: o.chatId }, "following");
      return;
    }
    void rescan();
    rescanTimer = setInterval(() => void rescan(), rescanMs);
  });
}
