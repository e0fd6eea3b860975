// Preloaded into a benchmarked process (node --import): reports its peak resident set and its CPU time on
// stderr at exit (on a shared, loaded machine the CPU time says more than the wall clock).
import { writeSync } from "node:fs";

process.on("exit", () => {
  const u = process.resourceUsage();
  writeSync(2, `peak-rss-kb=${u.maxRSS} cpu-us=${u.userCPUTime + u.systemCPUTime}\n`);
});
