// bin/code-cache.mjs: a CommonJS entry and its lazily required chunk run through V8's code cache, and a cache
// folder that cannot be written or a cache file that is corrupt, foreign or stale only costs the cache (decision
// 0396).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { cacheDir } from "../../../bin/code-cache.mjs";

const temp = mkdtempSync(join(tmpdir(), "unstuck-code-cache-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const ENTRY = `const { join } = require("node:path");
exports.run = async (n) => {
  const words = n > 1 ? (await Promise.resolve().then(() => require("./chunk.cjs"))).words(n) : ["one"];
  return join("a", words.join("-"));
};
`;
const CHUNK = `exports.words = (n) => Array.from({ length: n }, (_, i) => "w" + (i + 1));\n`;

let bundle: string;
let dir: string;
let n = 0;
beforeEach(() => {
  bundle = join(temp, `bundle-${++n}`);
  mkdirSync(bundle);
  writeFileSync(join(bundle, "entry.cjs"), ENTRY);
  writeFileSync(join(bundle, "chunk.cjs"), CHUNK);
  dir = join(temp, `cache-${n}`);
});

const LOADER = fileURLToPath(new URL("../../../bin/code-cache.mjs", import.meta.url));

/** One run in a process of its own, as each hook call is: V8 would take a script it compiled before in the same
 * process from its own memory, without looking at the cache given. */
function call(cache: string | null, words: number): { out: string; usedCache: boolean } {
  const program = `import { requireCached } from ${JSON.stringify(pathToFileURL(LOADER).href)};
const b = requireCached(${JSON.stringify(join(bundle, "entry.cjs"))}, ${JSON.stringify(cache)});
const out = await b.exports.run(${words});
b.done();
process.stdout.write(JSON.stringify({ out, usedCache: b.usedCache() }));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { out: string; usedCache: boolean };
}

/** The cache files of the one build's folder in the cache folder. */
function caches(): string[] {
  const builds = readdirSync(dir);
  expect(builds).toHaveLength(1);
  return readdirSync(join(dir, builds[0]!))
    .map((f) => join(builds[0]!, f))
    .sort();
}

describe("requireCached", () => {
  it("writes each file's cache after the run and has V8 use it at the next", () => {
    expect(call(dir, 3)).toEqual({ out: join("a", "w1-w2-w3"), usedCache: false });
    expect(caches()).toHaveLength(2);
    expect(caches()[0]).toMatch(/^entry\.cjs-\d+-\d+-v\d+\.\d+\.\d+-\w+[/\\]chunk\.cjs-\d+-\d+\.v8$/);
    expect(call(dir, 3)).toEqual({ out: join("a", "w1-w2-w3"), usedCache: true });
  });

  it("writes the entry's cache again after a run that loaded more files than the run that wrote it", () => {
    call(dir, 1);
    const [entry] = caches();
    const first = readFileSync(join(dir, entry!));
    expect(caches()).toHaveLength(1);
    call(dir, 2);
    expect(caches()).toHaveLength(2);
    const again = readFileSync(join(dir, entry!));
    expect(again.equals(first)).toBe(false);
    // Written by a run that loaded both files: not written again by a shorter run.
    call(dir, 1);
    expect(readFileSync(join(dir, entry!)).equals(again)).toBe(true);
  });

  it("runs without a cache, and without failing, when the cache folder cannot be made or written", () => {
    const file = join(temp, `a-file-${n}`);
    writeFileSync(file, "not a folder");
    const under = join(file, "cache");
    expect(call(under, 2)).toEqual({ out: join("a", "w1-w2"), usedCache: false });
    expect(call(under, 2)).toEqual({ out: join("a", "w1-w2"), usedCache: false });
    expect(readFileSync(file, "utf8")).toBe("not a folder");
  });

  it("runs without a cache when there is no cache folder", () => {
    expect(call(null, 2)).toEqual({ out: join("a", "w1-w2"), usedCache: false });
  });

  it(
    "rejects a corrupt, cut, empty or foreign cache file, answers the same, and writes a good one",
    { timeout: 90_000 },
    () => {
      call(dir, 2);
      const names = caches();
      const good = names.map((f) => readFileSync(join(dir, f)));
      const spoilt = [
        (b: Buffer) => Buffer.from(b.subarray(0, Math.floor(b.length / 2))),
        () => Buffer.alloc(0),
        // Bytes changed inside V8's part: taken without a checksum, and then Node crashed.
        (b: Buffer) => Buffer.from(b.map((x, i) => (i > 40 && i % 97 === 0 ? x ^ 0xff : x))),
        (b: Buffer) => Buffer.from(b.map((x, i) => (i === 43 ? x ^ 0x01 : x))),
        (b: Buffer) => Buffer.concat([b.subarray(0, 13), Buffer.alloc(b.length - 13, 0x5a)]),
        () => Buffer.from("UNSTUCK-CC1\n\u0002 not V8's at all"),
        // Another file's cache under this one's name.
        (_b: Buffer, i: number) => good[1 - i]!,
      ];
      for (const [k, spoil] of spoilt.entries()) {
        names.forEach((f, i) => writeFileSync(join(dir, f), spoil(good[i]!, i)));
        expect({ k, ...call(dir, 2) }).toEqual({ k, out: join("a", "w1-w2"), usedCache: false });
        expect(call(dir, 2)).toEqual({ out: join("a", "w1-w2"), usedCache: true });
      }
    },
  );

  it("keeps the caches of one build of the entry: a rebuilt entry's first cache removes the others", () => {
    call(dir, 2);
    const before = caches();
    writeFileSync(join(bundle, "entry.cjs"), `${ENTRY}\n`);
    expect(call(dir, 2)).toEqual({ out: join("a", "w1-w2"), usedCache: false });
    const after = caches();
    expect(after).toHaveLength(2);
    expect(after.some((f) => before.includes(f))).toBe(false);
    expect(call(dir, 2)).toEqual({ out: join("a", "w1-w2"), usedCache: true });
  });

  it("does not use the cache of a file changed since, even of the same length", () => {
    call(dir, 2);
    writeFileSync(join(bundle, "chunk.cjs"), CHUNK.replace('"w"', '"v"'));
    utimesSync(join(bundle, "chunk.cjs"), new Date(), new Date(Date.now() + 5_000));
    expect(call(dir, 2).out).toBe(join("a", "v1-v2"));
  });
});

describe("cacheDir", () => {
  it("is UNSTUCK_CACHE_DIR, else the user's cache folder, else none", () => {
    expect(cacheDir({ UNSTUCK_CACHE_DIR: "/c", HOME: "/h" })).toBe("/c");
    expect(cacheDir({ XDG_CACHE_HOME: "/x", HOME: "/h" })).toBe(join("/x", "unstuck"));
    expect(cacheDir({ HOME: "/h" })).toBe(join("/h", ".cache", "unstuck"));
    expect(cacheDir({})).toBeNull();
  });
});
