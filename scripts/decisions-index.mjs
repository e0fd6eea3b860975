#!/usr/bin/env node
// Writes docs/decisions/README.md from the records themselves (title, Status and Date lines), so the
// index can never disagree with them. `--check` exits 1 when the committed index is out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(import.meta.dirname, "../docs/decisions");

export function buildIndex() {
  const rows = readdirSync(dir)
    .filter((f) => /^\d{4}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      const title = /^# (\d{4})\.? (.+)$/m.exec(text);
      const status = /^Status: (.+)$/m.exec(text);
      const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text);
      if (!title || !status || !date)
        throw new Error(`${file}: needs a "# NNNN. Title" line, a Status line and a Date line`);
      return `| [${title[1]}](${file}) | ${title[2].replaceAll("|", "\\|")} | ${status[1]} | ${date[1]} |`;
    });
  return [
    "# Decision records",
    "",
    "Each record says what was decided, why, and what follows from it. A record is never rewritten to say",
    "something else: a new one supersedes it, and the old one's Status says by which. This index is generated",
    "by `node scripts/decisions-index.mjs`; `npm test` fails when it is out of date.",
    "",
    "| # | Decision | Status | Date |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = buildIndex();
  const path = join(dir, "README.md");
  if (process.argv.includes("--check")) {
    const current = existsSync(path) ? readFileSync(path, "utf8") : "";
    if (current !== index) {
      console.error("docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs");
      process.exit(1);
    }
  } else writeFileSync(path, index);
}
