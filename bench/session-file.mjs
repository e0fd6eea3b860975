// The generated Claude Code session the session benches read (bench/sessions.mjs, bench/hooks.mjs). A module of
// its own: hooks.mjs importing it from sessions.mjs, while sessions.mjs awaited its dynamic import of hooks.mjs,
// was an import cycle that left both waiting, and the process exited (code 13) before the hook's rows were printed.
import { closeSync, openSync, writeSync } from "node:fs";
import { loopRound } from "../tests/support/sessions/claude-loop.mjs";

/**
 * Writes a Claude Code session of about `bytes`: the loop the watch and hook tests use (the person's words, tool
 * calls, long tool results, hook progress), stamped a second apart (decision 0333).
 */
export function writeSession(path, bytes) {
  const fd = openSync(path, "w");
  let written = 0;
  const output = "  at Object.<anonymous> (src/checkout/cart.ts:42:18)\n".repeat(60);
  for (let i = 0; written < bytes; i++) {
    const at = new Date(1_750_000_000_000 + i * 1000).toISOString();
    written += writeSync(fd, `${loopRound(i, output, { at, progress: true }).join("\n")}\n`);
  }
  closeSync(fd);
}
