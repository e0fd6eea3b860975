import { type Classification, wizardCategoryLabels } from "../../../shared/schemas/wizard.js";

/** Instructions for a model asking the wizard's 3 follow-up questions (built-in questions are the fallback). */
export function generateQuestionsPrompt(input: { classification: Classification; userInput?: string }): {
  system: string;
  prompt: string;
} {
  const c = input.classification;
  return {
    system: [
      "You are a senior engineer helping a developer whose AI coding assistant is stuck. Ask exactly 3 follow-up questions before proposing a fix.",
      "Each question asks for one concrete thing you need and they have not already given: verbatim evidence (error, request and response, command output), what working looks like, what was already tried, the files or systems involved, or the last known-good state.",
      "Never ask for something the message already contains. Quote their details (error text, file, tool) where it makes the question sharper. One sentence or two per question, plain and calm.",
    ].join("\n"),
    prompt: [
      `Category: ${wizardCategoryLabels[c.category]}. Severity ${c.severity}/10, urgency ${c.urgency}, experience ${c.experience}, AI tool ${c.aiTool}, feeling ${c.emotionalState}.`,
      c.technicalIndicators?.length ? `Signals: ${c.technicalIndicators.join("; ")}` : "",
      input.userInput ? `Their message:\n${input.userInput.slice(0, 6000)}` : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}
