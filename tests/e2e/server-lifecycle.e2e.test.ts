import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./support/ports.js";

const root = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "unstuck-lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, output: () => output };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once("exit", (code) => done(code)),
  );

describe("the server process", () => {
  it("keeps data across a graceful restart and generates its auth secret once", async () => {
    const port = await freePort();
    const first = await start(port);
    const email = `restart-${Date.now()}@example.test`;
    const signUp = await fetch(`${first.base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.base },
      body: JSON.stringify({ email, password: "a-long-unique-passphrase-42", name: "Restart" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('"message":"stopped"');

    const second = await start(port);
    // The session from before the restart is still valid (same secret, same database).
    const session = await fetch(`${second.base}/api/auth/get-session`, { headers: { cookie } });
    expect((await session.json())?.user?.email).toBe(email);
    const signIn = await fetch(`${second.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: second.base },
      body: JSON.stringify({ email, password: "a-long-unique-passphrase-42" }),
    });
    expect(signIn.status).toBe(200);
    expect(second.output()).not.toContain("AUTH_SECRET is not set");
    second.child.kill("SIGINT");
    expect(await exited(second.child)).toBe(0);
  });

  it("refuses to start with a clear list of bad variables", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATABASE_URL: "mysql://nope" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toContain("PORT");
    expect(stderr).toContain("DATABASE_URL must start with postgres");
  });
});
