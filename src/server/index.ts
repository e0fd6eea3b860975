import { setFlagsFromString } from "node:v8";
import { serve } from "@hono/node-server";
import { openDatabase } from "./db/client.js";
import { DataDirInUseError } from "./db/data-dir-lock.js";
import { ConfigError, loadEnv } from "./env.js";
import { createLifecycle } from "./lib/lifecycle.js";
import { createLogger } from "./lib/logger.js";

const HEAP_GROWING_PERCENT = 50;
/**
 * Idle kept-alive connections stay open this long: longer than a balancer's own idle timeout (Caddy is told
 * 30 s in the Caddyfile), so the balancer always closes first and never sends on a connection the server
 * is closing at that moment (a reset). Node's default is 5 s.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** SIGTERM to exit, at most: what orchestrators wait before they kill (Docker, Kubernetes: 10 s and more). */
const SHUTDOWN_LIMIT_MS = 10_000;

// Under load V8 lets the old generation grow to several times its live size (~50 MB here) before a full
// collection, which took the server from ~210 MB to ~400 MB RSS. Growing by at most half the live size keeps
// it near 250 MB; V8 reads this flag at every collection, so setting it here at start-up is enough.
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

async function main() {
  const bootStarted = performance.now();
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nFix these variables (see .env.example) and start again.\n`);
      process.exit(1);
    }
    throw error;
  }
  const lifecycle = createLifecycle();
  const bootLogger = createLogger(env.LOG_LEVEL);
  // Opening PGlite (a WebAssembly PostgreSQL starting up) and loading the app's modules (Better Auth, the
  // routes) each take about half of the time to the first answer; started together they overlap.
  const [opened, { composeApp }] = await Promise.all([
    openDatabase({ ...env, warn: bootLogger.warn }).then(async (database) => {
      await database.migrate();
      return database;
    }),
    import("./compose.js"),
  ]);
  const { app, deps, startJobs } = await composeApp(env, { lifecycle, database: opened });
  const { logger, database } = deps;

  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    logger.info("listening", {
      url: env.appUrl,
      address: `${info.address}:${info.port}`,
      database: database.kind,
      billing: env.billingProvider,
      ai: env.aiEngine,
      bootMs: Math.round(performance.now() - bootStarted),
    });
  });

  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  const jobs = startJobs();

  // Graceful shutdown (decision 0172): readiness turns false and every response closes its kept-alive
  // connection; after SHUTDOWN_DRAIN_MS (the balancer has seen it) the server stops listening, closes the
  // idle connections and lets in-flight requests finish; then the jobs and the database close.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info("shutting down", { signal, drainMs: env.SHUTDOWN_DRAIN_MS });
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish within 10 s; closing anyway");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    setTimeout(() => {
      server.close(async () => {
        await jobs.stop();
        await database
          .close()
          .catch((error: unknown) => logger.error("closing the database failed", { error: String(error) }));
        logger.info("stopped");
        process.exit(0);
      });
      // Kept-alive sockets with no request in flight would hold close() open.
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    }, env.SHUTDOWN_DRAIN_MS);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`Unstuck cannot start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Unstuck failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
