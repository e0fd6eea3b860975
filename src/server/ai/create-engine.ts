import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import { type AiEngine, createBuiltinEngine } from "./engine.js";

/** The AI SDK is only loaded when a model is configured: the built-in engine starts without it. */
export async function createAiEngine(
  env: Pick<Env, "aiEngine" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">,
  logger: Logger,
): Promise<AiEngine> {
  if (env.aiEngine === "llm" && env.AI_BASE_URL && env.AI_MODEL) {
    const { createLlmEngine } = await import("./llm-engine.js");
    return createLlmEngine(
      { baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
      logger,
    );
  }
  return createBuiltinEngine();
}
