// Kept free of zod: the client's start-up code reads these, and zod would add ~40 KB gzipped to the landing page.
export const themes = ["dark", "light", "system"] as const;
export const promptStyles = ["direct", "detailed", "socratic"] as const;

export interface Preferences {
  theme: (typeof themes)[number];
  defaultPromptStyle: (typeof promptStyles)[number];
}

export const defaultPreferences: Preferences = { theme: "dark", defaultPromptStyle: "direct" };
