import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import type { Environment } from "./session-locations.js";
import { runCli } from "./unstuck-cli.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "unstuck-hook-command-"));
  made.push(d);
  return d;
}

/** A folder holding an executable named `name`, as npm leaves one (the install is faked, never the machine's). */
function binIn(dir: string, name = "unstuck"): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), "#!/bin/sh\n", { mode: 0o755 });
  return dir;
}

interface Printed {
  code: number;
  command: string;
  out: string;
  err: string;
}

async function print(argv: string[], cwd: string, env: Environment, platform?: NodeJS.Platform): Promise<Printed> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(["hook", ...argv], {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    cwd,
    env,
    platform,
  });
  // Parsed as it is pasted: stdout alone must be the JSON block.
  const settings = JSON.parse(out.join("\n")) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
  const commands = new Set(Object.values(settings.hooks).map((groups) => groups[0]!.hooks[0]!.command));
  expect(commands.size).toBe(1);
  return { code, command: [...commands][0]!, out: out.join("\n"), err: err.join("\n") };
}

describe("unstuck hook claude-code / gemini-cli: the command the block names (decision 0402)", () => {
  it("a project install: the project's own bin through the agent's project-root variable", async () => {
    const project = tempDir();
    binIn(join(project, "node_modules", ".bin"));
    const claude = await print(["claude-code"], project, { PATH: "" });
    expect(claude.code).toBe(0);
    expect(claude.command).toBe('"$CLAUDE_PROJECT_DIR"/node_modules/.bin/unstuck hook run');
    expect(claude.err).toContain("installed in this project");
    const gemini = await print(["gemini-cli", "--project"], project, { PATH: "" });
    expect(gemini.command).toBe('"$GEMINI_PROJECT_DIR"/node_modules/.bin/unstuck hook run');
  });

  it("a global install on PATH: unstuck itself; for --user even when the project has its own", async () => {
    const global = binIn(join(tempDir(), "prefix", "bin"));
    const empty = tempDir();
    const project = await print(["claude-code"], empty, { PATH: `/nowhere:${global}` });
    expect(project.command).toBe("unstuck hook run");
    expect(project.err).toContain("npm i -D unstuck");

    const withLocal = tempDir();
    binIn(join(withLocal, "node_modules", ".bin"));
    const user = await print(["claude-code", "--user"], withLocal, { PATH: global });
    expect(user.command).toBe("unstuck hook run");
    expect(user.err).toContain("installed globally");

    const windows = await print(["claude-code"], empty, { Path: `C:\\x;${binIn(tempDir(), "unstuck.cmd")}` }, "win32");
    expect(windows.command).toBe("unstuck hook run");
  });

  it("no install: npx, with the note on stderr; npx's cache and other projects' bins on PATH do not count", async () => {
    const home = tempDir();
    const npxCache = binIn(join(home, ".npm", "_npx", "4f1a2b", "node_modules", ".bin"));
    const otherProject = binIn(join(home, "other", "node_modules", ".bin"));
    const printed = await print(["claude-code"], tempDir(), { PATH: `${npxCache}:${otherProject}` });
    expect(printed.command).toBe("npx unstuck hook run");
    expect(printed.err).toContain("npm i -D unstuck (this project) or npm i -g unstuck (every project)");
    expect(printed.out + printed.err).not.toContain("_npx");

    // --user runs in every project: one project's bin is not named there.
    const project = tempDir();
    binIn(join(project, "node_modules", ".bin"));
    const user = await print(["gemini-cli", "--user"], project, { PATH: "" });
    expect(user.command).toBe("npx unstuck hook run");
    expect(user.err).toContain("npm i -g unstuck");
    expect(user.err).not.toContain("npm i -D");
  });

  it("with NODE_EXTRA_CA_CERTS set, a direct command clears it (not on Windows' global command, never for npx)", async () => {
    const certs = { NODE_EXTRA_CA_CERTS: "/etc/corp/ca.pem" };
    const project = tempDir();
    binIn(join(project, "node_modules", ".bin"));
    const local = await print(["claude-code"], project, { PATH: "", ...certs });
    expect(local.command).toBe('NODE_EXTRA_CA_CERTS= "$CLAUDE_PROJECT_DIR"/node_modules/.bin/unstuck hook run');
    expect(local.err).toContain("NODE_EXTRA_CA_CERTS is set here");
    const global = binIn(join(tempDir(), "prefix", "bin"));
    const user = await print(["gemini-cli", "--user"], project, { PATH: global, ...certs }, "linux");
    expect(user.command).toBe("NODE_EXTRA_CA_CERTS= unstuck hook run");
    const cmd = binIn(tempDir(), "unstuck.cmd");
    const windows = await print(["claude-code", "--user"], project, { Path: cmd, ...certs }, "win32");
    expect(windows.command).toBe("unstuck hook run");
    expect(windows.err).not.toContain("NODE_EXTRA_CA_CERTS");
    const npx = await print(["claude-code"], tempDir(), { PATH: "", ...certs });
    expect(npx.command).toBe("npx unstuck hook run");
    expect(npx.err).not.toContain("NODE_EXTRA_CA_CERTS");
    expect((await print(["claude-code"], project, { PATH: "" })).command).not.toContain("NODE_EXTRA_CA_CERTS");
  });

  it("the printed project command runs in a shell as the agent runs it, without Node's extra certificates", async () => {
    const project = tempDir();
    mkdirSync(join(project, "node_modules", ".bin"), { recursive: true });
    symlinkSync(join(ROOT, "bin", "unstuck.mjs"), join(project, "node_modules", ".bin", "unstuck"));
    // A file that does not exist: Node warns on stderr at its start when it is told to load it.
    const certs = { NODE_EXTRA_CA_CERTS: join(project, "no-such-ca.pem") };
    const plain = (await print(["claude-code"], project, { PATH: "" })).command;
    const cleared = (await print(["claude-code"], project, { PATH: "", ...certs })).command;
    expect(cleared).toContain("/node_modules/.bin/unstuck");
    // A payload whose transcript is missing: unstuck hook run answers nothing and exits 0; a command the shell
    // cannot find or quote would exit 127 or 2.
    const payload = JSON.stringify({
      hook_event_name: "PostToolUse",
      transcript_path: join(project, "none.jsonl"),
    });
    const run = (command: string) =>
      spawnSync("sh", ["-c", command], {
        cwd: tempDir(),
        input: payload,
        env: {
          PATH: process.env.PATH,
          CLAUDE_PROJECT_DIR: project,
          UNSTUCK_STATE_DIR: tempDir(),
          ...certs,
        },
        encoding: "utf8",
      });
    const withCerts = run(plain);
    expect(withCerts).toMatchObject({ status: 0, stdout: "" });
    expect(withCerts.stderr).toContain("no-such-ca.pem");
    const without = run(cleared);
    expect(without).toMatchObject({ status: 0, stdout: "" });
    expect(without.stderr).not.toContain("no-such-ca.pem");
  }, 60_000);
});
