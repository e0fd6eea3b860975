import { plannerQuestions } from "../../../shared/content/planner-questions.js";
import { finalizeProjectPlanText as text } from "../../../shared/content/llm-prompts/project-plan.js";
import type { FinalizeProjectPlanInput } from "../../../shared/schemas/planner.js";
import { currentPlanText, describeProject, planRules } from "./project-plan-shared.js";

/** Instructions for a model completing the plan after the last answer (the built-in finisher is the fallback). */
export function finalizeProjectPlanPrompt(input: FinalizeProjectPlanInput): { system: string; prompt: string } {
  const answers = input.messages.filter((m) => m.type === "user");
  const transcript = answers
    .map((m, i) => text.answer(i + 1, plannerQuestions[i]?.topic ?? text.extraTopic, m.content))
    .join("\n");
  return {
    system: [planRules, ...text.system].join("\n"),
    prompt: [
      describeProject(input),
      text.answers(transcript || text.noAnswers),
      currentPlanText(input.currentPlan),
    ].join("\n\n"),
  };
}
