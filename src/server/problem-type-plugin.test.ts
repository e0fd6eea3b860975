import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getProblemType, problemTypes, rescueTypeIds } from "../shared/content/problem-types.js";
import type { CreatedToken } from "../shared/schemas/tokens.js";
import type { ProblemTypeContent } from "../shared/schemas/problem-type.js";
import { problemTypeIdSchema, problemTypeSchema } from "../shared/schemas/content.js";
import { getRescueInput, rescueTypeSchema } from "../shared/schemas/mcp.js";
import { createSessionInputSchema, type RescueSession } from "../shared/schemas/sessions.js";
import { solutionSchema, wizardCategoryLabels, wizardCategorySchema } from "../shared/schemas/wizard.js";
import { classifyProblemPrompt } from "./ai/prompts/classify-problem.js";
import { generateQuestionsTask, generateSolutionTask } from "./ai/tasks/wizard-tasks.js";
import { createMcpServer } from "./modules/mcp/mcp-server.js";
import { createTestApp, type TestApp } from "../../tests/support/server/test-app.js";
import type * as Registry from "../shared/content/problem-types/registry.js";

type RegistryModule = typeof Registry;

// Decision 0190: a problem type is one content file and one registry line. This test adds a type the way a
// contributor would (one more entry in the registry, nothing else) and checks every consumer picks it up.
// It is not an *.api.test.ts on purpose: the api project shares modules between files (no isolation), so a
// mocked registry would leak into them; the unit project gives this file modules of its own.
const FAKE_ID = "scope_creep";

vi.mock("../shared/content/problem-types/registry.js", async (importOriginal) => {
  const real = await importOriginal<RegistryModule>();
  const base = real.rescueTypeRegistry[0];
  const fake: ProblemTypeContent = {
    ...base,
    id: "scope_creep",
    title: "Scope Creep",
    label: "Scope creep",
    description: "Each answer from the assistant adds a feature nobody asked for, and the goal keeps moving.",
    strategy: "Fence & Finish",
    agentHint: "the agent keeps adding unrequested features.",
    classifierHint: "every reply adds features beyond the request; the goal keeps growing.",
  };
  return { ...real, rescueTypeRegistry: [...real.rescueTypeRegistry, fake] };
});

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);

describe("a problem type added with one registry line", () => {
  it("is in the derived id lists and every schema that takes a type", () => {
    expect(rescueTypeIds).toContain(FAKE_ID);
    expect(problemTypes.map((p) => p.id).at(-1)).toBe("custom");
    expect(getProblemType(FAKE_ID).title).toBe("Scope Creep");
    expect(problemTypeSchema.safeParse(getProblemType(FAKE_ID)).success).toBe(true);
    expect(problemTypeIdSchema.parse(FAKE_ID)).toBe(FAKE_ID);
    expect(rescueTypeSchema.parse(FAKE_ID)).toBe(FAKE_ID);
    expect(rescueTypeSchema.description).toContain(`${FAKE_ID}: the agent keeps adding unrequested features.`);
    expect(getRescueInput.parse({ type: FAKE_ID }).type).toBe(FAKE_ID);
    expect(createSessionInputSchema.parse({ problemType: FAKE_ID }).problemType).toBe(FAKE_ID);
    expect(wizardCategorySchema.parse(FAKE_ID)).toBe(FAKE_ID);
    expect((wizardCategoryLabels as Record<string, string>)[FAKE_ID]).toBe("Scope creep");
    // An unknown id is still refused: the enum is the registry, not any string.
    expect(problemTypeIdSchema.safeParse("bored").success).toBe(false);
  });

  it("reaches the language-model classifier and the built-in wizard engine", () => {
    expect(classifyProblemPrompt({ userInput: "x" }).system).toContain(`${FAKE_ID}: every reply adds features`);
    const classification = {
      category: FAKE_ID,
      severity: 5,
      complexity: "medium",
      urgency: "medium",
      aiTool: "Cursor",
      experience: "intermediate",
      emotionalState: "calm",
    } as unknown as Parameters<typeof generateQuestionsTask.builtin>[0]["classification"];
    const userInput = "Cursor keeps adding an admin panel to src/app.tsx when I asked for a login form.";
    const { questions } = generateQuestionsTask.builtin({ classification, userInput });
    expect(questions).toHaveLength(3);
    const solution = solutionSchema.parse(
      generateSolutionTask.builtin({
        classification,
        userInput,
        responses: questions.map((question) => ({ question, answer: "The login form should save." })),
      }),
    );
    expect(solution.solutionSteps.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(solution)).toContain("src/app.tsx");
  });

  it("gets an MCP prompt, a playbook over get_rescue, and a tracked session with its steps", async () => {
    const { cookie, user } = await t.signUp();
    const token = (await (await t.request("/api/tokens", { cookie, body: { name: "Laptop" } })).json()) as CreatedToken;
    const mcp = createMcpServer(t.deps, { owner: { userId: user.id, tokenId: token.id }, requestId: "r1" });
    const client = new Client({ name: "test", version: "1.0.0" });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await Promise.all([mcp.connect(serverSide), client.connect(clientSide)]);
    try {
      const { prompts } = await client.listPrompts();
      expect(prompts.map((p) => p.name)).toEqual(rescueTypeIds.map((id) => `rescue_${id}`));
      const prompt = await client.getPrompt({ name: `rescue_${FAKE_ID}`, arguments: { situation: "It grew." } });
      const message = prompt.messages[0]!.content;
      expect(message.type === "text" ? message.text : "").toContain('Use the "Fence & Finish" rescue.');
      const rescue = await client.callTool({ name: "get_rescue", arguments: { type: FAKE_ID } });
      expect(rescue.isError).toBeFalsy();
      expect(rescue.structuredContent).toMatchObject({
        type: FAKE_ID,
        title: "Scope Creep",
        strategy: "Fence & Finish",
      });
    } finally {
      await client.close();
    }

    const res = await t.request("/api/sessions", { cookie, body: { problemType: FAKE_ID } });
    expect(res.status).toBe(201);
    const { session } = (await res.json()) as { session: RescueSession };
    expect(session.problemType).toBe(FAKE_ID);
    expect(session.actionSteps.map((s) => s.title)).toEqual(getProblemType(FAKE_ID).steps.map((s) => s.title));
  });
});
