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
  const text = [input.userInput ?? "", ...input.responses.map((r) => r.answer)].join("\n");
  const known = findIntegrationCase(text);
  return {
    system: [
      "You are a senior engineer rescuing a developer whose AI coding assistant is stuck. Write a step-by-step solution specific to their details.",
      "diagnosis: 2-4 sentences naming the likely cause in their situation and why the assistant is stuck. expectedTime: the sum of the steps' own times. Never say a step is solved; only the user can say that.",
      "solutionSteps: 3 to 5 steps. Each has a verb-first title, an expectedTime, a description (why, and at most 3 actions), optional shell code, successCriteria that are binary and observable (a command exits 0, a named test passes, the diff touches only listed files), and aiPrompt.",
      "aiPrompt is pasted into their coding assistant as-is, 80-200 words, in this order: a halt line (what not to do in this reply), the goal and an observable done-when, their evidence filled in (or [named slots] for what they must paste), what they already tried, constraints (files it may change, what not to touch, no new dependencies without asking), the method, a verification command whose output must be pasted, and a stop rule after 2 failed attempts.",
      "Start with a rollback point (commit) when code may change. Prefer reproduction and ranked hypotheses before edits. Label tool-specific commands with their tool. Calm and direct; no threats, bribes or all-caps.",
      "alternativeApproaches: 2-4. preventionTips: 2-4. troubleshootingTips: 2-4. learningResources: 1-3 named sources (titles, no invented URLs).",
    ].join("\n"),
    prompt: [
      `Category: ${wizardCategoryLabels[c.category]}. Severity ${c.severity}/10, complexity ${c.complexity}, urgency ${c.urgency}, experience ${c.experience}, AI tool ${c.aiTool}.`,
      c.technicalIndicators?.length ? `Signals: ${c.technicalIndicators.join("; ")}` : "",
      describeSituation(extractSituation({ description: text })),
      known ? `Known setting for this case (make it step 1, naming where it lives): ${known.where}. ${known.fix}` : "",
      input.userInput ? `Their first message:\n${input.userInput.slice(0, 6000)}` : "",
      `Their answers:\n${input.responses.map((r, i) => `Q${i + 1}: ${r.question}\nA${i + 1}: ${r.answer.slice(0, 3000)}`).join("\n\n")}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
