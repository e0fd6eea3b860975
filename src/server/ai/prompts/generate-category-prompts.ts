import { getGeneratorCategory } from "../../../shared/content/generator-categories.js";
import type { GeneratorInput } from "../../../shared/schemas/generator.js";
import { describeSituation, extractSituation } from "../builtin/situation.js";

/** Instructions for a model answering the Custom Prompt Generator (the built-in composer is the fallback). */
export function generateCategoryPromptsPrompt(input: GeneratorInput): { system: string; prompt: string } {
  const category = getGeneratorCategory(input.category);
  const strategies = category.strategies.map((s) => s.name).join(", ");
  return {
    system: [
      "You write rescue prompts that a developer pastes into an AI coding assistant that is stuck.",
      "Each prompt has, in order: a halt line (what to stop doing), the goal and an observable done-when, slots in [square brackets] for verbatim evidence the user still has to paste, what was already tried, constraints (files it may change, what not to touch, no new dependencies without asking), the method, a runnable verification whose output must be pasted, and a stop rule after 2 failed attempts.",
      "Be calm and direct and give reasons; no threats, bribes or all-caps. Label tool-specific commands with their tool and give a universal fallback.",
      "Keep each prompt to 80-220 words of your own text (pasted code and logs don't count), written to the agent; lines meant for the user belong in the methodology steps. Use the user's own stack, error, files and constraints as given, never another stack, and invent no facts.",
      "Return exactly 3 prompts, one per strategy, each with a title, a difficulty (beginner, intermediate or advanced), 3 to 7 methodology steps, the prompt and a short explanation of why it works.",
    ].join("\n"),
    prompt: [
      `Category: ${category.name}. Strategies, one prompt each: ${strategies}.`,
      describeSituation(
        extractSituation({
          description: input.category === "other" ? input.customProblemDescription : input.problemDescription,
          errorMessages: input.errorMessages,
          codeContext: input.codeContext,
          stackHint: input.programmingLanguage,
        }),
      ),
      `Problem: ${input.category === "other" ? input.customProblemDescription : input.problemDescription}`,
      input.programmingLanguage ? `Language: ${input.programmingLanguage}` : "",
      input.aiTool ? `AI tool: ${input.aiTool}` : "",
      input.errorMessages ? `Error messages:\n${input.errorMessages.slice(0, 4000)}` : "",
      input.codeContext ? `Code context:\n${input.codeContext.slice(0, 6000)}` : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
