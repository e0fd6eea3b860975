import { z } from "zod";

export const themes = ["dark", "light", "system"] as const;
export const promptStyles = ["direct", "detailed", "socratic"] as const;

export const preferencesSchema = z.object({
  theme: z.enum(themes, { message: "theme must be dark, light or system" }),
  defaultPromptStyle: z.enum(promptStyles, { message: "defaultPromptStyle must be direct, detailed or socratic" }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const defaultPreferences: Preferences = { theme: "dark", defaultPromptStyle: "direct" };
