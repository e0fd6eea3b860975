import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server code");
    dir = parent;
  }
  return dir;
}

const root = findProjectRoot();

/** A path inside the project, the same whether the server runs from src/ (tsx) or dist/ (built). */
export function projectPath(...segments: string[]): string {
  return join(root, ...segments);
}
