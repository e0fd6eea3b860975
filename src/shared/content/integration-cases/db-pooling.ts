import type { IntegrationCase } from "./types.js";

export const dbPooling: IntegrationCase = {
  id: "db-pooling",
  title: "Use the pooled connection string for serverless and a direct one for migrations",
  cause:
    "Serverless functions open a connection each; without a pooler the database runs out of connection slots (too many connections, remaining connection slots are reserved).",
  where:
    "Supabase: Dashboard → your project → Connect → Transaction pooler (port 6543); Neon: the pooled (-pooler) host in Connection Details; elsewhere, PgBouncer in front of the database",
  fix: "Use the pooled URL in DATABASE_URL for the app and keep a direct URL (port 5432) for migrations. With Prisma, add `?pgbouncer=true&connection_limit=1` to the pooled URL and put the direct one in `directUrl`. With Django, set `CONN_MAX_AGE` and `DISABLE_SERVER_SIDE_CURSORS = True` behind a transaction pooler.",
  checks: [
    "DATABASE_URL in the deployed environment points at the pooler",
    "A burst of requests no longer logs too many connections",
  ],
  matches: (t) =>
    /too many (?:database )?connections|remaining connection slots|connection pool|pgbouncer|prepared statement "?s\d+"? already exists|pooler/i.test(
      t,
    ),
};
