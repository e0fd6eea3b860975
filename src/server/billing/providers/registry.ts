import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { AppError } from "../../lib/errors.js";
import type { Logger } from "../../lib/logger.js";
import type { BillingPlugin } from "../plugin.js";
import type { BillingProvider } from "../provider.js";
import { localBilling } from "./local/plugin.js";
import { stripeBilling } from "./stripe/plugin.js";

/** Every billing provider: a new one is a folder beside these and one line here (decision 0181). */
const billingPlugins: readonly BillingPlugin[] = [localBilling, stripeBilling];

/** The plugin of a provider name (env.billingProvider, or a built provider's `kind`). */
export function billingPlugin(name: string): BillingPlugin {
  const plugin = billingPlugins.find((p) => p.name === name);
  if (!plugin) throw new AppError("INTERNAL", `No billing provider is registered as "${name}".`);
  return plugin;
}

/** The configured provider: the one BILLING_PROVIDER names (env.ts defaults it to Stripe when its keys are set). */
export function createBillingProvider(env: Env, db: Db, logger: Logger): Promise<BillingProvider> {
  return billingPlugin(env.billingProvider).create({ env, db, logger });
}
