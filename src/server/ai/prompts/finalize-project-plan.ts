import { plannerQuestions } from "../../../shared/content/planner-questions.js";
import type { FinalizeProjectPlanInput } from "../../../shared/schemas/planner.js";
import { describeProject, planJson, planRules } from "./project-plan-shared.js";

/** Instructions for a model completing the plan after the last answer (the built-in finisher is the fallback). */
export function finalizeProjectPlanPrompt(input: FinalizeProjectPlanInput): { system: string; prompt: string } {
  const answers = input.messages.filter((m) => m.type === "user");
  const transcript = answers
    .map((m, i) => `Q${i + 1} (${plannerQuestions[i]?.topic ?? "extra"}): ${m.content}`)
    .join("\n");
  return {
    system: [
      planRules,
      "Finish the plan: keep everything the user said, and fill every empty field with a sensible default tailored to the experience level and the chosen stack.",
      "The timeline has 3-6 phases with durations that add up to totalEstimate; beginners get more time and a setup-and-learning phase.",
      "Every risk has a matching, concrete solution at the same index. Include at least 3 risks.",
    ].join("\n"),
    prompt: [
      describeProject(input),
      `The user's answers:\n${transcript || "(none)"}`,
      `Current plan:\n${planJson(input.currentPlan)}`,
    ].join("\n\n"),
  };
}
