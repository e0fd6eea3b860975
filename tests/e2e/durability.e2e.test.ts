import { afterAll, describe, expect, it } from "vitest";
import { createTempPostgres } from "../support/server/test-db.js";
import { emptyProjectPlan } from "../../src/shared/schemas/planner.js";
import { freePort } from "./support/ports.js";
import { signedInClient, startTrialThroughLocalCheckout } from "./support/server-process.js";
import { trackedServers } from "./support/tracked-servers.js";

/**
 * A server killed with SIGKILL right after acknowledging writes (no graceful shutdown, no flush) still has
 * every acknowledged write after a restart: session notes, step toggles and prompt ratings,, project
 * plans and wizard conversations, on a PGlite data folder and on PostgreSQL.
 */

const postgres = await createTempPostgres();
const servers = trackedServers("unstuck-durability-");
afterAll(async () => {
  await postgres?.drop();
});

const start = (dataDir: string, port: number, databaseUrl?: string) => servers.start({ dataDir, port, databaseUrl });

async function killAfterAcknowledgedWrites(databaseUrl?: string) {
  const dataDir = servers.tempDir();
  const port = await freePort();
  const first = await start(dataDir, port, databaseUrl);
  const client = await signedInClient(
    first.base,
    `durable-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`,
  );

  const sessions: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await client.call("/api/sessions", {
      body: { problemType: i === 0 ? "repeated_failures" : "ai_hallucination" },
    });
    expect(created.status).toBe(201);
    sessions.push(created.json!.session.id as string);
  }
  const [main, ...others] = sessions as [string, ...string[]];

  // Plans and conversations are Pro features: start the trial through the local checkout, as a person does.
  await startTrialThroughLocalCheckout(client);
  const plan = {
    projectName: "Recipe box",
    projectDescription:
      "A web app for family recipes, tagged by season, scaled for guests, with a weekly shopping list; it must work on a phone in the kitchen and sync between two accounts in the same household, and stay simple enough to build in a month.",
  };
  const emptyPlan = emptyProjectPlan();
  const savedPlan = await client.call("/api/save-project-plan", { body: { ...plan, projectPlan: emptyPlan } });
  expect(savedPlan.status).toBe(201);
  const planId = savedPlan.json!.id as string;
  const updated = {
    ...emptyPlan,
    overview: {
      purpose: "Keep family recipes in one place",
      goals: ["Weekly shopping list"],
      targetUsers: "Home cooks",
    },
  };
  expect(
    (await client.call("/api/save-project-plan", { body: { ...plan, id: planId, projectPlan: updated } })).status,
  ).toBe(200);
  const conversationId = `durable-${Date.now()}`;
  const savedConversation = await client.call("/api/wizard/save-conversation", {
    body: { sessionId: conversationId, title: "Login loop", messages: [], stage: "intake" },
  });
  expect(savedConversation.status).toBe(201);

  // One after another on one session, then a burst in parallel across sessions: every answer is an acknowledgement.
  let lastNotes = "";
  for (let i = 1; i <= 15; i++) {
    lastNotes = `Attempt ${i}: narrowed the failing import down to the barrel file.`;
    expect((await client.call(`/api/sessions/${main}`, { method: "PATCH", body: { notes: lastNotes } })).status).toBe(
      200,
    );
  }
  for (const step of [1, 2, 3]) {
    expect(
      (await client.call(`/api/sessions/${main}/steps/${step}`, { method: "PATCH", body: { completed: true } })).status,
    ).toBe(200);
  }
  expect(
    (await client.call(`/api/sessions/${main}/steps/2`, { method: "PATCH", body: { completed: false } })).status,
  ).toBe(200);
  const ratings = [
    { promptIndex: 0, rating: "positive" },
    { promptIndex: 1, rating: "negative" },
    { promptIndex: 2, rating: "positive" },
  ] as const;
  const burst = await Promise.all([
    ...ratings.map((r) =>
      client.call("/api/rate-prompt", {
        body: { userId: client.userId, sessionId: main, promptText: "p", problemType: "repeated_failures", ...r },
      }),
    ),
    ...others.map((id, i) =>
      client.call(`/api/sessions/${id}`, { method: "PATCH", body: { notes: `Parallel note ${i} ✓ 日本語 🚀` } }),
    ),
    ...others.map((id) => client.call(`/api/sessions/${id}/steps/1`, { method: "PATCH", body: { completed: true } })),
  ]);
  expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
  // The very last acknowledged write, then the kill with no pause in between.
  expect(
    (await client.call(`/api/sessions/${main}/steps/4`, { method: "PATCH", body: { completed: true } })).status,
  ).toBe(200);
  await first.kill();

  const second = await start(dataDir, port, databaseUrl);
  const after = await client.call(`/api/sessions/${main}`);
  expect(after.status).toBe(200);
  expect(after.json!.session.notes).toBe(lastNotes);
  expect(
    (after.json!.session.actionSteps as { id: number; completed: boolean }[]).map((s) => [s.id, s.completed]),
  ).toEqual([
    [1, true],
    [2, false],
    [3, true],
    [4, true],
  ]);
  expect(after.json!.session.progress).toBe(75);
  const saved = await client.call(`/api/sessions/${main}/ratings`);
  expect(saved.json!.ratings).toEqual(ratings);
  for (const [i, id] of others.entries()) {
    const other = await client.call(`/api/sessions/${id}`);
    expect(other.json!.session.notes).toBe(`Parallel note ${i} ✓ 日本語 🚀`);
    expect(other.json!.session.actionSteps[0].completed).toBe(true);
  }
  expect((await client.call(`/api/user/sessions/count/${client.userId}`)).json).toMatchObject({ monthlyCount: 3 });
  const reopened = await client.call(`/api/project-plans/${planId}`);
  expect(reopened.status).toBe(200);
  expect(JSON.stringify(reopened.json)).toContain("Keep family recipes in one place");
  expect((await client.call(`/api/wizard/conversation/${conversationId}`)).status).toBe(200);
  await second.stop();
}

describe("acknowledged writes survive SIGKILL", () => {
  it("on PGlite (data folder)", async () => {
    await killAfterAcknowledgedWrites();
  }, 300_000);

  it.runIf(postgres)(
    "on PostgreSQL",
    async () => {
      await killAfterAcknowledgedWrites(postgres!.url);
    },
    300_000,
  );
});
