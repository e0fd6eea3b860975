// `npx tsx scripts/train-detector-model.ts`: trains the detector's model on the evaluation set
// (tests/fixtures/detection) and real people's complaints (eval/detection/real/complaints) and writes
// src/shared/domain/detection/model-weights.ts. Deterministic: the same cases give the same file.
// See docs/decisions/0290-model-decides-on-real-words.md; the sessions are left out (decision 0373).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { loadCases } from "../tests/fixtures/detection/cases.js";
import { loadRealComplaints } from "../tests/fixtures/detection/real-cases.js";
import { MAX_FEATURES, caseDoc, modelSource, pruneModel, trainModel, trainingHash } from "./detector-model-training.js";

const OUT = fileURLToPath(new URL("../src/shared/domain/detection/model-weights.ts", import.meta.url));

const cases = [...loadCases(), ...loadRealComplaints()];
const model = pruneModel(trainModel(cases.map(caseDoc)), MAX_FEATURES);
const options = { ...(await resolveConfig(OUT)), filepath: OUT };
writeFileSync(OUT, await format(modelSource(model, trainingHash(cases), cases.length), options));
console.log(`${cases.length} cases, ${model.weights.size} features → ${OUT}`);
