// The assistants whose session files readSession reads, and their names as people know them. A module of its own
// so the CLI can parse its arguments and print its help without loading the readers and the detector.
export const SESSION_TOOLS = [
  "claude-code",
  "codex",
  "gemini-cli",
  "cline",
  "aider",
  "specstory",
  "cursor",
  "text",
] as const;
export type SessionTool = (typeof SESSION_TOOLS)[number];

export const SESSION_TOOL_NAMES: Record<SessionTool, string> = {
  "claude-code": "Claude Code",
  codex: "Codex CLI",
  "gemini-cli": "Gemini CLI",
  cline: "Cline",
  aider: "Aider",
  specstory: "SpecStory",
  cursor: "Cursor",
  text: "Pasted text",
};
