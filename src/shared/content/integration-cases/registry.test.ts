import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { integrationCaseRegistry } from "./registry.js";

// Decision 0323: a case is one file named after its id and one line in the registry; a file left out of the
// registry would never be matched.
const helpers = new Set(["registry.ts", "registry.test.ts", "types.ts", "matchers.ts"]);

describe("integration case registry", () => {
  it("lists each case once, and every case file", () => {
    const ids = integrationCaseRegistry.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const files = readdirSync(import.meta.dirname).filter((f) => !helpers.has(f));
    expect(files.sort()).toEqual(ids.map((id) => `${id}.ts`).sort());
  });

  it("gives every case a title, a place, a fix and checks", () => {
    for (const c of integrationCaseRegistry) {
      expect(c.title.length, c.id).toBeGreaterThan(10);
      expect(c.where.length, c.id).toBeGreaterThan(10);
      expect(c.fix.length, c.id).toBeGreaterThan(20);
      expect(c.checks.length, c.id).toBeGreaterThan(0);
    }
  });
});
