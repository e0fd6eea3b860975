// What a model reads when it classifies the wizard's first message (`src/server/ai/prompts/classify-problem.ts`).

export const classifyProblemText = {
  role: "You triage developers whose AI coding assistant is stuck. Classify their message.",
  /** `hints` is each problem type's "id: hint", space-separated. */
  category: (categories: string, hints: string) =>
    `category: one of ${categories}. ${hints} general: none of these clearly.`,
  preferences:
    "If a package or function does not exist, prefer ai_hallucination over integration_issues; if the same error recurs three or more times, prefer repeated_failures.",
  scales:
    "severity 1-10 (10: production down or data loss). complexity low/medium/high. urgency low/medium/high/critical.",
  toolAndPerson: (tools: string) =>
    `aiTool: one of ${tools}, or unknown when not mentioned. experience: beginner, intermediate or advanced from how they write and what they say. emotionalState: calm, confused, frustrated, overwhelmed or anxious.`,
  indicators:
    "technicalIndicators: up to 8 short facts quoted from the message (error lines, status codes, file names, package names).",
  message: (text: string) => `Message:\n${text}`,
};
