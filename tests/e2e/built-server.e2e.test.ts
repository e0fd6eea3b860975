import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, describe, expect, it } from "vitest";
import { modelGeneratorAnswer, startFakeOpenAi } from "../support/server/fake-openai.js";
import { createTempPostgres } from "../support/server/test-db.js";
import { LOOP_TRANSCRIPT } from "../support/server/transcripts.js";
import { type ServerProcess, signedInClient, startTrialThroughLocalCheckout } from "./support/server-process.js";
import { trackedServers } from "./support/tracked-servers.js";

/**
 * The bundled server in dist/server, as `npm start`, the Dockerfile and `npx unstuck-mcp` run it (decision 0255):
 * every other journey runs the sources through tsx, so this one proves the bundle itself works, its lazily
 * loaded chunks (the database drivers, the MCP server, the stdio bridge) included.
 */

const root = resolve(import.meta.dirname, "../..");
const distServer = join(root, "dist/server");

/** A fresh database the bundle migrates itself, when PostgreSQL answers. */
const postgres = await createTempPostgres({ migrate: false });
const servers = trackedServers("unstuck-built-");
afterAll(async () => {
  await postgres?.drop();
});

const startBuilt = (options: { databaseUrl?: string; env?: Record<string, string> } = {}) =>
  servers.start({ ...options, dataDir: servers.tempDir(), built: true });

async function stopGracefully(server: ServerProcess) {
  await server.stop();
  expect(server.child.exitCode, server.output()).toBe(0);
}

/** Signs up, starts a rescue and reads it back with its status: the paths every user takes first. */
async function walkFirstRescue(base: string) {
  const client = await signedInClient(base, `built-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`);
  const created = await client.call("/api/sessions", { body: { problemType: "repeated_failures" } });
  expect(created.status).toBe(201);
  const id = created.json!.session.id as string;
  const read = await client.call(`/api/sessions/${id}`);
  expect(read.status).toBe(200);
  expect(read.json!.session.problemType).toBe("repeated_failures");
  const status = await client.call(`/api/subscription-status/${client.userId}`);
  expect(status.status).toBe(200);
  expect(status.json!.isPro).toBe(false);
  return client;
}

/** The built stdio bridge, started the way bin/unstuck-mcp.mjs starts it when tsx is not installed. */
async function builtBridge(url: string, token: string) {
  const bridge = pathToFileURL(join(distServer, "mcp-bridge.js")).href;
  const script =
    `import { parseBridgeArgs, runBridge } from ${JSON.stringify(bridge)};` +
    `const { closed } = await runBridge(parseBridgeArgs(process.argv.slice(1), process.env));` +
    `await closed; process.exit(0);`;
  const client = new Client({ name: "built-bridge-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ["--input-type=module", "-e", script, "--", "--url", url],
      env: { UNSTUCK_TOKEN: token },
      stderr: "pipe",
    }),
  );
  return client;
}

describe("the bundled server (dist/server)", () => {
  it("on PGlite: serves the prerendered page, accounts, rescues and MCP through the built bridge, and stops cleanly", async () => {
    const server = await startBuilt();
    const landing = await fetch(`${server.base}/`);
    expect(landing.status).toBe(200);
    expect(landing.headers.get("content-type")).toMatch(/text\/html/);
    expect(await landing.text()).toMatch(/<main[\s>]/);
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);

    const client = await walkFirstRescue(server.base);
    const created = await client.call("/api/tokens", { body: { name: "Built bridge" } });
    expect(created.status).toBe(201);
    const bridge = await builtBridge(`${server.base}/mcp`, created.json!.token as string);
    try {
      const tools = (await bridge.listTools()).tools.map((tool) => tool.name);
      expect(tools).toContain("diagnose_session");
      const diagnosis = (await bridge.callTool({
        name: "diagnose_session",
        arguments: { text: LOOP_TRANSCRIPT },
      })) as { isError?: boolean; structuredContent?: { type?: string } };
      expect(diagnosis.isError).toBeFalsy();
      expect(diagnosis.structuredContent?.type).toBe("repeated_failures");
    } finally {
      await bridge.close();
    }
    await stopGracefully(server);
  });

  it.skipIf(!postgres)(
    "on PostgreSQL: migrates a fresh database, serves the first rescue and stops cleanly",
    async () => {
      const server = await startBuilt({ databaseUrl: postgres!.url });
      await walkFirstRescue(server.base);
      await stopGracefully(server);
    },
  );

  it("with an OpenAI-compatible endpoint: a Pro user's generator answers with the model's prompts", async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.setMode({ kind: "json", content: modelGeneratorAnswer });
      const server = await startBuilt({ env: { AI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model" } });
      const client = await signedInClient(server.base, `built-llm-${Date.now()}@example.test`);
      // The generator is Pro.
      await startTrialThroughLocalCheckout(client);

      const generated = await client.call("/api/generate-category-prompts", {
        body: {
          category: "repeated-failures",
          problemDescription: "The agent keeps re-applying the same fix for a failing test",
          programmingLanguage: "Python",
          aiTool: "Cursor",
        },
      });
      expect(generated.status).toBe(200);
      expect(fake.state.requests.length).toBeGreaterThan(0);
      // The model's own prompts, not the built-in engine's fallback.
      expect(JSON.stringify(generated.json)).toContain("Model prompt 1");
      await stopGracefully(server);
    } finally {
      await fake.close();
    }
  });

  it("loads from node_modules only packages the app depends on (what `npm prune --omit=dev` keeps)", () => {
    const { dependencies } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const builtins = new Set(builtinModules);
    const files = readdirSync(distServer, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
    expect(files).toContain("index.js");
    const packages = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(distServer, file), "utf8");
      const specifiers = [
        ...code.matchAll(/^import\b[^;]*?\bfrom\s*"([^"]+)";/gm),
        ...code.matchAll(/^import\s*"([^"]+)";/gm),
        ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ].map((match) => match[1]!);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".") || specifier.startsWith("node:") || builtins.has(specifier)) continue;
        const parts = specifier.split("/");
        packages.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!);
      }
    }
    // The externals of vite.server.config.ts that the server's own code imports.
    expect([...packages].sort()).toEqual(["@electric-sql/pglite", "nodemailer", "pg", "stripe"].sort());
    for (const name of packages) {
      expect(dependencies, `${name} is imported by the bundle`).toHaveProperty(name);
      const resolved = spawnSync(
        process.execPath,
        ["--input-type=module", "-e", `await import(${JSON.stringify(name)})`],
        {
          cwd: distServer,
          encoding: "utf8",
        },
      );
      expect(resolved.status, `${name}: ${resolved.stderr}`).toBe(0);
    }
  });
});
