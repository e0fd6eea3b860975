import { describe, expect, it } from "vitest";
import { loadCases } from "../../../../tests/fixtures/detection/cases.js";
import { loadRealComplaints } from "../../../../tests/fixtures/detection/real-cases.js";
import { trainingHash } from "../../../../scripts/detector-model-training.js";
import { detectionFeatures } from "../detect-problem.js";
import { committedModel, parseModel, probabilities, readWithModel, type LinearModel } from "./model.js";
import { MODEL } from "./model-weights.js";
import { readTranscript } from "./transcript.js";
import { rescueTypeIds } from "../../content/problem-types.js";
import { ANSWER_AT, CALIBRATION, NONE_AT, THRESHOLDS, confidenceLabel, decide, shownConfidence } from "./verdict.js";

// The detector's model and how its probabilities become an answer (docs/decisions/0290-model-decides-on-real-words.md).
describe("the detector's model", () => {
  // Sessions are not trained on (decision 0373): whole sessions made the model less sure of complaints.
  const cases = [...loadCases(), ...loadRealComplaints()];

  it("was trained on the current cases and feature code (else run `npx tsx scripts/train-detector-model.ts`)", () => {
    expect(MODEL.trainingHash).toBe(trainingHash(cases));
    expect(MODEL.documents).toBe(cases.length);
  });

  it(
    "reads a paste as it was trained to: the committed model fits most of the cases it was trained on",
    { timeout: 120_000 },
    () => {
      const model = committedModel();
      const sample = cases.filter((_, i) => i % 5 === 0);
      const right = sample.filter((c) => {
        const p = probabilities(model, detectionFeatures(c.text));
        return model.classes[p.indexOf(Math.max(...p))] === c.expected;
      }).length;
      expect(right / sample.length).toBeGreaterThan(0.85);
    },
  );
});

describe("the committed weights, each read when first asked for", () => {
  it("gives every feature the weights the whole model parsed at once gives it, and nothing for others", () => {
    const whole = parseModel(MODEL).weights;
    const lazy = committedModel().weights;
    expect(whole.size).toBeGreaterThan(1000);
    for (const [feature, w] of whole) expect(lazy.get(feature), feature).toEqual(w);
    for (const feature of ["no such feature", "constructor", "t:", ""])
      expect(lazy.get(feature)).toBe(whole.get(feature));
    expect(lazy.size).toBe(whole.size);
    expect([...lazy.keys()]).toEqual([...whole.keys()]);
  });
});

describe("from probabilities to an answer", () => {
  const classes = [...rescueTypeIds, "none"];
  /** A model that reads each listed word as the given class, by the given strength. */
  const modelOf = (lean: Record<string, [string, number]>): LinearModel => ({
    classes,
    bias: classes.map(() => 0),
    weights: new Map(Object.entries(lean).map(([word, [c, w]]) => [word, classes.map((k) => (k === c ? w : 0))])),
  });
  const text = "the webhook signature check fails every time the payment provider calls our server";
  const read = (model: LinearModel) => readWithModel(readTranscript(text), model);
  const quietRules = { ranked: [], certainty: 0, leaned: false };

  it("answers one type when it is likely and clearly ahead", () => {
    const reading = read(modelOf({ webhook: ["integration_issues", 40] }));
    expect(reading.probability.get("integration_issues")).toBeGreaterThanOrEqual(ANSWER_AT);
    expect(decide(reading, quietRules)).toMatchObject({ kind: "type", type: "integration_issues" });
  });

  it("asks which of two when two types share the likelihood", () => {
    const reading = read(modelOf({ webhook: ["integration_issues", 20], fails: ["repeated_failures", 20] }));
    const verdict = decide(reading, quietRules);
    expect(verdict.kind).toBe("ask");
    expect(new Set([verdict.type, verdict.runnerUp])).toEqual(new Set(["integration_issues", "repeated_failures"]));
  });

  it("says nothing is stuck when that is likely, and is not sure when nothing leads", () => {
    const none = read(modelOf({ webhook: ["none", 40] }));
    expect(none.probability.get("none")).toBeGreaterThanOrEqual(NONE_AT);
    expect(decide(none, quietRules)).toMatchObject({ kind: "none", type: null });
    expect(decide(read(modelOf({})), quietRules)).toMatchObject({ kind: "unsure", type: null });
  });

  it("asks when the rules are sure of another type, or torn between the model's answer and another", () => {
    const reading = read(modelOf({ webhook: ["integration_issues", 40] }));
    const sureOfLoop = { ranked: [["repeated_failures", 8]] as const, certainty: 0.85, leaned: false };
    expect(decide(reading, sureOfLoop)).toMatchObject({
      kind: "ask",
      type: "integration_issues",
      runnerUp: "repeated_failures",
    });
    const torn = {
      ranked: [
        ["integration_issues", 5],
        ["ai_hallucination", 4],
      ] as const,
      certainty: 0.7,
      leaned: false,
    };
    // An invented API goes first: it looks like a broken service.
    expect(decide(reading, torn)).toMatchObject({
      kind: "ask",
      type: "ai_hallucination",
      runnerUp: "integration_issues",
    });
    const leanedElsewhere = { ranked: [["repeated_failures", 3]] as const, certainty: 0.5, leaned: true };
    expect(decide(reading, leanedElsewhere)).toMatchObject({ kind: "type", type: "integration_issues" });
  });

  it("moves along the tradeoff when an evaluation lowers or raises the answer threshold", () => {
    const reading = read(modelOf({ webhook: ["integration_issues", 12] }));
    const p = reading.probability.get("integration_issues")!;
    expect(p).toBeGreaterThan(0.5);
    expect(p).toBeLessThan(ANSWER_AT);
    expect(decide(reading, quietRules).kind).not.toBe("type");
    const lower = { ...THRESHOLDS, answerAt: p - 0.05, answerLead: 0 };
    expect(decide(reading, quietRules, lower)).toMatchObject({ kind: "type", type: "integration_issues" });
    const sure = read(modelOf({ webhook: ["integration_issues", 40] }));
    const higher = { ...THRESHOLDS, answerAt: sure.probability.get("integration_issues")! + 0.001 };
    expect(decide(sure, quietRules).kind).toBe("type");
    expect(decide(sure, quietRules, higher).kind).not.toBe("type");
  });

  it("is not sure of a paste with almost no words unless the rules saw something", () => {
    const reading = readWithModel(readTranscript("nothing works"), modelOf({ works: ["repeated_failures", 40] }));
    expect(reading.quiet).toBe(true);
    expect(decide(reading, quietRules).kind).toBe("unsure");
    const heard = { ranked: [["repeated_failures", 6]] as const, certainty: 0.8, leaned: false };
    expect(decide(reading, heard)).toMatchObject({ kind: "type", type: "repeated_failures" });
  });

  it("shows a calibrated confidence that never falls as the probability rises", () => {
    let last = -1;
    for (let p = 0; p <= 1.0001; p += 0.05) {
      const shown = shownConfidence(Math.min(1, p));
      expect(shown).toBeGreaterThanOrEqual(last);
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(shown).toBeLessThanOrEqual(1);
      last = shown;
    }
    expect(CALIBRATION[0]).toEqual([0, 0]);
    expect([confidenceLabel(0.96), confidenceLabel(0.7), confidenceLabel(0.3)]).toEqual(["high", "medium", "low"]);
    // No probability is shown as high while the real-words evaluation has not seen answers that reliable.
    expect(confidenceLabel(shownConfidence(1))).not.toBe("high");
  });
});
