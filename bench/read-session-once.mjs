// One read of a session file in a process of its own, for bench/sessions.mjs: readSession from a build's
// read-session chunk (the code the command runs, without tsx's own memory). Prints the read's wall-clock and CPU
// milliseconds and the process's peak memory as JSON. Usage: node bench/read-session-once.mjs FILE [BUILT_CHECKOUT]
import { createReadStream, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const chunks = resolve(process.argv[3] ?? ".", "dist/server/chunks");
const file = readdirSync(chunks).find((f) => /^read-session-.*\.js$/.test(f));
if (!file) throw new Error(`no read-session chunk in ${chunks}: run npm run build`);
const mod = await import(pathToFileURL(resolve(chunks, file)).href);
// The chunk's exports have short names; the function keeps its own.
const exported = Object.values(mod).flatMap((v) => (v && typeof v === "object" ? Object.values(v) : [v]));
const readSession = exported.find((f) => typeof f === "function" && f.name === "readSession");
if (!readSession) throw new Error(`no readSession in ${file}`);
const cpu = process.cpuUsage();
const started = performance.now();
const read = await readSession(createReadStream(process.argv[2]));
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
if (!read.ok) throw new Error(read.error);
process.stdout.write(
  `${JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, rssMb: process.resourceUsage().maxRSS / 1024, userTurns: read.userTurns })}\n`,
);
