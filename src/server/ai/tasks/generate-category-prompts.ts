import {
  type GeneratorInput,
  generatorResponseSchema,
  type GeneratorResponse,
} from "../../../shared/schemas/generator.js";
import { composeCategoryPrompts } from "../builtin/compose-prompts.js";
import type { AiTask } from "../engine.js";
import { generateCategoryPromptsPrompt } from "../prompts/generate-category-prompts.js";

export const generateCategoryPromptsTask: AiTask<GeneratorInput, GeneratorResponse> = {
  name: "generate-category-prompts",
  schema: generatorResponseSchema,
  builtin: (input) => ({ prompts: composeCategoryPrompts(input) }),
  prompt: generateCategoryPromptsPrompt,
};
