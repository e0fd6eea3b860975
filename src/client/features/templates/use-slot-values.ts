import { useCallback, useEffect, useState } from "react";

type SlotValuesByTemplate = Record<string, Record<string, string>>;
const STORAGE_KEY = "template-slot-values";

function load(): SlotValuesByTemplate {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as SlotValuesByTemplate) : {};
  } catch {
    return {};
  }
}

export const templateKey = (categoryId: string, templateName: string) => `${categoryId}/${templateName}`;

/**
 * What the user typed into each template's slots, kept for the browser tab (session storage) so moving
 * between categories, searching or refreshing does not throw it away.
 */
export function useSlotValues() {
  const [all, setAll] = useState<SlotValuesByTemplate>(load);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
    } catch (error) {
      console.warn("Could not keep the template fields for this tab", error);
    }
  }, [all]);

  const valuesFor = useCallback((key: string) => all[key] ?? {}, [all]);
  const setValuesFor = useCallback(
    (key: string, values: Record<string, string>) => setAll((current) => ({ ...current, [key]: values })),
    [],
  );
  return { valuesFor, setValuesFor };
}
