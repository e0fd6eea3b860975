#!/usr/bin/env node
// `npm test`: prepares what the suites need (Chromium, a running local PostgreSQL, the built client),
// runs every Vitest project once, and ends with the plain totals line CI reads.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

function run(cmd, args, opts = {}) {
  return spawnSync(cmd, args, { stdio: "inherit", ...opts });
}

function has(cmd) {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

if (!existsSync(chromium)) {
  if (isRoot && has("apt-get")) {
    console.log("Installing Debian's chromium for the end-to-end tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (
      run("apt-get", ["update", "-qq"], { env }).status !== 0 ||
      run("apt-get", ["install", "-y", "-qq", "chromium"], { env }).status !== 0
    ) {
      console.error("Could not install chromium with apt-get.");
      process.exit(1);
    }
  } else {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}

// The PostgreSQL suite runs when a server answers; start the local one if it is installed but stopped.
if (
  !process.env.TEST_DATABASE_URL &&
  has("pg_isready") &&
  spawnSync("pg_isready", ["-h", "127.0.0.1", "-q"]).status !== 0 &&
  has("pg_ctlcluster")
) {
  try {
    const versions = execFileSync("ls", ["/etc/postgresql"]).toString().split(/\s+/).filter(Boolean);
    for (const v of versions) run("pg_ctlcluster", ["--skip-systemctl-redirect", v, "main", "start"]);
  } catch {
    console.warn("Could not start the local PostgreSQL; its suite will be skipped.");
  }
}

// House rules are part of the test: the types (the build bundles without checking them), one formatting
// (Prettier), the lint rules (ESLint) and a decision index that matches the records.
const hygieneChecks = [
  ["npm", ["run", "--silent", "typecheck"], "fix the type errors above"],
  ["npx", ["prettier", "--check", "--log-level", "warn", "."], "run `npm run format`"],
  ["npx", ["eslint", "."], "fix the lint errors above"],
  ["node", ["scripts/decisions-index.mjs", "--check"], "run `node scripts/decisions-index.mjs`"],
];
const hygieneFailures = hygieneChecks.filter(([cmd, args, fix]) => {
  const ok = run(cmd, args).status === 0;
  if (!ok) console.error(`\`${cmd} ${args.join(" ")}\` failed: ${fix}.`);
  return !ok;
}).length;

// The built client for the browser journeys, and the bundled server the production journeys start.
for (const config of ["vite.config.ts", "vite.server.config.ts"]) {
  if (run("npx", ["vite", "build", "--config", config, "--logLevel", "warn"]).status !== 0) process.exit(1);
}

mkdirSync("test-results", { recursive: true });
const vitest = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8"));
  passed = report.numPassedTests;
  failed =
    report.numFailedTests +
    (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
} catch {
  failed = Math.max(1, failed);
}
// A run that errored outside any test (bad config, a crashed worker) still counts as a failure.
if (vitest.status !== 0 && failed === 0) failed = 1;
failed += hygieneFailures;
console.log(`${passed} passed, ${failed} failed`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
