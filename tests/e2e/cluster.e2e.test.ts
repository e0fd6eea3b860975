import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTempPostgres } from "../support/server/test-db.js";
import { type RoundRobinProxy, startRoundRobinProxy } from "./support/round-robin-proxy.js";
import { type ServerProcess, startServer } from "./support/server-process.js";

/**
 * Three servers on one fresh PostgreSQL database behind a round-robin proxy: consecutive requests of a user
 * go to different servers. `npm test` runs a short variant when PostgreSQL answers; `npm run test:cluster`
 * runs 200 users for 60 s. Configure with CLUSTER_USERS, CLUSTER_SECONDS and CLUSTER_THINK_MS.
 */

const USERS = Math.min(Number(process.env.CLUSTER_USERS ?? 20), 500);
const SECONDS = Math.min(Number(process.env.CLUSTER_SECONDS ?? 4), 600);
const THINK_MS = Number(process.env.CLUSTER_THINK_MS ?? 100);
const SERVERS = 3;
const PASSWORD = "a-long-unique-passphrase-42";

const postgres = await createTempPostgres({ migrate: false });
const dataDir = mkdtempSync(join(tmpdir(), "unstuck-cluster-"));
let proxy: RoundRobinProxy | undefined;
let servers: ServerProcess[] = [];
afterAll(async () => {
  if (proxy?.failures.length) console.log(`proxy failures:\n${proxy.failures.slice(0, 20).join("\n")}`);
  for (const server of servers) await server.kill();
  await proxy?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let ipCounter = 0;

interface Answer {
  status: number;
  json: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A browser of its own (cookie, address) talking to the proxy. */
function newClient(base: string) {
  const n = ++ipCounter;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  let cookie = "";
  const call = async (path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        origin: base,
        "x-forwarded-for": ip,
        ...(cookie ? { cookie } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = res.headers.getSetCookie();
    if (set.length > 0) cookie = set.map((c) => c.split(";")[0]).join("; ");
    const text = await res.text();
    let json: Answer["json"] = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  };
  return {
    call,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

type Client = ReturnType<typeof newClient>;

async function signUp(base: string, label: string): Promise<{ client: Client; userId: string; email: string }> {
  const client = newClient(base);
  const email = `${label}-${Date.now().toString(36)}-${ipCounter}@example.test`;
  const res = await client.call("/api/auth/sign-up/email", { body: { email, password: PASSWORD, name: "Cluster" } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { client, userId: res.json!.user.id as string, email };
}

async function pay(client: Client, userId: string) {
  const started = await client.call("/api/create-checkout-session", { body: { userId, plan: "pro_monthly" } });
  if (started.status !== 200) throw new Error(`checkout failed: ${started.status}`);
  const session = new URL(started.json!.url as string, "http://x").searchParams.get("session");
  const paid = await client.call(`/api/local-checkout/${session}/pay`, {
    body: { cardNumber: "4242 4242 4242 4242", expiry: "12/45", cvc: "123", name: "Card Holder" },
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.json)}`);
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

describe.runIf(postgres)(`${SERVERS} servers on one PostgreSQL`, () => {
  it("start together on a fresh database (migrations run once)", { timeout: 120_000 }, async () => {
    proxy = await startRoundRobinProxy();
    servers = await Promise.all(
      Array.from({ length: SERVERS }, () =>
        startServer({
          dataDir,
          databaseUrl: postgres!.url,
          env: {
            APP_URL: proxy!.base,
            AUTH_RATE_LIMIT: "true",
            TRUSTED_PROXIES: "127.0.0.1",
            SHUTDOWN_DRAIN_MS: "1000",
          },
        }),
      ),
    );
    proxy.setBackends(servers.map((s) => s.base));
    for (const server of servers) expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
  });

  it(
    "shows a plan paid through one server as Pro on the next request, on another server",
    { timeout: 120_000 },
    async () => {
      const { client, userId } = await signUp(proxy!.base, "pay");
      for (let i = 0; i < SERVERS; i++) {
        const status = await client.call(`/api/subscription-status/${userId}`);
        expect(status.json?.isPro).toBe(false);
      }
      const before = [...proxy!.served];
      await pay(client, userId);
      for (let i = 0; i < SERVERS; i++) {
        const status = await client.call(`/api/subscription-status/${userId}`);
        expect(status.json?.isPro).toBe(true);
      }
      // The calls really went round: every server answered some of them.
      expect(proxy!.served.every((n, i) => n > before[i]!)).toBe(true);
    },
  );

  it(
    "refuses a session revoked through one server on the next request, on every server",
    { timeout: 120_000 },
    async () => {
      const { client, userId, email } = await signUp(proxy!.base, "revoke");
      const other = newClient(proxy!.base);
      expect((await other.call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } })).status).toBe(200);
      const third = newClient(proxy!.base);
      expect((await third.call("/api/auth/sign-in/email", { body: { email, password: PASSWORD } })).status).toBe(200);
      // Every server has both sessions cached.
      for (let i = 0; i < SERVERS; i++) {
        expect((await other.call(`/api/trial-status/${userId}`)).status).toBe(200);
        expect((await third.call(`/api/trial-status/${userId}`)).status).toBe(200);
      }
      // Signing out ends one session; "sign out everywhere else" ends the other browsers' sessions.
      const signedOut = other.cookie;
      expect((await other.call("/api/auth/sign-out", { body: {} })).status).toBe(200);
      other.cookie = signedOut;
      expect((await client.call("/api/auth/revoke-other-sessions", { body: {} })).status).toBe(200);
      for (let i = 0; i < SERVERS; i++) {
        expect((await other.call(`/api/trial-status/${userId}`)).status).toBe(401);
        expect((await third.call(`/api/trial-status/${userId}`)).status).toBe(401);
        expect((await client.call(`/api/trial-status/${userId}`)).status).toBe(200);
      }
    },
  );

  it("limits failed sign-ins in total, not per server", { timeout: 180_000 }, async () => {
    const { email } = await signUp(proxy!.base, "limits");
    const attacker = newClient(proxy!.base);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push(
        (await attacker.call("/api/auth/sign-in/email", { body: { email, password: "wrong-password-1" } })).status,
      );
    }
    // Ten attempts a minute from one address (and per account) are allowed in total across the servers.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses).toContain(429);
  });

  it(
    `serves ${USERS} users for ${SECONDS} s with zero errors and zero stale reads after acknowledged writes`,
    { timeout: SECONDS * 1000 + 240_000 },
    async () => {
      const users = await inBatches(USERS, 10, async (i) => {
        const { client, userId } = await signUp(proxy!.base, `load-${i}`);
        await pay(client, userId);
        return { client, userId, rescues: 0, canceled: false };
      });
      const errors: string[] = [];
      const stale: string[] = [];
      let requests = 0;
      const expectOk = (label: string, res: Answer, ok = 200) => {
        requests++;
        if (res.status !== ok) errors.push(`${label}: HTTP ${res.status}`);
        return res.status === ok;
      };
      const deadline = Date.now() + SECONDS * 1000;
      await Promise.all(
        users.map(async (user, i) => {
          await sleep((i * THINK_MS) / USERS);
          while (Date.now() < deadline) {
            const { client, userId } = user;
            try {
              if (
                expectOk(
                  "create rescue",
                  await client.call("/api/sessions", { body: { problemType: "repeated_failures" } }),
                  201,
                )
              )
                user.rescues++;
              // Pro rescues leave the free monthly count alone (decision 0153): the history total is what grows.
              const count = await client.call("/api/sessions?limit=1");
              if (expectOk("count", count) && count.json?.total !== user.rescues)
                stale.push(`total ${count.json?.total} after ${user.rescues} acknowledged`);
              const change = user.canceled ? "reactivate-subscription" : "cancel-subscription";
              if (expectOk(change, await client.call(`/api/${change}`, { body: { userId } })))
                user.canceled = !user.canceled;
              const status = await client.call(`/api/subscription-status/${userId}`);
              if (expectOk("status", status) && status.json?.cancelAtPeriodEnd !== user.canceled)
                stale.push(`cancelAtPeriodEnd ${status.json?.cancelAtPeriodEnd} after ${change}`);
            } catch (error) {
              errors.push(String(error));
            }
            await sleep(THINK_MS);
          }
        }),
      );
      console.log(
        `cluster load: ${USERS} users, ${SECONDS} s, ${requests} requests, spread ${proxy!.served.join("/")}`,
      );
      expect(errors.slice(0, 10)).toEqual([]);
      expect(stale.slice(0, 10)).toEqual([]);
      expect(proxy!.failures).toEqual([]);
      // Every user made at least one round (a write and a read of each kind) on a loaded machine.
      expect(requests).toBeGreaterThanOrEqual(USERS * 4);
    },
  );

  it(
    "loses no acknowledged write when a server is killed mid-load, and the others keep serving",
    { timeout: SECONDS * 1000 + 120_000 },
    async () => {
      const users = await inBatches(Math.min(USERS, 50), 10, async (i) => {
        const { client, userId } = await signUp(proxy!.base, `kill-${i}`);
        const created = await client.call("/api/sessions", { body: { problemType: "repeated_failures" } });
        if (created.status !== 201) throw new Error(`creating a session failed: ${created.status}`);
        return { client, userId, sessionId: created.json!.session.id as string, acked: "", unacked: [] as string[] };
      });
      const phaseMs = Math.max(3_000, SECONDS * 500);
      const killAt = Date.now() + phaseMs / 3;
      const deadline = Date.now() + phaseMs;
      const errorsAfterKill: string[] = [];
      let killedAt = 0;
      let writes = 0;
      const killing = (async () => {
        await sleep(killAt - Date.now());
        await servers[2]!.kill();
        killedAt = Date.now();
      })();
      await Promise.all(
        users.map(async (user, i) => {
          let n = 0;
          await sleep((i * THINK_MS) / users.length);
          while (Date.now() < deadline) {
            const notes = `note ${i}-${++n}`;
            const res = await user.client
              .call(`/api/sessions/${user.sessionId}`, { method: "PATCH", body: { notes } })
              .catch(() => ({ status: 0, json: null }));
            if (res.status === 200) {
              user.acked = notes;
              user.unacked = [];
              writes++;
            } else {
              user.unacked.push(notes);
              // Requests that were on the killed server when it died may fail; after that, none may.
              if (killedAt && Date.now() - killedAt > 1_000) errorsAfterKill.push(`HTTP ${res.status}`);
            }
            await sleep(THINK_MS);
          }
        }),
      );
      await killing;
      expect(killedAt).toBeGreaterThan(0);
      expect(errorsAfterKill).toEqual([]);
      expect(writes).toBeGreaterThan(users.length);
      for (const user of users) {
        const read = await user.client.call(`/api/sessions/${user.sessionId}`);
        expect(read.status).toBe(200);
        // The last acknowledged write is there, or a later one that was sent but never acknowledged.
        expect([user.acked, ...user.unacked]).toContain(read.json?.session.notes);
      }
    },
  );

  it("drains a server on SIGTERM under load: no failed request, exit within 10 s", { timeout: 180_000 }, async () => {
    const users = await inBatches(20, 10, async (i) => {
      const { client, userId } = await signUp(proxy!.base, `drain-${i}`);
      return { client, userId };
    });
    const failures: string[] = [];
    const proxyFailuresBefore = proxy!.failures.length;
    let requests = 0;
    let stopping = true;
    const stopped = (async () => {
      await sleep(1_000);
      const started = Date.now();
      await servers[1]!.stop();
      const tookMs = Date.now() - started;
      stopping = false;
      return { tookMs, exitCode: servers[1]!.child.exitCode };
    })();
    await Promise.all(
      users.map(async ({ client, userId }) => {
        while (stopping) {
          const res = await client.call(`/api/subscription-status/${userId}`).catch((e) => ({ status: String(e) }));
          requests++;
          if (res.status !== 200) failures.push(String(res.status));
          await sleep(20);
        }
      }),
    );
    const { tookMs, exitCode } = await stopped;
    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(failures).toEqual([]);
    expect(proxy!.failures.slice(proxyFailuresBefore)).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    expect((await fetch(`${servers[0]!.base}/api/ready`)).status).toBe(200);
  });
});
