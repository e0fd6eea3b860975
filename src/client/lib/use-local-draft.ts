import { useCallback, useState } from "react";

/**
 * The one draft store (decisions 0150, 0331): text or state the user is still working on, kept in this browser
 * as they type so a reload or leaving the page loses nothing. Keys carry the user id or an id the user owns,
 * so a shared browser never shows one user's draft to another. Without a key (no user yet) it behaves like
 * plain state. A draft lives in `localStorage` under `draft:<key>`; `tab` keeps it for the browser tab only
 * (`sessionStorage`), for work that should not outlive the tab.
 */
export interface DraftOptions {
  /** Keep the draft for this browser tab only. */
  tab?: boolean;
  /**
   * The whole storage key the draft was kept under before it moved to `draft:<key>`: read when the new key
   * holds nothing, and moved there, so no draft saved by an earlier version is lost.
   */
  formerKey?: string;
}

const storageOf = (options: DraftOptions) => (options.tab ? sessionStorage : localStorage);
const storageKey = (key: string) => `draft:${key}`;

export function readDraft<T>(key: string | null, options: DraftOptions = {}): T | undefined {
  if (!key) return undefined;
  try {
    const storage = storageOf(options);
    let raw = storage.getItem(storageKey(key));
    if (raw === null && options.formerKey) {
      raw = storage.getItem(options.formerKey);
      if (raw !== null) {
        storage.setItem(storageKey(key), raw);
        storage.removeItem(options.formerKey);
      }
    }
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` as the draft; `undefined` or an empty string removes it. */
export function writeDraft(key: string | null, value: unknown, options: DraftOptions = {}) {
  if (!key) return;
  try {
    const storage = storageOf(options);
    if (value === undefined || value === "") storage.removeItem(storageKey(key));
    else storage.setItem(storageKey(key), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

export function useLocalDraft<T>(key: string | null, initial: T, options: DraftOptions = {}): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readDraft<T>(key, options) ?? initial);
  const { tab, formerKey } = options;
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeDraft(key, next === initial ? undefined : next, { tab, formerKey });
    },
    [key, initial, tab, formerKey],
  );
  return [value, set];
}
