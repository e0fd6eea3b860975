import { statSync } from "node:fs";
import { join } from "node:path";
import type { HookAgent } from "./hook.js";
import type { Environment } from "./session-locations.js";

/** Where installs of unstuck that outlive this call were found (decision 0402). */
export interface HookInstalls {
  /** In the project's node_modules (npm i -D unstuck). */
  project: boolean;
  /** On PATH outside npx's cache (npm i -g unstuck). */
  global: boolean;
}
export type HookScope = "project" | "user";

/** The variable each agent sets to the project's root in a hook command (its hooks documentation). */
const PROJECT_DIR: Record<HookAgent, string> = {
  "claude-code": "CLAUDE_PROJECT_DIR",
  "gemini-cli": "GEMINI_PROJECT_DIR",
};

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * A folder on PATH that holds no durable install: npx's cache (`_npx`, emptied by npm) and any project's
 * node_modules/.bin (npm exec and npm run put them on PATH for that one command).
 */
function passing(dir: string): boolean {
  const d = dir.replace(/\\/g, "/").replace(/\/+$/, "");
  return /\/_npx\//.test(`${d}/`) || /\/node_modules\/\.bin$/.test(d);
}

/** unstuck installed in the project at `cwd`, and on PATH outside npx's cache. */
export function findInstalls(cwd: string, env: Environment, platform: NodeJS.Platform): HookInstalls {
  const win = platform === "win32";
  const dirs = (env.PATH ?? env.Path ?? "").split(win ? ";" : ":").filter((d) => d && !passing(d));
  return {
    // npm writes a shell script named `unstuck` into node_modules/.bin on every platform (and .cmd, .ps1 on Windows).
    project: isFile(join(cwd, "node_modules", ".bin", "unstuck")),
    global: dirs.some((d) => isFile(join(d, win ? "unstuck.cmd" : "unstuck"))),
  };
}

export interface HookCommand {
  command: string;
  /** Which command was chosen, for the note printed beside the block. */
  calls: "project" | "global" | "npx";
  /** The command clears NODE_EXTRA_CA_CERTS for unstuck (decision 0421). */
  clearsCerts: boolean;
}

/** With NODE_EXTRA_CA_CERTS set, Node 20 loads its root certificates and that file at every start, before any
 * script runs; an empty value is no file. The hook opens no connection (decision 0421). */
const NO_EXTRA_CERTS = "NODE_EXTRA_CA_CERTS= ";

/**
 * The command the settings block names: the project's own bin through the agent's project-root variable (so the
 * settings file can be committed), the global bin, or npx when nothing is installed. A user-wide block runs in
 * every project, so it never names one project's bin. Where NODE_EXTRA_CA_CERTS is set, the command clears it in
 * a POSIX shell's syntax, which the project's form already needs (never in Windows' shells, and never for npx:
 * npm may need the certificates to reach the registry).
 */
export function hookCommand(
  agent: HookAgent,
  scope: HookScope,
  installs: HookInstalls,
  env: Environment = {},
  platform: NodeJS.Platform = process.platform,
): HookCommand {
  const certs = !!env.NODE_EXTRA_CA_CERTS;
  if (installs.project && scope === "project") {
    const command = `"$${PROJECT_DIR[agent]}"/node_modules/.bin/unstuck hook run`;
    return { command: certs ? `${NO_EXTRA_CERTS}${command}` : command, calls: "project", clearsCerts: certs };
  }
  if (installs.global) {
    const clear = certs && platform !== "win32";
    return { command: `${clear ? NO_EXTRA_CERTS : ""}unstuck hook run`, calls: "global", clearsCerts: clear };
  }
  return { command: "npx unstuck hook run", calls: "npx", clearsCerts: false };
}
