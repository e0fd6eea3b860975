import { useLocalDraft } from "@/lib/use-local-draft";

export interface SlotDraft {
  /** What the user typed for each open slot, by slot key: one value fills that slot in every prompt. */
  values: Record<string, string>;
  /** Slots the user removed from the prompts instead of filling them. */
  removed: string[];
}

const EMPTY: SlotDraft = { values: {}, removed: [] };

/** The open slots' values of one rescue, kept in this browser as typed (decision 0150's drafts). */
export function useSlotValues(sessionId: string) {
  const [draft, setDraft] = useLocalDraft<SlotDraft>(`rescue-slots:${sessionId}`, EMPTY);
  return {
    draft,
    setValue: (key: string, value: string) =>
      setDraft({ values: { ...draft.values, [key]: value }, removed: draft.removed.filter((k) => k !== key) }),
    remove: (key: string) =>
      setDraft({ values: draft.values, removed: [...draft.removed.filter((k) => k !== key), key] }),
  };
}
