// Whether the build beside a git checkout is older than its sources, so that `unstuck` run in a clone does not run
// code the sources no longer hold (decision 0422). An installed package has no `.git` and is never checked.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCE_DIRS = ["src/server", "src/shared"];

/** The newest modification time of a non-test TypeScript file under `dir` (0 when there is none). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** True when `root` is a git checkout and a source file changed after `built` was written. */
export function buildIsStale(root, built) {
  if (!existsSync(join(root, ".git")) || !existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCE_DIRS.some((dir) => existsSync(join(root, dir)) && newestSource(join(root, dir)) > builtAt);
}
