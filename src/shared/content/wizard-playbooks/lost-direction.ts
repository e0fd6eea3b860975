import { capitalise } from "../../domain/inline-text.js";
import { checkpointStep, prompt, STOP_RULE } from "./common.js";
import type { WizardPlaybook } from "./types.js";

export const lostDirection: WizardPlaybook = {
  category: "lost_direction",
  baseMinutes: [20, 45],
  diagnosis: (f) =>
    `The session has drifted from its goal. As a conversation grows, earlier instructions fade, so ${f.toolName} starts making changes nobody asked for and reversing earlier decisions. More corrections in the same chat won't bring the goal back; writing the goal down outside the chat and restarting from it will.`,
  steps: (f) => [
    checkpointStep(f, "Freeze the current state so the useful parts can be kept."),
    {
      title: "Write the goal and the fixed decisions to a file",
      expectedTime: "10 minutes",
      description: `Put the original goal, what done looks like and the decisions that must not change into a short file; ${f.mechanic("rules-file")}.`,
      code: "# GOAL.md\n## Goal\n[one sentence]\n## Done when\n- [observable result]\n## Fixed decisions\n- [library, structure or behaviour that must not change]\n## Out of scope\n- [things not to touch]",
      aiPrompt: prompt(
        "Don't edit code in this reply.",
        `Goal: agree on the original goal, in my words: ${f.goal}. Done when GOAL.md states it with checks I can run.`,
        f.context,
        "Method: read the git history (`git log --oneline -20`) and the existing code, then draft GOAL.md with the goal, done-when checks, the fixed decisions you can find, and what is out of scope. Ask me about anything unclear, one question at a time.",
        "Output: the GOAL.md draft only.",
      ),
      successCriteria: [
        "GOAL.md fits on one screen",
        "It lists at least one done-when check you can run",
        "You agree with every fixed decision in it",
      ],
    },
    {
      title: "Sort the drifted changes: keep, revert or park",
      expectedTime: "10 minutes",
      description:
        "Compare the changes since the last good point with GOAL.md. Keep what serves the goal, revert what doesn't, and park ideas worth keeping for later.",
      code: "git log --oneline -20\ngit diff [last-good-commit] --stat",
      aiPrompt: prompt(
        "Don't edit files in this reply.",
        "Goal: decide what to keep from the recent changes. Done when every changed file is marked keep, revert or park.",
        "Evidence: GOAL.md [paste] and the output of `git diff [last-good-commit] --stat` [paste].",
        "Method: for each changed file, say in one line whether it serves the goal, with the reason.",
        "Output: the table only.",
      ),
      successCriteria: [
        "Every changed file is marked keep, revert or park",
        "Reverted files match the last good commit again",
      ],
    },
    {
      title: "Resume in a fresh session anchored on the goal",
      expectedTime: "15 minutes",
      description: `${capitalise(f.mechanic("fresh-session"))} and start from GOAL.md and the next concrete task, not the old history.`,
      aiPrompt: prompt(
        "Read GOAL.md first; it overrides anything else.",
        "Goal: the next task toward GOAL.md: [task]. Done when [check] passes.",
        "Constraints: change only the files this task needs; if something outside the goal seems necessary, ask me first instead of doing it.",
        `Verification: ${f.verify} and paste the output.`,
        STOP_RULE,
      ),
      successCriteria: [
        "The assistant's first reply restates the goal correctly",
        "The diff touches only the task's files",
        "The done-when check passes",
      ],
    },
  ],
  alternatives: () => [
    "Rewind to the last checkpoint or commit that was still on track and redo only the work that served the goal.",
    "Let the assistant interview you to rebuild the spec, one question at a time, then start a new session from that spec.",
    "Split the project: park the drifted features on a branch and finish the original goal on main.",
  ],
  prevention: () => [
    "Keep goals and fixed decisions in a short rules file the assistant reads every session, not only in the chat.",
    "Start a new session per task; very long sessions are where instructions get forgotten.",
    "Review each diff against the goal before accepting it; reject edits outside the stated scope.",
  ],
  troubleshooting: () => [
    "The assistant ignores GOAL.md: reference it explicitly at the top of each prompt, and keep it short; long rules files get skimmed.",
    "You can't find a 'last good' commit: use the plan to pick the smallest working piece and rebuild forward from there.",
  ],
  resources: [
    "Anthropic, Claude Code best practices: writing the spec to a file and letting the agent interview you",
    "AGENTS.md (agents.md): a simple, open format for guiding coding agents",
  ],
};
