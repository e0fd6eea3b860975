// What a model reads when it updates or finishes the planner's plan (`src/server/ai/prompts/update-project-plan.ts`,
// `finalize-project-plan.ts` and the rules they share in `project-plan-shared.ts`).

/** What every planner prompt tells the model about the plan it edits. */
export const planRuleLines = [
  "You help a developer plan a software project that they will build with an AI coding assistant.",
  "The plan is a JSON object with overview {purpose, goals[], targetUsers}, features {essential[], niceToHave[]}, technical {techStack[], architecture}, userExperience {userFlows[], interfaceNeeds[]}, timeline {phases[{name, duration, description}], totalEstimate} and challenges {risks[], solutions[]}.",
  "List items are short, specific and observable (a feature a user can try, a flow that can be tested). solutions[i] answers risks[i].",
  "Use the user's own words and technologies. Never invent packages, services or version numbers the user did not name; suggest only widely used, established technologies.",
  "Phase durations add up to totalEstimate, in the same unit. Acceptance criteria and goals are full sentences: 'A user can upload photos', 'The owner approves bookings'.",
  "Be calm and direct; no hype, no filler.",
];

/** The project as the model reads it, before the situation's facts. */
export const projectText = {
  name: (name: string) => `Project name: ${name}`,
  level: (level: string) => `Experience level: ${level}`,
  description: (text: string) => `Description:\n${text}`,
  currentPlan: (json: string) => `Current plan:\n${json}`,
};

/** After one answer: update what it feeds. */
export const updateProjectPlanText = {
  updateOnly: (feeds: string, section: string) =>
    `Update only what the answer feeds (${feeds}, in the ${section} section) and return the whole plan.`,
  system: [
    "Copy every other field from the current plan unchanged; never drop earlier content. Split lists from commas, lines or bullets into separate items.",
    "For the timeline, size phase durations to the experience level (beginners need more time) and the time the user says they have.",
  ],
  question: (n: number, total: number, topic: string, ask: string) => `Question ${n} of ${total} (${topic}): ${ask}`,
  answer: (text: string) => `Answer:\n${text}`,
};

/** After the last answer: finish the plan. */
export const finalizeProjectPlanText = {
  system: [
    "Finish the plan: keep everything the user said, and fill every empty field with a sensible default tailored to the experience level and the chosen stack.",
    "The timeline has 3-6 phases with durations that add up to totalEstimate; beginners get more time and a setup-and-learning phase.",
    "Every risk has a matching, concrete solution at the same index. Include at least 3 risks.",
  ],
  /** A question's topic, or this for an answer past the last question. */
  extraTopic: "extra",
  answer: (n: number, topic: string, text: string) => `Q${n} (${topic}): ${text}`,
  answers: (transcript: string) => `The user's answers:\n${transcript}`,
  noAnswers: "(none)",
};
