import { describe, expect, it } from "vitest";
import { loadCases } from "../../../../tests/fixtures/detection/cases.js";
import { trainingHash } from "../../../../scripts/detector-model-training.js";
import { detectProblem } from "../detect-problem.js";
import { pasteFeatures } from "./model-features.js";
import {
  ANSWER_MARGIN,
  OVERRULE_MARGIN,
  committedModel,
  modelGuess,
  modelOverrule,
  probabilities,
  readWithModel,
  type LinearModel,
} from "./model.js";
import { MODEL } from "./model-weights.js";
import { readTranscript } from "./transcript.js";
import { RESCUE_TYPE_IDS } from "./types.js";

// The statistical fallback (docs/decisions/0245-statistical-fallback.md).
describe("the detector's statistical fallback", () => {
  it("was trained on the current evaluation set and feature code (else run `npx tsx scripts/train-detector-model.ts`)", () => {
    const cases = loadCases();
    expect(MODEL.trainingHash).toBe(trainingHash(cases));
    expect(MODEL.documents).toBe(cases.length);
  });

  it("reads the paste as it was trained to: the committed model fits the cases it was trained on", () => {
    const model = committedModel();
    const cases = loadCases();
    const right = cases.filter((c) => {
      const p = probabilities(model, pasteFeatures(readTranscript(c.text)).features);
      return model.classes[p.indexOf(Math.max(...p))] === c.expected;
    }).length;
    expect(right / cases.length).toBeGreaterThan(0.95);
  });

  it("answers a complaint no phrase list holds, at low confidence, with its lines and the runner-up to pick", () => {
    const text =
      "Honestly I give up. Every time the assistant patches the login page, the signup page stops working, " +
      "then it patches that and login is dead again.";
    const d = detectProblem(text);
    expect(d.type).toBe("repeated_failures");
    expect(d.confidenceLabel).toBe("low");
    expect(d.confidence).toBeLessThanOrEqual(0.55);
    expect(d.evidence[0]).toMatchObject({ line: 1, type: "repeated_failures" });
    expect(d.evidence[0]!.reason).toMatch(/^Words that usually go with this problem: “/);
    expect(d.ambiguous).toBe(true);
    expect(d.alternatives[0]!.type).not.toBe("repeated_failures");
  });

  it("stays quiet when the paste leans to no problem, has no words, or only asks a question", () => {
    for (const text of ["Спасибо, всё заработало!", "What is the weather like today?", "Thanks, that fixed it."])
      expect(modelGuess(readTranscript(text)), text).toBeNull();
    const base64 = Array.from({ length: 200 }, (_, i) => `${"QUJDREVGR0hJSktMTU5PUFFSU1RVVldY".repeat(2)}${i}`);
    expect(readWithModel(readTranscript(base64.join("\n"))).quiet).toBe(true);
    expect(readWithModel(readTranscript("nothing works")).quiet).toBe(true);
    const question = readTranscript("Is it the same thing to use git pull --rebase and git fetch then git rebase?");
    expect(readWithModel(question).quiet).toBe(true);
    const complaint = readTranscript("Is it the same error again? It still fails after every fix.");
    expect(readWithModel(complaint).quiet).toBe(false);
  });

  it("answers only when its top type leads the next class by the margin", () => {
    const model = committedModel();
    for (const c of loadCases().slice(0, 120)) {
      const transcript = readTranscript(c.text);
      const p = probabilities(model, pasteFeatures(transcript).features).sort((a, b) => b - a);
      const guess = modelGuess(transcript, model);
      if (p[0]! - p[1]! < ANSWER_MARGIN) expect(guess, c.id).toBeNull();
      if (guess) expect(guess.signals.length, c.id).toBeGreaterThan(0);
    }
  });
});

// The model's second opinion on the rules' less certain answers (docs/decisions/0251-model-second-opinion.md).
describe("the model's second opinion", () => {
  const classes = [...RESCUE_TYPE_IDS, "none"];
  /** A model that reads the word "webhook" as an integration problem by the given strength. */
  const leaning = (strength: number): LinearModel => ({
    classes,
    bias: classes.map(() => 0),
    weights: new Map([["webhook", classes.map((c) => (c === "integration_issues" ? strength : 0))]]),
  });
  const paste = readTranscript(
    "the webhook from the payment provider never reaches our server, the signature check fails every time",
  );

  it("overrules a rules' answer when it finds another type clearly more likely, keeping the rules' type as the choice", () => {
    const model = leaning(40);
    const p = probabilities(model, pasteFeatures(paste).features);
    const at = (c: string) => p[classes.indexOf(c)]!;
    expect(at("integration_issues") - at("repeated_failures")).toBeGreaterThanOrEqual(OVERRULE_MARGIN);
    const opinion = modelOverrule(paste, "repeated_failures", model);
    expect(opinion).toMatchObject({ type: "integration_issues", runnerUp: "repeated_failures" });
    expect(opinion!.confidence).toBeLessThanOrEqual(0.55);
    expect(opinion!.signals.length).toBeGreaterThan(0);
  });

  it("keeps the rules' answer when the model agrees, leads by too little, or the paste is quiet", () => {
    expect(modelOverrule(paste, "integration_issues", leaning(40))).toBeNull();
    expect(modelOverrule(paste, "repeated_failures", leaning(0.5))).toBeNull();
    expect(modelOverrule(readTranscript("nothing works"), "repeated_failures", leaning(40))).toBeNull();
  });
});
