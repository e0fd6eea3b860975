import { defineProblemType } from "../../schemas/define-problem-type.js";

export const repeatedFailures = defineProblemType({
  id: "repeated_failures",
  title: "Repeated Failures",
  label: "Repeated failures",
  icon: "redo",
  color: "rose",
  description:
    'The same error comes back after every "fix", the assistant apologises and patches its own patches, and the diff keeps growing.',
  strategy: "Reset & Redirect",
  strategySummary:
    "Roll back to the last working state, clear the context, and restart with one sharper prompt that carries what the failed attempts taught you.",
  symptoms: [
    "The same error 3 or more times",
    "The same file edited again and again",
    '"You\'re absolutely right" and "This should fix it"',
    "Flipping between two solutions",
  ],
  agentHint: "the same error keeps coming back.",
  classifierHint: "the same error returning after several fixes, apology loops.",
  prompts: [
    {
      name: "Stop and write the post-mortem",
      text: `Stop. Don't edit anything in this reply.

Goal: a short record of what we tried, so the next attempt starts smarter. Done when I have the list below.

The error that keeps coming back: [exact error text]. The command that fails: [command that fails].

List every fix attempted in this session as "attempt → result", one line each. Then give: (1) what these results rule out, (2) the assumption all attempts shared, (3) the one thing we have not checked yet.

Do not propose new code. If you don't know why an attempt failed, say "unknown".`,
      explanation:
        "After two failed corrections, more corrections rarely help. Writing down what was ruled out and the shared assumption turns the loop into information for a fresh start.",
      example:
        "Error: TypeError: Cannot read properties of undefined (reading 'map') at OrdersTable (OrdersTable.tsx:42); attempts so far: 5.",
    },
    {
      name: "Restart with the lessons",
      text: `Goal: [what should work]. Done when [observable result] and [test command] passes.

Evidence: [exact error text], raised by [command that fails]. Versions: [language/framework + versions].

Already tried and failed: [attempt → result, from the post-mortem]. Do not repeat these.

Constraint: change only [files it may change]; no new dependencies.

Method: first reproduce the error and show me the failing output, then explain the root cause in two sentences, then fix. If the fix fails twice, stop and tell me what you learned.`,
      explanation:
        "Before pasting: Start a fresh session (Claude Code or Aider: /clear; Copilot: a new chat thread; other tools: a new chat) after rolling back to [last working commit] (Aider: /undo; Cursor: Restore Checkpoint; git: git restore or git reset to that commit). A clean context plus an explicit list of dead ends is the reset that breaks the loop; asking for reproduction and root cause before the fix targets the cause, not the symptom.",
      example:
        "Last working commit: a1b2c3d; goal: the orders table renders; test: npm test -- OrdersTable; already tried: optional chaining → error moved to line 57.",
    },
    {
      name: "Try a different approach",
      text: `Don't edit files in this reply.

The approach [current approach] has failed [number] times on [exact error text]. Assume it is the wrong approach.

Goal: [what should work]. Done when [observable result].

Propose 3 genuinely different approaches (a different library, a different data flow, or doing less). For each: how it avoids the failure, what it costs, and the quickest check that it works. Rank them.

Constraints: [constraints, e.g. keep the public API, no new paid services].

Output: the three approaches only. I will choose one and we will implement it in a new session.`,
      explanation:
        "When a whole approach keeps failing, a firm instruction to step outside it gets the model back on course faster than another variation of the same fix.",
      example:
        "Current approach: syncing state with useEffect; failed 6 times on a render loop; goal: the cart total updates when items change.",
    },
  ],
  steps: [
    {
      title: "Stop the loop and keep the evidence",
      description: "Each further attempt in the same context makes the next one less likely to work.",
      actions: [
        "Stop the assistant (Claude Code: Esc; other tools: stop the generation)",
        "Keep the exact recurring error, [exact error text], and the command that raises it, [command that fails]",
      ],
      criteria: ["No further edits are being made", "You have the error text verbatim"],
      timeboxMinutes: 2,
      fallback: "If the assistant keeps editing, close the session and go to step 2.",
    },
    {
      title: "Write the post-mortem",
      description: "The list of dead ends is what makes the next attempt different.",
      actions: ["Send prompt 1 (Stop and write the post-mortem)", "Save the list in your notes"],
      criteria: ["You have an attempt → result list", "You know the shared assumption behind the failed attempts"],
      timeboxMinutes: 5,
      fallback: "If the assistant cannot list its attempts, read the git diff and write the list yourself.",
    },
    {
      title: "Roll back and restart clean",
      description: "A known-good base plus a sharper prompt beats patching patches.",
      actions: [
        "Roll back to the last working commit or checkpoint",
        "Start a fresh session with prompt 2",
        "Run [command that fails] yourself and check it still fails with [exact error text] before any fix",
      ],
      criteria: [
        "The code is back at the last working commit",
        "The assistant reproduces the error before changing code",
      ],
      timeboxMinutes: 15,
      fallback: "If the fix fails twice again, go to step 4.",
    },
    {
      title: "Switch approach if it fails again",
      description: "Two clean failures mean the approach, not the prompt, is wrong.",
      actions: [
        "Send prompt 3 (Try a different approach)",
        "Pick the top-ranked approach and implement it in a new session",
      ],
      criteria: ["The chosen approach's check passes", "The original error no longer appears"],
      timeboxMinutes: 20,
      fallback:
        "If every approach fails, write the next step yourself or ask a colleague with the post-mortem in hand.",
    },
  ],
});
