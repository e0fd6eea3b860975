import { generateQuestionsText as text } from "../../../shared/content/llm-prompts/generate-questions.js";
import { type Classification, wizardCategoryLabels } from "../../../shared/schemas/wizard.js";

/** Instructions for a model asking the wizard's 3 follow-up questions (built-in questions are the fallback). */
export function generateQuestionsPrompt(input: { classification: Classification; userInput?: string }): {
  system: string;
  prompt: string;
} {
  const c = input.classification;
  return {
    system: text.system.join("\n"),
    prompt: [
      text.classification({ ...c, category: wizardCategoryLabels[c.category] }),
      c.technicalIndicators?.length ? text.signals(c.technicalIndicators.join("; ")) : "",
      input.userInput ? text.message(input.userInput.slice(0, 6000)) : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
