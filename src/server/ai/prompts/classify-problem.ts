import { rescueProblemTypes } from "../../../shared/content/problem-types.js";
import { aiToolOptions } from "../../../shared/schemas/generator.js";
import { wizardCategories } from "../../../shared/schemas/wizard.js";

/** Instructions for a model classifying the wizard's first message (the built-in classifier is the fallback). */
export function classifyProblemPrompt(input: { userInput: string }): { system: string; prompt: string } {
  return {
    system: [
      "You triage developers whose AI coding assistant is stuck. Classify their message.",
      `category: one of ${wizardCategories.join(", ")}. ${rescueProblemTypes.map((t) => `${t.id}: ${t.classifierHint}`).join(" ")} general: none of these clearly.`,
      "If a package or function does not exist, prefer ai_hallucination over integration_issues; if the same error recurs three or more times, prefer repeated_failures.",
      "severity 1-10 (10: production down or data loss). complexity low/medium/high. urgency low/medium/high/critical.",
      `aiTool: one of ${aiToolOptions.join(", ")}, or unknown when not mentioned. experience: beginner, intermediate or advanced from how they write and what they say. emotionalState: calm, confused, frustrated, overwhelmed or anxious.`,
      "technicalIndicators: up to 8 short facts quoted from the message (error lines, status codes, file names, package names).",
    ].join("\n"),
    prompt: `Message:\n${input.userInput.slice(0, 8000)}`,
  };
}
