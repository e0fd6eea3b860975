import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTempPostgres } from "../../../tests/support/server/test-db.js";
import { openDatabase } from "./client.js";
import { user } from "./schema/auth.js";
import { profiles } from "./schema/profiles.js";

const postgres = await createTempPostgres();
afterAll(async () => {
  await postgres?.drop();
});

describe("PGlite in a data folder", () => {
  it("applies the migrations and keeps rows across a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "unstuck-db-"));
    try {
      const first = await openDatabase({ DATA_DIR: dir });
      await first.migrate();
      await first.db.insert(user).values({ id: "u1", name: "Ada", email: "ada@example.test" });
      await first.db.insert(profiles).values({ uid: "u1", email: "ada@example.test", username: "Ada" });
      await first.close();

      const second = await openDatabase({ DATA_DIR: dir });
      await second.migrate(); // applying again is a no-op
      const rows = await second.db.select().from(profiles).where(eq(profiles.uid, "u1"));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.username).toBe("Ada");
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(postgres)("PostgreSQL", () => {
  it("runs the same migrations and enforces the same constraints", async () => {
    const db = postgres!.database.db;
    await db.insert(user).values({ id: "p1", name: "Grace", email: "grace@example.test" });
    await expect(db.insert(user).values({ id: "p2", name: "Dup", email: "grace@example.test" })).rejects.toThrow();
    await db.insert(profiles).values({ uid: "p1", email: "grace@example.test", username: "Grace" });
    await db.delete(user).where(eq(user.id, "p1"));
    const left = await db.select().from(profiles).where(eq(profiles.uid, "p1"));
    expect(left).toHaveLength(0); // cascades like PGlite
    const version = await db.execute(sql`show server_version_num`);
    expect(
      Number((version as unknown as { rows: { server_version_num: string }[] }).rows[0]?.server_version_num),
    ).toBeGreaterThanOrEqual(150000);
  });
});
