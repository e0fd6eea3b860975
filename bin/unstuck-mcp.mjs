#!/usr/bin/env node
// Launches the stdio bridge to the Unstuck MCP server: from the sources when tsx is installed (development),
// otherwise from the build (npm run build).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../src/server/modules/mcp/mcp-bridge.ts", import.meta.url));
const built = fileURLToPath(new URL("../dist/server/mcp-bridge.js", import.meta.url));

async function load() {
  if (existsSync(source)) {
    try {
      const { register } = await import("tsx/esm/api");
      register();
      return await import(source);
    } catch (error) {
      if (!existsSync(built)) throw error;
    }
  }
  return import(built);
}

const { parseBridgeArgs, runBridge } = await load();
let options;
try {
  options = parseBridgeArgs(process.argv.slice(2), process.env);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
const { closed } = await runBridge(options);
await closed;
process.exit(0);
