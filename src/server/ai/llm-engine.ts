import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { z } from "zod";
import { answerFormat } from "../../shared/content/llm-prompts/answer-format.js";
import type { Logger } from "../lib/logger.js";
import type { AiEngine } from "./engine.js";

export interface LlmSettings {
  baseURL: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/**
 * Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio) through the AI SDK, with the answer
 * validated by the task's zod schema. A timeout, an HTTP error or an invalid answer falls back to the
 * task's built-in answer, and the log says why.
 */
// The SDK would print its own warnings to stderr; failures are logged by this engine instead.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/** True when an answer holds no text at all: a schema-valid but empty plan or list is no answer. */
export function isEmptyAnswer(value: unknown): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every(isEmptyAnswer);
  if (value && typeof value === "object") return Object.values(value).every(isEmptyAnswer);
  return value === null || value === undefined;
}

export function createLlmEngine(settings: LlmSettings, logger: Logger): AiEngine {
  // Per process: how often the model's answer was replaced, so the logs show the rate, not just events.
  let answered = 0;
  let fallbacks = 0;
  const provider = createOpenAICompatible({ name: "llm", baseURL: settings.baseURL, apiKey: settings.apiKey });
  const model = provider.chatModel(settings.model);
  return {
    kind: "llm",
    async run(task, input) {
      const started = performance.now();
      try {
        const { system, prompt } = task.prompt(input);
        const result = await generateText({
          model,
          system: answerFormat(system, JSON.stringify(z.toJSONSchema(task.schema, { unrepresentable: "any" }))),
          prompt,
          output: Output.object({ schema: task.schema }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(settings.timeoutMs),
        });
        const parsed = task.schema.safeParse(result.output);
        if (!parsed.success)
          throw new Error(
            `the model's answer does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}`,
          );
        if (isEmptyAnswer(parsed.data)) throw new Error("the model's answer is empty");
        answered++;
        logger.info("ai task answered by the model", {
          task: task.name,
          ms: Math.round(performance.now() - started),
          answered,
          fallbacks,
        });
        return { output: parsed.data, engine: "llm" };
      } catch (error) {
        const reason = describeFailure(error, settings.timeoutMs);
        fallbacks++;
        logger.warn("ai task fell back to the built-in engine", {
          task: task.name,
          reason,
          answered,
          fallbacks,
          ms: Math.round(performance.now() - started),
        });
        return { output: task.builtin(input), engine: "builtin", fallbackReason: reason };
      }
    },
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; statusCode?: number };
  if (e?.name === "TimeoutError" || e?.name === "AbortError" || /aborted|timeout/i.test(e?.message ?? ""))
    return `no answer within ${timeoutMs} ms`;
  if (typeof e?.statusCode === "number") return `the endpoint answered HTTP ${e.statusCode}`;
  return (e?.message ?? String(error)).slice(0, 300);
}
