import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabaseAiRateLimiter } from "../ai/rate-limit.js";
import { readSubscription } from "../billing/access.js";
import type { AppError } from "../lib/errors.js";
import { billingStoreOf } from "../compose.js";
import { cleanupJob, runJobIfDue, trialExpiryJob } from "../jobs/periodic-jobs.js";
import { grantTrial } from "../../../tests/support/server/billing.js";
import { createTempPostgres } from "../../../tests/support/server/test-db.js";
import { type Database, openDatabase } from "./client.js";
import { LISTENER_NAME } from "./cache-bus.js";
import { user } from "./schema/auth.js";
import { subscriptions } from "./schema/billing.js";

/**
 * Several servers on one PostgreSQL database, each played by its own `openDatabase` handle (its own pool,
 * caches and invalidation listener), as the servers of a cluster have.
 */
const postgres = await createTempPostgres({ migrate: false });
const servers: Database[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  await postgres?.drop();
});

async function openServer(): Promise<Database> {
  const database = await openDatabase({ DATABASE_URL: postgres!.url, DATA_DIR: "unused", poolSize: 5 });
  servers.push(database);
  return database;
}

let userCount = 0;
async function createUser(database: Database): Promise<string> {
  const id = `cluster-user-${++userCount}-${Date.now()}`;
  await database.db.insert(user).values({ id, email: `${id}@example.test`, name: "Cluster", emailVerified: true });
  return id;
}

const refusal = async (run: () => void | Promise<void>) => {
  try {
    await run();
    return null;
  } catch (error) {
    return error as AppError;
  }
};

describe.runIf(postgres)("several servers on one PostgreSQL", () => {
  let a: Database;
  let b: Database;
  let c: Database;

  it("migrates once when three servers start together on a fresh database", async () => {
    [a, b, c] = await Promise.all([openServer(), openServer(), openServer()]);
    await Promise.all([a.migrate(), b.migrate(), c.migrate()]);
    const { rows } = (await a.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[];
    };
    const files = (await import("../../../drizzle/meta/_journal.json", { with: { type: "json" } })).default.entries;
    expect(rows[0]?.n).toBe(files.length);
  });

  it("drops an entry on every server before the write's invalidation resolves", async () => {
    const userId = await createUser(a);
    for (const server of [a, b, c]) {
      expect(await server.caches.status.read(userId, "k", async () => "before")).toBe("before");
    }
    await a.caches.status.invalidate(userId);
    for (const server of [b, c]) {
      expect(await server.caches.status.read(userId, "k", async () => "after")).toBe("after");
    }
  });

  it("shows a subscription paid through one server on the others at once", async () => {
    const userId = await createUser(a);
    const read = (server: Database) =>
      server.caches.status.read(userId, "subscription", () => readSubscription(server.db, userId));
    expect(await read(b)).toBeNull();
    expect(await read(c)).toBeNull();
    await grantTrial({ database: a, billingStore: billingStoreOf(a) }, userId);
    expect((await read(b))?.trialStartedAt).not.toBeNull();
    expect((await read(c))?.trialStartedAt).not.toBeNull();
  });

  it("reads through while its invalidation channel is down, and caches again once it is back", async () => {
    const userId = await createUser(a);
    await b.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    const deadline = Date.now() + 2_000;
    while (b.caches.status.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(b.caches.status.live).toBe(false);
    let loads = 0;
    await b.caches.status.read(userId, "k", async () => ++loads);
    await b.caches.status.read(userId, "k", async () => ++loads);
    expect(loads).toBe(2);
    const back = Date.now() + 5_000;
    while (!(a.caches.status.live && b.caches.status.live && c.caches.status.live) && Date.now() < back)
      await new Promise((r) => setTimeout(r, 50));
    expect([a, b, c].map((s) => s.caches.status.live)).toEqual([true, true, true]);
    await b.caches.status.read(userId, "k", async () => "cached");
    await a.caches.status.invalidate(userId);
    expect(await b.caches.status.read(userId, "k", async () => "fresh")).toBe("fresh");
  });

  it("counts AI calls in total across servers, with one atomic upsert", async () => {
    const userId = await createUser(a);
    const limiters = [a, b, c].map((s) => createDatabaseAiRateLimiter(s.db, 5));
    const results = await Promise.all(
      Array.from({ length: 21 }, (_, i) => refusal(() => limiters[i % 3]!.check(userId))),
    );
    expect(results.filter((r) => r === null)).toHaveLength(5);
    const refused = results.filter((r) => r !== null);
    expect(refused).toHaveLength(16);
    for (const error of refused) {
      expect(error.code).toBe("RATE_LIMITED");
      const { retryInSeconds } = error.details as { retryInSeconds: number };
      expect(retryInSeconds).toBeGreaterThanOrEqual(59);
      expect(retryInSeconds).toBeLessThanOrEqual(60);
    }
    const other = await createUser(a);
    expect(await refusal(() => limiters[1]!.check(other))).toBeNull();
  });

  it("lets a call in again once the oldest of the window is a minute old", async () => {
    const userId = await createUser(a);
    const limiter = createDatabaseAiRateLimiter(a.db, 2);
    await limiter.check(userId);
    await limiter.check(userId);
    expect((await refusal(() => limiter.check(userId)))?.code).toBe("RATE_LIMITED");
    await a.db.execute(
      sql`update ai_rate_limits set calls = array[now() - interval '61 seconds', now() - interval '10 seconds'] where user_id = ${userId}`,
    );
    expect(await refusal(() => limiter.check(userId))).toBeNull();
    expect((await refusal(() => limiter.check(userId)))?.details).toEqual({ retryInSeconds: 50 });
  });

  it("runs each periodic job on exactly one server per period", async () => {
    const now = new Date(Date.now() + 10 * 60_000);
    const ran = await Promise.all([a, b, c].map((s) => runJobIfDue(s, cleanupJob, now)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    const again = await Promise.all([a, b, c].map((s) => runJobIfDue(s, cleanupJob, new Date(now.getTime() + 1_000))));
    expect(again.filter(Boolean)).toHaveLength(0);
    const nextPeriod = new Date(now.getTime() + cleanupJob.everyMs);
    const later = await Promise.all([a, b, c].map((s) => runJobIfDue(s, cleanupJob, nextPeriod)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });

  it("does not run a job while another server holds its lock", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holding = a.runExclusive("unstuck:job:trial-expiry", () => held);
    await new Promise((r) => setTimeout(r, 50));
    expect(await runJobIfDue(b, trialExpiryJob(billingStoreOf(b)), new Date(Date.now() + 3_600_000))).toBe(false);
    release();
    expect(await holding).toBe(true);
  });

  it("converts a local trial that ended while nobody asked, and every server sees it", async () => {
    const userId = await createUser(a);
    const started = new Date(Date.now() - 4 * 86_400_000);
    await grantTrial({ database: a, billingStore: billingStoreOf(a) }, userId, started);
    const read = (server: Database) =>
      server.caches.status.read(userId, "subscription", () => readSubscription(server.db, userId));
    expect((await read(c))?.status).toBeNull();
    const applied = await trialExpiryJob(billingStoreOf(b)).run(b.db, new Date());
    expect(applied).toBeGreaterThanOrEqual(1);
    const [row] = await a.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row?.status).toBe("active");
    expect(row?.autoUpgraded).toBe(true);
    expect((await read(c))?.status).toBe("active");
  });
});
