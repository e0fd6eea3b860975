import { generateSolutionText as text } from "../../../shared/content/llm-prompts/generate-solution.js";
import { type Classification, type WizardResponse, wizardCategoryLabels } from "../../../shared/schemas/wizard.js";
import { findIntegrationCase } from "../builtin/integration-cases.js";
import { describeSituation, extractSituation } from "../builtin/situation.js";

/** Instructions for a model writing the wizard's solution (the built-in playbooks are the fallback). */
export function generateSolutionPrompt(input: {
  classification: Classification;
  responses: WizardResponse[];
  userInput?: string;
}): { system: string; prompt: string } {
  const c = input.classification;
  const userText = [input.userInput ?? "", ...input.responses.map((r) => r.answer)].join("\n");
  const known = findIntegrationCase(userText);
  const answers = input.responses.map((r, i) => text.answer(i + 1, r.question, r.answer.slice(0, 3000)));
  return {
    system: text.system.join("\n"),
    prompt: [
      text.classification({ ...c, category: wizardCategoryLabels[c.category] }),
      c.technicalIndicators?.length ? text.signals(c.technicalIndicators.join("; ")) : "",
      describeSituation(extractSituation({ description: userText })),
      known ? text.knownCase(known.where, known.fix) : "",
      input.userInput ? text.firstMessage(input.userInput.slice(0, 6000)) : "",
      text.answers(answers.join("\n\n")),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
