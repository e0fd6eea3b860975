import { tellVerdict, type ProblemDetection } from "./detection/answer.js";
import { readWithModel, type LinearModel } from "./detection/model.js";
import { conceptFeatures } from "./detection/concepts.js";
import { pasteFeatures } from "./detection/model-features.js";
import { readTranscript, type Transcript } from "./detection/transcript.js";
import { decide, type Thresholds } from "./detection/verdict.js";
import { readRules, ruleFeatures } from "./detection/weigh-signals.js";

// The paste-your-transcript detector: one pure function, the same in the browser, on the server and for coding
// agents (docs/decisions/0120-structural-problem-detector.md, 0290). A pipeline, one step per module:
//   readTranscript   who said what, which tool output followed which edit        (detection/transcript.ts)
//   readRules        each line's facts, the signal readers, their weighing        (detection/weigh-signals.ts)
//   readWithModel    the model's probabilities from the paste's words, its concepts (detection/concepts.ts) and
//                    the rules' reading                                              (detection/model.ts)
//   decide           one type, a choice of two, "nothing stuck" or "not sure"      (detection/verdict.ts)
//   tellVerdict      the deciding lines, the alternatives, the confidence shown    (detection/answer.ts)

export type { DetectionAlternative, DetectionEvidence, ProblemDetection } from "./detection/answer.js";
export type { RescueTypeId } from "./detection/types.js";
export type { TranscriptFormat } from "./detection/transcript.js";
export { detectLanguage } from "./detection/language.js";

export interface DetectOptions {
  /** The statistical model to consult; the committed one unless an evaluation trains its own. */
  model?: LinearModel;
  /** The verdict's thresholds; the committed ones unless an evaluation draws the tradeoff curve. */
  thresholds?: Thresholds;
}

/** Every feature the model reads for a paste: its words and shape, the concepts it names in any language, and the
 * rules' reading. Training reads cases through this same function. */
export function detectionFeatures(input: string | Transcript): Set<string> {
  const transcript = typeof input === "string" ? readTranscript(input) : input;
  const { features } = pasteFeatures(transcript);
  for (const f of conceptFeatures(transcript)) features.add(f);
  for (const f of ruleFeatures(readRules(transcript))) features.add(f);
  return features;
}

/** Reads a pasted transcript or log (or a session file already read, see sessions/read-session.ts) and says
 * which of the six problems it shows, and why. */
export function detectProblem(input: string | Transcript, options: DetectOptions = {}): ProblemDetection {
  const transcript = typeof input === "string" ? readTranscript(input) : input;
  const rules = readRules(transcript);
  const reading = readWithModel(transcript, options.model, [...conceptFeatures(transcript), ...ruleFeatures(rules)]);
  const verdict = decide(reading, rules, options.thresholds);
  return tellVerdict(rules, reading, verdict);
}
