/** A short agent session stuck on one error, which the detector reads as repeated failures. */
export const LOOP_TRANSCRIPT = [
  "TypeError: Cannot read properties of undefined (reading 'map') at src/list.tsx:12",
  "You're absolutely right, I apologize. This should fix it.",
  "TypeError: Cannot read properties of undefined (reading 'map') at src/list.tsx:14",
  "I apologize for the confusion, let me fix that.",
  "TypeError: Cannot read properties of undefined (reading 'map') at src/list.tsx:15",
  "Still not working, same error again.",
].join("\n");
