import { useSyncExternalStore } from "react";
import { PREFERENCES_KEY, type Preferences, readPreferences } from "@/lib/preferences";

function subscribePreferences(notify: () => void) {
  window.addEventListener("preferences-change", notify);
  window.addEventListener("storage", notify);
  return () => {
    window.removeEventListener("preferences-change", notify);
    window.removeEventListener("storage", notify);
  };
}

let cached: { raw: string | null; value: Preferences } | null = null;
function preferencesSnapshot(): Preferences {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PREFERENCES_KEY);
  } catch {
    raw = null;
  }
  if (!cached || cached.raw !== raw) cached = { raw, value: readPreferences() };
  return cached.value;
}

/** The stored preferences, re-read when Settings (or another tab) changes them. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, preferencesSnapshot, preferencesSnapshot);
}
