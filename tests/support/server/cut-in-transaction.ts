import { isDatabaseUnavailable } from "../../../src/server/lib/db-errors.js";
import { cutDuringTransaction, openThroughProxy } from "./proxied-database.js";

/**
 * Run as its own process by the fault test (argument: a PostgreSQL URL): opens the app's database through a
 * TCP proxy, cuts the proxy while a transaction holds a pooled client, and prints one JSON line with what
 * happened. An unhandled "error" event would end this process before it prints.
 */
const { proxy, database } = await openThroughProxy(process.argv[2]!, 2);
const failure = await cutDuringTransaction(database, proxy);
await proxy.start();
await database.ping();
await database.close();
await proxy.stop();
process.stdout.write(`${JSON.stringify({ failed: failure !== null, unavailable: isDatabaseUnavailable(failure) })}\n`);
