// What the custom prompt generator says (features/generator and its route's Pro gate).
export const promptsGateCopy = {
  title: "Custom Prompt Generator",
  description:
    "Describe the problem once and get three prompts written for it: your language, your AI tool, your error messages, each following a different proven strategy.",
  benefits: [
    "Three prompts per problem, one per strategy, with step-by-step methodology",
    "Seven problem categories, from looping fixes to hallucinated packages",
    "Built around your code, error messages and the assistant you use",
    "Unlimited rescues, the AI Development Wizard and the project planner included",
  ],
};

export const generatorFormCopy = {
  customProblemPlaceholder:
    "e.g. The agent keeps regenerating the lockfile and every CI run installs different versions.",
  otherContextPlaceholder: "Anything else the prompts should take into account.",
  descriptionPlaceholder:
    "What is the assistant doing, and what did you expect? e.g. Cursor keeps rewriting the auth middleware and every login now redirects twice.",
};

export const resultsPanelCopy = {
  emptySteps: [
    "Pick the category that matches what the assistant is doing.",
    "Describe the problem; add the error and code if you have them.",
    "Generate, compare the three strategies, and copy one.",
  ],
  done: "Three prompts, one per strategy. Pick the one that fits, fill any [bracketed] slot left open, and paste it into your assistant.",
  emptyIntro:
    "Describe the problem on the left and you get three prompts built from it, each following a different strategy.",
};

export const generatorPageCopy = {
  intro: {
    before:
      "Describe what your assistant is stuck on. You get three prompts for your exact problem, language and tool, each built on a different proven strategy. ",
    link: "Your earlier prompts",
  },
};
