import { defaultPreferences, type Preferences, promptStyles, themes } from "@shared/domain/preferences";

export { defaultPreferences, promptStyles, themes, type Preferences };

export const PREFERENCES_KEY = "preferences";

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads stored preferences; anything missing or unreadable falls back to the defaults. */
export function parsePreferences(raw: unknown): Preferences {
  const value = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  return {
    theme: pick(themes, value.theme, defaultPreferences.theme),
    defaultPromptStyle: pick(promptStyles, value.defaultPromptStyle, defaultPreferences.defaultPromptStyle),
  };
}

export function readPreferences(): Preferences {
  try {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    return raw ? parsePreferences(JSON.parse(raw)) : defaultPreferences;
  } catch (error) {
    console.warn("Could not read preferences; using defaults", error);
    return defaultPreferences;
  }
}

export function writePreferences(prefs: Preferences) {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(prefs));
  } catch (error) {
    console.warn("Could not save preferences", error);
  }
  window.dispatchEvent(new Event("preferences-change"));
}

export function applyTheme(theme: Preferences["theme"]) {
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}
