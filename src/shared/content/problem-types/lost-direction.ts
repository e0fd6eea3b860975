import { defineProblemType } from "../../schemas/define-problem-type.js";

export const lostDirection = defineProblemType({
  id: "lost_direction",
  title: "Lost Direction",
  label: "Lost direction",
  icon: "compass",
  color: "amber",
  description:
    "The session drifted: the assistant edits things you never asked for, reverses earlier decisions and the original goal is gone.",
  strategy: "Plan Recovery",
  strategySummary:
    "Recover the original goal from your notes and git history, write it down as a short spec file, and continue from the last point that was still on track.",
  symptoms: [
    '"That\'s not what I asked"',
    "Edits outside the stated scope",
    "Features nobody asked for",
    "The assistant contradicts earlier decisions",
  ],
  agentHint: "the agent drifted from the goal.",
  classifierHint: "the assistant drifted from the goal or made unrequested changes.",
  prompts: [
    {
      name: "Recover the original goal",
      text: `Don't edit files in this reply.

Goal: rebuild what we set out to do. Done when we agree on a one-paragraph goal and a list of what is in and out of scope.

Sources: my original request was [original request]; the commits since we started are [paste \`git log --oneline\` since the start]; the decisions we made were [decisions, one line each].

Method: compare the current changes ([paste \`git diff --stat\`]) with the original request. List which changes serve it, which do not, and any decision that was reversed along the way.

Output: the goal paragraph, an in-scope list, an out-of-scope list, and the changes to revert. Ask me about anything you are unsure of instead of guessing.`,
      explanation:
        "As a context fills up, earlier instructions lose weight. Rebuilding the goal from git history and explicit decisions gives both of you a fixed reference again.",
      example:
        'Original request: "add CSV export to the reports page"; commits: 6 commits including "refactor chart library" and "add dark mode".',
    },
    {
      name: "Write the spec to a file",
      text: `Write a short spec to [path, e.g. docs/spec-current-task.md] and change nothing else.

Content, at most one page:
- Goal and done-when: [agreed goal]; done when [observable result].
- In scope / out of scope: [lists from the recovery].
- Constraints: files that may change: [files]; do not touch: [areas]; no new dependencies without asking.
- Steps: 3–6 ordered steps, each with the check that proves it ([test or build command]).

Also add one line to our rules file ([CLAUDE.md / AGENTS.md / .cursor/rules/task.mdc / .github/copilot-instructions.md]) that points to this spec.

Verification: show me the file contents. Do not start on the steps yet.`,
      explanation:
        "A spec on disk survives a context reset and can be loaded by any later session. Rules files (CLAUDE.md, AGENTS.md, Cursor rules, Copilot instructions) are read on every session, so a pointer there keeps the goal present.",
      example:
        "Path: docs/spec-csv-export.md; rules file: CLAUDE.md; done when the Export button downloads a CSV with the visible rows.",
    },
    {
      name: "Resume from the spec",
      text: `Read [spec path] first. We are on step [N] of it: [step text].

Done when: [the step's check] passes.

Constraints: only what the spec allows; if the step seems to need anything out of scope, stop and ask me.

Before editing, restate the goal in one sentence and list the files you will change. Then do the step, run [test command] and paste the output. Stop after this step; do not continue to the next one.`,
      explanation:
        "Before pasting: Start a fresh session (Claude Code: /clear, or /rewind to the last good point; Cursor: Restore Checkpoint; Cline or Replit: restore a checkpoint; other tools: a new chat). Restarting from the last on-track point with the spec as the first thing read stops the drift from continuing. One step per reply keeps every change inside the agreed scope.",
      example: "Spec: docs/spec-csv-export.md; step 2: add the export endpoint; check: npm test -- export.",
    },
  ],
  steps: [
    {
      title: "Stop and save where you are",
      description: "Keeping the drifted work on a branch lets you take back anything useful later.",
      actions: [
        "Commit the current state on a branch (git switch -c rescue/drift)",
        "Find the last commit or checkpoint that was still on track",
      ],
      criteria: [
        "The drifted work is committed on its own branch",
        "You can name the last on-track commit or checkpoint",
      ],
      timeboxMinutes: 5,
      fallback: "If no point was on track, start from the commit before the session began.",
    },
    {
      title: "Recover the goal and scope",
      description: "An agreed goal is the reference every later change is checked against.",
      actions: ["Send prompt 1 (Recover the original goal)", "Correct the goal paragraph until it says what you meant"],
      criteria: [
        "You agree with the goal paragraph as written",
        "Every current change is marked in scope or to revert",
      ],
      timeboxMinutes: 10,
      fallback: "If the assistant keeps adding scope after 2 tries, write the goal yourself in three sentences.",
    },
    {
      title: "Write the spec down",
      description: "A file outlives the conversation.",
      actions: ["Send prompt 2 (Write the spec to a file)", "Commit the spec and the rules-file pointer"],
      criteria: ["The spec file exists and is committed", "Each step in it ends with a runnable check"],
      timeboxMinutes: 10,
      fallback: "If the spec grows past one page, cut the out-of-scope items and try again.",
    },
    {
      title: "Resume from the last good point",
      description: "Continuing from a clean base with the spec loaded prevents the drift from returning.",
      actions: [
        "Restore the on-track commit or checkpoint",
        "Run [test or build command] there and keep its output",
        "Send prompt 3 for the next step of the spec",
      ],
      criteria: ["The step's check passes", "The diff touches only files the spec allows"],
      timeboxMinutes: 20,
      fallback: "If the assistant leaves the scope again, stop, start a fresh session and repeat prompt 3.",
    },
  ],
});
