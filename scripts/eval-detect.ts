// `npm run eval:detect`: runs the problem detector on the public evaluation set and prints accuracy, wrong
// and abstain rates per type, language and tool, a confusion matrix and a calibration table, and writes the same
// report into docs/detection/README.md ("How well", which a unit test compares with a fresh run).
// `--misses` also lists every case it got wrong or left unanswered; `--dir <folder>` scores another folder of
// *.cases.txt files (a fresh held-out batch, before it joins the public set) and writes nothing.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadCases } from "../tests/fixtures/detection/cases.js";
import { evaluateCases, formatMisses, formatReport } from "../tests/fixtures/detection/evaluate.js";

const README = fileURLToPath(new URL("../docs/detection/README.md", import.meta.url));

const dirFlag = process.argv.indexOf("--dir");
const report = evaluateCases(dirFlag === -1 ? loadCases() : loadCases(process.argv[dirFlag + 1]));
const text = formatReport(report);
console.log(text);
if (process.argv.includes("--misses")) console.log(`\n${formatMisses(report)}`);
if (dirFlag === -1) {
  const readme = readFileSync(README, "utf8");
  const at = readme.indexOf("## How well");
  const block = /```text\n[\s\S]*?\n```/.exec(readme.slice(at));
  if (at === -1 || !block) throw new Error('docs/detection/README.md has no "## How well" section with a text block');
  writeFileSync(README, readme.slice(0, at) + readme.slice(at).replace(block[0], () => `\`\`\`text\n${text}\n\`\`\``));
}
