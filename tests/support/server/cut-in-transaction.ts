import { sql } from "drizzle-orm";
import { openDatabase } from "../../../src/server/db/client.js";
import { isDatabaseUnavailable } from "../../../src/server/lib/db-errors.js";
import { startTcpProxy } from "./tcp-proxy.js";

/**
 * Run as its own process by the fault test (argument: a PostgreSQL URL): opens the app's database through a
 * TCP proxy, cuts the proxy while a transaction holds a pooled client, and prints one JSON line with what
 * happened. An unhandled "error" event would end this process before it prints.
 */
const url = new URL(process.argv[2]!);
const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
url.host = `127.0.0.1:${proxy.port}`;
const database = await openDatabase({ DATABASE_URL: url.toString(), DATA_DIR: "unused", poolSize: 2 });
const failure = await database.db
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
await proxy.start();
await database.ping();
await database.close();
await proxy.stop();
process.stdout.write(`${JSON.stringify({ failed: failure !== null, unavailable: isDatabaseUnavailable(failure) })}\n`);
