// `npm run eval:detect`: runs the problem detector on the public evaluation set and prints accuracy, wrong
// and abstain rates per type, language and tool, a confusion matrix and a calibration table.
// `--misses` also lists every case it got wrong or left unanswered; `--dir <folder>` scores another folder of
// *.cases.txt files (a fresh held-out batch, before it joins the public set).
import { loadCases } from "../tests/fixtures/detection/cases.js";
import { evaluateCases, formatMisses, formatReport } from "../tests/fixtures/detection/evaluate.js";

const dirFlag = process.argv.indexOf("--dir");
const report = evaluateCases(dirFlag === -1 ? loadCases() : loadCases(process.argv[dirFlag + 1]));
console.log(formatReport(report));
if (process.argv.includes("--misses")) console.log(`\n${formatMisses(report)}`);
