// `npm run eval:detect`: runs the problem detector on the public evaluation set and prints accuracy, wrong
// and abstain rates per type, language and tool, a confusion matrix and a calibration table.
// `--misses` also lists every case it got wrong or left unanswered.
import { loadCases } from "../tests/fixtures/detection/cases.js";
import { evaluateCases, formatMisses, formatReport } from "../tests/fixtures/detection/evaluate.js";

const report = evaluateCases(loadCases());
console.log(formatReport(report));
if (process.argv.includes("--misses")) console.log(`\n${formatMisses(report)}`);
