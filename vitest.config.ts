import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src/client", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.api.test.ts", "src/**/*.db.test.ts"],
          environment: "node",
          setupFiles: ["./src/client/testing/setup-dom.ts"],
          // A guard against hangs, not a speed check (speed is the benchmarks'): tests that read the whole corpus of
          // real sessions take seconds on a loaded two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          sequence: { groupOrder: 1 },
          include: ["src/**/*.api.test.ts", "src/**/*.db.test.ts"],
          environment: "node",
          // One worker and no isolation so every file shares one PGlite instance (it takes seconds to open).
          pool: "forks",
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          sequence: { groupOrder: 2 },
          include: ["tests/e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/support/global-setup.ts"],
          pool: "forks",
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // expect.poll's own default (1 s) is shorter than the browser's waits (25 s, tests/e2e/support/browser.ts):
          // under load a page loads its app seconds late, and a poll must wait as long as a locator would.
          expect: { poll: { timeout: 25_000 } },
        },
      },
    ],
  },
});
