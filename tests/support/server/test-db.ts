import { type Database, openDatabase, openMemoryDatabase } from "../../../src/server/db/client.js";

let shared: Promise<Database> | undefined;

/** One migrated in-memory PGlite per test worker, shared by every API test file (see vitest.config.ts). */
export function sharedTestDatabase(): Promise<Database> {
  shared ??= openMemoryDatabase().then(async (database) => {
    await database.migrate();
    return database;
  });
  return shared;
}

const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A fresh, migrated PostgreSQL database for this run, or null when no server answers.
 * Each call creates its own database so runs never see each other's rows; `drop` removes it.
 */
export async function createTempPostgres(options: { migrate?: boolean } = {}): Promise<{
  database: Database;
  url: string;
  drop: () => Promise<void>;
} | null> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `unstuck_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: "unused", poolSize: 20 });
  if (options.migrate !== false) await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
