import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { authGuard } from "./auth/auth-guard.js";
import { createAuthRateLimiter } from "./auth/auth-rate-limit.js";
import { accountEmailFor, authRateLimitEnabled, configuredProviders } from "./auth/auth.js";
import type { AppDeps, AppEnv } from "./context.js";
import { isDatabaseUnavailable } from "./lib/db-errors.js";
import { AppError } from "./lib/errors.js";
import { findUnstorableText, hasUnstorableUrlText } from "./lib/json-text.js";
import { inlineScriptHashes, mountClient } from "./lib/client-pages.js";
import { readCachesOf } from "./lib/read-cache.js";
import { billingRoutes } from "./modules/billing/billing-routes.js";
import { generatorRoutes } from "./modules/generator/generator-routes.js";
import { healthRoutes } from "./modules/health/health-routes.js";
import { mcpRoutes } from "./modules/mcp/mcp-routes.js";
import { plannerRoutes } from "./modules/planner/planner-routes.js";
import { usersRoutes } from "./modules/users/users-routes.js";
import { sessionRoutes } from "./modules/sessions/sessions-routes.js";
import { tokenRoutes } from "./modules/tokens/tokens-routes.js";
import { wizardRoutes } from "./modules/wizard/wizard-routes.js";

const noSession = new Error("no session");
const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Calls that come from other servers, not browsers, and authenticate themselves. */
const originExempt = ["/api/stripe/webhook"];

export function createApp(deps: AppDeps) {
  const { env, logger, auth, database } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // While draining for shutdown, each kept-alive connection closes after its current response, so no
  // client sends a request on a connection that the server is about to close.
  if (deps.lifecycle) {
    const lifecycle = deps.lifecycle;
    app.use(async (c, next) => {
      await next();
      if (lifecycle.draining) c.header("Connection", "close");
    });
  }
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const fields = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (c.req.path.startsWith("/api/")) logger.info("request", fields);
    else logger.debug("request", fields);
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes()],
        // Radix and the scroll lock inject small inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      xContentTypeOptions: "nosniff",
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: env.appUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    }),
  );

  const limitBody = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The request body is larger than ${Math.round(env.BODY_LIMIT_BYTES / 1024)} KB.`,
      );
    },
  });
  // GET and HEAD bodies are never read, and checking for one would build a full fetch Request on every poll.
  app.use("/api/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)));

  app.use("/api/*", async (c, next) => {
    if (unsafeMethods.has(c.req.method) && !originExempt.includes(c.req.path)) {
      const origin = c.req.header("origin");
      if (origin && origin !== env.appUrl)
        throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
    }
    await next();
  });

  // Text PostgreSQL cannot store (NUL, unpaired surrogates) is refused here for every JSON body, instead of
  // failing deep in a query as a 500. Hono keeps the parsed body, so routes do not parse it twice.
  app.use("/api/*", async (c, next) => {
    if (hasUnstorableUrlText(c.req.url)) {
      throw new AppError(
        "BAD_REQUEST",
        "The address cannot contain NUL characters or broken Unicode (for example %00). Check the link and try again.",
      );
    }
    const jsonBody =
      unsafeMethods.has(c.req.method) &&
      (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json");
    if (jsonBody && !c.req.path.startsWith("/api/auth/") && !originExempt.includes(c.req.path)) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
      }
      const where = findUnstorableText(body);
      if (where !== null) {
        throw new AppError(
          "VALIDATION_FAILED",
          `${where ? `${where}: ` : ""}Text cannot contain NUL characters or broken Unicode (unpaired surrogates). Remove them and try again.`,
        );
      }
    }
    await next();
  });

  // The cheapest possible API answer: the benchmark's ceiling and a liveness probe that skips the database.
  app.get("/api/ping", (c) => c.json({ ok: true }));

  app.get("/api/auth-config", (c) =>
    c.json({ providers: configuredProviders(env), magicLink: true, callbackUrl: `${env.appUrl}/api/auth/callback/` }),
  );
  // Signed-in state is read per request from a cache (decision 0170). Any auth call other than reading the
  // session may sign out, revoke, delete or change a user, so once it has finished (committed) the whole
  // cache is dropped on every server sharing the database, before its response is sent.
  const sessions = readCachesOf(database.db).sessions;
  app.use("/api/auth/*", async (c, next) => {
    try {
      await next();
    } finally {
      if (!(c.req.method === "GET" && c.req.path === "/api/auth/get-session")) await sessions.clear();
    }
  });
  type FoundSession = Awaited<ReturnType<typeof auth.api.getSession>>;
  const currentSession = async (headers: Headers): Promise<FoundSession> => {
    const cookie = headers.get("cookie");
    if (!cookie) return null;
    const load = async () => {
      const found = await auth.api.getSession({ headers });
      // Unknown cookies are not kept: a stream of made-up ones must not push real sessions out.
      if (!found) throw noSession;
      return found;
    };
    try {
      let found = await sessions.read(cookie, "session", load);
      if (found.session.expiresAt.getTime() <= Date.now()) {
        sessions.drop(cookie);
        found = await sessions.read(cookie, "session", load);
      }
      return found;
    } catch (error) {
      if (error === noSession) return null;
      throw error;
    }
  };
  app.use(
    "/api/auth/*",
    authGuard({
      trustedProxies: (env.TRUSTED_PROXIES ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      limiter: authRateLimitEnabled(env) ? createAuthRateLimiter(database.db) : null,
      accountEmail: (path, body, headers) => accountEmailFor(auth, path, body, headers),
    }),
  );
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));

  app.use("/api/*", async (c, next) => {
    const found = await currentSession(c.req.raw.headers);
    c.set("user", found?.user ?? null);
    c.set("sessionId", found?.session.id ?? null);
    await next();
  });

  app.route("/api", healthRoutes(deps));
  app.route("/api", generatorRoutes(deps));
  app.route("/api", usersRoutes(deps));
  app.route("/api", sessionRoutes(deps));
  app.route("/api", billingRoutes(deps));
  app.route("/api", wizardRoutes(deps));
  app.route("/api", plannerRoutes(deps));
  app.route("/api", tokenRoutes(deps));

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "There is no API endpoint at this address.");
  });

  // Agents authenticate with a bearer token, not the browser session (decision 0161).
  app.route("/", mcpRoutes(deps));

  mountClient(app);

  app.onError((error, c) => {
    const requestId = c.get("requestId");
    if (error instanceof AppError) {
      return c.json(
        { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: { code: "BAD_REQUEST", message: error.message || "Bad request." } }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error("database unavailable", { requestId, error: String(error) });
      return c.json(
        {
          error: {
            code: "UNAVAILABLE",
            message: "The service is temporarily unavailable. Please try again in a moment.",
          },
        },
        503,
      );
    }
    logger.error("unhandled error", {
      requestId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }, 500);
  });

  return app;
}
