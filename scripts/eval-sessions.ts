// `npm run eval:sessions`: the session diagnosis judged on real committed sessions (eval/detection/real/sessions),
// side by side with re-implementations of Gemini CLI's and OpenHands' loop detectors, on the same sessions
// (decision 0305). Writes docs/detection/real-sessions.md; `--list` also prints every session's answers (a `*` marks
// the rounds gathered after the rules, the fourth to the thirteenth: the report shows each on its own).
// The detector's model used here is trained without any session (tests/fixtures/detection/session-eval-model.json,
// retrained here when the training cases or the feature code change: about two minutes).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MAX_FEATURES, caseDoc, pruneModel, trainModel, trainingHash } from "./detector-model-training.js";
import { loadRealSessions } from "../tests/fixtures/detection/real-cases.js";
import {
  MODEL_PATH,
  METHODS,
  heldOutTrainingCases,
  judgeSessions,
  storedModel,
  storedModelJson,
} from "../tests/fixtures/detection/session-eval.js";
import { isLaterRound, sessionsReport } from "../tests/fixtures/detection/session-report.js";

const OUT = fileURLToPath(new URL("../docs/detection/real-sessions.md", import.meta.url));

const sessions = loadRealSessions();
if (sessions.length === 0) throw new Error("no sessions in eval/detection/real/sessions/index.jsonl");
const training = heldOutTrainingCases(sessions);
const hash = trainingHash(training);
let model = storedModel(hash);
if (!model) {
  process.stderr.write(`training the detector's model on ${training.length} cases without any session…\n`);
  const trained = pruneModel(trainModel(training.map(caseDoc)), MAX_FEATURES);
  writeFileSync(MODEL_PATH, storedModelJson(trained, hash, training.length));
  model = storedModel(hash)!;
}
const rows = await judgeSessions(sessions, model);
const md = sessionsReport(rows);
writeFileSync(OUT, md);
console.log(md);
if (process.argv.includes("--list"))
  for (const r of rows) {
    const a = METHODS.map((m) => {
      const x = r.answers[m];
      return `${m}: ${x.stuck ? `${x.type}@${x.firstStuckTurn}` : "-"}`;
    });
    const label = r.s.stuck ? `${r.s.expected}@${r.s.firstStuckTurn}` : "fine";
    const id = isLaterRound(r.s.round) ? `${r.s.id}*` : r.s.id;
    console.log(`${id.padEnd(15)} ${label.padEnd(24)} ${a.join("  ")}  ${r.answers.Unstuck.why ?? ""}`);
  }
