import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../../src/server/db/client.js";
import { startTcpProxy } from "./tcp-proxy.js";

/** The app's database opened through a TCP proxy to `url`, so a test can cut and restore the connection. */
export async function openThroughProxy(url: string, poolSize = 4) {
  const direct = new URL(url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const database: Database = await openDatabase({ DATABASE_URL: proxied.toString(), DATA_DIR: "unused", poolSize });
  return { proxy, database };
}

/**
 * Cuts the proxy while a transaction holds a pooled client, between two queries; resolves to the error the
 * transaction failed with (null if it did not fail).
 */
export function cutDuringTransaction(database: Database, proxy: { stop(): Promise<void> }): Promise<unknown> {
  return database.db
    .transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.stop();
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
}
