import { planRuleLines, projectText } from "../../../shared/content/llm-prompts/project-plan.js";
import type { ProjectPlan } from "../../../shared/schemas/planner.js";
import { describeSituation, extractSituation } from "../builtin/situation.js";

/** What every planner prompt tells the model about the plan it edits. */
export const planRules = planRuleLines.join("\n");

export function describeProject(input: {
  projectName: string;
  projectDescription: string;
  experienceLevel: string;
}): string {
  return [
    projectText.name(input.projectName),
    projectText.level(input.experienceLevel),
    projectText.description(input.projectDescription),
    describeSituation(extractSituation({ description: input.projectDescription })),
  ].join("\n");
}

const planJson = (plan: ProjectPlan) => JSON.stringify(plan, null, 2);

/** The plan as it stands, for the model to edit. */
export const currentPlanText = (plan: ProjectPlan) => projectText.currentPlan(planJson(plan));
