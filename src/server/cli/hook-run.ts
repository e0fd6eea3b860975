// The entry of `dist/server/hook/hook-run.cjs`: `unstuck hook run` alone, as CommonJS so that bin/unstuck.mjs can run it
// through a V8 code cache (decision 0396).
export { runHook } from "./hook.js";
