import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { projectPath } from "../lib/paths.js";
import { lockDataDir } from "./data-dir-lock.js";
import { newReadCaches, type ReadCaches } from "../lib/read-cache.js";

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The read caches of this database; on PostgreSQL its invalidation channel reaches the other servers'. */
  caches: ReadCaches;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs `work` only if no other server holds the named lock right now (a PostgreSQL advisory lock; PGlite
   * is one process, so it just runs). Resolves whether it ran.
   */
  runExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = projectPath("drizzle");

export interface DatabaseOptions {
  DATABASE_URL?: string;
  DATA_DIR: string;
  /** Max pooled connections for PostgreSQL. */
  poolSize?: number;
  /** The read caches to serve from (`compose.ts` builds them); new ones when absent. */
  caches?: ReadCaches;
  /** Where the PostgreSQL invalidation channel reports trouble. */
  warn?: (message: string, fields?: Record<string, unknown>) => void;
}

/**
 * PGlite in DATA_DIR by default (no server needed); PostgreSQL through `pg` when DATABASE_URL is set. Each
 * driver is imported only when it is the one used, which keeps the other out of start-up time and memory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const caches = options.caches ?? newReadCaches();
  if (options.DATABASE_URL) return openPostgres(options.DATABASE_URL, options.poolSize ?? 10, caches, options.warn);
  // PGlite is one process per folder: a second server on it would lose acknowledged writes (decision 0101).
  const unlock = lockDataDir(options.DATA_DIR);
  try {
    const dir = resolve(options.DATA_DIR, "pglite");
    mkdirSync(dir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    // PostgreSQL's 128 MB default buffer pool is most of an idle PGlite's memory; this app's working set is far
    // smaller, and the OS page cache still holds the files. Durability: decision 0102.
    const client = await PGlite.create(dir, {
      startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    });
    const database = await wrapPglite(client, caches);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An in-memory PGlite, for tests. */
export async function openMemoryDatabase(): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  return wrapPglite(await PGlite.create(), newReadCaches());
}

async function wrapPglite(client: PGlite, caches: ReadCaches): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const db = drizzlePglite({ client });
  // One process owns the data folder: every write is seen here, so the caches need no channel.
  return {
    db: db as unknown as Db,
    kind: "pglite",
    caches,
    migrate: () => migratePglite(db, { migrationsFolder }),
    runExclusive: async (_name, work) => {
      await work();
      return true;
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/**
 * A query that gets no answer (the network to the database dropped without a reset) fails after this
 * instead of holding its request forever; the request answers 503. No query of the app runs nearly this long.
 */
const QUERY_TIMEOUT_MS = 5_000;
const MIGRATION_LOCK = "unstuck:migrations";

/** Advisory lock keys are 64-bit integers; names are hashed by PostgreSQL itself so every server agrees. */
const lockKey = "hashtextextended($1, 0)";

async function openPostgres(
  connectionString: string,
  max: number,
  caches: ReadCaches,
  warn: DatabaseOptions["warn"] = () => {},
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // A client losing its connection must not crash the process, idle (the pool's "error") or checked out by a
  // request (the client's own "error", which has no listener while it is out of the pool). The request's next
  // query fails instead (503), and the pool drops the broken client when it is released.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: pool });
  const { startCacheBus } = await import("./cache-bus.js");
  let bus: Awaited<ReturnType<typeof startCacheBus>> | undefined;
  try {
    bus = await startCacheBus({ pg, connectionString, pool, caches, warn });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: "postgres",
    caches,
    // Replicas started together would all create the same tables; one migrates, the others wait for it on
    // the lock and then find nothing left to apply. The lock is held on a connection without a query timeout.
    migrate: async () => {
      const locker = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
      await locker.connect();
      try {
        await locker.query(`select pg_advisory_lock(${lockKey})`, [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await locker.end().catch(() => {});
      }
    },
    runExclusive: async (name, work) => {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${lockKey}) as got`, [name]);
        if (!rows[0]?.got) return false;
        try {
          await work();
        } finally {
          await client.query(`select pg_advisory_unlock(${lockKey})`, [name]);
        }
        return true;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await bus?.close();
      await pool.end();
    },
  };
}
