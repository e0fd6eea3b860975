import { defineProblemType } from "../../schemas/define-problem-type.js";

export const complexityOverwhelm = defineProblemType({
  id: "complexity_overwhelm",
  title: "Complexity Overwhelm",
  label: "Complexity overwhelm",
  icon: "layer-group",
  color: "violet",
  description:
    "One request grew into changes across many files, and neither you nor the assistant can keep track of what changed or why.",
  strategy: "Break & Isolate",
  strategySummary:
    "Split the job into small ordered tasks, give each session only the files it edits, and finish one verified slice before starting the next.",
  symptoms: [
    "A single request touched more than five files",
    "Huge diffs you can no longer review",
    "Context warnings or automatic compaction",
    '"And also..." requests piling up',
  ],
  agentHint: "too much at once, huge diffs.",
  classifierHint: "too much in one request, many files, context overflow.",
  prompts: [
    {
      name: "Stop and map the change",
      text: `Don't edit any files in this reply.

Goal: give me an honest map of the change in progress so I can split it. Done when I have a table I can act on.

Evidence: the request was [original request in one sentence]. Changed files so far: [paste \`git status\` or \`git diff --stat\`].

Method: for each changed file, list in one line what changed and which part of the request it serves. Mark anything that serves none of it. Then propose an ordered list of at most 5 small tasks, each touching at most 3 files, each ending in a check I can run ([test or build command]).

Output: the table, then the task list, nothing else. If you cannot tell why a file changed, say so instead of guessing.`,
      explanation:
        "Halting edits and forcing a file-by-file account turns an unreviewable diff into a plan. Small tasks that each end in a runnable check are the core of the Break & Isolate strategy.",
      example:
        'The request was "add team invitations"; changed files: 14 files changed, 912 insertions(+), 240 deletions(-); test command: npm test -- invitations.',
    },
    {
      name: "One task, only its files",
      text: `We are doing one task only: [task 1 from the plan]. Ignore the rest of the plan for now.

Done when: [observable result, e.g. the invite form saves a pending invitation] and [test command] passes.

You may change only: [files it may change]. Use [existing file to copy the pattern from] as the pattern. Do not touch: [files or folders that are off limits]. No new dependencies without asking.

Before editing, state in three lines what you will change in each allowed file. Then make the change, run [test command] and paste its output.

If the task needs a file outside the allowed list, stop and tell me which and why instead of editing it. If the check still fails after 2 attempts, stop and summarise what you learned.`,
      explanation:
        "A narrow scope with a named pattern keeps the context small and the diff reviewable. The explicit don't-touch list and the stop rule prevent the sprawl that caused the overwhelm.",
      example:
        "Task: store invitations; allowed files: src/db/schema.ts, src/invites/service.ts, src/invites/service.test.ts; pattern: src/projects/service.ts; test: npm test -- invites.",
    },
    {
      name: "Fresh session with a short brief",
      text: `Context: [project in one sentence], [language/framework + versions]. The relevant files are [file list]; nothing else matters for this task.

Goal: [next task]. Done when [observable result].

Already done and working: [finished tasks, one line each]. Already tried and failed: [attempt → result].

Constraints: change only the listed files; keep the public interface of [module] unchanged.

Verification: run [test command] and paste the output. Reply with a plan of at most 5 steps first and wait for my go-ahead before editing.`,
      explanation:
        "Before pasting: Start a fresh session for this (Claude Code or Aider: /clear; Copilot: a new chat thread; other tools: a new chat). A long, crowded session degrades the assistant's attention. A clean session with a curated brief carries over what was learned without the noise of the failed history.",
      example:
        "Project: a Next.js 15 SaaS with Drizzle; files: app/invites/page.tsx, lib/invites.ts; next task: show pending invitations on the team page.",
    },
  ],
  steps: [
    {
      title: "Save the current state",
      description: "A cheap rollback point means splitting the work costs nothing if it goes wrong.",
      actions: [
        "Commit or stash the work in progress on a new branch (git switch -c rescue/split)",
        "Note the last commit where the app still worked",
      ],
      criteria: ["git status shows a clean tree", "You can name the last known-good commit"],
      timeboxMinutes: 3,
      fallback: "If the tree will not come clean in 3 minutes, stash everything (git stash -u) and go to step 2.",
    },
    {
      title: "Map the change and plan small tasks",
      description: "You cannot fix what you cannot see; the map shows what to keep, drop or split.",
      actions: ["Send prompt 1 (Stop and map the change)", "Cross out changes that serve no part of the request"],
      criteria: [
        "You have a list of at most 5 tasks",
        "Each task touches at most 3 files and ends in a runnable check",
      ],
      timeboxMinutes: 10,
      fallback:
        "If the map is still unclear after 2 tries, revert to the known-good commit and plan from the original request.",
    },
    {
      title: "Finish one task in a narrow scope",
      description: "One verified slice restores momentum and proves the plan works.",
      actions: [
        "Send prompt 2 for the first task, allowed to change only [files it may change]",
        "Review the diff before accepting it",
      ],
      criteria: ["The diff touches only the allowed files", "The task's test command exits 0"],
      timeboxMinutes: 15,
      fallback: "If the check fails after 2 attempts, go to step 4 and restart that task in a fresh session.",
    },
    {
      title: "Continue in fresh, focused sessions",
      description: "Short sessions keep the assistant's context on the task at hand.",
      actions: ["Commit the finished task", "Send prompt 3 for the next task in a new session"],
      criteria: ["Each finished task has its own commit", "The full test suite passes after the last task"],
      timeboxMinutes: 20,
      fallback: "If a task keeps failing, split it again into two smaller tasks and repeat step 3.",
    },
  ],
});
