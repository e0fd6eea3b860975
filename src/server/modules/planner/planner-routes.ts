import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context.js";

export function plannerRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
