import { z } from "zod";
import { type Preferences, promptStyles, themes } from "../domain/preferences.js";

export const preferencesSchema = z.object({
  theme: z.enum(themes, { message: "theme must be dark, light or system" }),
  defaultPromptStyle: z.enum(promptStyles, { message: "defaultPromptStyle must be direct, detailed or socratic" }),
}) satisfies z.ZodType<Preferences>;
