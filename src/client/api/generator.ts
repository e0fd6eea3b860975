import type { GenerateResponse, GeneratorInput } from "@shared/schemas/generator";
import { api } from "@/api/client";

export function generateCategoryPrompts(userId: string, input: GeneratorInput) {
  return api<GenerateResponse>("/api/generate-category-prompts", { body: { userId, ...input } });
}
