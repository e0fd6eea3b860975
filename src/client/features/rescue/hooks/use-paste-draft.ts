import { useCallback, useMemo } from "react";
import { readDraft, writeDraft } from "@/lib/use-local-draft";

/** A paste kept while its owner signs up, signs in or goes through checkout (decision 0281). */
interface PasteDraft {
  text: string;
  savedAt: number;
}

const ANONYMOUS = "rescue-paste:anon";
/** A paste made while signed out is handed to the account signed in within this time, then forgotten. */
const ADOPT_WITHIN_MS = 24 * 60 * 60 * 1000;
/** Bigger pastes (whole session files) are not kept: localStorage holds a few MB per site. */
export const PASTE_DRAFT_MAX_CHARS = 200_000;

const keyFor = (uid: string | undefined) => (uid ? `rescue-paste:${uid}` : ANONYMOUS);

export function readPasteDraft(uid: string | undefined, now = Date.now()): string | undefined {
  const own = readDraft<PasteDraft>(keyFor(uid));
  if (own?.text) return own.text;
  if (!uid) return undefined;
  const anonymous = readDraft<PasteDraft>(ANONYMOUS);
  if (!anonymous?.text || now - anonymous.savedAt > ADOPT_WITHIN_MS) return undefined;
  writeDraft(keyFor(uid), anonymous);
  writeDraft(ANONYMOUS, undefined);
  return anonymous.text;
}

/**
 * The rescue entry's paste, kept in this browser (decision 0150's drafts) so a sign-up, sign-in or checkout in
 * the middle of a first rescue brings the user back to their paste and its diagnosis. Cleared once a rescue
 * has been started from it: from then on the session keeps it.
 */
export function usePasteDraft(uid: string | undefined, ready: boolean) {
  const initial = useMemo(() => (ready ? readPasteDraft(uid) : undefined), [uid, ready]);
  const save = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || text.length > PASTE_DRAFT_MAX_CHARS) return;
      writeDraft(keyFor(uid), { text, savedAt: Date.now() } satisfies PasteDraft);
    },
    [uid],
  );
  const clear = useCallback(() => writeDraft(keyFor(uid), undefined), [uid]);
  return { initial, save, clear };
}
