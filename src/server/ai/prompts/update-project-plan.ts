import { plannerQuestion } from "../../../shared/content/planner-questions.js";
import type { UpdateProjectPlanInput } from "../../../shared/schemas/planner.js";
import { describeProject, planJson, planRules } from "./project-plan-shared.js";

/** Instructions for a model updating the live plan after one answer (the built-in parser is the fallback). */
export function updateProjectPlanPrompt(input: UpdateProjectPlanInput): { system: string; prompt: string } {
  const question = plannerQuestion(input.questionIndex);
  return {
    system: [
      planRules,
      `Update only what the answer feeds (${question.feeds}, in the ${question.section} section) and return the whole plan.`,
      "Copy every other field from the current plan unchanged; never drop earlier content. Split lists from commas, lines or bullets into separate items.",
      "For the timeline, size phase durations to the experience level (beginners need more time) and the time the user says they have.",
    ].join("\n"),
    prompt: [
      describeProject(input),
      `Question ${input.questionIndex + 1} of 9 (${question.topic}): ${question.ask(input.projectName)}`,
      `Answer:\n${input.answer}`,
      `Current plan:\n${planJson(input.currentPlan)}`,
    ].join("\n\n"),
  };
}
