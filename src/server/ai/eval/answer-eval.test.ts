import { describe, expect, it } from "vitest";
import { checkScenario, MAX_VARIANT_OVERLAP, runAnswerEval, runScenario, wordOverlap } from "./answer-eval.js";
import { promptWordCount } from "../builtin/compose-prompts.js";
import { answerScenarios } from "./scenarios.js";

describe("answer eval", () => {
  it("runs at least 40 scenarios across embedded C, mobile, web and backend stacks", () => {
    expect(answerScenarios.length).toBeGreaterThanOrEqual(40);
    const ids = answerScenarios.map((s) => s.id);
    for (const id of ["go-cli", "stm32-hardfault", "flutter-firebase", "django-pool", "next-supabase-magic"])
      expect(ids).toContain(id);
  });

  it("passes at least 95% of its checks on the built-in engine", () => {
    const { results, passRate } = runAnswerEval(answerScenarios);
    const failed = results
      .filter((r) => !r.passed)
      .map((r) => `${r.scenario} ${r.surface}: ${r.check} ${r.detail ?? ""}`);
    expect(results.length).toBeGreaterThan(600);
    expect(passRate, failed.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("gives three distinct generator variants in every scenario: 80-220 words each, under half their words shared", () => {
    const worst = answerScenarios
      .map((s) => {
        const texts = runScenario(s).prompts.map((p) => p.prompt);
        const pairs = [
          [0, 1],
          [0, 2],
          [1, 2],
        ].map(([a, b]) => wordOverlap(texts[a!]!, texts[b!]!));
        return { id: s.id, overlap: Math.max(...pairs), words: texts.map(promptWordCount) };
      })
      .sort((a, b) => b.overlap - a.overlap);
    expect(worst[0]!.overlap, `${worst[0]!.id}: ${worst[0]!.overlap.toFixed(2)}`).toBeLessThan(MAX_VARIANT_OVERLAP);
    for (const w of worst) for (const n of w.words) expect(n, w.id).toBeGreaterThanOrEqual(80);
    for (const w of worst) for (const n of w.words) expect(n, w.id).toBeLessThanOrEqual(220);
    // The metric itself: the same text is 1, texts with no word in common are 0.
    expect(wordOverlap("Run the tests.", "run THE tests")).toBe(1);
    expect(wordOverlap("alpha beta", "gamma delta")).toBe(0);
  });

  it("fails an answer that names another stack or breaks the grammar rules", () => {
    const scenario = answerScenarios.find((s) => s.id === "go-cli")!;
    const out = runScenario(scenario);
    const broken = {
      ...out,
      plan: { ...out.plan, technical: { ...out.plan.technical, techStack: ["Ruby on Rails"] } },
      agents: `${out.agents}\n- [ ] A user can owner approves requests.`,
      prompts: out.prompts.map((p) => ({ ...p, prompt: `${p.prompt}\n\nUse Django for this..` })),
    };
    const failed = checkScenario(scenario, broken)
      .filter((r) => !r.passed)
      .map((r) => `${r.surface}: ${r.check}`);
    expect(failed).toEqual(
      expect.arrayContaining([
        "generator: no other stack named",
        "generator: no doubled punctuation",
        "planner: no other stack named",
        "planner: criteria are grammatical sentences",
        'planner: stack "Go 1.22" in the plan',
      ]),
    );
  });
});
