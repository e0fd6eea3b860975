import { beforeAll, describe, expect, it } from "vitest";
import { grantPro, grantTrial } from "../../../../tests/support/server/billing.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { PRO_REQUIRED_MESSAGE } from "./generator-routes.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const body = {
  category: "repeated-failures",
  problemDescription: "The agent keeps re-applying the same fix to a failing test",
  programmingLanguage: "Python",
  aiTool: "Cursor",
};

describe("POST /api/generate-category-prompts", () => {
  it("asks for sign-in", async () => {
    const res = await t.request("/api/generate-category-prompts", { body });
    expect(res.status).toBe(401);
  });

  it("refuses free users with the spec's message before any engine runs", async () => {
    const { cookie, user } = await t.signUp();
    const res = await t.request("/api/generate-category-prompts", { body: { ...body, userId: user.id }, cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: "PRO_REQUIRED", message: PRO_REQUIRED_MESSAGE } });
  });

  it("refuses another user's userId", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/generate-category-prompts", {
      body: { ...body, userId: "someone-else" },
      cookie,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("FORBIDDEN");
  });

  it("answers malformed JSON with a 400", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/generate-category-prompts", { body: "{not json", cookie });
    expect(res.status).toBe(400);
  });

  it("answers a trial user and a Pro user with 3 prompts from the built-in engine", async () => {
    for (const grant of [grantTrial, grantPro]) {
      const { cookie, user } = await t.signUp();
      await grant(t.deps, user.id);
      const res = await t.request("/api/generate-category-prompts", { body: { ...body, userId: user.id }, cookie });
      expect(res.status).toBe(200);
      const data = (await res.json()) as { prompts: { prompt: string }[]; engine: string };
      expect(data.engine).toBe("builtin");
      expect(data.prompts).toHaveLength(3);
      expect(data.prompts.some((p) => p.prompt.includes("Python"))).toBe(true);
    }
  });

  it("answers a trial user's missing description with a 400", async () => {
    const { cookie, user } = await t.signUp();
    await grantTrial(t.deps, user.id);
    const res = await t.request("/api/generate-category-prompts", {
      body: { category: "other", userId: user.id },
      cookie,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/describe/i);
  });

  it("answers a missing category and a missing standard description with the spec's 400 messages", async () => {
    const { cookie, user } = await t.signUp();
    await grantPro(t.deps, user.id);
    const noCategory = await t.request("/api/generate-category-prompts", {
      body: { problemDescription: "Login loops", userId: user.id },
      cookie,
    });
    expect(noCategory.status).toBe(400);
    expect((await noCategory.json()).error).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Please select a problem category first.",
    });
    const blank = await t.request("/api/generate-category-prompts", {
      body: { category: "lost-direction", problemDescription: "   ", userId: user.id },
      cookie,
    });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe("Please describe your specific problem.");
    const other = await t.request("/api/generate-category-prompts", {
      body: { category: "other", problemDescription: "not this one", userId: user.id },
      cookie,
    });
    expect((await other.json()).error.message).toBe(
      "Please describe your specific problem when using 'Other' category.",
    );
  });

  it("uses the custom description for the other category", async () => {
    const { cookie, user } = await t.signUp();
    await grantTrial(t.deps, user.id);
    const res = await t.request("/api/generate-category-prompts", {
      body: {
        category: "other",
        problemDescription: "",
        customProblemDescription: "Vite preview shows a blank page after the agent renamed env vars",
        userId: user.id,
      },
      cookie,
    });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { prompts: { prompt: string }[] };
    expect(data.prompts.every((p) => p.prompt.includes("blank page"))).toBe(true);
  });

  it("rate-limits AI calls per user with a 429 and a clear message", async () => {
    const limited = await createTestApp({ env: { AI_RATE_LIMIT_PER_MINUTE: "2" } });
    const { cookie, user } = await limited.signUp();
    await grantPro(limited.deps, user.id);
    const call = () =>
      limited.request("/api/generate-category-prompts", { body: { ...body, userId: user.id }, cookie });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const third = await call();
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toMatch(/Too many AI requests\. Please wait \d+ seconds/);
    // Another user keeps their own budget.
    const other = await limited.signUp();
    await grantPro(limited.deps, other.user.id);
    const res = await limited.request("/api/generate-category-prompts", {
      body: { ...body, userId: other.user.id },
      cookie: other.cookie,
    });
    expect(res.status).toBe(200);
  });
});
