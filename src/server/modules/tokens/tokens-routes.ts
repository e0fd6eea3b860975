import { Hono } from "hono";
import { createTokenInputSchema } from "../../../shared/schemas/tokens.js";
import type { AppDeps, AppEnv } from "../../context.js";
import { readJson } from "../../lib/validation.js";
import { defineRoutes, userOf } from "../../routing/define-routes.js";
import { createToken, listTokens, revokeToken } from "./tokens-service.js";

/** Personal access tokens for the MCP server; only a signed-in browser session manages them. */
export function tokenRoutes({ database }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  defineRoutes(app, { access: "user" })
    .post("/tokens", async (c) => {
      const me = userOf(c);
      const input = await readJson(c, createTokenInputSchema);
      return c.json(await createToken(db, me.id, input, new Date()), 201);
    })
    .get("/tokens", async (c) => {
      const me = userOf(c);
      return c.json(await listTokens(db, me.id));
    })
    .delete("/tokens/:id", async (c) => {
      const me = userOf(c);
      await revokeToken(db, me.id, c.req.param("id"));
      return c.body(null, 204);
    });
  return app;
}
