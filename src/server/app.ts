import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { configuredProviders } from "./auth/auth.js";
import type { AppDeps, AppEnv } from "./context.js";
import { billingPlugin } from "./billing/providers/registry.js";
import { AppError } from "./lib/errors.js";
import { mountClient } from "./lib/client-pages.js";
import { limitBody } from "./middleware/body-limit.js";
import { authLimits } from "./middleware/auth-limits.js";
import { drain } from "./middleware/drain.js";
import { errorHandler } from "./middleware/error-handler.js";
import { originCheck } from "./middleware/origin-check.js";
import { requestLog } from "./middleware/request-log.js";
import { securityHeaders } from "./middleware/security-headers.js";
import { dropSessionsAfterAuthCalls, loadSession } from "./middleware/session.js";
import { refuseUnstorableText } from "./middleware/unstorable-text.js";
import { defineRoutes, publicRoute } from "./routing/define-routes.js";
import { billingRoutes } from "./billing/billing-routes.js";
import { generatorRoutes } from "./modules/generator/generator-routes.js";
import { healthRoutes } from "./modules/health/health-routes.js";
import { mcpRoutes } from "./modules/mcp/mcp-routes.js";
import { outcomeRoutes } from "./modules/outcomes/outcomes-routes.js";
import { plannerRoutes } from "./modules/planner/planner-routes.js";
import { usersRoutes } from "./modules/users/users-routes.js";
import { sessionRoutes } from "./modules/sessions/sessions-routes.js";
import { tokenRoutes } from "./modules/tokens/tokens-routes.js";
import { wizardRoutes } from "./modules/wizard/wizard-routes.js";

/** The request path, top to bottom: every middleware in the order it runs, then the routes. */
export function createApp(deps: AppDeps) {
  const { env, logger, auth, database } = deps;
  const app = new Hono<AppEnv>();
  const billingProvider = billingPlugin(deps.billing.kind);
  // Calls that come from other servers, not browsers, and authenticate themselves (a provider's webhook).
  const originExempt = billingProvider.serverToServerPaths;

  app.use(requestId());
  app.use(drain(deps.lifecycle));
  app.use(requestLog(logger));
  app.use(securityHeaders(env));
  app.use("/api/*", limitBody(env));
  app.use("/api/*", originCheck(env, originExempt));
  app.use("/api/*", refuseUnstorableText(originExempt));

  // The cheapest possible API answer: the benchmark's ceiling and a liveness probe that skips the database.
  defineRoutes(app, { access: "public" })
    .get("/api/ping", (c) => c.json({ ok: true }))
    .get("/api/auth-config", (c) =>
      c.json({ providers: configuredProviders(env), magicLink: true, callbackUrl: `${env.appUrl}/api/auth/callback/` }),
    );

  app.use("/api/auth/*", dropSessionsAfterAuthCalls(database.caches.sessions));
  app.use("/api/auth/*", authLimits(deps));
  // Better Auth checks its own sessions.
  app.on(["GET", "POST"], "/api/auth/*", publicRoute(), (c) => auth.handler(c.req.raw));

  app.use("/api/*", loadSession(auth, database.caches.sessions));

  app.route("/api", healthRoutes(deps));
  app.route("/api", generatorRoutes(deps));
  app.route("/api", usersRoutes(deps));
  app.route("/api", sessionRoutes(deps));
  app.route("/api", outcomeRoutes(deps));
  app.route("/api", billingRoutes(deps));
  app.route("/api", billingProvider.routes(deps));
  app.route("/api", wizardRoutes(deps));
  app.route("/api", plannerRoutes(deps));
  app.route("/api", tokenRoutes(deps));

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "There is no API endpoint at this address.");
  });

  // Agents authenticate with a bearer token, not the browser session (decision 0161).
  app.route("/", mcpRoutes(deps));

  mountClient(app);

  app.onError(errorHandler(logger));
  return app;
}
