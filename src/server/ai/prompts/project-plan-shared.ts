import type { ProjectPlan } from "../../../shared/schemas/planner.js";
import { describeSituation, extractSituation } from "../builtin/situation.js";

/** What every planner prompt tells the model about the plan it edits. */
export const planRules = [
  "You help a developer plan a software project that they will build with an AI coding assistant.",
  "The plan is a JSON object with overview {purpose, goals[], targetUsers}, features {essential[], niceToHave[]}, technical {techStack[], architecture}, userExperience {userFlows[], interfaceNeeds[]}, timeline {phases[{name, duration, description}], totalEstimate} and challenges {risks[], solutions[]}.",
  "List items are short, specific and observable (a feature a user can try, a flow that can be tested). solutions[i] answers risks[i].",
  "Use the user's own words and technologies. Never invent packages, services or version numbers the user did not name; suggest only widely used, established technologies.",
  "Phase durations add up to totalEstimate, in the same unit. Acceptance criteria and goals are full sentences: 'A user can upload photos', 'The owner approves bookings'.",
  "Be calm and direct; no hype, no filler.",
].join("\n");

export function describeProject(input: {
  projectName: string;
  projectDescription: string;
  experienceLevel: string;
}): string {
  return [
    `Project name: ${input.projectName}`,
    `Experience level: ${input.experienceLevel}`,
    `Description:\n${input.projectDescription}`,
    describeSituation(extractSituation({ description: input.projectDescription })),
  ].join("\n");
}

export const planJson = (plan: ProjectPlan) => JSON.stringify(plan, null, 2);
