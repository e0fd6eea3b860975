import type { BillingPlugin } from "../../plugin.js";
import { localCheckoutRoutes } from "./local-routes.js";
import { createLocalProvider, LOCAL_PROVIDER } from "./local-provider.js";

/** The built-in test provider, used when no payment service is configured. */
export const localBilling: BillingPlugin = {
  name: LOCAL_PROVIDER,
  create: async ({ db }) => createLocalProvider(db),
  routes: localCheckoutRoutes,
  serverToServerPaths: [],
};
