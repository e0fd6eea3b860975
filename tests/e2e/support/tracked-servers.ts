import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { type ServerProcess, startServer } from "./server-process.js";

/**
 * The server processes and data folders of one test file: after the file, every server it started is killed
 * (one already stopped is left as it is) and every folder removed, whatever its tests did.
 */
export function trackedServers(folderPrefix: string) {
  const running = new Set<ServerProcess>();
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of running) await server.kill();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(): string {
      const dir = mkdtempSync(join(tmpdir(), folderPrefix));
      folders.push(dir);
      return dir;
    },
    async start(options: Parameters<typeof startServer>[0]): Promise<ServerProcess> {
      const server = await startServer(options);
      running.add(server);
      return server;
    },
  };
}
