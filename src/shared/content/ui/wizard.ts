// What the AI Development Wizard says in its chat, on its page and on its Pro gate (features/wizard). Its fallback
// classification and questions, used by the server too, are in ../wizard-fallbacks.ts.
export const wizardGateCopy = {
  title: "AI Development Wizard",
  description:
    "A chat that works out what kind of problem you have, asks three sharp questions and gives you a step-by-step plan with prompts for your coding assistant.",
  benefits: [
    "Classifies your problem from your own words and error messages",
    "Three follow-up questions tailored to what you already said",
    "A step-by-step plan with copy-ready prompts and clear 'done when' checks",
    "Saved conversations you can reopen any time",
  ],
};

export const wizardChatCopy = {
  welcome:
    "Hi! I'm the AI Development Wizard. Tell me what's going wrong with your coding assistant: what you asked for, what it did, and any error you see. I'll ask three short questions and then give you a step-by-step plan with prompts you can paste.",
  /** `tool` is empty, or " with <tool>". */
  intro: (label: string, tool: string, severity: number, urgency: string) =>
    `Thanks. This looks like **${label}**${tool} (severity ${severity}/10, ${urgency} urgency). Three quick questions so the plan fits your situation.`,
  analysis: "Thanks, that's everything I need. Putting your step-by-step plan together…",
  postSolution:
    'That\'s the plan. Work through the steps in order and check each one\'s "done when" list before moving on. Ask me to "elaborate on step 2", "show the code for step 1", tell me if a step fails, or ask for alternatives.',
  welcomePlaceholder: "e.g. Cursor keeps re-applying the same fix and the test still fails with TypeError: …",
};

export const pastConversationsCopy = {
  empty: "No saved conversations yet. Each conversation is saved as you go and shows up here.",
};

export const wizardPageCopy = {
  intro: "Describe the problem, answer three questions, get a step-by-step plan with prompts to paste.",
};
