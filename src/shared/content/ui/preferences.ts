// What the data import and export say (features/preferences).
export const importCopy = {
  fileTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB, too big for an Unstuck export.`,
  earlierSessionsKept: "Sessions added before the error are kept; importing the same file again skips them.",
  sessionsKept: (added: number) =>
    `${added} ${added === 1 ? "session was" : "sessions were"} added before it stopped and are kept; importing the same file again skips them.`,
  notJson: "The file is not valid JSON. Choose a file exported from Unstuck (Settings → Export data).",
  notAnExport: "The file does not contain an Unstuck export (expected a JSON object).",
};

export const preferencesSectionCopy = {
  promptStyleHint: "Applied to every rescue prompt and generated prompt you see and copy.",
  promptStyleAdds: (instruction: string) => ` It adds: “${instruction}”`,
  yourData:
    "Export your rescue sessions and preferences as one JSON file, or import such a file. Imported sessions are added to your history as read-only records; nothing you have is overwritten, and they do not use your monthly rescues.",
  signedOutExport: "Signed out, the export holds your preferences only. Sign in to include your sessions.",
};
