// What a prompt says in place of a `[slot]` when it goes where nobody is asked to fill it (`unstuck diagnose`,
// `unstuck watch`, the hook's reason) and the session gave no fact for it (decision 0397). Each wording tells the
// agent, which has the session and the repository, where to find the thing itself. A slot not listed here (the
// error, the command, versions, environments) is a fact only the session can give: without it, its sentence is
// left out rather than guessed. Keys are slot labels as the prompts write them, without brackets.
export const SLOT_WITHOUT_FACT: Record<string, string> = {
  files: "the current change",
  "original request": "the one I started this session with",
  "original request in one sentence": "the one I started this session with",
  "paste `git log --oneline` since the start": "what `git log --oneline` lists since then",
  "decisions, one line each": "those in this conversation, one line each",
  "paste `git diff --stat`": "`git diff --stat`",
  "paste `git status` or `git diff --stat`": "what `git status` lists",
  "test or build command": "the project's test or build command",
  "project in one sentence": "this project",
  "stack you want or have, e.g. Next.js + Postgres": "the stack this repository already uses",
  "what already exists": "what the repository already has",
  "docs/spec.md": "a file under docs/",
  "system A": "our code",
  "system B": "the service it calls",
  "attempt → result": "every attempt in this session, as attempt → result",
};
