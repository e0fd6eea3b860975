// What the AI Development Wizard says outside its AI answers: its refusals, and its replies after the solution
// is shown (src/shared/domain/wizard-interpreter.ts), which go deeper on a step, give its code, or help with a
// failure.

export const wizardMessages = {
  proRequired:
    "The AI Development Wizard requires a Pro subscription or an active trial. Start your free trial or upgrade to continue.",
  conversationNotFound: "This conversation does not exist or belongs to another account.",
  conversationOfAnother: "This conversation belongs to another account. Start a new conversation.",
  solutionUnavailable: "The solution could not be generated right now. Please try again.",
  sessionIdMismatch: "The sessionId in the body does not match the conversation in the address.",
};

export const postSolutionText = {
  missingStep: (n: number, count: number, steps: string) =>
    `There is no step ${n}: this solution has ${count} step${count === 1 ? "" : "s"}.\n\n${steps}\n\nAsk about any of them, for example "elaborate on step 1".`,
  stepHeading: (n: number, title: string) => `### Step ${n}: ${title}`,
  expectedTime: (time: string) => `Expected time: ${time}`,
  runThis: "Run this:",
  pasteIntoAssistant: "Paste this into your coding assistant:",
  doneWhen: (criteria: string) => `**Done when:**\n${criteria}`,
  ifItDoesNotHold: (tips: string) => `**If it doesn't hold:**\n${tips}`,
  moveOn: (next: number) => `When every check passes, move on to step ${next}.`,
  lastStep: "That is the last step: once it passes, commit the working state.",
  failsTwice: (next: string, n: number) =>
    `${next} If a check fails twice, tell me what you saw (for example "step ${n} fails with ...").`,
  commands: "Commands for this step:",
  noCommands: "This step has no commands of its own; the work happens through your assistant.",
  copyReadyPrompt: "Copy-ready prompt for your coding assistant:",
  helpMenu: [
    "Here is what I can do next:",
    "",
    '- **Go deeper on a step:** "elaborate on step 2" or "the third step"',
    '- **Get the code or prompt of a step:** "code for step 1"',
    '- **Work through a failure:** "step 2 fails with ..." and paste the error',
    '- **See other approaches:** "show alternatives"',
  ].join("\n"),
  whichStepForCode: (steps: string) =>
    `Which step do you want the code and prompt for?\n\n${steps}\n\nReply with its number, for example "code for step 1".`,
  stepWhere: (n: number, title: string) => `step ${n} (${title})`,
  currentStep: "the step you are on",
  troubleshootIntro: (where: string) => `Let's work through ${where}. To pin it down, tell me:`,
  troubleshootAsk:
    "1. The exact error or output, pasted verbatim\n2. The command or action that produced it\n3. What changed since the last time it worked",
  checkCriteria: (criteria: string) => `While you gather that, check the step's own criteria:\n${criteria}`,
  commonCauses: (tips: string) => `Common causes:\n${tips}`,
  alternatives: (list: string) =>
    `Other ways to get unstuck:\n\n${list}\n\nIf one fits better, say which and I'll go deeper on the steps it shares with this plan.`,
  whichStepDeeper: (steps: string) =>
    `Which step should I go deeper on?\n\n${steps}\n\nReply with its number, for example "elaborate on step 2".`,
};
