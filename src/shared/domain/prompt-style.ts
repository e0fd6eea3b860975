import { promptStyleInstructions, promptStyleNames } from "../content/prompt-styles.js";
import type { Preferences } from "./preferences.js";

export type PromptStyle = Preferences["defaultPromptStyle"];

/** Each style's name and the instruction it appends, for the screens that show them. */
export { promptStyleInstructions, promptStyleNames };

/** The prompt text in the user's chosen style, the same for rescue prompts and generated prompts. */
export function styledPrompt(text: string, style: PromptStyle): string {
  const instruction = promptStyleInstructions[style];
  return instruction ? `${text.trimEnd()}\n\n${instruction}` : text;
}
