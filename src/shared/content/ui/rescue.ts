// What the rescue screens say (features/rescue): the problems page (paste, file, detection, the problem list,
// the other tools) and a rescue session (prompts, progress, notes, outcome, imported and shared sessions).
// Problem types and their playbooks are in ../problem-types/. It imports nothing: the shared session's public page
// loads it, so a price or a limit a sentence names is passed in by the component (decision 0361).

export const problemDetectionCopy = {
  notASessionFile: (name: string) =>
    `${name} is not a session file (.jsonl, .json, .md, state.vscdb) or a .txt or .log file. Export the chat or log as text and try again.`,
  sessionFileTooLarge: (name: string, mb: string) => `${name} is ${mb} MB; the limit is 200 MB.`,
  fileTooLarge: (name: string, mb: string) =>
    `${name} is ${mb} MB; the limit is 5 MB. Paste the last part of the session instead.`,
  secretsMasked: " Secrets in it are masked.",
  readLongFile: (name: string, kb: string, masked: string) =>
    `Read ${name} (${kb} KB); the box shows its start, the whole file is analysed.${masked}`,
  readFile: (name: string, kb: string, masked: string) => `Read ${name} (${kb} KB).${masked}`,
  turnsFromYou: (turns: number) => `${turns} message${turns === 1 ? "" : "s"} from you`,
  readSession: (name: string, tool: string, turns: string, masked: string, warnings: readonly string[]) =>
    `Read ${name} (${tool} session, ${turns}).${masked}${warnings.length ? ` ${warnings.join(" ")}` : ""}`,
  pastePlaceholder:
    "e.g.\n> the login test is still failing\n⏺ You're absolutely right. This should fix it.\n  ⎿  TypeError: Cannot read properties of undefined (reading 'user')",
  fileNote:
    "Drop a file on the box above, or choose one: a session file (.jsonl, .json, .md, state.vscdb) or a .txt or .log.",
  confidenceTitle: "How sure the detector is, from the strength and agreement of the signals",
  description:
    "Paste the session, the assistant's reply or the error log, or drop the assistant's own session file (Claude Code, Codex, Gemini CLI, Cline, Aider, SpecStory, Cursor's state.vscdb) or a .txt or .log. It is read in your browser with secrets masked; nothing is sent or uploaded.",
  nothingStuck:
    "This reads like a question, a bug in the tool itself, a quota or a task that went fine, not an assistant going round in circles. If your assistant is stuck, paste more of the conversation, or pick what it looks like:",
  notSure: {
    before:
      "Nothing in this text points to one problem. Which of these is closest to what is happening? You can also paste more of the conversation, or describe it in your own words with ",
    strong: "Custom Problem",
    after: ".",
  },
};

export const problemSelectionCopy = {
  noRescuesYet: "No rescues yet. Paste what happened above to start your first one.",
  intro: "Paste what happened: we name the kind of stuck and build the rescue from your own error and command.",
  accountKeepsRescues: (freeRescues: number) =>
    `Your sessions, notes and progress are saved to your account. Free accounts get ${freeRescues} rescues a month.`,
};

export const customProblemCopy = {
  problemPlaceholder: "e.g. The assistant keeps adding a second auth middleware, and every login now redirects twice.",
  description: "Tell us what the assistant is doing and what you expected. We build your rescue around it.",
};

export const moreToolsCopy = {
  wizard: {
    title: "AI Development Wizard",
    description: "Describe the problem in a chat; the wizard asks three questions and proposes a step-by-step fix.",
  },
  prompts: {
    title: "AI Prompt Generator",
    description: "Generate prompts tailored to your language, tool and error messages.",
  },
  planner: {
    title: "AI Project Planner",
    description: "Answer 9 questions and get a project plan, timeline and an AGENTS.md brief for your coding agent.",
  },
  templates: {
    title: "Ready-to-Use Templates",
    description: "Copy-paste prompts for debugging, auth, databases, deployment and more.",
  },
};

export const smartPromptsCopy = {
  withFacts:
    "These prompts carry what you pasted. Fill in the fields still open in a prompt (or remove them), then copy it into your assistant. Start with the first one.",
  withoutFacts:
    "Fill in the fields in a prompt with your details (or remove them), then copy it into your assistant. Start with the first one.",
  imported: "These are the prompts of the file you imported, in its order. Other users' ratings do not apply to them.",
};

export const progressCopy = {
  markedSuccessful: (when: string) => `You marked this rescue successful on ${when}.`,
  markWhenBackOnTrack:
    "When your assistant is back on track and the success criteria hold, mark the rescue as successful.",
};

export const sessionNotesCopy = {
  placeholder: "e.g. Fresh session + one failing test: the agent found the stale cache key on the second try.",
  conflict: "Notes you typed on this device earlier were not saved before they were changed elsewhere.",
};

export const nextStrategyCopy = {
  available:
    "This strategy did not get you out. The next one has its own prompts and steps, and starts with your notes and what you tried here. It does not use a free rescue.",
  exhausted:
    "Both strategies for this kind of stuck have been tried. Start a new rescue with a fresh description of where things stand now.",
};

export const importedNoticeCopy = {
  shared:
    "The steps, prompts and notes of this session are the text of a file its owner imported. Unstuck did not write or check them: read them before you paste anything into an assistant.",
  own: "The steps, prompts and notes of this session are the text of the file you imported. Unstuck did not write or check them: read a prompt before you paste it into an assistant.",
};

export const outcomeQuestionCopy = {
  description:
    "One answer per rescue. It shapes which prompts come first for everyone; only totals from 5 or more people are ever shown.",
};

export const previousAttemptCopy = {
  continues: {
    before: "This rescue continues one that left you stuck. Your notes from it are in the notes below. ",
    link: "Open the first attempt",
  },
};

export const customGeneratorCardCopy = {
  unlock: (monthlyPrice: string) =>
    `Rescue Pro writes prompts for your exact problem, language and assistant, and gives you unlimited rescues, the AI Development Wizard and premium templates for ${monthlyPrice} a month.`,
};

export const shareDialogCopy = {
  description:
    "Anyone with the link sees the problem, steps, prompts, progress and your notes; never your name, email or account. Turn it off at any time and the link stops working.",
};

export const sharedSessionPageCopy = {
  madeWith: {
    before: "Made with Unstuck, the rescue kit for AI coding assistants. ",
    link: "Try it",
  },
};

export const successDialogCopy = {
  description: "Your assistant is back on track. Here is how it went; after closing, say what did it.",
};

export const welcomeScreenCopy = {
  intro:
    "Two ways in: paste what it said and we spot the pattern, or pick the problem yourself. Either way you get ready-to-paste prompts and a short plan.",
};
