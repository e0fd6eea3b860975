import { sql } from "drizzle-orm";
import type { Database } from "../../../src/server/db/client.js";

export type TableFingerprints = Record<string, { rows: number; hash: string }>;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The app's tables in the public schema, with the column that names their owner (if any). */
async function appTables(database: Database): Promise<{ name: string; owner: string | null }[]> {
  const tables = await rowsOf<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    database,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('user_id', 'uid')`,
  );
  return tables.map(({ table_name: name }) => ({
    name,
    owner: name === "user" ? "id" : (columns.find((c) => c.table_name === name)?.column_name ?? null),
  }));
}

/**
 * Row count and a content hash per table, of every row or only the rows owned by `userIds`.
 * Two equal fingerprints mean nothing was inserted, updated or deleted in between.
 */
export async function fingerprintTables(database: Database, userIds?: string[]): Promise<TableFingerprints> {
  const out: TableFingerprints = {};
  for (const { name, owner } of await appTables(database)) {
    if (userIds && !owner) continue;
    const table = sql.identifier(name);
    const where =
      userIds && owner
        ? sql`where ${sql.identifier(owner)} in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
    const [row] = await rowsOf<{ rows: number | string; hash: string | null }>(
      database,
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${table} t ${where}`,
    );
    out[name] = { rows: Number(row?.rows ?? 0), hash: row?.hash ?? "" };
  }
  return out;
}
