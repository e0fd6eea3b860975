import { checkpointStep, prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const complexityOverwhelm: WizardPlaybook = {
  category: "complexity_overwhelm",
  baseMinutes: [30, 75],
  diagnosis: (f) =>
    `The task outgrew one conversation. ${f.toolName} is juggling too many files and goals at once${f.fileList.length > 0 ? ` (${f.fileList.join(", ")} among them)` : ""}, the context is full of exploration that distracts it, and changes are landing faster than you can review them. The fix is structural: freeze what you have, map it, and finish one small task at a time in focused sessions.`,
  steps: (f) => [
    checkpointStep(f, "A big tangled diff is only safe to work on once it's saved."),
    {
      title: "Map the change and split it into small tasks",
      expectedTime: "10 minutes",
      description:
        "Have the assistant describe what exists and propose an ordered list of tasks that are each small enough to review in one sitting. You approve the order; nothing is edited yet.",
      code: "git diff --stat HEAD~1",
      aiPrompt: prompt(
        "Don't edit files in this reply.",
        `Goal: an ordered plan of small tasks to finish this work. Done when each task names the files it touches and a check that proves it is done. The first priority is: ${f.goal}.`,
        f.context,
        "Method: summarise in 5 lines what the current changes do. Then list at most 6 tasks in order; each touches at most 3 files and ends with a runnable check. Mark changes that should be thrown away.",
        "Output: the summary and the task list only.",
      ),
      successCriteria: [
        "You understand the 5-line summary",
        "Each task touches at most 3 files and has a check",
        "You've chosen the first task",
      ],
    },
    {
      title: "Finish the first task in a narrow scope",
      expectedTime: "20 minutes",
      description: `Work on one task with only its files in context; ${f.mechanic("narrow-context")}. Name an existing file as the pattern to follow.`,
      aiPrompt: prompt(
        "Goal: complete task 1 from the plan, and nothing else. Done when its check passes.",
        "Task: [paste task 1 from the plan]",
        "Constraints: change only the files this task names; follow the style of [an existing file to copy patterns from]; don't refactor or rename anything else; no new dependencies without asking.",
        `Verification: ${f.verify} and paste the output.`,
        STOP_RULE,
      ),
      successCriteria: [
        "The task's check passes",
        "`git diff --stat` shows only the task's files",
        "You can explain the diff in one sentence",
      ],
    },
    {
      title: "Commit each task and start the next one fresh",
      expectedTime: "5 minutes per task",
      description: `Commit each finished task, then ${f.mechanic("fresh-session")} before the next one, pasting the plan and the next task. Short sessions keep the assistant's attention on one thing.`,
      code: 'git add -A && git commit -m "[task 1 summary]"',
      aiPrompt: prompt(
        "We're continuing a planned change in a fresh session.",
        "Plan: [paste the task list, with finished tasks ticked]",
        "Goal: complete the next unticked task only. Done when its check passes.",
        "Constraints: touch only that task's files; ask me before anything the plan doesn't cover.",
        `Verification: ${f.verify} and paste the output.`,
        STOP_RULE,
      ),
      successCriteria: ["One commit per finished task", "Each new session starts from the plan, not the old history"],
    },
  ],
  alternatives: (f) => [
    "Throw the tangled change away (`git stash` or reset to the last good commit) and redo it from the task plan; often faster than untangling.",
    `Delegate exploration: ask ${f.toolName} to investigate and report in a separate session or subagent, so the working session stays clean.`,
    "Cut scope: ship the most important task alone and move the rest to a backlog.",
  ],
  prevention: (f) => [
    "Ask for one feature per request; 'and also' is where sessions start to sprawl.",
    `Write the plan to a file the assistant reads (${f.mechanic("rules-file")}) and tick tasks off there.`,
    "Commit after every working step so no change ever grows past what you can review.",
  ],
  troubleshooting: () => [
    "The assistant touches files outside the task: restate the allowed files at the top of the prompt and reject the diff.",
    "A task turns out bigger than planned: stop, split it in the plan, and commit what works.",
  ],
  resources: [
    "Aider tips: add only the files you're editing; irrelevant code distracts the model",
    "Anthropic, Claude Code best practices: one task per session and clearing between unrelated tasks",
  ],
};
