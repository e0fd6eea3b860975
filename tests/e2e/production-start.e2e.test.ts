import { describe, expect, it } from "vitest";
import { signedInClient, type startServer } from "./support/server-process.js";
import { trackedServers } from "./support/tracked-servers.js";

/** What the server refuses at start (one process per DATA_DIR, a public address without Stripe) and why. */

const { tempDir, start } = trackedServers("unstuck-start-");

/** Starting a server that is expected to refuse: the exit code and what it printed. */
async function refusal(options: Parameters<typeof startServer>[0]): Promise<string> {
  try {
    const server = await start(options);
    await server.kill();
    throw new Error("the server started but should have refused");
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toMatch(/^the server exited with 1:/);
    return message;
  }
}

describe("one server per DATA_DIR", () => {
  it("refuses a second server on the folder, keeps every write of the first, and a SIGKILL leaves no stuck lock", async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const client = await signedInClient(first.base, `lock-${Date.now()}@example.test`);
    const written: string[] = [];
    const write = async () => {
      const created = await client.call("/api/sessions", { body: { problemType: "repeated_failures" } });
      expect(created.status).toBe(201);
      written.push(created.json!.session.id as string);
    };
    // A free account starts 3 rescues a month: two now, one after the refused second server.
    for (let i = 0; i < 2; i++) await write();

    const message = await refusal({ dataDir });
    expect(message).toContain(`DATA_DIR ${dataDir} is in use by another Unstuck server (pid ${first.pid})`);
    expect(message).toMatch(/DATABASE_URL/);

    // The first server is untouched: it still writes, and reads back everything it acknowledged.
    await write();
    const listed = await client.call("/api/sessions");
    expect(listed.status).toBe(200);
    const ids = (listed.json!.sessions as { id: string }[]).map((s) => s.id);
    for (const id of written) expect(ids).toContain(id);

    await first.kill();
    const next = await start({ dataDir });
    const again = await client.call("/api/sessions", { base: next.base });
    expect(again.status).toBe(200);
    expect((again.json!.sessions as { id: string }[]).map((s) => s.id).sort()).toEqual([...written].sort());
  }, 180_000);
});

describe("payments on a public address", () => {
  it("refuses to start without Stripe, naming the variables, unless BILLING_PROVIDER=local is set on purpose", async () => {
    const env = { APP_URL: "https://unstuck.example" };
    const message = await refusal({ dataDir: tempDir(), env });
    expect(message).toContain("is a public address but Stripe is not configured");
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"])
      expect(message).toContain(name);
    expect(message).toContain("BILLING_PROVIDER=local");

    const local = await start({ dataDir: tempDir(), env: { ...env, BILLING_PROVIDER: "local" } });
    const health = (await (await fetch(`${local.base}/api/health`)).json()) as Record<string, unknown>;
    expect(health.billing).toEqual({ provider: "local", testMode: true });
  }, 180_000);
});
