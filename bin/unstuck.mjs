#!/usr/bin/env node
// `unstuck`: the command-line reader of coding assistants' session files. Runs from the sources when tsx is
// installed (development), otherwise from the build (npm run build), as bin/unstuck-mcp.mjs does.
import { existsSync, readFileSync } from "node:fs";
import { isatty } from "node:tty";
import { setFlagsFromString } from "node:v8";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../src/server/cli/unstuck-cli.ts", import.meta.url));
const built = fileURLToPath(new URL("../dist/server/unstuck-cli.js", import.meta.url));

async function load() {
  // The build starts faster; the sources are used when there is no build (a fresh clone before npm run build).
  if (existsSync(built) && process.env.UNSTUCK_FROM_SOURCE !== "1") {
    // The detector's phrase patterns are large and each runs a few times in a short-lived process: compiled once
    // to machine code at first use rather than interpreted first and compiled again (decision 0301). Only for the
    // build: under tsx, changing the flag at run time crashed Node now and then (decision 0278).
    setFlagsFromString("--no-regexp-tier-up");
    // `hook run` runs after every tool call and is done within a few hundred ms: too short for the optimizing
    // compiler's work (on its own threads, but CPU time all the same) to pay for itself (decision 0346).
    if (process.argv[2] === "hook" && process.argv[3] === "run") setFlagsFromString("--no-opt");
    return import(built);
  }
  const { register } = await import("tsx/esm/api");
  register();
  return import(source);
}

const { runCli } = await load();
const code = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  cwd: process.cwd(),
  env: process.env,
  // unstuck hook run: the hook's JSON, read whole (an agent closes stdin after writing it); read without
  // setting up a stream, as the hook runs after every tool call.
  stdin: async () => (isatty(0) ? "" : readFileSync(0, "utf8")),
});
process.exitCode = code;
