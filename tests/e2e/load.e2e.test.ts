import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTempPostgres } from "../support/server/test-db.js";
import { type ServerProcess, signedInClient, startServer } from "./support/server-process.js";

/**
 * Simulated signed-in users against our own server process on 127.0.0.1: each polls the status calls
 * (subscription, trial, sessions count) and updates its rescue session (notes, step toggles) until the
 * time is up. Zero errors, every acknowledged update is there at the end, and memory stays flat (decision 0087).
 * `npm test` runs a short variant; `npm run test:load` runs 200 users for 60 s. Configure with LOAD_USERS,
 * LOAD_SECONDS, LOAD_THINK_MS and LOAD_POSTGRES=1.
 */

const USERS = Math.min(Number(process.env.LOAD_USERS ?? 20), 500);
const SECONDS = Math.min(Number(process.env.LOAD_SECONDS ?? 5), 600);
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 100);
/** Memory counts as flat when the end is within this of the level right after warm-up. */
const RSS_TOLERANCE = { ratio: 0.25, mb: 30 };

const postgres = process.env.LOAD_POSTGRES === "1" ? await createTempPostgres() : null;
const dataDir = mkdtempSync(join(tmpdir(), "unstuck-load-"));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size)
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

describe(`${USERS} signed-in users for ${SECONDS} s`, () => {
  it(
    "polls and updates with zero errors, no lost updates and flat memory",
    async () => {
      server = await startServer({ dataDir, databaseUrl: postgres?.url });
      const base = server.base;
      const users = await inBatches(USERS, 8, async (i) => {
        const client = await signedInClient(base, `load-${i}-${Date.now().toString(36)}-${process.pid}@example.test`);
        const created = await client.call("/api/sessions", { body: { problemType: "repeated_failures" } });
        if (created.status !== 201) throw new Error(`creating a session failed: ${created.status}`);
        return {
          i,
          client,
          sessionId: created.json!.session.id as string,
          notes: "",
          steps: [false, false, false, false],
        };
      });

      const latencies: number[] = [];
      const errors: string[] = [];
      let requests = 0;
      const timed = async (label: string, run: () => Promise<{ status: number }>) => {
        const started = performance.now();
        try {
          const res = await run();
          latencies.push(performance.now() - started);
          requests++;
          if (res.status !== 200) errors.push(`${label}: HTTP ${res.status}`);
          return res.status === 200;
        } catch (error) {
          errors.push(`${label}: ${String(error)}`);
          return false;
        }
      };

      const started = Date.now();
      const deadline = started + SECONDS * 1000;
      const warmUpEnd = started + SECONDS * 1000 * 0.25;
      const samples: { at: number; mb: number }[] = [];
      const sampler = setInterval(() => samples.push({ at: Date.now(), mb: server!.rssMb() }), 250);

      await Promise.all(
        users.map(async (u) => {
          let seq = 0;
          await sleep((u.i * 37) % Math.max(1, THINK_MS));
          while (Date.now() < deadline) {
            seq++;
            const { client } = u;
            await Promise.all([
              timed("subscription-status", () => client.call(`/api/subscription-status/${client.userId}`)),
              timed("trial-status", () => client.call(`/api/trial-status/${client.userId}`)),
              timed("sessions count", () => client.call(`/api/user/sessions/count/${client.userId}`)),
            ]);
            const notes = `user ${u.i} update ${seq}`;
            if (
              await timed("notes", () =>
                client.call(`/api/sessions/${u.sessionId}`, { method: "PATCH", body: { notes } }),
              )
            )
              u.notes = notes;
            const step = (seq % 4) + 1;
            const completed = !u.steps[step - 1];
            if (
              await timed("step", () =>
                client.call(`/api/sessions/${u.sessionId}/steps/${step}`, { method: "PATCH", body: { completed } }),
              )
            )
              u.steps[step - 1] = completed;
            if (THINK_MS > 0) await sleep(THINK_MS);
          }
        }),
      );
      clearInterval(sampler);
      const elapsed = (Date.now() - started) / 1000;

      // Every acknowledged update is what the server has now.
      const lost: string[] = [];
      await inBatches(users.length, 20, async (k) => {
        const u = users[k]!;
        const res = await u.client.call(`/api/sessions/${u.sessionId}`);
        const session = res.json?.session as { notes: string; actionSteps: { completed: boolean }[] } | undefined;
        if (session?.notes !== u.notes)
          lost.push(`user ${u.i} notes: acknowledged "${u.notes}", found "${session?.notes}"`);
        const steps = session?.actionSteps.map((s) => s.completed) ?? [];
        if (JSON.stringify(steps) !== JSON.stringify(u.steps))
          lost.push(`user ${u.i} steps: acknowledged ${JSON.stringify(u.steps)}, found ${JSON.stringify(steps)}`);
      });

      const warm = samples.filter((s) => s.at >= warmUpEnd && s.at < warmUpEnd + SECONDS * 100 + 1000).map((s) => s.mb);
      const end = samples.slice(-4).map((s) => s.mb);
      const warmMb = mean(warm.length > 0 ? warm : samples.map((s) => s.mb));
      const endMb = mean(end);
      const peakMb = Math.max(...samples.map((s) => s.mb));
      const sorted = [...latencies].sort((a, b) => a - b);
      const report = {
        users: USERS,
        seconds: Number(elapsed.toFixed(1)),
        database: postgres ? "postgres" : "pglite",
        requests,
        perSecond: Math.round(requests / elapsed),
        p50ms: Number(percentile(sorted, 0.5).toFixed(1)),
        p99ms: Number(percentile(sorted, 0.99).toFixed(1)),
        errors: errors.length,
        lostUpdates: lost.length,
        rssAfterWarmUpMb: Math.round(warmMb),
        rssEndMb: Math.round(endMb),
        rssPeakMb: Math.round(peakMb),
      };
      console.log(`load: ${JSON.stringify(report)}`);

      expect(errors.slice(0, 10)).toEqual([]);
      expect(lost.slice(0, 10)).toEqual([]);
      // Every user finished at least one full round (three polls, two updates).
      expect(requests).toBeGreaterThanOrEqual(USERS * 5);
      expect(
        endMb,
        `RSS grew from ${warmMb.toFixed(0)} MB after warm-up to ${endMb.toFixed(0)} MB at the end`,
      ).toBeLessThanOrEqual(warmMb * (1 + RSS_TOLERANCE.ratio) + RSS_TOLERANCE.mb);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    },
    // Sign-ups (scrypt) take about a second each per core on a loaded machine, then the run itself.
    180_000 + USERS * 1_500 + SECONDS * 2_000,
  );
});
