import { Hono } from "hono";
import { registerUserSchema } from "../../../shared/schemas/users.js";
import type { AppDeps, AppEnv } from "../../context.js";
import { AppError } from "../../lib/errors.js";
import { readJson } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import { registerUser } from "./users-service.js";

export function usersRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "self" }).post("/register-user", async (c) => {
    const input = await readJson(c, registerUserSchema);
    const user = userOf(c);
    if (input.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError("FORBIDDEN", "The email must be the one of the signed-in account.");
    }
    const profile = await registerUser(database.db, {
      uid: user.id,
      email: user.email,
      username: input.username || user.name,
    });
    return c.json({ user: profile });
  });
  return app;
}
