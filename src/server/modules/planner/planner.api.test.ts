import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plannerQuestions } from "../../../shared/content/planner-questions.js";
import {
  descriptionTooShortMessage,
  emptyProjectPlan,
  type ProjectPlan,
  type SavedPlan,
  type SavedPlanSummary,
} from "../../../shared/schemas/planner.js";
import { grantPro, grantTrial } from "../../../../tests/support/server/billing.js";
import { startFakeOpenAi } from "../../../../tests/support/server/fake-openai.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { PLANNER_PRO_REQUIRED_MESSAGE } from "./planner-routes.js";

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let llm: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAi();
  llm = await createTestApp({ env: { AI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "1000" } });
});
afterAll(async () => {
  await fake.close();
});

const project = {
  projectName: "InvoiceBuddy",
  projectDescription:
    "InvoiceBuddy helps freelancers create, send and track invoices. It reminds clients about overdue payments and shows a simple dashboard of who owes what, so freelancers spend less time chasing money and more time on paid work.",
  experienceLevel: "beginner",
};
const update = (questionIndex: number, answer: string, currentPlan: ProjectPlan = emptyProjectPlan()) => ({
  ...project,
  questionIndex,
  answer,
  currentPlan,
});

async function proUser(app: TestApp = t, grant: "trial" | "pro" = "trial") {
  const signed = await app.signUp();
  if (grant === "trial") await grantTrial(app.deps, signed.user.id);
  else await grantPro(app.deps, signed.user.id);
  return signed;
}

const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("planner gating", () => {
  const calls: [string, string, unknown?][] = [
    ["POST", "/api/update-project-plan", update(0, "x")],
    ["POST", "/api/finalize-project-plan", { ...project, messages: [], currentPlan: emptyProjectPlan() }],
    ["POST", "/api/save-project-plan", { ...project, projectPlan: emptyProjectPlan(), messages: [] }],
    ["GET", "/api/project-plans"],
    ["GET", "/api/project-plans/00000000-0000-4000-8000-000000000000"],
  ];

  it("asks for sign-in", async () => {
    for (const [method, path, body] of calls) {
      const res = await t.request(path, { method, body });
      expect(res.status, path).toBe(401);
    }
    expect(
      (await t.request("/api/project-plans/00000000-0000-4000-8000-000000000000", { method: "DELETE" })).status,
    ).toBe(401);
  });

  it("refuses free users with 403 before reading the body", async () => {
    const { cookie } = await t.signUp();
    for (const [method, path, body] of calls) {
      const res = await t.request(path, { method, body, cookie });
      expect(res.status, path).toBe(403);
      expect(await error(res)).toEqual({ code: "PRO_REQUIRED", message: PLANNER_PRO_REQUIRED_MESSAGE });
    }
  });

  it("answers trial and Pro users from the built-in engine", async () => {
    for (const grant of ["trial", "pro"] as const) {
      const { cookie } = await proUser(t, grant);
      const res = await t.request("/api/update-project-plan", {
        body: update(2, "Create a client, send an invoice"),
        cookie,
      });
      expect(res.status).toBe(200);
      const data = (await res.json()) as { plan: ProjectPlan; engine: string };
      expect(data.engine).toBe("builtin");
      expect(data.plan.features.essential).toEqual(["Create a client", "Send an invoice"]);
    }
  });
});

describe("POST /api/update-project-plan and /api/finalize-project-plan", () => {
  it("builds the plan answer by answer, keeping earlier content, then finalizes it", async () => {
    const { cookie } = await proUser();
    const answers = [
      "Freelancers lose track of unpaid invoices. Goals: send an invoice in a minute, see who owes what",
      "Solo designers who use spreadsheets",
      "Create a client, send an invoice, mark as paid",
      "PDF export, recurring invoices",
      "Supabase and Tailwind with Next.js, on Vercel",
      "New user signs up and sends a first invoice",
      "Phones and laptops, dark mode",
      "5 hours a week, launch in 3 months",
      "Payments, keeping data secure",
    ];
    let plan = emptyProjectPlan();
    for (const [i, answer] of answers.entries()) {
      const res = await t.request("/api/update-project-plan", { body: update(i, answer, plan), cookie });
      expect(res.status, plannerQuestions[i]!.topic).toBe(200);
      plan = ((await res.json()) as { plan: ProjectPlan }).plan;
    }
    expect(plan.overview.goals).toEqual(["Send an invoice in a minute", "See who owes what"]);
    expect(plan.features.essential).toEqual(["Create a client", "Send an invoice", "Mark as paid"]);
    // In the order the user typed them, not grouped by kind.
    expect(plan.technical.techStack).toEqual(["Supabase", "Tailwind CSS", "Next.js", "Vercel"]);
    expect(plan.timeline.phases).toHaveLength(4);
    expect(plan.challenges.solutions).toHaveLength(2);

    const messages = answers.map((content, i) => ({
      id: `m${i}`,
      type: "user",
      content,
      timestamp: new Date().toISOString(),
    }));
    const res = await t.request("/api/finalize-project-plan", {
      body: { ...project, messages, currentPlan: plan },
      cookie,
    });
    expect(res.status).toBe(200);
    const final = ((await res.json()) as { plan: ProjectPlan }).plan;
    expect(final.features.essential).toEqual(plan.features.essential);
    expect(final.overview.targetUsers).toBe("Solo designers who use spreadsheets");
  });

  it("answers bad input with clear 400s", async () => {
    const { cookie } = await proUser();
    const cases: [unknown, RegExp][] = [
      [
        { ...update(0, "x"), projectDescription: "Too short." },
        new RegExp(descriptionTooShortMessage(10).replace(/[()]/g, "\\$&")),
      ],
      [update(9, "x"), /questionIndex must be a whole number from 0 to 8/],
      [update(-1, "x"), /questionIndex/],
      [update(0, "   "), /Please type an answer/],
      [{ ...update(0, "x"), projectName: "" }, /name/],
      [{ ...update(0, "x"), experienceLevel: "guru" }, /beginner, intermediate or advanced/],
      [{ ...update(0, "x"), currentPlan: { overview: "nope" } }, /currentPlan/],
      [{ ...update(0, "x"), answer: "a".repeat(4001) }, /at most 4,000/],
    ];
    for (const [body, message] of cases) {
      const res = await t.request("/api/update-project-plan", { body, cookie });
      expect(res.status).toBe(400);
      expect((await error(res)).message).toMatch(message);
    }
    const notJson = await t.request("/api/update-project-plan", { body: "{oops", cookie });
    expect(notJson.status).toBe(400);
    const short = await t.request("/api/finalize-project-plan", {
      body: { ...project, projectDescription: "short", messages: [] },
      cookie,
    });
    expect(short.status).toBe(400);
    expect((await error(short)).message).toContain(descriptionTooShortMessage(5));
  });
});

describe("the per-user AI rate limit", () => {
  it("limits plan updates and finalising, but not saving", async () => {
    const limited = await createTestApp({ env: { AI_RATE_LIMIT_PER_MINUTE: "2" } });
    const { cookie } = await proUser(limited);
    for (let i = 0; i < 2; i++)
      expect((await limited.request("/api/update-project-plan", { body: update(i, "An answer"), cookie })).status).toBe(
        200,
      );
    const third = await limited.request("/api/finalize-project-plan", {
      body: { ...project, messages: [], currentPlan: emptyProjectPlan() },
      cookie,
    });
    expect(third.status).toBe(429);
    expect((await error(third)).message).toMatch(/Too many AI requests/);
    const other = await proUser(limited);
    expect(
      (await limited.request("/api/update-project-plan", { body: update(0, "An answer"), cookie: other.cookie }))
        .status,
    ).toBe(200);
    const saved = await limited.request("/api/save-project-plan", {
      body: { ...project, projectPlan: emptyProjectPlan(), messages: [] },
      cookie,
    });
    expect(saved.status).toBe(201);
  });
});

describe("the LLM engine", () => {
  it("falls back to the built-in answer when the model fails", async () => {
    const { cookie } = await proUser(llm);
    fake.setMode({ kind: "status", status: 500 });
    const res = await llm.request("/api/update-project-plan", {
      body: update(2, "Create a client, send an invoice"),
      cookie,
    });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { plan: ProjectPlan; engine: string };
    expect(data.engine).toBe("builtin");
    expect(data.plan.features.essential).toEqual(["Create a client", "Send an invoice"]);

    fake.setMode({ kind: "text", content: "Here is your plan! {broken" });
    const fin = await llm.request("/api/finalize-project-plan", {
      body: { ...project, messages: [], currentPlan: data.plan },
      cookie,
    });
    expect(fin.status).toBe(200);
    const final = (await fin.json()) as { plan: ProjectPlan; engine: string };
    expect(final.engine).toBe("builtin");
    expect(final.plan.timeline.phases.length).toBeGreaterThan(0);
  });

  it("uses a valid model answer but never loses earlier content or leaves gaps after finalising", async () => {
    const { cookie } = await proUser(llm);
    const current = emptyProjectPlan();
    current.overview.purpose = "Earlier purpose";
    const modelPlan = { ...emptyProjectPlan(), features: { essential: ["Model feature"], niceToHave: [] } };
    fake.setMode({ kind: "json", content: modelPlan });
    const res = await llm.request("/api/update-project-plan", { body: update(2, "Something", current), cookie });
    const data = (await res.json()) as { plan: ProjectPlan; engine: string };
    expect(data.engine).toBe("llm");
    expect(data.plan.features.essential).toEqual(["Model feature"]);
    expect(data.plan.overview.purpose).toBe("Earlier purpose");
    const prompt = JSON.stringify(fake.state.requests.at(-1));
    expect(prompt).toContain("Earlier purpose");
    expect(prompt).toContain("features.essential");

    const fin = await llm.request("/api/finalize-project-plan", {
      body: { ...project, messages: [], currentPlan: data.plan },
      cookie,
    });
    const final = (await fin.json()) as { plan: ProjectPlan; engine: string };
    expect(final.engine).toBe("llm");
    expect(final.plan.overview.purpose).toBe("Earlier purpose");
    expect(final.plan.challenges.risks.length).toBeGreaterThan(0);
    expect(final.plan.challenges.solutions).toHaveLength(final.plan.challenges.risks.length);
  });
});

describe("saved plans", () => {
  const save = (extra: Record<string, unknown> = {}) => ({
    ...project,
    projectPlan: { ...emptyProjectPlan(), overview: { purpose: "P", goals: ["G"], targetUsers: "U" } },
    messages: [{ id: "1", type: "user", content: "hi", timestamp: "2026-01-01T00:00:00Z" }],
    ...extra,
  });

  it("saves, lists newest first, reads, updates in place and deletes", async () => {
    const { cookie } = await proUser();
    const empty = await t.request("/api/project-plans", { cookie });
    expect(((await empty.json()) as { plans: unknown[] }).plans).toEqual([]);

    const first = await t.request("/api/save-project-plan", { body: save({ projectName: "First" }), cookie });
    expect(first.status).toBe(201);
    const { success, id } = (await first.json()) as { success: boolean; id: string };
    expect(success).toBe(true);
    const second = await t.request("/api/save-project-plan", { body: save({ projectName: "Second" }), cookie });
    const secondId = ((await second.json()) as { id: string }).id;

    const list = ((await (await t.request("/api/project-plans", { cookie })).json()) as { plans: SavedPlanSummary[] })
      .plans;
    expect(list.map((p) => p.projectName)).toEqual(["Second", "First"]);
    expect(list[0]).toMatchObject({ id: secondId, experienceLevel: "beginner", answered: 1 });

    const got = await t.request(`/api/project-plans/${id}`, { cookie });
    expect(got.status).toBe(200);
    const plan = ((await got.json()) as { plan: SavedPlan }).plan;
    expect(plan).toMatchObject({
      id,
      projectName: "First",
      projectDescription: project.projectDescription,
      experienceLevel: "beginner",
    });
    expect(plan.projectPlan.overview.goals).toEqual(["G"]);
    expect(plan.messages).toHaveLength(1);

    const updated = await t.request("/api/save-project-plan", {
      body: save({ id, projectName: "First, renamed", experienceLevel: "advanced" }),
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { id: string }).id).toBe(id);
    const after = ((await (await t.request("/api/project-plans", { cookie })).json()) as { plans: SavedPlanSummary[] })
      .plans;
    expect(after.map((p) => p.projectName)).toEqual(["First, renamed", "Second"]);
    expect(after[0]!.experienceLevel).toBe("advanced");

    const deleted = await t.request(`/api/project-plans/${id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(200);
    expect((await t.request(`/api/project-plans/${id}`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/project-plans/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("keeps every plan to its owner: another user gets 404 for reading, updating and deleting", async () => {
    const owner = await proUser();
    const other = await proUser();
    const { id } = (await (
      await t.request("/api/save-project-plan", { body: save(), cookie: owner.cookie })
    ).json()) as { id: string };

    expect((await t.request(`/api/project-plans/${id}`, { cookie: other.cookie })).status).toBe(404);
    const overwrite = await t.request("/api/save-project-plan", {
      body: save({ id, projectName: "Hijacked" }),
      cookie: other.cookie,
    });
    expect(overwrite.status).toBe(404);
    expect((await t.request(`/api/project-plans/${id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    const otherList = (
      (await (await t.request("/api/project-plans", { cookie: other.cookie })).json()) as { plans: unknown[] }
    ).plans;
    expect(otherList).toEqual([]);

    const mine = (
      (await (await t.request(`/api/project-plans/${id}`, { cookie: owner.cookie })).json()) as { plan: SavedPlan }
    ).plan;
    expect(mine.projectName).toBe("InvoiceBuddy");
  });

  it("refuses invalid saves and ids with clear errors", async () => {
    const { cookie } = await proUser();
    const short = await t.request("/api/save-project-plan", { body: save({ projectDescription: "short" }), cookie });
    expect(short.status).toBe(400);
    expect((await error(short)).message).toContain(descriptionTooShortMessage(5));
    const badId = await t.request("/api/save-project-plan", { body: save({ id: "not-a-uuid" }), cookie });
    expect(badId.status).toBe(400);
    expect((await error(badId)).message).toMatch(/plan id is not valid/);
    const noPlan = await t.request("/api/save-project-plan", { body: { ...project, messages: [] }, cookie });
    expect(noPlan.status).toBe(400);
    expect((await t.request("/api/project-plans/not-a-uuid", { cookie })).status).toBe(404);
  });

  it("lets a user whose trial ended delete, but not read, a saved plan", async () => {
    const { cookie, user } = await proUser();
    const { id } = (await (await t.request("/api/save-project-plan", { body: save(), cookie })).json()) as {
      id: string;
    };
    // Cancelling a trial ends it at once (a paid plan would run to its period end).
    expect((await t.request("/api/cancel-subscription", { body: { userId: user.id }, cookie })).status).toBe(200);
    expect((await t.request(`/api/project-plans/${id}`, { cookie })).status).toBe(403);
    expect((await t.request(`/api/project-plans/${id}`, { method: "DELETE", cookie })).status).toBe(200);
  });
});
