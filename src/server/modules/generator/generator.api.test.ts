import { beforeAll, describe, expect, it } from "vitest";
import { grantPro, grantTrial } from "../../testing/billing.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { PRO_REQUIRED_MESSAGE } from "./generator-routes.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const body = { category: "repeated-failures", problemDescription: "The agent keeps re-applying the same fix to a failing test", programmingLanguage: "Python", aiTool: "Cursor" };

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
    const res = await t.request("/api/generate-category-prompts", { body: { ...body, userId: "someone-else" }, cookie });
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
    const res = await t.request("/api/generate-category-prompts", { body: { category: "other", userId: user.id }, cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/describe/i);
  });
});
