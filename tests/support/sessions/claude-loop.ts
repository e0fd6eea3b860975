// Claude Code transcript records for the tests of unstuck watch and unstuck hook: the records' shape is Claude
// Code's (as in tests/fixtures/sessions/claude-code/), the loop is the one bench/sessions.mjs generates: the same
// test failing with the same error after each edit. A mechanics fixture (does the hook answer, does watch print
// once), not a case the detector's accuracy is judged on.
const base = { sessionId: "loop", cwd: "/home/dev/shop", version: "2.1.39", userType: "external" };

export function userRecord(text: string): string {
  return JSON.stringify({ ...base, type: "user", message: { role: "user", content: text } });
}

/** One round of the loop: the person's message, an edit, the test run and its failure. */
export function loopRound(i: number, output = ""): string[] {
  return [
    userRecord(`the checkout test fails again (${i}), please fix it`),
    JSON.stringify({
      ...base,
      type: "assistant",
      message: {
        role: "assistant",
        content: [{ type: "text", text: `You're right, the cart is not loaded yet (${i}). Let me fix that.` }],
      },
    }),
    JSON.stringify({
      ...base,
      type: "assistant",
      message: {
        role: "assistant",
        content: [
          { type: "tool_use", id: `e${i}`, name: "Edit", input: { file_path: `src/checkout/cart-${i % 7}.ts` } },
        ],
      },
    }),
    JSON.stringify({
      ...base,
      type: "assistant",
      message: {
        role: "assistant",
        content: [{ type: "tool_use", id: `b${i}`, name: "Bash", input: { command: "npm test -- checkout" } }],
      },
    }),
    JSON.stringify({
      ...base,
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
export function calmRound(i: number, output = ""): string[] {
  return [
    userRecord(`now add field number ${i} to the form`),
    JSON.stringify({
      ...base,
      type: "assistant",
      message: {
        role: "assistant",
        content: [{ type: "tool_use", id: `c${i}`, name: "Bash", input: { command: `ls src/form/part-${i}` } }],
      },
    }),
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
