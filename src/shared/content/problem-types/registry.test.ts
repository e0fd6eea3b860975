import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { rescueTypeIds } from "../problem-types.js";
import { rescueTypeRegistry } from "./registry.js";

// Decision 0190: the registry is the only list of problem types. A literal list of every type id anywhere
// else is a second list that a new type would have to be added to by hand.
const root = join(import.meta.dirname, "../../../..");
const registryDir = relative(root, import.meta.dirname);
/**
 * Lists that are curated on purpose, each with the test that makes a new type fail until it is added:
 * the landing page's cards are marketing copy in their own order and kept out of the landing chunk, which
 * must not load every playbook (landing.test.ts requires a card per type). The detector's model weights are
 * generated from the evaluation cases, whose classes they list (model.test.ts fails until they are retrained).
 */
const curated = new Set(["src/shared/content/landing.ts", "src/shared/domain/detection/model-weights.ts"]);

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Flat `[...]` spans (array literals, `z.enum([...])`, `new Set([...])`) that name every id given. */
function fullLists(text: string, ids: readonly string[]): string[] {
  return [...text.matchAll(/\[[^[\]]*\]/g)]
    .map((m) => m[0])
    .filter((span) => ids.every((id) => span.includes(`"${id}"`) || span.includes(`'${id}'`)));
}

describe("problem type registry", () => {
  it("holds each type once, with a file of its own named after its id", () => {
    const ids = rescueTypeRegistry.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    const files = readdirSync(import.meta.dirname).filter((f) => !/^registry(\.test)?\.ts$/.test(f));
    for (const id of [...ids, "custom"]) expect(files).toContain(`${id.replace(/_/g, "-")}.ts`);
  });

  it("recognises a literal list of the ids, and not per-type tables", () => {
    const ids = ["a_one", "b_two"];
    expect(fullLists('export const ids = ["a_one", "b_two"] as const;', ids)).toHaveLength(1);
    expect(fullLists("z.enum([\n  'b_two',\n  'a_one',\n])", ids)).toHaveLength(1);
    expect(fullLists('const hints = { a_one: ["x"], b_two: ["y"] };', ids)).toHaveLength(0);
  });

  it("is the only place in src/ that lists every type id", () => {
    const offenders = listSources(join(root, "src"))
      .filter((path) => !relative(root, path).startsWith(registryDir) && !curated.has(relative(root, path)))
      .flatMap((path) =>
        fullLists(readFileSync(path, "utf8"), rescueTypeIds).map((span) => `${relative(root, path)}: ${span}`),
      );
    expect(offenders).toEqual([]);
  });
});
