// `npm run db:migrate`: applies the committed migrations to the configured database (the server also does this at start).
import { openDatabase } from "../src/server/db/client.js";
import { loadEnv } from "../src/server/env.js";

const env = loadEnv();
const database = await openDatabase(env);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
