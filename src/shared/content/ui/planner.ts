// What the project planner's screens say (features/planner). Its questions are in ../planner-questions.ts.
export const plannerGateCopy = {
  title: "AI Project Planner",
  description: "Answer 9 short questions and get a complete project plan you can hand to your AI coding assistant.",
  benefits: [
    "A live plan that fills in as you answer: overview, features, stack, user experience, timeline and risks",
    "Timelines sized to your experience level and the hours you have",
    "Save plans to your account and download them as Markdown",
    "An AGENTS.md brief with ordered tasks and acceptance criteria for coding agents",
  ],
};

export const setupFormCopy = {
  descriptionPlaceholder:
    "What are you building, for whom, and what should it do? e.g. A web app that helps freelancers create, send and track invoices, remind clients about overdue payments, and see at a glance who owes what.",
  description: "The planner asks 9 short questions and builds the plan as you answer.",
};

export const agentsExportCopy = {
  description: (fileName: string) =>
    `An ${fileName} brief with the goal, stack, working rules and ordered tasks with acceptance criteria. Put it in your repository root (GitHub Copilot and Cline read it; other assistants can be pointed at it) and ask the agent to plan task 1 before editing.`,
};

export const plannerPageCopy = {
  intro: "Plan before you prompt: a clear plan keeps your AI coding assistant on track.",
};

export const plannerSessionCopy = {
  leaveUnsaved: "Your latest answers are not saved. Save the plan first to reopen it later.",
};

export const savedPlansCopy = {
  description: "Reopen a plan to review it, continue the questions, or download it again.",
};
