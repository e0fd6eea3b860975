// What the rescue screens say (features/rescue): the problems page (paste, file, detection, the problem list,
// the other tools) and a rescue session (prompts, progress, notes, outcome, imported and shared sessions).
// Problem types and their playbooks are in ../problem-types/.

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
};

export const problemSelectionCopy = {
  noRescuesYet: "No rescues yet. Paste what happened above to start your first one.",
};

export const customProblemCopy = {
  problemPlaceholder: "e.g. The assistant keeps adding a second auth middleware, and every login now redirects twice.",
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
};

export const progressCopy = {
  markedSuccessful: (when: string) => `You marked this rescue successful on ${when}.`,
  markWhenBackOnTrack:
    "When your assistant is back on track and the success criteria hold, mark the rescue as successful.",
};

export const sessionNotesCopy = {
  placeholder: "e.g. Fresh session + one failing test: the agent found the stale cache key on the second try.",
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
