import type { GeneratedPrompt, GeneratorInput } from "@shared/schemas/generator";
import { api } from "@/api/client";

export interface GenerateResponse {
  prompts: GeneratedPrompt[];
  /** The saved run, reopened from history at `/prompts?result=<id>`. */
  id: string;
}

export function generateCategoryPrompts(userId: string, input: GeneratorInput) {
  return api<GenerateResponse>("/api/generate-category-prompts", { body: { userId, ...input } });
}
