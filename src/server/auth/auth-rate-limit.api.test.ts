import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { createTempPostgres, sharedTestDatabase } from "../../../tests/support/server/test-db.js";
import { createAuthRateLimiter, limitKey } from "./auth-rate-limit.js";

const pglite = await sharedTestDatabase();
const pg = await createTempPostgres();
afterAll(() => pg?.drop());
const databases: [string, () => Promise<Database>][] = [["PGlite", async () => pglite]];
if (pg) databases.push(["PostgreSQL", async () => pg.database]);

describe.each(databases)("auth rate limits in the database (%s)", (_name, open) => {
  it("allows max attempts per window, refuses the next with the seconds left, and counts again after it", async () => {
    const { db } = await open();
    let clock = Date.parse("2026-11-25T10:00:00Z");
    const limiter = createAuthRateLimiter(db, () => clock);
    const key = limitKey("test-window", String(Math.random()));
    const rule = { kind: "window", max: 3, windowMs: 60_000 } as const;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(60);
    clock += 30_000;
    expect(await limiter.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock += 30_000;
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
  });

  it("grows the delay after the free attempts, caps it, and forgets the key on reset", async () => {
    const { db } = await open();
    let clock = Date.parse("2026-11-25T10:00:00Z");
    const limiter = createAuthRateLimiter(db, () => clock);
    const key = limitKey("test-backoff", String(Math.random()));
    const rule = { kind: "backoff", free: 2, baseMs: 1_000, maxDelayMs: 4_000, resetAfterMs: 3_600_000 } as const;
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect(await limiter.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await limiter.hit(key, rule);
      waits.push(refused.retryAfterSeconds);
      clock += refused.retryAfterSeconds * 1000;
      expect((await limiter.hit(key, rule)).allowed).toBe(true);
    }
    // Refused attempts do not lengthen the wait; allowed ones double it up to the cap.
    expect(waits).toEqual([1, 2, 4, 4]);
    await limiter.reset(key);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly once each", async () => {
    const { db } = await open();
    const limiter = createAuthRateLimiter(db);
    const key = limitKey("test-concurrent", String(Math.random()));
    const rule = { kind: "window", max: 10, windowMs: 60_000 } as const;
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(key, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
