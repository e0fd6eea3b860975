import { useEffect, useState } from "react";
import {
  type GeneratedPrompt,
  generatedPromptSchema,
  generatorCategoryIdSchema,
  type GeneratorCategoryId,
} from "@shared/schemas/generator";
import { z } from "zod";
import { readDraft, writeDraft } from "@/lib/use-local-draft";
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

/** Where the tab's generator form was kept before it joined the one draft store (decision 0331). */
const formerKey = (userId: string) => `generator:${userId}`;
const draftKey = (userId: string) => `generator:${userId}`;

function load(userId: string): { draft: GeneratorDraft; result: GeneratorResult | null } {
  const parsed = storedSchema.safeParse(readDraft(draftKey(userId), { tab: true, formerKey: formerKey(userId) }));
  return parsed.success ? parsed.data : { draft: emptyDraft, result: null };
}

/**
 * The form and the last results, kept for the browser tab per user (the draft store's `tab` drafts), so
 * leaving for a rescue and coming back (or refreshing) does not throw away a description or prompts that took
 * a request to make.
 */
export function useGeneratorSession(userId: string) {
  const [initial] = useState(() => load(userId));
  const [draft, setDraft] = useState<GeneratorDraft>(initial.draft);
  const [result, setResult] = useState<GeneratorResult | null>(initial.result);

  useEffect(() => {
    writeDraft(draftKey(userId), { draft, result }, { tab: true });
  }, [userId, draft, result]);

  return { draft, setDraft, result, setResult };
}
