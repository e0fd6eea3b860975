import { useCallback, useState } from "react";

/**
 * Text or state the user is still working on, kept in this browser as they type so a reload or leaving the
 * page loses nothing (decision 0150). Keys carry the user id, so a shared browser never shows one user's
 * draft to another. Without a key (no user yet) it behaves like plain state.
 */
export function readDraft<T>(key: string | null): T | undefined {
  if (!key) return undefined;
  try {
    const raw = localStorage.getItem(`draft:${key}`);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string | null, value: unknown) {
  if (!key) return;
  try {
    if (value === undefined || value === "") localStorage.removeItem(`draft:${key}`);
    else localStorage.setItem(`draft:${key}`, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

export function useLocalDraft<T>(key: string | null, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readDraft<T>(key) ?? initial);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeDraft(key, next === initial ? undefined : next);
    },
    [key, initial],
  );
  return [value, set];
}
