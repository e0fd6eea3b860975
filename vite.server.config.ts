import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Packages the server loads from node_modules at run time instead of bundling (decision 0255):
 * - PGlite finds its WebAssembly PostgreSQL and file-system image beside its own module;
 * - pg, Stripe and nodemailer are CommonJS, and loaded only when configured.
 * The AI SDK is bundled (in the LLM engine's chunk) so that it and the app share one copy of zod.
 */
const external = [/^@electric-sql\/pglite(\/|$)/, /^pg(\/|$)/, /^stripe(\/|$)/, /^nodemailer(\/|$)/];

/**
 * The server as three bundled entries: `dist/server/index.js` (`npm start`), `dist/server/mcp-bridge.js`
 * (`npx unstuck-mcp`) and `dist/server/unstuck-cli.js` (`npx unstuck`). One file per entry plus its lazy chunks instead of some two thousand modules from
 * node_modules: resolving and reading those was most of the process's start-up time.
 */
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  ssr: { target: "node", noExternal: true },
  build: {
    ssr: true,
    outDir: here("./dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        index: here("./src/server/index.ts"),
        "mcp-bridge": here("./src/server/modules/mcp/mcp-bridge.ts"),
        "unstuck-cli": here("./src/server/cli/unstuck-cli.ts"),
      },
      external,
      output: {
        format: "esm",
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
      },
    },
  },
});
