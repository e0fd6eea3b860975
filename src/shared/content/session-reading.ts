// What the session reader (src/shared/domain/sessions/read-session.ts, session-formats.ts) tells the person when a
// file cannot be read, or was read with lines left out. Tool names come in already spelled for people.

const NOT_A_SESSION =
  "This file is not a session we can read. Drop a session file from Claude Code (.jsonl), Codex CLI " +
  "(rollout-*.jsonl), Gemini CLI (session-*.json), Cline (api_conversation_history.json, ui_messages.json, " +
  "or a Cline or Roo Code task exported as .md), Aider (.aider.chat.history.md), a SpecStory export (.md) or " +
  "Cursor (state.vscdb).";

export const SESSION_READING = {
  lastLineCutOff: "The last line was cut off (the tool was probably still writing it) and was skipped.",
  linesSkipped: (n: number) =>
    `${n} line${n === 1 ? " was" : "s were"} not valid JSON and ${n === 1 ? "was" : "were"} skipped.`,
  notASession: NOT_A_SESSION,
  binary: `${NOT_A_SESSION} This one looks like binary data.`,
  otherJson: `${NOT_A_SESSION} This one is JSON of another kind.`,
  noJsonLine: `${NOT_A_SESSION} No line of this file is valid JSON.`,
  noMessages: `${NOT_A_SESSION} This JSON has no messages.`,
  unreadable: (reason: string) => `The file could not be read: ${reason}`,
  empty: "The file is empty.",
  sqliteNotTool: (tool: string) => `This is an SQLite database, not a ${tool} session.`,
  databaseTooLarge: "This database is too large to read here (over 2 GB).",
  cursorUnreadable: (reason: string) => `This Cursor database could not be read: ${reason}`,
  notCursorDatabase: "This database is not a Cursor state.vscdb (it has no cursorDiskKV table we can read).",
  notTool: (tool: string) => `This file is not a ${tool} session.`,
  looksLikeOther: (detected: string, wanted: string) =>
    `This file looks like a ${detected} session, not ${wanted}. Leave out --tool to read it as it is.`,
  fileTooLarge: "This file is too large to read here (over 256 MB).",
  incompleteJson: (tool: string) =>
    `This ${tool} file is not complete JSON (it may have been cut off while the tool was writing it).`,
  noConversation: (tool: string) =>
    `This ${tool} file holds no conversation yet (no messages from you or the assistant).`,
  noCursorChat: (id: string) => `No Cursor chat with the id ${id} in this database.`,
  noCursorChats: "This Cursor database holds no chats (its cursorDiskKV table has no composerData entries).",
};
