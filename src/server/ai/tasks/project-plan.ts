import {
  type FinalizeProjectPlanInput,
  projectPlanSchema,
  type ProjectPlan,
  type UpdateProjectPlanInput,
} from "../../../shared/schemas/planner.js";
import { applyAnswer, finalizePlan } from "../builtin/project-plan.js";
import type { AiTask } from "../engine.js";
import { finalizeProjectPlanPrompt } from "../prompts/finalize-project-plan.js";
import { updateProjectPlanPrompt } from "../prompts/update-project-plan.js";

export const updateProjectPlanTask: AiTask<UpdateProjectPlanInput, ProjectPlan> = {
  name: "update-project-plan",
  schema: projectPlanSchema,
  builtin: (input) => applyAnswer(input.currentPlan, input.questionIndex, input.answer, input),
  prompt: updateProjectPlanPrompt,
};

export const finalizeProjectPlanTask: AiTask<FinalizeProjectPlanInput, ProjectPlan> = {
  name: "finalize-project-plan",
  schema: projectPlanSchema,
  builtin: (input) => finalizePlan(input.currentPlan, input.messages, input),
  prompt: finalizeProjectPlanPrompt,
};
