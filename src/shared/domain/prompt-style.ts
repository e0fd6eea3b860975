import type { Preferences } from "./preferences.js";

export type PromptStyle = Preferences["defaultPromptStyle"];

export const promptStyleNames: Record<PromptStyle, string> = {
  direct: "Direct",
  detailed: "Detailed",
  socratic: "Socratic",
};

/**
 * What each style adds to a prompt before it is shown and copied: Direct is the prompt as written; the other
 * two append one instruction that changes how the assistant answers.
 */
export const promptStyleInstructions: Record<PromptStyle, string | null> = {
  direct: null,
  detailed:
    "Before you change anything, explain your reasoning step by step: what you think is wrong, which files you will touch and why, and what you ruled out. Then make the change and show how you checked it.",
  socratic:
    "Do not write code yet. First answer these questions: What exactly fails, and how do you know? Which of your assumptions could be wrong? What is the smallest check that would prove your explanation? Wait for my reply before you change anything.",
};

/** The prompt text in the user's chosen style, the same for rescue prompts and generated prompts. */
export function styledPrompt(text: string, style: PromptStyle): string {
  const instruction = promptStyleInstructions[style];
  return instruction ? `${text.trimEnd()}\n\n${instruction}` : text;
}
