import { describe, expect, it } from "vitest";
import type { Solution } from "../schemas/wizard.js";
import { findStepReference, helpMenu, interpretPostSolution } from "./wizard-interpreter.js";

const step = (n: number, extra: Partial<Solution["solutionSteps"][number]> = {}) => ({
  step: n,
  title: `Title of step ${n}`,
  expectedTime: `${n * 5} minutes`,
  description: `Description of step ${n}, long enough.`,
  aiPrompt: `Prompt text for step ${n}: don't edit files yet.`,
  successCriteria: [`criterion ${n}a`, `criterion ${n}b`],
  ...extra,
});

const solution: Solution = {
  diagnosis: "The assistant is looping on the same failing fix.",
  expectedTime: "30 minutes",
  solutionSteps: [step(1, { code: "git stash" }), step(2), step(3, { code: "npm test" }), step(4)],
  alternativeApproaches: ["Write the fix yourself", "Switch model"],
  preventionTips: ["Commit before each change"],
  troubleshootingTips: ["Check the interpreter", "Clear the cache"],
  learningResources: [],
};

describe("findStepReference", () => {
  it.each([
    ["step 2", 2],
    ["Step #3", 3],
    ["step no. 4", 4],
    ["#2", 2],
    ["2nd", 2],
    ["the 3rd one please", 3],
    ["1st", 1],
    ["the second", 2],
    ["second step", 2],
    ["the fourth one", 4],
    ["step two", 2],
    ["last step", 4],
    ["2", 2],
    ["3.", 3],
    ["second", 2],
    ["elaborate on 3", 3],
    ["more detail on the first", 1],
  ])("%s -> %s", (text, expected) => {
    expect(findStepReference(text, 4)).toBe(expected);
  });

  it.each(["I spent 30 minutes on this today", "wait a second there", "thanks a lot", "ok"])(
    "finds no step in %s",
    (text) => {
      expect(findStepReference(text, 4)).toBeNull();
    },
  );
});

describe("interpretPostSolution", () => {
  it("gives a deep dive for a step number, with the prompt, commands and criteria", () => {
    const reply = interpretPostSolution("elaborate on step 2", solution);
    expect(reply.kind).toBe("deep-dive");
    expect(reply).toMatchObject({ step: 2 });
    expect(reply.content).toContain("### Step 2: Title of step 2");
    expect(reply.content).toContain("Prompt text for step 2");
    expect(reply.content).toContain("- criterion 2a");
    expect(reply.content).toContain("move on to step 3");
    expect(reply.content).not.toContain("```bash"); // step 2 has no commands
  });

  it("includes a step's commands and says when it is the last step", () => {
    const third = interpretPostSolution("the third step", solution);
    expect(third.content).toContain("```bash\nnpm test\n```");
    const last = interpretPostSolution("tell me more about the last step", solution);
    expect(last).toMatchObject({ kind: "deep-dive", step: 4 });
    expect(last.content).toMatch(/last step/);
  });

  it("accepts ordinals and bare numbers", () => {
    expect(interpretPostSolution("second", solution)).toMatchObject({ kind: "deep-dive", step: 2 });
    expect(interpretPostSolution("3rd", solution)).toMatchObject({ kind: "deep-dive", step: 3 });
    expect(interpretPostSolution("1", solution)).toMatchObject({ kind: "deep-dive", step: 1 });
  });

  it("says a step does not exist, with the number of steps", () => {
    for (const text of ["step 7", "elaborate on the ninth step", "step 0"]) {
      const reply = interpretPostSolution(text, solution);
      expect(reply.kind).toBe("missing-step");
      expect(reply.content).toMatch(/this solution has 4 steps/);
      expect(reply.content).toContain("1. Title of step 1");
    }
  });

  it("asks which step for elaborate/detail without a step, or dives into the only step", () => {
    expect(interpretPostSolution("can you elaborate?", solution).kind).toBe("which-step");
    expect(interpretPostSolution("more details please", solution).kind).toBe("which-step");
    const single = { ...solution, solutionSteps: [step(1)] };
    expect(interpretPostSolution("elaborate", single)).toMatchObject({ kind: "deep-dive", step: 1 });
  });

  it("asks which step for code/example/implement without a step", () => {
    for (const text of ["show me the code", "an example please", "how do I implement this?"]) {
      const reply = interpretPostSolution(text, solution);
      expect(reply.kind).toBe("which-step");
      expect(reply.content).toMatch(/Which step/);
      expect(reply.content).toContain("4. Title of step 4");
    }
  });

  it("shows a named step's commands and prompt for code/example/implement", () => {
    const reply = interpretPostSolution("code for step 1", solution);
    expect(reply).toMatchObject({ kind: "code", step: 1 });
    expect(reply.content).toContain("```bash\ngit stash\n```");
    expect(reply.content).toContain("```prompt\nPrompt text for step 1");
    const noCode = interpretPostSolution("example for the second step", solution);
    expect(noCode.content).toMatch(/no commands of its own/);
    expect(interpretPostSolution("implement step 9", solution).kind).toBe("missing-step");
  });

  it("asks for details on trouble, error, not work and fail", () => {
    for (const text of [
      "I'm having trouble",
      "there's an error",
      "it does not work",
      "it didn't work",
      "the test failed",
      "this is not working",
    ]) {
      const reply = interpretPostSolution(text, solution);
      expect(reply.kind, text).toBe("troubleshoot");
      expect(reply.content).toMatch(/exact error or output/);
      expect(reply.content).toContain("Check the interpreter");
    }
  });

  it("ties trouble to a named step and its criteria", () => {
    const reply = interpretPostSolution("step 3 fails with exit code 1", solution);
    expect(reply).toMatchObject({ kind: "troubleshoot", step: 3 });
    expect(reply.content).toContain("step 3 (Title of step 3)");
    expect(reply.content).toContain("- criterion 3a");
    expect(interpretPostSolution("step 8 failed", solution).kind).toBe("missing-step");
  });

  it("lists alternative approaches for alternative, different and other way", () => {
    for (const text of [
      "any alternatives?",
      "I want something different",
      "is there an other way",
      "another approach?",
    ]) {
      const reply = interpretPostSolution(text, solution);
      expect(reply.kind, text).toBe("alternatives");
      expect(reply.content).toContain("1. Write the fix yourself");
      expect(reply.content).toContain("2. Switch model");
    }
  });

  it("answers anything else with the help menu", () => {
    for (const text of ["thanks!", "hello", "", "I spent 30 minutes on this today"]) {
      expect(interpretPostSolution(text, solution)).toEqual({ kind: "help", content: helpMenu });
    }
  });

  it("works without troubleshooting tips", () => {
    const bare = { ...solution, troubleshootingTips: undefined };
    expect(interpretPostSolution("error again", bare).content).not.toMatch(/Common causes/);
    expect(interpretPostSolution("step 1", bare).content).not.toMatch(/If it doesn't hold/);
  });

  it("fences a prompt that itself contains backticks safely", () => {
    const tricky = {
      ...solution,
      solutionSteps: [step(1, { aiPrompt: "Run ```npm test``` and paste the output here." })],
    };
    const reply = interpretPostSolution("code for step 1", tricky);
    expect(reply.content).toContain("````prompt\nRun ```npm test```");
  });
});
