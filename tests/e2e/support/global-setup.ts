import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumArgs, CHROMIUM_PATH } from "./chromium.js";
import { startMailSink } from "./mail-sink.js";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from "./oidc-provider.js";
import { startServer } from "./server-process.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
    dataDir: string;
    mailUrl: string;
  }
}

const root = resolve(import.meta.dirname, "../../..");

/** One real server (built client, PGlite in a temp folder) and one Chromium for the whole e2e run. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Run \`npm test\` (it installs it as root) or \`sudo apt-get install -y chromium\`.`,
    );
  }
  if (!existsSync(join(root, "dist/client/index.html"))) {
    execFileSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  }
  if (!existsSync(join(root, "dist/server/index.js"))) {
    execFileSync("npx", ["vite", "build", "--config", "vite.server.config.ts"], { cwd: root, stdio: "inherit" });
  }

  const mail = await startMailSink();
  const oidc = await startOidcProvider();
  const dataDir = mkdtempSync(join(tmpdir(), "unstuck-e2e-"));
  const server = await startServer({
    dataDir,
    env: {
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
    onOutput: (chunk, stream) => {
      if (stream === "stderr") process.stderr.write(chunk);
      else if (process.env.E2E_LOG_LEVEL) process.stdout.write(chunk);
    },
  });
  const baseUrl = server.base;

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
    await server.stop();
    await mail.close();
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
