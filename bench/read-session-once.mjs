// One read of a session file in a process of its own, for bench/sessions.mjs: prints the read's wall-clock and
// CPU milliseconds and the process's peak memory as JSON (run with node --import tsx).
import { createReadStream } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const { readSession } = await import(pathToFileURL(resolve("src/shared/domain/sessions/read-session.ts")).href);
const cpu = process.cpuUsage();
const started = performance.now();
const read = await readSession(createReadStream(process.argv[2]));
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
if (!read.ok) throw new Error(read.error);
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, userTurns: read.userTurns })}\n`,
);
