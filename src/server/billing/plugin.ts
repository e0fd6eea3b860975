import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.js";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import type { BillingProvider } from "./provider.js";

/**
 * A billing provider as a plugin (decision 0181): one folder under `billing/providers/<name>/` and one line in
 * `providers/registry.ts`. The rest of the server sees only the `BillingProvider` it builds and the routes it
 * declares; no route or service branches on which provider runs.
 */
export interface BillingPlugin {
  /** What BILLING_PROVIDER says to pick it (env.ts lists the names and checks each provider's variables). */
  readonly name: string;
  /** Builds the provider; a large SDK is imported here, so only the configured provider loads one. */
  create(context: { env: Env; db: Db; logger: Logger }): Promise<BillingProvider>;
  /**
   * Its own routes, mounted under /api when it is the configured provider, each declared with its access
   * (`defineRoutes`): a checkout page, a webhook.
   */
  routes(deps: AppDeps): Hono<AppEnv>;
  /**
   * Paths other servers call (webhooks), which authenticate themselves: they skip the browser origin check and
   * the JSON body inspection, so a signature can be verified over the raw body.
   */
  readonly serverToServerPaths: readonly string[];
}
