import { getGeneratorCategory } from "../../../shared/content/generator-categories.js";
import { generateCategoryPromptsText as text } from "../../../shared/content/llm-prompts/generate-category-prompts.js";
import type { GeneratorInput } from "../../../shared/schemas/generator.js";
import { describeSituation, extractSituation } from "../builtin/situation.js";

/** Instructions for a model answering the Custom Prompt Generator (the built-in composer is the fallback). */
export function generateCategoryPromptsPrompt(input: GeneratorInput): { system: string; prompt: string } {
  const category = getGeneratorCategory(input.category);
  const strategies = category.strategies.map((s) => s.name).join(", ");
  const problem = input.category === "other" ? input.customProblemDescription : input.problemDescription;
  return {
    system: text.system.join("\n"),
    prompt: [
      text.category(category.name, strategies),
      describeSituation(
        extractSituation({
          description: problem,
          errorMessages: input.errorMessages,
          codeContext: input.codeContext,
          stackHint: input.programmingLanguage,
        }),
      ),
      text.problem(String(problem)),
      input.programmingLanguage ? text.language(input.programmingLanguage) : "",
      input.aiTool ? text.aiTool(input.aiTool) : "",
      input.errorMessages ? text.errors(input.errorMessages.slice(0, 4000)) : "",
      input.codeContext ? text.code(input.codeContext.slice(0, 6000)) : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
