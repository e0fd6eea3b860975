// Loads a CommonJS bundle (an entry and the chunks it requires) through V8's code cache: each file's compiled
// functions are kept in a cache file after a run and given back to V8 at the next start, which then neither parses
// nor compiles them (decision 0396). Node 20 has no module.enableCompileCache (22.1), so the files are run through
// vm.Script with cachedData. The cache is only ever a shortcut: one missing, unreadable, rejected by V8 (another
// Node or V8 flags, a changed file) or unwritable is ignored, never retried in a loop, and never fails the run.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";

// V8 checks a cache's version, flags and source length, but its contents only with this flag (off in Node's
// build): without it a cache with one byte changed was taken, and crashed Node. Set where the caches are both
// made and read, so that both carry the checksum (the flag is part of what V8 checks a cache against).
setFlagsFromString("--verify-snapshot-checksum");

/** The first bytes of a cache file: the format, then how many files the run that wrote it loaded. */
const MAGIC = Buffer.from("UNSTUCK-CC1\n");
const HEADER = MAGIC.length + 1;

/**
 * The folder for the cache files: UNSTUCK_CACHE_DIR, else the user's cache folder (XDG_CACHE_HOME, ~/.cache,
 * %LOCALAPPDATA%); null when there is none.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function cacheDir(env) {
  if (env.UNSTUCK_CACHE_DIR) return env.UNSTUCK_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, "unstuck");
  if (env.LOCALAPPDATA) return join(env.LOCALAPPDATA, "unstuck", "cache");
  if (env.HOME) return join(env.HOME, ".cache", "unstuck");
  return null;
}

/**
 * Requires `entry` (a CommonJS file) with its relative requires loaded the same way, each through its cache file
 * in `dir`. `done()` is called once the run is over: it writes the cache of each file loaded whose cache was
 * missing or rejected, or was written by a run that loaded fewer files (one that stopped before the diagnosis's
 * chunks: the entry's functions that only the diagnosis calls were not compiled in it). The cache is made after the
 * run so that it holds the functions compiled lazily during it, not only the top level.
 * @param {string} entry
 * @param {string | null} dir
 * @returns {{ exports: any, done: () => void, drop: () => void, usedCache: () => boolean }}
 */
export function requireCached(entry, dir) {
  /** @type {Map<string, { exports: any }>} */
  const modules = new Map();
  /** @type {{ script: Script, cachePath: string | null, accepted: boolean, files: number }[]} */
  const loaded = [];
  const nodeRequire = createRequire(entry);
  // One folder per build of the entry and Node: the first cache written there removes the other builds' folders.
  const build = dir ? join(dir, `${basename(entry)}-${fileKey(entry)}-${process.version}-${process.arch}`) : null;

  /** @param {string} file */
  function load(file) {
    const known = modules.get(file);
    if (known) return known.exports;
    const module = { exports: {} };
    modules.set(file, module);
    const source = readFileSync(file, "utf8");
    const cachePath = build ? join(build, `${basename(file)}-${fileKey(file)}.v8`) : null;
    const cached = cachePath ? readCache(cachePath) : null;
    const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
    const script = new Script(wrapped, cached ? { filename: file, cachedData: cached.data } : { filename: file });
    loaded.push({
      script,
      cachePath,
      accepted: !!cached && !script.cachedDataRejected,
      files: cached?.files ?? 0,
    });
    const fn = script.runInThisContext();
    /** @param {string} id */
    const req = (id) =>
      id.startsWith("./") || id.startsWith("../") ? load(resolve(dirname(file), id)) : nodeRequire(id);
    fn.call(module.exports, module.exports, req, module, file, dirname(file));
    return module.exports;
  }

  const exports = load(resolve(entry));
  return {
    exports,
    done() {
      const files = Math.min(loaded.length, 255);
      const writes = loaded.filter((f) => f.cachePath && (!f.accepted || f.files < files));
      if (!dir || !build || writes.length === 0) return;
      try {
        if (mkdirSync(build, { recursive: true, mode: 0o700 }) !== undefined) dropOthers(dir, build, basename(entry));
      } catch {
        return;
      }
      for (const f of writes) writeCache(/** @type {string} */ (f.cachePath), f.script, files);
    },
    /** Whether V8 took any file's cache. */
    usedCache: () => loaded.some((f) => f.accepted),
    /** Removes the cache files of this run's files (after a run that failed with them). */
    drop() {
      for (const f of loaded)
        if (f.cachePath)
          try {
            unlinkSync(f.cachePath);
          } catch {
            // Already gone, or not ours to remove: the next run reads it, and V8 or this file rejects it again.
          }
    },
  };
}

/**
 * A file's size and time, in the names of its cache and its build's folder: a rebuilt file gets a cache of its own
 * (V8 itself only checks the source's length).
 * @param {string} file
 */
function fileKey(file) {
  const st = statSync(file);
  return `${st.size}-${Math.trunc(st.mtimeMs)}`;
}

/**
 * Removes the cache folders of the entry's other builds (or other Node versions), so that rebuilds do not pile up.
 * @param {string} dir
 * @param {string} build
 * @param {string} entryName
 */
function dropOthers(dir, build, entryName) {
  try {
    for (const name of readdirSync(dir))
      if (name.startsWith(`${entryName}-`) && join(dir, name) !== build)
        rmSync(join(dir, name), { recursive: true, force: true });
  } catch {
    // Left for the next build's first cache.
  }
}

/**
 * @param {string} path
 * @returns {{ data: Buffer, files: number } | null}
 */
function readCache(path) {
  try {
    const bytes = readFileSync(path);
    if (bytes.length <= HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    return { data: bytes.subarray(HEADER), files: bytes[MAGIC.length] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * Written whole or not at all (to a file of its own, then renamed), once; any failure is ignored.
 * @param {string} path
 * @param {Script} script
 * @param {number} files
 */
function writeCache(path, script, files) {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    const data = script.createCachedData();
    writeFileSync(tmp, Buffer.concat([MAGIC, Buffer.from([files]), data]), {
      mode: 0o600,
    });
    renameSync(tmp, path);
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // Never written.
    }
  }
}
