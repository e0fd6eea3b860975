// bin/stale-build.mjs: in a clone, a build older than a source file is stale; an installed package (no .git) and
// test files never make it so (decision 0422).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { buildIsStale } from "../../../bin/stale-build.mjs";

const temp = mkdtempSync(join(tmpdir(), "unstuck-stale-build-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const HOUR = 3600;
const now = Math.floor(Date.now() / 1000);
let root: string;
let built: string;
let n = 0;

function write(path: string, ageInHours: number) {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "export {};\n");
  const at = now - ageInHours * HOUR;
  utimesSync(path, at, at);
}

beforeEach(() => {
  root = join(temp, `clone-${++n}`);
  mkdirSync(join(root, ".git"), { recursive: true });
  write(join(root, "src/server/cli/cli.ts"), 3);
  write(join(root, "src/shared/domain/sessions/read.ts"), 3);
  built = join(root, "dist/server/unstuck-cli.js");
  write(built, 2);
});

describe("buildIsStale", () => {
  it("is fresh when every source is older than the build", () => {
    expect(buildIsStale(root, built)).toBe(false);
  });

  it("is stale when a source deep under src/shared changed after the build", () => {
    write(join(root, "src/shared/domain/sessions/read.ts"), 1);
    expect(buildIsStale(root, built)).toBe(true);
  });

  it("is stale when a source file was added under src/server after the build", () => {
    write(join(root, "src/server/cli/new-command.ts"), 0);
    expect(buildIsStale(root, built)).toBe(true);
  });

  it("ignores test files and files other than TypeScript", () => {
    write(join(root, "src/server/cli/cli.test.ts"), 0);
    write(join(root, "src/shared/domain/notes.md"), 0);
    expect(buildIsStale(root, built)).toBe(false);
  });

  it("never checks an installed package (no .git beside it)", () => {
    rmSync(join(root, ".git"), { recursive: true });
    write(join(root, "src/server/cli/cli.ts"), 0);
    expect(buildIsStale(root, built)).toBe(false);
  });

  it("takes a worktree's .git file as a checkout, and no build as nothing to compare", () => {
    rmSync(join(root, ".git"), { recursive: true });
    writeFileSync(join(root, ".git"), "gitdir: /elsewhere\n");
    write(join(root, "src/server/cli/cli.ts"), 0);
    expect(buildIsStale(root, built)).toBe(true);
    expect(buildIsStale(root, join(root, "dist/server/missing.js"))).toBe(false);
  });
});
