// The user's own facts as lines of a model's instructions (`describeSituation` in
// `src/server/ai/builtin/situation.ts` fills them).

export const situationText = {
  stack: (text: string) => `Stack: ${text}`,
  goal: (text: string) => `Goal: ${text}`,
  keyError: (text: string) => `Key error: ${text}`,
  files: (list: string) => `Files: ${list}`,
  constraints: (list: string) => `Constraints: ${list}`,
  tried: (list: string) => `Already tried: ${list}`,
  envVars: (list: string) => `Environment variables: ${list}`,
  httpStatuses: (list: string) => `HTTP statuses: ${list}`,
  /** `lines` are the facts above, one "- " bullet each. */
  facts: (lines: string) =>
    `Facts read from the user's text (use them as given; don't name any other stack):\n${lines}`,
  none: "No stack, error or files were given; use [bracketed] slots for them instead of inventing any.",
};
