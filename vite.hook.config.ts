import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `unstuck hook run` alone as CommonJS (`dist/server/hook/hook-run.cjs` and the chunks it requires when it gives a
 * nudge), which bin/unstuck.mjs runs through V8's code cache (decision 0396). Built after the server
 * (vite.server.config.ts empties dist/server, this hook with it): a hook older than the CLI is never left there.
 */
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  ssr: { target: "node", noExternal: true },
  build: {
    ssr: true,
    outDir: here("./dist/server/hook"),
    emptyOutDir: false,
    target: "node20",
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: { "hook-run": here("./src/server/cli/hook-run.ts") },
      output: { format: "cjs", entryFileNames: "[name].cjs", chunkFileNames: "[name]-[hash].cjs" },
    },
  },
});
