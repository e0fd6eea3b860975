import { useCallback, useEffect, useState } from "react";
import { readDraft, writeDraft } from "@/lib/use-local-draft";

type SlotValuesByTemplate = Record<string, Record<string, string>>;
const DRAFT_KEY = "template-slot-values";
/** Where the values were kept before they joined the one draft store (decision 0331): moved on first read. */
const FORMER_KEY = "template-slot-values";

function load(): SlotValuesByTemplate {
  const parsed = readDraft<unknown>(DRAFT_KEY, { tab: true, formerKey: FORMER_KEY });
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as SlotValuesByTemplate) : {};
}

export const templateKey = (categoryId: string, templateName: string) => `${categoryId}/${templateName}`;

/**
 * What the user typed into each template's slots, kept for the browser tab (the draft store's `tab` drafts) so moving
 * between categories, searching or refreshing does not throw it away.
 */
export function useSlotValues() {
  const [all, setAll] = useState<SlotValuesByTemplate>(load);

  useEffect(() => writeDraft(DRAFT_KEY, all, { tab: true }), [all]);

  const valuesFor = useCallback((key: string) => all[key] ?? {}, [all]);
  const setValuesFor = useCallback(
    (key: string, values: Record<string, string>) => setAll((current) => ({ ...current, [key]: values })),
    [],
  );
  return { valuesFor, setValuesFor };
}
