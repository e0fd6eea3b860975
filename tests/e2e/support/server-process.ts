import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { freePort } from "./ports.js";

const root = resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  output: () => string;
  /** Resident memory of the server process in MB, from /proc (Linux). */
  rssMb: () => number;
  /** SIGKILL by PID: no shutdown hook, no flush, like a crash or the OOM killer. */
  kill: () => Promise<void>;
  /** SIGTERM by PID and wait for a graceful exit (SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once("exit", () => done()),
  );

/** The bundled server `npm start` runs (decision 0255); `vite build --config vite.server.config.ts` writes it. */
const BUILT_SERVER = resolve(root, "dist/server/index.js");

/**
 * Our own server process on 127.0.0.1, ready when /api/health answers: the sources through tsx (the e2e server)
 * or, with `built`, the bundle in dist/server.
 */
export async function startServer(options: {
  dataDir: string;
  built?: boolean;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** Also sees everything the server prints (the e2e run passes it on to the terminal). */
  onOutput?: (chunk: Buffer, stream: "stdout" | "stderr") => void;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, options.built ? [BUILT_SERVER] : ["--import", "tsx", "src/server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      LOG_LEVEL: "warn",
      AUTH_SECRET: "process-secret-process-secret-process-0123456789",
      AUTH_RATE_LIMIT: "false",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = child.pid!;
  for (const stream of ["stdout", "stderr"] as const) {
    child[stream]?.on("data", (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      options.onOutput?.(chunk, stream);
    });
  }

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
    await exited(child);
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(pid, "SIGTERM");
    const force = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, "SIGKILL");
    }, 10_000);
    await exited(child);
    clearTimeout(force);
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return {
          child,
          pid,
          base,
          output: () => output,
          rssMb: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
          kill,
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await kill();
  throw new Error(`the server did not become healthy within 90 s:\n${output}`);
}

/** A signed-in client of a server process: JSON calls with its cookie and the server's own Origin. */
export async function signedInClient(base: string, email: string) {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "a-long-unique-passphrase-42", name: "Process Tester" }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = (await signUp.json()) as { user: { id: string } };
  return {
    userId: user.id,
    cookie,
    async call(path: string, init: { method?: string; body?: unknown; base?: string } = {}) {
      const res = await fetch(`${init.base ?? base}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers: {
          cookie,
          origin: init.base ?? base,
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as Record<string, any>) : null }; // eslint-disable-line @typescript-eslint/no-explicit-any
    },
  };
}

/** Starts the 3-day trial of a `signedInClient` through the local test provider's real checkout calls. */
export async function startTrialThroughLocalCheckout(client: Awaited<ReturnType<typeof signedInClient>>) {
  const started = await client.call("/api/create-trial-checkout-session", { body: { userId: client.userId } });
  if (started.status !== 200)
    throw new Error(`trial checkout failed: ${started.status} ${JSON.stringify(started.json)}`);
  const sessionId = new URL(started.json!.url as string, "http://x").searchParams.get("session");
  if (!sessionId) throw new Error(`no checkout session in ${started.json!.url}`);
  const paid = await client.call(`/api/local-checkout/${sessionId}/pay`, {
    body: { cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Test User" },
  });
  if (paid.status !== 200) throw new Error(`trial payment failed: ${paid.status} ${JSON.stringify(paid.json)}`);
}
