import { describe, expect, it } from "vitest";
import { checkScenario, runAnswerEval, runScenario } from "./answer-eval.js";
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
