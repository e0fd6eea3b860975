import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.js";
import { startFakeOpenAi } from "../../../tests/support/server/fake-openai.js";
import { type AiTask, createBuiltinEngine } from "./engine.js";
import { createLlmEngine } from "./llm-engine.js";

const schema = z.object({ steps: z.array(z.string().min(1)).min(2) });
const task: AiTask<{ topic: string }, z.infer<typeof schema>> = {
  name: "test-steps",
  schema,
  builtin: ({ topic }) => ({ steps: [`built-in step 1 for ${topic}`, `built-in step 2 for ${topic}`] }),
  prompt: ({ topic }) => ({ system: "You list steps as JSON.", prompt: `Steps for ${topic}` }),
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
const logs: string[] = [];
const logger = createLogger("debug", (line) => logs.push(line));

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

describe("LLM engine against an OpenAI-compatible server", () => {
  const engine = () =>
    createLlmEngine({ baseURL: fake.baseURL, apiKey: "test-key", model: "fake-model", timeoutMs: 1_000 }, logger);

  it("returns the model's answer when it is valid", async () => {
    fake.setMode({ kind: "json", content: { steps: ["model step A", "model step B"] } });
    const result = await engine().run(task, { topic: "auth" });
    expect(result).toEqual({ output: { steps: ["model step A", "model step B"] }, engine: "llm" });
    const request = fake.state.requests.at(-1) as { model: string; messages: { role: string; content: string }[] };
    expect(request.model).toBe("fake-model");
    expect(JSON.stringify(request.messages)).toContain("Steps for auth");
    expect(JSON.stringify(request.messages)).toContain('\\"steps\\"'); // the JSON schema travels with the instructions
  });

  it("falls back to the built-in answer on invalid JSON", async () => {
    fake.setMode({ kind: "text", content: "Sure! Here are the steps: {not json" });
    const result = await engine().run(task, { topic: "db" });
    expect(result.engine).toBe("builtin");
    expect(result.output.steps[0]).toBe("built-in step 1 for db");
    expect(result.fallbackReason).toBeTruthy();
  });

  it("falls back when the answer does not match the schema", async () => {
    fake.setMode({ kind: "json", content: { steps: ["only one"] } });
    const result = await engine().run(task, { topic: "ui" });
    expect(result.engine).toBe("builtin");
  });

  it("falls back on an empty answer and counts fallbacks in the logs", async () => {
    const emptyTask: AiTask<{ topic: string }, { steps: string[] }> = {
      ...task,
      name: "test-empty",
      schema: z.object({ steps: z.array(z.string()) }),
    };
    const counting = engine();
    fake.setMode({ kind: "json", content: { steps: ["", "  "] } });
    const first = await counting.run(emptyTask, { topic: "a" });
    expect(first.engine).toBe("builtin");
    expect(first.fallbackReason).toMatch(/empty/);
    fake.setMode({ kind: "json", content: { steps: [] } });
    await counting.run(emptyTask, { topic: "b" });
    const counted = logs.filter((l) => l.includes("test-empty") && l.includes("fell back"));
    expect(counted.at(-1)).toMatch(/"fallbacks":2/);
  });

  it("falls back on an HTTP 500 and logs why", async () => {
    fake.setMode({ kind: "status", status: 500 });
    const result = await engine().run(task, { topic: "deploy" });
    expect(result.engine).toBe("builtin");
    expect(result.fallbackReason).toMatch(/500/);
    expect(logs.some((l) => l.includes("fell back") && l.includes("test-steps"))).toBe(true);
  });

  it("falls back within the timeout when the model hangs", async () => {
    fake.setMode({ kind: "hang" });
    const started = Date.now();
    const result = await engine().run(task, { topic: "perf" });
    expect(result.engine).toBe("builtin");
    expect(result.fallbackReason).toMatch(/1000 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("built-in engine", () => {
  it("answers from the task's deterministic builder", async () => {
    const result = await createBuiltinEngine().run(task, { topic: "x" });
    expect(result).toEqual({
      output: { steps: ["built-in step 1 for x", "built-in step 2 for x"] },
      engine: "builtin",
    });
  });
});
