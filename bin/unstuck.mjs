#!/usr/bin/env node
// `unstuck`: the command-line reader of coding assistants' session files. Runs from the build (npm run build) when
// there is one, otherwise from the sources with tsx (development); in a clone whose build is older than its sources,
// from the sources (decision 0422).
import { existsSync, fstatSync, readFileSync, writeSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../src/server/cli/unstuck-cli.ts", import.meta.url));
const built = fileURLToPath(new URL("../dist/server/unstuck-cli.js", import.meta.url));
// `hook run` alone, as CommonJS, built with the rest (npm run build) into dist/server, which a build of the server
// alone empties: a hook older than the CLI beside it cannot be left behind.
const hookBuilt = fileURLToPath(new URL("../dist/server/hook/hook-run.cjs", import.meta.url));
const hookRun = process.argv.length === 4 && process.argv[2] === "hook" && process.argv[3] === "run";
// `hook run` is not checked: it runs after every tool call, and walking the sources would cost it several ms.
const staleBuild =
  !hookRun &&
  existsSync(built) &&
  process.env.UNSTUCK_FROM_SOURCE !== "1" &&
  (await import("./stale-build.mjs")).buildIsStale(fileURLToPath(new URL("..", import.meta.url)), built);
const fromBuild = existsSync(built) && process.env.UNSTUCK_FROM_SOURCE !== "1" && !staleBuild;

/** The hook's JSON, read whole (an agent closes stdin after writing it); read without setting up a stream, as
 * the hook runs after every tool call. A terminal (a character device, as /dev/null, which has nothing to read) is
 * not read: without `node:tty`, whose loading brings Node's streams and sockets (decision 0420). */
const stdin = async () => {
  try {
    if (fstatSync(0).isCharacterDevice()) return "";
  } catch {
    return "";
  }
  return readFileSync(0, "utf8");
};

/** The hook's answer on standard output, without setting up process.stdout's stream (decision 0420); a pipe that
 * would block (EAGAIN) gets the rest through the stream. */
function writeOut(/** @type {string} */ text) {
  const bytes = Buffer.from(text);
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EAGAIN") throw error;
    process.stdout.write(bytes.subarray(at));
  }
}

async function load() {
  // The build starts faster; the sources are used when there is no build (a fresh clone before npm run build).
  if (fromBuild) {
    // The detector's phrase patterns are large and each runs a few times in a short-lived process: compiled once
    // to machine code at first use rather than interpreted first and compiled again (decision 0301). Only for the
    // build: under tsx, changing the flag at run time crashed Node now and then (decision 0278).
    setFlagsFromString("--no-regexp-tier-up");
    // `hook run` runs after every tool call and is done within a few hundred ms: too short for the optimizing
    // compiler's work (on its own threads, but CPU time all the same) to pay for itself (decision 0346).
    if (process.argv[2] === "hook" && process.argv[3] === "run") setFlagsFromString("--no-opt");
    return import(built);
  }
  let tsx;
  try {
    tsx = await import("tsx/esm/api");
  } catch (error) {
    if (!staleBuild) throw error;
    process.stderr.write("unstuck: dist/ is older than src/ and tsx is not installed: running the old build\n");
    return import(built);
  }
  if (staleBuild) process.stderr.write("unstuck: dist/ is older than src/: running the sources (npm run build)\n");
  tsx.register();
  return import(source);
}

/**
 * `unstuck hook run` from its CommonJS bundle through V8's code cache (decision 0396): what `runCli` does for it,
 * without loading the rest of the CLI. Returns false when there is no such bundle (then the CLI runs it).
 */
async function runHookCached() {
  if (!hookRun || !fromBuild || !existsSync(hookBuilt)) return false;
  setFlagsFromString("--no-regexp-tier-up");
  setFlagsFromString("--no-opt");
  const { cacheDir, requireCached } = await import("./code-cache.mjs");
  const text = await stdin();
  const run = async (/** @type {string | null} */ dir) => {
    const bundle = requireCached(hookBuilt, dir);
    try {
      return { result: await bundle.exports.runHook(text, process.env), bundle };
    } catch (error) {
      return { error, bundle };
    }
  };
  const dir = cacheDir(process.env);
  let r = await run(dir);
  // A run that failed with cached code is run again without it (and that cache removed), in case it was the cause.
  if ("error" in r && r.bundle.usedCache()) {
    r.bundle.drop();
    r = await run(null);
  }
  if ("error" in r) throw r.error;
  if (r.result.output) writeOut(`${JSON.stringify(r.result.output)}\n`);
  r.bundle.done();
  return true;
}

if (!(await runHookCached())) {
  const { runCli } = await load();
  const code = await runCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    cwd: process.cwd(),
    env: process.env,
    stdin,
  });
  process.exitCode = code;
}
