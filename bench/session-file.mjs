// The generated Claude Code session the session benches read (bench/sessions.mjs, bench/hooks.mjs). A module of
// its own: hooks.mjs importing it from sessions.mjs, while sessions.mjs awaited its dynamic import of hooks.mjs,
// was an import cycle that left both waiting, and the process exited (code 13) before the hook's rows were printed.
import { closeSync, openSync, writeSync } from "node:fs";

/** Writes a Claude Code session of about `bytes`: the person's words, tool calls, long tool results, progress. */
export function writeSession(path, bytes) {
  const fd = openSync(path, "w");
  let written = 0;
  const output = "  at Object.<anonymous> (src/checkout/cart.ts:42:18)\n".repeat(60);
  for (let i = 0; written < bytes; i++) {
    const base = {
      sessionId: "bench",
      cwd: "/home/dev/shop",
      version: "2.1.39",
      timestamp: new Date(1_750_000_000_000 + i * 1000).toISOString(),
    };
    const lines = [
      {
        ...base,
        type: "user",
        message: { role: "user", content: `the checkout test fails again (${i}), please fix it` },
      },
      {
        ...base,
        type: "assistant",
        message: {
          role: "assistant",
          content: [{ type: "text", text: `You're right, the cart is not loaded yet (${i}). Let me fix that.` }],
        },
      },
      {
        ...base,
        type: "assistant",
        message: {
          role: "assistant",
          content: [
            {
              type: "tool_use",
              id: `t${i}`,
              name: "Edit",
              input: { file_path: `src/checkout/cart-${i % 7}.ts`, old_string: "a", new_string: "b" },
            },
          ],
        },
      },
      { ...base, type: "progress", data: { type: "hook_progress", hookEvent: "PostToolUse" } },
      {
        ...base,
        type: "assistant",
        message: {
          role: "assistant",
          content: [{ type: "tool_use", id: `b${i}`, name: "Bash", input: { command: "npm test -- checkout" } }],
        },
      },
      {
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
      },
    ];
    const chunk = `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;
    written += writeSync(fd, chunk);
  }
  closeSync(fd);
}
