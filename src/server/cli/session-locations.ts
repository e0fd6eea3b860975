// Where each assistant keeps its sessions for a project, on Linux, macOS and Windows (decision 0274). Only reads:
// directories are listed and, where a tool keeps every project's sessions together, the first bytes of a file
// are read to see which project it belongs to.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { listCursorComposers } from "../../shared/domain/sessions/session-formats.js";
import { keyValueRows, SqliteFile } from "../../shared/domain/sessions/sqlite-reader.js";
import type { SessionTool } from "../../shared/domain/sessions/read-session.js";

export interface FoundSession {
  tool: Exclude<SessionTool, "text">;
  /** The file to read (for Cursor, the global state.vscdb). */
  path: string;
  /** For Cursor: the chat inside the database. */
  chatId?: string;
  title: string;
  modified: Date;
  bytes: number;
}

export type Environment = Record<string, string | undefined>;

function home(env: Environment): string {
  return env.HOME || env.USERPROFILE || homedir();
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function fileInfo(path: string): { modified: Date; bytes: number } | null {
  try {
    const s = statSync(path);
    return s.isFile() ? { modified: s.mtime, bytes: s.size } : null;
  } catch {
    return null;
  }
}

function head(path: string, bytes = 64 * 1024): string {
  let fd: number | null = null;
  try {
    fd = openSync(path, "r");
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    return buf.subarray(0, n).toString("utf8");
  } catch {
    return "";
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The editors' user-data folders (VS Code and its forks) where extensions keep global storage. */
export function editorUserDirs(
  env: Environment,
  platform = process.platform,
  editors = ["Code", "Code - Insiders", "VSCodium", "Cursor", "Windsurf"],
): string[] {
  const h = home(env);
  const bases =
    platform === "darwin"
      ? [join(h, "Library", "Application Support")]
      : platform === "win32"
        ? [env.APPDATA || join(h, "AppData", "Roaming")]
        : [env.XDG_CONFIG_HOME || join(h, ".config")];
  const dirs = bases.flatMap((b) => editors.map((e) => join(b, e, "User")));
  if (platform !== "win32" && platform !== "darwin") dirs.push(join(h, ".vscode-server", "data", "User"));
  return dirs;
}

function claudeSessions(cwd: string, env: Environment): FoundSession[] {
  const roots = env.CLAUDE_CONFIG_DIR
    ? env.CLAUDE_CONFIG_DIR.split(",").map((d) => d.trim())
    : [join(home(env), ".claude"), join(env.XDG_CONFIG_HOME || join(home(env), ".config"), "claude")];
  // Claude Code names a project's folder after its path, every character but letters and digits turned into "-".
  const folder = cwd.replace(/[^A-Za-z0-9]/g, "-");
  const out: FoundSession[] = [];
  for (const root of roots) {
    const dir = join(root, "projects", folder);
    for (const name of safeList(dir)) {
      if (!name.endsWith(".jsonl")) continue;
      const info = fileInfo(join(dir, name));
      if (info) out.push({ tool: "claude-code", path: join(dir, name), title: name, ...info });
    }
  }
  return out;
}

function codexSessions(cwd: string, env: Environment): FoundSession[] {
  const root = join(env.CODEX_HOME || join(home(env), ".codex"), "sessions");
  const out: FoundSession[] = [];
  let scanned = 0;
  // Newest days first; a project's sessions are told apart by the cwd in each file's first line.
  const sorted = (dir: string) => safeList(dir).sort().reverse();
  for (const y of sorted(root))
    for (const m of sorted(join(root, y)))
      for (const d of sorted(join(root, y, m)))
        for (const name of sorted(join(root, y, m, d))) {
          if (!/^rollout-.*\.jsonl$/.test(name) || ++scanned > 2000) continue;
          const path = join(root, y, m, d, name);
          const first = head(path, 16 * 1024).split("\n", 1)[0] ?? "";
          let fileCwd = "";
          try {
            const rec = JSON.parse(first) as { payload?: { cwd?: string }; cwd?: string };
            fileCwd = rec.payload?.cwd ?? rec.cwd ?? "";
          } catch {
            continue;
          }
          if (resolve(fileCwd) !== cwd) continue;
          const info = fileInfo(path);
          if (info) out.push({ tool: "codex", path, title: name, ...info });
        }
  return out;
}

function geminiSessions(cwd: string, env: Environment): FoundSession[] {
  const tmp = join(home(env), ".gemini", "tmp");
  // Gemini CLI names a project's folder by the SHA-256 of its root path. node:crypto is loaded here, when needed:
  // loading it takes some milliseconds of every command's start, `unstuck hook run`'s too (decision 0334).
  const hash = process.getBuiltinModule("node:crypto").createHash("sha256").update(cwd).digest("hex");
  const out: FoundSession[] = [];
  const dir = join(tmp, hash, "chats");
  for (const name of safeList(dir)) {
    if (!/^session-.*\.jsonl?$/.test(name)) continue;
    const info = fileInfo(join(dir, name));
    if (info) out.push({ tool: "gemini-cli", path: join(dir, name), title: name, ...info });
  }
  return out;
}

function clineSessions(cwd: string, env: Environment, platform: NodeJS.Platform): FoundSession[] {
  const out: FoundSession[] = [];
  const needle = JSON.stringify(`Current Working Directory (${cwd})`).slice(1, -1);
  for (const user of editorUserDirs(env, platform)) {
    for (const ext of ["saoudrizwan.claude-dev", "rooveterinaryinc.roo-cline"]) {
      const tasks = join(user, "globalStorage", ext, "tasks");
      for (const id of safeList(tasks)) {
        const api = join(tasks, id, "api_conversation_history.json");
        const ui = join(tasks, id, "ui_messages.json");
        const path = existsSync(api) ? api : ui;
        if (!head(path).includes(needle)) continue;
        const info = fileInfo(path);
        if (info) out.push({ tool: "cline", path, title: `task ${id}`, ...info });
      }
    }
  }
  return out;
}

function projectRoots(cwd: string): string[] {
  const roots = [cwd];
  for (let dir = cwd; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) {
      if (dir !== cwd) roots.push(dir);
      break;
    }
  }
  return roots;
}

function aiderSessions(cwd: string): FoundSession[] {
  return projectRoots(cwd).flatMap((root) => {
    const path = join(root, ".aider.chat.history.md");
    const info = fileInfo(path);
    return info ? [{ tool: "aider" as const, path, title: ".aider.chat.history.md", ...info }] : [];
  });
}

function specstorySessions(cwd: string): FoundSession[] {
  return projectRoots(cwd).flatMap((root) => {
    const dir = join(root, ".specstory", "history");
    return safeList(dir)
      .filter((n) => n.endsWith(".md"))
      .flatMap((name) => {
        const info = fileInfo(join(dir, name));
        return info ? [{ tool: "specstory" as const, path: join(dir, name), title: name, ...info }] : [];
      });
  });
}

function cursorSessions(cwd: string, env: Environment, platform: NodeJS.Platform): FoundSession[] {
  const out: FoundSession[] = [];
  const folder = pathToFileURL(cwd).href;
  for (const user of editorUserDirs(env, platform, ["Cursor"])) {
    const global = join(user, "globalStorage", "state.vscdb");
    const info = fileInfo(global);
    if (!info) continue;
    // The workspace's own database lists its chats (composer.composerData); the chats live in the global one.
    const ids = new Set<string>();
    const workspaces = join(user, "workspaceStorage");
    for (const ws of safeList(workspaces)) {
      try {
        const meta = JSON.parse(readFileSync(join(workspaces, ws, "workspace.json"), "utf8")) as { folder?: string };
        if (meta.folder?.replace(/\/$/, "") !== folder.replace(/\/$/, "")) continue;
        const db = new SqliteFile(new Uint8Array(readFileSync(join(workspaces, ws, "state.vscdb"))));
        for (const [, value] of keyValueRows(db, "ItemTable", "composer.composerData"))
          for (const m of value.matchAll(/"composerId"\s*:\s*"([^"]+)"/g)) ids.add(m[1]!);
      } catch {
        continue;
      }
    }
    if (ids.size === 0) continue;
    try {
      for (const chat of listCursorComposers(new Uint8Array(readFileSync(global)))) {
        if (!ids.has(chat.id)) continue;
        out.push({
          tool: "cursor",
          path: global,
          chatId: chat.id,
          title: chat.name,
          modified: new Date(chat.updatedAt ?? info.modified.getTime()),
          bytes: info.bytes,
        });
      }
    } catch {
      continue;
    }
  }
  return out;
}

/** Every session found for the project at `cwd`, newest first. */
export function findSessions(
  cwd: string,
  env: Environment,
  platform: NodeJS.Platform = process.platform,
  /** Only this tool's places are looked at (unstuck watch looks again every few seconds). */
  only?: FoundSession["tool"] | null,
): FoundSession[] {
  const dir = resolve(cwd);
  const finders: Record<FoundSession["tool"], () => FoundSession[]> = {
    "claude-code": () => claudeSessions(dir, env),
    codex: () => codexSessions(dir, env),
    "gemini-cli": () => geminiSessions(dir, env),
    cline: () => clineSessions(dir, env, platform),
    aider: () => aiderSessions(dir),
    specstory: () => specstorySessions(dir),
    cursor: () => cursorSessions(dir, env, platform),
  };
  const all = (Object.keys(finders) as FoundSession["tool"][])
    .filter((tool) => !only || tool === only)
    .flatMap((tool) => finders[tool]());
  return all.sort((a, b) => b.modified.getTime() - a.modified.getTime());
}
