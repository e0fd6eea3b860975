// Claude Code transcript records of a session stuck in a loop: the same test failing with the same error after
// each edit. The records' shape is Claude Code's (as in tests/fixtures/sessions/claude-code/). One generator for
// the tests of unstuck watch and unstuck hook and for the session-file bench (bench/sessions.mjs, which runs
// under plain Node: hence JavaScript, typed by claude-loop.d.mts). A mechanics fixture (does the hook answer,
// does watch print once, how fast is a big file read), not a case the detector's accuracy is judged on.
const base = { sessionId: "loop", cwd: "/home/dev/shop", version: "2.1.39", userType: "external" };

/** The fields every record carries; `at` adds Claude Code's timestamp. */
const fields = (at) => (at === undefined ? base : { ...base, timestamp: at });

export function userRecord(text, at) {
  return JSON.stringify({ ...fields(at), type: "user", message: { role: "user", content: text } });
}

const assistant = (at, content) =>
  JSON.stringify({ ...fields(at), type: "assistant", message: { role: "assistant", content } });

/**
 * One round of the loop: the person's message, an edit, the test run and its failure (with `output` after the
 * error). `at` stamps every record; `progress` adds the hook progress record Claude Code writes after an edit.
 */
export function loopRound(i, output = "", { at, progress = false } = {}) {
  return [
    userRecord(`the checkout test fails again (${i}), please fix it`, at),
    assistant(at, [{ type: "text", text: `You're right, the cart is not loaded yet (${i}). Let me fix that.` }]),
    assistant(at, [
      { type: "tool_use", id: `e${i}`, name: "Edit", input: { file_path: `src/checkout/cart-${i % 7}.ts` } },
    ]),
    ...(progress
      ? [JSON.stringify({ ...fields(at), type: "progress", data: { type: "hook_progress", hookEvent: "PostToolUse" } })]
      : []),
    assistant(at, [{ type: "tool_use", id: `b${i}`, name: "Bash", input: { command: "npm test -- checkout" } }]),
    JSON.stringify({
      ...fields(at),
      type: "user",
      message: {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: `b${i}`,
            is_error: true,
            content: `FAIL src/checkout/checkout.test.ts\nTypeError: Cannot read properties of undefined (reading 'total')\n${output}`,
          },
        ],
      },
    }),
  ];
}

/** Work going well: each round edits a different file and runs a different, passing command. */
export function calmRound(i, output = "") {
  return [
    userRecord(`now add field number ${i} to the form`),
    assistant(undefined, [
      { type: "tool_use", id: `c${i}`, name: "Bash", input: { command: `ls src/form/part-${i}` } },
    ]),
    JSON.stringify({
      ...base,
      type: "user",
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: `c${i}`, is_error: false, content: `part-${i}.ts\n${output}` }],
      },
    }),
  ];
}
