import { plannerQuestion } from "../../../shared/content/planner-questions.js";
import { updateProjectPlanText as text } from "../../../shared/content/llm-prompts/project-plan.js";
import { QUESTION_COUNT, type UpdateProjectPlanInput } from "../../../shared/schemas/planner.js";
import { currentPlanText, describeProject, planRules } from "./project-plan-shared.js";

/** Instructions for a model updating the live plan after one answer (the built-in parser is the fallback). */
export function updateProjectPlanPrompt(input: UpdateProjectPlanInput): { system: string; prompt: string } {
  const question = plannerQuestion(input.questionIndex);
  const n = input.questionIndex + 1;
  return {
    system: [planRules, text.updateOnly(question.feeds, question.section), ...text.system].join("\n"),
    prompt: [
      describeProject(input),
      text.question(n, QUESTION_COUNT, question.topic, question.ask(input.projectName)),
      text.answer(input.answer),
      currentPlanText(input.currentPlan),
    ].join("\n\n"),
  };
}
