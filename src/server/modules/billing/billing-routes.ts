import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";

export function billingRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
