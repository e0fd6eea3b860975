import type { GeneratedPrompt, GeneratorInput } from "@shared/schemas/generator";
import { api } from "@/api/client";

export interface GenerateResponse {
  prompts: GeneratedPrompt[];
}

export function generateCategoryPrompts(userId: string, input: GeneratorInput) {
  return api<GenerateResponse>("/api/generate-category-prompts", { body: { userId, ...input } });
}
