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
};
