import type { z } from "zod";

/**
 * One piece of AI work (generate prompts, classify a problem, update a plan...). Every task has a
 * deterministic built-in answer, so the product works offline and whenever a model fails.
 */
export interface AiTask<I, O> {
  name: string;
  /** Validates what a model returns; the built-in answer satisfies it too. */
  schema: z.ZodType<O>;
  builtin(input: I): O;
  /** The instructions and input for a model, kept in the task's own prompt file. */
  prompt(input: I): { system: string; prompt: string };
}

export interface AiResult<O> {
  output: O;
  engine: "builtin" | "llm";
  /** Why the built-in engine answered instead of the model, when it did. */
  fallbackReason?: string;
}

export interface AiEngine {
  readonly kind: "builtin" | "llm";
  run<I, O>(task: AiTask<I, O>, input: I): Promise<AiResult<O>>;
}

export function createBuiltinEngine(): AiEngine {
  return {
    kind: "builtin",
    async run(task, input) {
      return { output: task.builtin(input), engine: "builtin" };
    },
  };
}
