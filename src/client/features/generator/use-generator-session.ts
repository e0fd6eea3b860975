import { useEffect, useState } from "react";
import {
  type GeneratedPrompt,
  generatedPromptSchema,
  generatorCategoryIdSchema,
  type GeneratorCategoryId,
} from "@shared/schemas/generator";
import { z } from "zod";
import { emptyDraft, type GeneratorDraft } from "./components/generator-form";

export interface GeneratorResult {
  category: GeneratorCategoryId;
  prompts: GeneratedPrompt[];
}

const storedSchema = z.object({
  draft: z.object({
    category: z.union([generatorCategoryIdSchema, z.literal("")]),
    problemDescription: z.string(),
    customProblemDescription: z.string(),
    programmingLanguage: z.string(),
    aiTool: z.string(),
    codeContext: z.string(),
    errorMessages: z.string(),
  }),
  result: z.object({ category: generatorCategoryIdSchema, prompts: z.array(generatedPromptSchema) }).nullable(),
});

function load(key: string): { draft: GeneratorDraft; result: GeneratorResult | null } {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(key) ?? "null"));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable storage starts a fresh form.
  }
  return { draft: emptyDraft, result: null };
}

/**
 * The form and the last results, kept for the browser tab per user, so leaving for a rescue and coming
 * back (or refreshing) does not throw away a description or prompts that took a request to make.
 */
export function useGeneratorSession(userId: string) {
  const key = `generator:${userId}`;
  const [initial] = useState(() => load(key));
  const [draft, setDraft] = useState<GeneratorDraft>(initial.draft);
  const [result, setResult] = useState<GeneratorResult | null>(initial.result);

  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify({ draft, result }));
    } catch (error) {
      console.warn("Could not keep the generator form for this tab", error);
    }
  }, [key, draft, result]);

  return { draft, setDraft, result, setResult };
}
