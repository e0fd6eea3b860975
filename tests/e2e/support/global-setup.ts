import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumArgs, CHROMIUM_PATH } from "./chromium.js";
import { startMailSink } from "./mail-sink.js";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from "./oidc-provider.js";
import { freePort } from "./ports.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    dataDir: string;
    mailUrl: string;
  }
}

const root = resolve(import.meta.dirname, "../../..");

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

/** One real server (built client, PGlite in a temp folder) and one Chromium for the whole e2e run. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}. Run \`npm test\` (it installs it as root) or \`sudo apt-get install -y chromium\`.`);
  }
  if (!existsSync(join(root, "dist/client/index.html"))) {
    execFileSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  }

  const mail = await startMailSink();
  const oidc = await startOidcProvider();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "unstuck-e2e-"));
  let log = "";
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      // Many accounts sign up from 127.0.0.1 within a minute; the limits are covered by the API tests.
      AUTH_RATE_LIMIT: "false",
      SMTP_URL: mail.smtpUrl,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_PROVIDER_NAME: "Test SSO",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    if (process.env.E2E_LOG_LEVEL) process.stdout.write(chunk);
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString();
    process.stderr.write(chunk);
  });
  await waitForHealth(baseUrl, server, () => log.slice(-4000));

  const browserServer: BrowserServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs,
  });

  project.provide("baseUrl", baseUrl);
  project.provide("wsEndpoint", browserServer.wsEndpoint());
  project.provide("dataDir", dataDir);
  project.provide("mailUrl", mail.messagesUrl);

  return async () => {
    await browserServer.close();
    await new Promise<void>((done) => {
      if (server.exitCode !== null) return done();
      server.once("exit", () => done());
      server.kill("SIGTERM");
      setTimeout(() => {
        if (server.exitCode === null) server.kill("SIGKILL");
      }, 10_000).unref();
    });
    await mail.close();
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
