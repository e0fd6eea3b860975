import { describe, expect, it } from "vitest";
import { fallbackClassification } from "@shared/content/wizard-fallbacks";
import type { Solution, WizardConversation } from "@shared/schemas/wizard";
import { parseBlocks, parseInline } from "./rich-text";
import {
  canSend,
  initialWizardState,
  introText,
  makeMessage,
  reaskFor,
  restoreState,
  solutionParts,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from "./wizard-machine";

const at = "2026-01-05T10:00:00.000Z";
const user = (content: string) => ({ type: "user-message", message: makeMessage("user", content, at) }) as const;
const questions = ["Q one?", "Q two?", "Q three?"];
const solution: Solution = {
  diagnosis: "The assistant is looping on the same fix.",
  expectedTime: "20-40 minutes",
  solutionSteps: [1, 2, 3].map((n) => ({
    step: n,
    title: `Step title ${n}`,
    expectedTime: "5 minutes",
    description: `Do thing ${n} carefully.`,
    aiPrompt: `Prompt ${n}: don't edit files yet.`,
    successCriteria: [`check ${n}`],
    ...(n === 1 ? { code: "git stash" } : {}),
  })),
  alternativeApproaches: ["Write it yourself"],
  preventionTips: ["Commit often"],
  troubleshootingTips: ["Check the env"],
  learningResources: ["Aider tips"],
};

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const classified: WizardAction = {
  type: "classified",
  classification: { ...fallbackClassification, category: "repeated_failures", aiTool: "Cursor" },
  questions,
  intro: makeMessage("wizard", "intro", at),
  firstQuestion: makeMessage("wizard", questions[0]!, at, { questionIndex: 0 }),
};

describe("wizard stage machine", () => {
  it("starts at welcome with the welcome message", () => {
    const s = initialWizardState("abc12345", at);
    expect(s.stage).toBe("welcome");
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]!.type).toBe("wizard");
  });

  it("goes welcome -> intake -> questioning -> analysis -> solution -> post-solution", () => {
    let s = run(initialWizardState("abc12345", at), user("  Cursor keeps looping on a TypeError  "));
    expect(s).toMatchObject({
      stage: "intake",
      title: "Cursor keeps looping on a TypeError",
      problem: "Cursor keeps looping on a TypeError",
    });
    s = run(s, classified);
    expect(s).toMatchObject({ stage: "questioning", currentQuestionIndex: 0, questions });
    s = run(s, user("answer one"));
    expect(s).toMatchObject({ stage: "questioning", currentQuestionIndex: 1 });
    expect(s.messages.at(-1)).toMatchObject({ answerIndex: 0 });
    s = run(
      s,
      { type: "ask-question", message: makeMessage("wizard", "Q two?", at, { questionIndex: 1 }) },
      user("answer two"),
    );
    expect(s.currentQuestionIndex).toBe(2);
    s = run(
      s,
      { type: "ask-question", message: makeMessage("wizard", "Q three?", at, { questionIndex: 2 }) },
      user("answer three"),
    );
    expect(s.stage).toBe("analysis");
    expect(s.userResponses).toEqual([
      { question: "Q one?", answer: "answer one" },
      { question: "Q two?", answer: "answer two" },
      { question: "Q three?", answer: "answer three" },
    ]);
    s = run(s, { type: "solution-ready", solution });
    expect(s.stage).toBe("solution");
    s = run(s, { type: "solution-shown" });
    expect(s.stage).toBe("post-solution");
    s = run(s, user("elaborate on step 2"));
    expect(s.stage).toBe("post-solution");
    expect(s.messages.at(-1)?.content).toBe("elaborate on step 2");
  });

  it("asks 'what should happen' again, once, when the answer only names the stack", () => {
    const goalQuestions = ["What exactly fails?", "What should happen when it works?", "What have you tried?"];
    let s = run(initialWizardState("abc12345", at), user("my Supabase magic link loops"), {
      ...classified,
      questions: goalQuestions,
      firstQuestion: makeMessage("wizard", goalQuestions[0]!, at, { questionIndex: 0 }),
    });
    s = run(s, user("AuthApiError: invalid flow state"), {
      type: "ask-question",
      message: makeMessage("wizard", goalQuestions[1]!, at, { questionIndex: 1 }),
    });
    const reask = reaskFor(s, "Next.js 14 and Supabase");
    expect(reask).toMatch(/^That names the stack, not what you should see once it works\./);
    expect(reask).toContain(goalQuestions[1]);
    s = run(s, user("Next.js 14 and Supabase"));
    // Not the answer: the same question waits again, and the stack is never made the goal.
    expect(s).toMatchObject({ stage: "questioning", currentQuestionIndex: 1 });
    expect(s.messages.at(-1)).toMatchObject({ type: "user", unfit: true });
    expect(s.userResponses).toHaveLength(1);
    s = run(s, {
      type: "ask-question",
      message: makeMessage("wizard", reask!, at, { questionIndex: 1, reask: true }),
    });
    expect(reaskFor(s, "Next.js")).toBeNull();
    s = run(s, user("I click the link and land signed in on /dashboard"));
    expect(s.currentQuestionIndex).toBe(2);
    expect(s.userResponses[1]).toEqual({
      question: goalQuestions[1],
      answer: "I click the link and land signed in on /dashboard",
    });
    // Reopened, the question keeps its own wording and the answer after the re-ask counts.
    const reopened = restoreState({
      sessionId: "abc12345",
      title: "t",
      messages: s.messages,
      classification: s.classification,
      solution: null,
      stage: "questioning",
      createdAt: at,
      updatedAt: at,
    } as unknown as WizardConversation);
    expect(reopened.questions[1]).toBe(goalQuestions[1]);
    expect(reopened.userResponses[1]!.answer).toBe("I click the link and land signed in on /dashboard");
    expect(reaskFor(s, "Postgres")).toBeNull();
  });

  it("stays at analysis when the solution fails", () => {
    const s = run(initialWizardState("abc12345", at), user("x"), classified, user("a"), user("b"), user("c"), {
      type: "solution-failed",
      message: makeMessage("wizard", "debug steps", at),
    });
    expect(s.stage).toBe("analysis");
    expect(s.messages.at(-1)?.content).toBe("debug steps");
  });

  it("returns to welcome when the first request is refused", () => {
    const s = run(initialWizardState("abc12345", at), user("x"), {
      type: "intake-failed",
      message: makeMessage("wizard", "Too many AI requests.", at),
    });
    expect(s.stage).toBe("welcome");
  });

  it("ignores empty messages and only marks solution-shown during the solution stage", () => {
    const s = initialWizardState("abc12345", at);
    expect(run(s, user("   "))).toBe(s);
    expect(run(s, { type: "solution-shown" }).stage).toBe("welcome");
  });

  it("allows sending only with text, when idle, outside intake and the reveal", () => {
    const idle = { busy: false, stage: "welcome" } as const;
    expect(canSend(idle, "hi")).toBe(true);
    expect(canSend(idle, "  ")).toBe(false);
    expect(canSend({ ...idle, busy: true }, "hi")).toBe(false);
    expect(canSend({ busy: false, stage: "intake" }, "hi")).toBe(false);
    expect(canSend({ busy: false, stage: "solution" }, "hi")).toBe(false);
    expect(canSend({ busy: false, stage: "post-solution" }, "hi")).toBe(true);
  });

  it("resets to a new conversation", () => {
    const s = run(
      initialWizardState("abc12345", at),
      user("x"),
      { type: "saved" },
      { type: "reset", sessionId: "new-session-1", at },
    );
    expect(s).toMatchObject({ sessionId: "new-session-1", stage: "welcome", saved: false, title: "" });
  });
});

describe("restoring a saved conversation", () => {
  const base = (
    messages: WizardConversation["messages"],
    extra: Partial<WizardConversation> = {},
  ): WizardConversation => ({
    sessionId: "saved-123456",
    userId: "u1",
    title: "Looping",
    classification: classified.type === "classified" ? classified.classification : null,
    messages,
    solution: null,
    status: "active",
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
  const q = (i: number) => makeMessage("wizard", questions[i]!, at, { questionIndex: i });
  const a = (i: number) => makeMessage("user", `answer ${i}`, at, { answerIndex: i });
  const welcome = makeMessage("wizard", "welcome", at);
  const first = makeMessage("user", "my problem", at);

  it("resumes mid-questioning at the next question", () => {
    const s = restoreState(base([welcome, first, q(0), a(0), q(1)]));
    expect(s).toMatchObject({
      stage: "questioning",
      currentQuestionIndex: 1,
      saved: true,
      problem: "my problem",
      questions: ["Q one?", "Q two?"],
    });
    const next = run(s, user("answer two"));
    expect(next.userResponses).toEqual([
      { question: "Q one?", answer: "answer 0" },
      { question: "Q two?", answer: "answer two" },
    ]);
  });

  it("resumes at analysis after three answers and at post-solution with a solution", () => {
    expect(restoreState(base([welcome, first, q(0), a(0), q(1), a(1), q(2), a(2)])).stage).toBe("analysis");
    expect(
      restoreState(base([welcome, first, q(0), a(0), q(1), a(1), q(2), a(2)], { solution, status: "completed" })).stage,
    ).toBe("post-solution");
  });

  it("starts over at welcome when classification never finished", () => {
    const s = restoreState(base([welcome, first], { classification: null }));
    expect(s.stage).toBe("welcome");
    expect(s.messages).toHaveLength(2);
  });
});

describe("solution messages", () => {
  it("splits the solution into diagnosis, one message per step and the extras", () => {
    const parts = solutionParts(solution, { ...fallbackClassification, aiTool: "Cursor" });
    expect(parts.diagnosis).toContain("The assistant is looping");
    expect(parts.diagnosis).toContain("**20-40 minutes** across 3 steps");
    expect(parts.steps).toHaveLength(3);
    expect(parts.steps[0]).toContain("```bash\ngit stash\n```");
    expect(parts.steps[1]).toContain("Paste this into Cursor:");
    expect(parts.steps[1]).toContain("```prompt\nPrompt 2: don't edit files yet.\n```");
    expect(parts.extras).toContain("1. Write it yourself");
    expect(parts.extras).toContain("- Check the env");
    expect(introText({ ...fallbackClassification, aiTool: "Cursor" })).toContain("**General problem** with Cursor");
  });

  it("renders the message subset: headings, lists, code, bold and inline code", () => {
    const blocks = parseBlocks(parts());
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "code", "paragraph", "list", "list"]);
    expect(blocks[2]).toEqual({ kind: "code", lang: "prompt", text: "line 1\n\nline 2" });
    expect(blocks[4]).toEqual({ kind: "list", ordered: false, items: ["a", "b"] });
    expect(blocks[5]).toEqual({ kind: "list", ordered: true, items: ["one"] });
    expect(parseInline("Run **this** and `npm test` now")).toEqual([
      { kind: "text", text: "Run " },
      { kind: "bold", text: "this" },
      { kind: "text", text: " and " },
      { kind: "code", text: "npm test" },
      { kind: "text", text: " now" },
    ]);
    expect(parseBlocks("````prompt\nRun ```npm test``` now\n````")).toEqual([
      { kind: "code", lang: "prompt", text: "Run ```npm test``` now" },
    ]);
    function parts() {
      return "### Step 1: Title\n\nSome text\nsecond line\n\n```prompt\nline 1\n\nline 2\n```\n\n**Done when:**\n- a\n- b\n\n1. one";
    }
  });
});
