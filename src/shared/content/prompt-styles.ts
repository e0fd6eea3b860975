import type { Preferences } from "../domain/preferences.js";

// The prompt styles a user can choose in Preferences: each one's name, and the instruction it appends to every
// prompt shown and copied (Direct appends none).

type PromptStyle = Preferences["defaultPromptStyle"];

export const promptStyleNames: Record<PromptStyle, string> = {
  direct: "Direct",
  detailed: "Detailed",
  socratic: "Socratic",
};

export const promptStyleInstructions: Record<PromptStyle, string | null> = {
  direct: null,
  detailed:
    "Before you change anything, explain your reasoning step by step: what you think is wrong, which files you will touch and why, and what you ruled out. Then make the change and show how you checked it.",
  socratic:
    "Do not write code yet. First answer these questions: What exactly fails, and how do you know? Which of your assumptions could be wrong? What is the smallest check that would prove your explanation? Wait for my reply before you change anything.",
};
