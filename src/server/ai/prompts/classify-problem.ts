import { classifyProblemText as text } from "../../../shared/content/llm-prompts/classify-problem.js";
import { rescueProblemTypes } from "../../../shared/content/problem-types.js";
import { aiToolOptions } from "../../../shared/schemas/generator.js";
import { wizardCategories } from "../../../shared/schemas/wizard.js";

/** Instructions for a model classifying the wizard's first message (the built-in classifier is the fallback). */
export function classifyProblemPrompt(input: { userInput: string }): { system: string; prompt: string } {
  const hints = rescueProblemTypes.map((t) => `${t.id}: ${t.classifierHint}`).join(" ");
  return {
    system: [
      text.role,
      text.category(wizardCategories.join(", "), hints),
      text.preferences,
      text.scales,
      text.toolAndPerson(aiToolOptions.join(", ")),
      text.indicators,
    ].join("\n"),
    prompt: text.message(input.userInput.slice(0, 8000)),
  };
}
