import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fallbackClassification, fallbackQuestions } from "../../../shared/content/wizard-fallbacks.js";
import type {
  Classification,
  Solution,
  WizardConversation,
  WizardConversationSummary,
} from "../../../shared/schemas/wizard.js";
import { classifyProblemTask, generateQuestionsTask, generateSolutionTask } from "../../ai/tasks/wizard-tasks.js";
import { grantPro, grantTrial } from "../../../../tests/support/server/billing.js";
import { startFakeOpenAi } from "../../../../tests/support/server/fake-openai.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { WIZARD_PRO_MESSAGE } from "./wizard-routes.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const userInput =
  "Cursor keeps re-applying the same fix to src/api/users.ts and it's still not working: TypeError: Cannot read properties of undefined (reading 'id')";
const sid = () => `wiz-${randomUUID()}`;

async function proUser(grant: (deps: TestApp["deps"], userId: string) => Promise<void> = grantTrial) {
  const session = await t.signUp();
  await grant(t.deps, session.user.id);
  return session;
}

async function classify(cookie: string, sessionId = sid()) {
  const res = await t.request("/api/wizard/classify-problem", { body: { userInput, sessionId }, cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { classification: Classification; engine: string };
}

const message = (type: "user" | "wizard", content: string) => ({
  id: randomUUID(),
  type,
  content,
  timestamp: new Date().toISOString(),
});

function saveBody(sessionId: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionId,
    title: userInput,
    classification: null,
    messages: [message("wizard", "Hi"), message("user", userInput)],
    solution: null,
    stage: "intake",
    status: "active",
    ...overrides,
  };
}

describe("wizard access", () => {
  const endpoints: [string, string, unknown][] = [
    ["POST", "/api/wizard/classify-problem", { userInput, sessionId: "abcdefgh12" }],
    ["POST", "/api/wizard/generate-questions", { classification: fallbackClassification, sessionId: "abcdefgh12" }],
    [
      "POST",
      "/api/wizard/generate-solution",
      { classification: fallbackClassification, responses: [{ question: "q", answer: "a" }], sessionId: "abcdefgh12" },
    ],
    ["GET", "/api/wizard/conversations", undefined],
    ["GET", "/api/wizard/conversation/abcdefgh12", undefined],
    ["POST", "/api/wizard/save-conversation", saveBody("abcdefgh12")],
    ["PUT", "/api/wizard/update-conversation/abcdefgh12", saveBody("abcdefgh12")],
  ];

  it.each(endpoints)("%s %s asks for sign-in", async (method, path, body) => {
    const res = await t.request(path, { method, body });
    expect(res.status).toBe(401);
  });

  it.each(endpoints)("%s %s refuses a free user with 403", async (method, path, body) => {
    const { cookie } = await t.signUp();
    const res = await t.request(path, { method, body, cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "PRO_REQUIRED", message: WIZARD_PRO_MESSAGE } });
  });

  it("refuses a free user before any engine runs", async () => {
    const spy = vi.spyOn(classifyProblemTask, "builtin");
    const { cookie } = await t.signUp();
    await t.request("/api/wizard/classify-problem", { body: { userInput, sessionId: sid() }, cookie });
    expect(spy).not.toHaveBeenCalled();
  });

  it("answers trial and Pro users", async () => {
    for (const grant of [grantTrial, (deps: TestApp["deps"], id: string) => grantPro(deps, id)]) {
      const { cookie } = await proUser(grant);
      const data = await classify(cookie);
      expect(data.engine).toBe("builtin");
      expect(data.classification).toMatchObject({ category: "repeated_failures", aiTool: "Cursor" });
    }
  });

  it("refuses another user's userId with 403", async () => {
    const { cookie } = await proUser();
    const res = await t.request("/api/wizard/classify-problem", {
      body: { userInput, sessionId: sid(), userId: "someone-else" },
      cookie,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("FORBIDDEN");
  });
});

describe("wizard AI calls", () => {
  it("goes from a first message to 3 questions to a solution", async () => {
    const { cookie } = await proUser();
    const sessionId = sid();
    const { classification } = await classify(cookie, sessionId);
    const qRes = await t.request("/api/wizard/generate-questions", {
      body: { classification, sessionId, userInput },
      cookie,
    });
    expect(qRes.status).toBe(200);
    const { questions } = (await qRes.json()) as { questions: string[] };
    expect(questions).toHaveLength(3);
    expect(questions.join(" ")).toContain("TypeError");
    const responses = questions.map((question, i) => ({
      question,
      answer: [
        "Same TypeError every time",
        "5 attempts, commit from this morning",
        "GET /api/users/42 returns the user",
      ][i]!,
    }));
    const sRes = await t.request("/api/wizard/generate-solution", {
      body: { classification, responses, sessionId, userInput },
      cookie,
    });
    expect(sRes.status).toBe(200);
    const { solution } = (await sRes.json()) as { solution: Solution };
    expect(solution.solutionSteps.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(solution)).toContain("GET /api/users/42 returns the user");
  });

  it("answers bad input with clear 400s", async () => {
    const { cookie } = await proUser();
    const cases: [string, unknown, RegExp][] = [
      ["/api/wizard/classify-problem", { sessionId: sid() }, /userInput.*required/i],
      ["/api/wizard/classify-problem", { userInput: "   ", sessionId: sid() }, /required/i],
      ["/api/wizard/classify-problem", { userInput, sessionId: "bad id!" }, /sessionId/],
      ["/api/wizard/classify-problem", { userInput: "x".repeat(9000), sessionId: sid() }, /at most 8,000/],
      ["/api/wizard/generate-questions", { sessionId: sid() }, /classification/],
      [
        "/api/wizard/generate-questions",
        { classification: { ...fallbackClassification, severity: 11 }, sessionId: sid() },
        /severity/,
      ],
      [
        "/api/wizard/generate-solution",
        { classification: fallbackClassification, responses: [], sessionId: sid() },
        /Answer at least one question/,
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await t.request(path, { body, cookie });
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    const notJson = await t.request("/api/wizard/classify-problem", { body: "{oops", cookie });
    expect(notJson.status).toBe(400);
  });

  it("refuses AI calls on another user's conversation id", async () => {
    const owner = await proUser();
    const sessionId = sid();
    expect(
      (await t.request("/api/wizard/save-conversation", { body: saveBody(sessionId), cookie: owner.cookie })).status,
    ).toBe(201);
    const other = await proUser();
    const res = await t.request("/api/wizard/classify-problem", {
      body: { userInput, sessionId },
      cookie: other.cookie,
    });
    expect(res.status).toBe(403);
  });

  it("rate-limits AI calls per user", async () => {
    const limited = await createTestApp({ env: { AI_RATE_LIMIT_PER_MINUTE: "2" } });
    const { cookie, user } = await limited.signUp();
    await grantTrial(limited.deps, user.id);
    const call = () =>
      limited.request("/api/wizard/classify-problem", { body: { userInput, sessionId: sid() }, cookie });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const third = await call();
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toMatch(/Too many AI requests/);
  });

  it("uses the spec's fallbacks when the built-in answer itself fails", async () => {
    const { cookie } = await proUser();
    vi.spyOn(classifyProblemTask, "builtin").mockImplementation(() => {
      throw new Error("boom");
    });
    vi.spyOn(generateQuestionsTask, "builtin").mockImplementation(() => {
      throw new Error("boom");
    });
    vi.spyOn(generateSolutionTask, "builtin").mockImplementation(() => {
      throw new Error("boom");
    });
    const c = await t.request("/api/wizard/classify-problem", { body: { userInput, sessionId: sid() }, cookie });
    expect(await c.json()).toEqual({ classification: fallbackClassification, engine: "fallback" });
    const q = await t.request("/api/wizard/generate-questions", {
      body: { classification: fallbackClassification, sessionId: sid() },
      cookie,
    });
    expect(await q.json()).toEqual({ questions: fallbackQuestions, engine: "fallback" });
    const s = await t.request("/api/wizard/generate-solution", {
      body: { classification: fallbackClassification, responses: [{ question: "q", answer: "a" }], sessionId: sid() },
      cookie,
    });
    expect(s.status).toBe(503);
    expect((await s.json()).error).toMatchObject({
      code: "UNAVAILABLE",
      message: "The solution could not be generated right now. Please try again.",
      details: { fallback: "debug-steps" },
    });
  });
});

describe("wizard on a failing LLM engine", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let llm: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    llm = await createTestApp({ env: { AI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "1000" } });
  });
  afterAll(async () => {
    await fake.close();
  });

  async function llmUser() {
    const session = await llm.signUp();
    await grantTrial(llm.deps, session.user.id);
    return session;
  }

  it("falls back to the built-in answers on HTTP errors, invalid output and timeouts", async () => {
    const { cookie } = await llmUser();
    for (const mode of [
      { kind: "status", status: 500 },
      { kind: "text", content: "Sure! {not json" },
      { kind: "json", content: { category: "nonsense" } },
      { kind: "hang" },
    ] as const) {
      fake.setMode(mode);
      const c = await llm.request("/api/wizard/classify-problem", { body: { userInput, sessionId: sid() }, cookie });
      const { classification, engine } = (await c.json()) as { classification: Classification; engine: string };
      expect(engine, mode.kind).toBe("builtin");
      expect(classification).toEqual(classifyProblemTask.builtin({ userInput }));
    }
    fake.setMode({ kind: "status", status: 503 });
    const classification = classifyProblemTask.builtin({ userInput });
    const q = (await (
      await llm.request("/api/wizard/generate-questions", {
        body: { classification, sessionId: sid(), userInput },
        cookie,
      })
    ).json()) as { questions: string[]; engine: string };
    expect(q.engine).toBe("builtin");
    expect(q.questions).toEqual(generateQuestionsTask.builtin({ classification, userInput }).questions);
    const responses = q.questions.map((question) => ({ question, answer: "It fails every time on save" }));
    const s = await llm.request("/api/wizard/generate-solution", {
      body: { classification, responses, sessionId: sid(), userInput },
      cookie,
    });
    expect(s.status).toBe(200);
    const solution = (await s.json()) as { solution: Solution; engine: string };
    expect(solution.engine).toBe("builtin");
    expect(solution.solution.solutionSteps.length).toBeGreaterThanOrEqual(3);
  });

  it("falls back to the spec's defaults when the model and the built-in answer both fail", async () => {
    const { cookie } = await llmUser();
    fake.setMode({ kind: "status", status: 500 });
    vi.spyOn(classifyProblemTask, "builtin").mockImplementation(() => {
      throw new Error("boom");
    });
    vi.spyOn(generateQuestionsTask, "builtin").mockImplementation(() => {
      throw new Error("boom");
    });
    const c = await llm.request("/api/wizard/classify-problem", { body: { userInput, sessionId: sid() }, cookie });
    expect(await c.json()).toEqual({ classification: fallbackClassification, engine: "fallback" });
    const q = await llm.request("/api/wizard/generate-questions", {
      body: { classification: fallbackClassification, sessionId: sid() },
      cookie,
    });
    expect(await q.json()).toEqual({ questions: fallbackQuestions, engine: "fallback" });
  });

  it("uses the model's answer when it is valid", async () => {
    const { cookie } = await llmUser();
    const modelClassification: Classification = {
      ...fallbackClassification,
      category: "integration_issues",
      severity: 7,
      aiTool: "Claude Code",
    };
    fake.setMode({ kind: "json", content: modelClassification });
    const c = await llm.request("/api/wizard/classify-problem", { body: { userInput, sessionId: sid() }, cookie });
    expect(await c.json()).toEqual({ classification: modelClassification, engine: "llm" });
    fake.setMode({
      kind: "json",
      content: { questions: ["Model question one?", "Model question two?", "Model question three?"] },
    });
    const q = await llm.request("/api/wizard/generate-questions", {
      body: { classification: modelClassification, sessionId: sid() },
      cookie,
    });
    expect(((await q.json()) as { questions: string[] }).questions[0]).toBe("Model question one?");
  });
});

describe("saved conversations", () => {
  it("saves, reads, updates and lists the owner's conversation", async () => {
    const { cookie, user } = await proUser();
    const sessionId = sid();
    const long = "My Next.js checkout route returns 401 from Stripe only in production and I cannot see why";
    const saved = await t.request("/api/wizard/save-conversation", {
      body: saveBody(sessionId, { userId: user.id, title: long }),
      cookie,
    });
    expect(saved.status).toBe(201);
    const read = await t.request(`/api/wizard/conversation/${sessionId}`, { cookie });
    expect(read.status).toBe(200);
    const { conversation } = (await read.json()) as { conversation: WizardConversation };
    expect(conversation.title).toBe(long.slice(0, 50));
    expect(conversation.title).toHaveLength(50);
    expect(conversation.status).toBe("active");
    expect(conversation.messages).toHaveLength(2);
    expect(conversation.userId).toBe(user.id);

    const classification = classifyProblemTask.builtin({ userInput });
    const solution = generateSolutionTask.builtin({
      classification,
      responses: [{ question: "q", answer: "a" }],
      userInput,
    });
    for (const [stage, status] of [
      ["questioning", "active"],
      ["analysis", "active"],
      ["solution", "completed"],
      ["post-solution", "completed"],
    ] as const) {
      const put = await t.request(`/api/wizard/update-conversation/${sessionId}`, {
        method: "PUT",
        body: saveBody(sessionId, {
          userId: user.id,
          stage,
          status: "active",
          classification,
          solution: stage.includes("solution") ? solution : null,
        }),
        cookie,
      });
      expect(put.status).toBe(200);
      expect(((await put.json()) as { conversation: WizardConversation }).conversation.status, stage).toBe(status);
    }
    const again = (await (await t.request(`/api/wizard/conversation/${sessionId}`, { cookie })).json()) as {
      conversation: WizardConversation;
    };
    expect(again.conversation.solution?.solutionSteps.length).toBe(solution.solutionSteps.length);
    expect(again.conversation.classification?.category).toBe("repeated_failures");
  });

  it("lists only the user's own conversations, newest first", async () => {
    const { cookie } = await proUser();
    const first = sid();
    const second = sid();
    await t.request("/api/wizard/save-conversation", { body: saveBody(first, { title: "First" }), cookie });
    await new Promise((r) => setTimeout(r, 5));
    await t.request("/api/wizard/save-conversation", { body: saveBody(second, { title: "Second" }), cookie });
    const other = await proUser();
    await t.request("/api/wizard/save-conversation", {
      body: saveBody(sid(), { title: "Not yours" }),
      cookie: other.cookie,
    });
    const res = await t.request("/api/wizard/conversations", { cookie });
    const { conversations } = (await res.json()) as { conversations: WizardConversationSummary[] };
    expect(conversations.map((c) => c.title)).toEqual(["Second", "First"]);
    await t.request(`/api/wizard/update-conversation/${first}`, {
      method: "PUT",
      body: saveBody(first, { title: "First, updated" }),
      cookie,
    });
    const after = (await (await t.request("/api/wizard/conversations", { cookie })).json()) as {
      conversations: WizardConversationSummary[];
    };
    expect(after.conversations[0]?.title).toBe("First, updated");
  });

  it("keeps conversations private: 404 for another user, 403 for another userId, no overwrite", async () => {
    const owner = await proUser();
    const sessionId = sid();
    await t.request("/api/wizard/save-conversation", {
      body: saveBody(sessionId, { title: "Owner's title" }),
      cookie: owner.cookie,
    });
    const other = await proUser();

    expect((await t.request(`/api/wizard/conversation/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    const put = await t.request(`/api/wizard/update-conversation/${sessionId}`, {
      method: "PUT",
      body: saveBody(sessionId, { title: "Hijacked" }),
      cookie: other.cookie,
    });
    expect(put.status).toBe(404);
    const overwrite = await t.request("/api/wizard/save-conversation", {
      body: saveBody(sessionId, { title: "Hijacked" }),
      cookie: other.cookie,
    });
    expect(overwrite.status).toBe(403);
    const asOther = await t.request("/api/wizard/save-conversation", {
      body: saveBody(sid(), { userId: owner.user.id }),
      cookie: other.cookie,
    });
    expect(asOther.status).toBe(403);
    const putAsOther = await t.request(`/api/wizard/update-conversation/${sessionId}`, {
      method: "PUT",
      body: saveBody(sessionId, { userId: owner.user.id }),
      cookie: other.cookie,
    });
    expect(putAsOther.status).toBe(403);

    const still = (await (
      await t.request(`/api/wizard/conversation/${sessionId}`, { cookie: owner.cookie })
    ).json()) as { conversation: WizardConversation };
    expect(still.conversation.title).toBe("Owner's title");
  });

  it("accepts a long first message as the title and cuts it at 50 characters", async () => {
    const { cookie } = await proUser();
    const sessionId = sid();
    const res = await t.request("/api/wizard/save-conversation", {
      body: saveBody(sessionId, { title: `  A   very long problem ${"x".repeat(6000)}` }),
      cookie,
    });
    expect(res.status).toBe(201);
    const { conversation } = (await res.json()) as { conversation: WizardConversation };
    expect(conversation.title).toBe(`A very long problem ${"x".repeat(30)}`);
  });

  it("treats a repeated save of the user's own id as an update", async () => {
    const { cookie } = await proUser();
    const sessionId = sid();
    expect(
      (await t.request("/api/wizard/save-conversation", { body: saveBody(sessionId, { title: "One" }), cookie }))
        .status,
    ).toBe(201);
    expect(
      (await t.request("/api/wizard/save-conversation", { body: saveBody(sessionId, { title: "Two" }), cookie }))
        .status,
    ).toBe(201);
    const { conversation } = (await (await t.request(`/api/wizard/conversation/${sessionId}`, { cookie })).json()) as {
      conversation: WizardConversation;
    };
    expect(conversation.title).toBe("Two");
  });

  it("answers unknown ids with 404 and bad bodies with 400", async () => {
    const { cookie } = await proUser();
    expect((await t.request(`/api/wizard/conversation/${sid()}`, { cookie })).status).toBe(404);
    expect((await t.request("/api/wizard/conversation/%20bad%20", { cookie })).status).toBe(404);
    expect(
      (
        await t.request(`/api/wizard/update-conversation/${sid()}`, {
          method: "PUT",
          body: saveBody("abcdefgh12"),
          cookie,
        })
      ).status,
    ).toBe(400);
    const missingStage = await t.request("/api/wizard/save-conversation", {
      body: { ...saveBody(sid()), stage: undefined },
      cookie,
    });
    expect(missingStage.status).toBe(400);
    expect((await missingStage.json()).error.message).toMatch(/stage/);
    const badMessage = await t.request("/api/wizard/save-conversation", {
      body: saveBody(sid(), { messages: [{ id: "1", type: "robot", content: "x", timestamp: "now" }] }),
      cookie,
    });
    expect(badMessage.status).toBe(400);
    const missingPut = await t.request(`/api/wizard/update-conversation/${sid()}`, {
      method: "PUT",
      body: { ...saveBody("x"), sessionId: undefined },
      cookie,
    });
    expect(missingPut.status).toBe(404);
  });
});
