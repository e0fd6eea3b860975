import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";

export function wizardRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
