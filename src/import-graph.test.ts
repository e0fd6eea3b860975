import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The module graph of src/ and the server's test support (tests/support), type-only imports included: no
// cycles (they make start-up order and refactors fragile), and no file that neither the app's entry points nor
// any test reaches (dead code).
const srcDir = import.meta.dirname;
const supportDir = join(srcDir, "../tests/support");
const aliases: Record<string, string> = { "@/": join(srcDir, "client/"), "@shared/": join(srcDir, "shared/") };
// The test setup file (vitest.config.ts loads it), the prerendered pages' boot script (vite.config.ts builds it
// as an entry of its own) and scripts that tests start as child processes are entry points of their own.
// Web workers start from `new Worker(new URL(…))`, not an import: each is an entry point too, as is the hook's
// own bundle (vite.hook.config.ts builds it for bin/unstuck.mjs).
const entryPoints = [
  "server/index.ts",
  "client/main.tsx",
  "client/boot.ts",
  "client/testing/setup-dom.ts",
  "client/features/rescue/workers/session-file.worker.ts",
  "server/cli/hook-run.ts",
].map((f) => join(srcDir, f));
entryPoints.push(join(supportDir, "server/cut-in-transaction.ts"));

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  for (const [prefix, target] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) base = join(target, specifier.slice(prefix.length));
  }
  if (!base) return undefined;
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, "");
  return [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => stem + ext).find((p) => existsSync(p));
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function buildGraph() {
  const graph = new Map<string, string[]>();
  for (const file of [...listSources(srcDir), ...listSources(supportDir)]) {
    const text = readFileSync(file, "utf8");
    const edges = [...text.matchAll(importPattern)]
      .map((m) => resolveSpecifier(file, m[1] ?? m[2]))
      .filter((p): p is string => Boolean(p));
    graph.set(file, edges);
  }
  return graph;
}

describe("the module graph of src/", () => {
  const graph = buildGraph();
  const name = (p: string) => relative(srcDir, p);

  it("has no import cycles", () => {
    const state = new Map<string, "visiting" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, stack: string[]) => {
      state.set(file, "visiting");
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "visiting")
          cycles.push([...stack.slice(stack.indexOf(next)), next].map(name).join(" -> "));
        else if (!state.has(next)) visit(next, [...stack, next]);
      }
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it("has no file that neither an entry point nor a test reaches", () => {
    const reached = new Set<string>();
    const roots = [...entryPoints, ...[...graph.keys()].filter((f) => /\.test\.tsx?$/.test(f))];
    const stack = [...roots];
    while (stack.length > 0) {
      const file = stack.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      stack.push(...(graph.get(file) ?? []));
    }
    const unreached = [...graph.keys()].filter((f) => !reached.has(f)).map(name);
    expect(unreached).toEqual([]);
  });
});
