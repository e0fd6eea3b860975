// What a rescue session's owner reads about their sessions: the sessions and outcomes areas' refusals, the
// storage limit's messages, and the headings of a session's Markdown copy.

export const sessionMessages = {
  readOnlyImported: "This session was imported from a file and is kept as read-only history.",
  startNewRescue: "Start a new rescue to work on it again.",
  sharedGone: "This shared session does not exist or its owner stopped sharing it.",
  countsTowardLimit: (freeRescues: number, from: string) =>
    `This rescue counts toward this month's ${freeRescues} free rescues, so it can be deleted from ${from}.`,
  noSuchStep: (steps: number, stepId: number) => `This session has steps 1 to ${steps}; there is no step ${stepId}.`,
  notesFull: (max: string) => `The session's notes are full (${max} characters). Shorten the note.`,
  promptIndexRange: (prompts: number) => `promptIndex: this session has ${prompts} prompts (0 to ${prompts - 1}).`,
  stepIdRange: (steps: number) => `stepId: this session has steps 1 to ${steps}.`,
  noSuchStepFound: "This session has no such step.",
  stepCompleted: "This step is completed. Untick it before timing it again.",
  signIn: "Please sign in to continue.",
  noSuchTemplate: "The library has no such template.",
  answerStillStuckFirst: 'Answer "still stuck" for this rescue first; the next strategy follows from it.',
  noRunnerUp: "The diagnosis of this rescue had no second type to switch to.",
  secondStrategyRan: "This rescue already ran its type's second strategy.",
};

export const storageText = {
  refused: {
    create: "This rescue was not started: it would take",
    import: "These sessions were not imported: they would take",
    notes: "These notes were not saved: they would take",
  },
  makeRoomPro: "Delete sessions you no longer need from History to make room.",
  makeRoomFree: "Delete sessions you no longer need from History, or upgrade to Pro for more room.",
  /** `refused` is one of the lines above, `summary` the counts used. */
  overLimit: (refused: string, summary: string, way: string) =>
    `${refused} your account over its storage limit (${summary} used). ${way}`,
  fullTitle: "Your storage is full",
  full: (summary: string, way: string) => `${summary}: new rescues, imports and longer notes cannot be saved. ${way}`,
  almostFullTitle: "Your storage is almost full",
  almostFull: (summary: string, percent: number, way: string) => `${summary} (${percent}% used). ${way}`,
};

/** The labels and headings of a session's Markdown copy (copy, download, shared page). */
export const sessionMarkdownText = {
  title: (type: string) => `# Rescue: ${type}`,
  strategy: "Strategy",
  started: "Started",
  status: "Status",
  solved: "solved",
  solvedOn: (date: string) => ` on ${date}`,
  done: (percent: number) => `${percent}% done`,
  timeSpent: "Time spent",
  importedNotice:
    "> Imported from a file: not written by Unstuck. The steps, prompts and notes below are that file's text.",
  problem: "## Problem",
  project: "## Project",
  actionSteps: "## Action steps",
  prompts: "## Prompts",
  importedPrompts: "## Prompts (imported, not written by Unstuck)",
  whyItWorks: "Why it works",
  notes: "## Notes",
  noNotes: "_No notes._",
};
