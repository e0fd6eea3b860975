import { Hono } from "hono";
import { createTokenInputSchema } from "../../../shared/schemas/tokens.js";
import type { AppDeps, AppEnv } from "../../context.js";
import { requireUser } from "../../context.js";
import { readJson } from "../../lib/validation.js";
import { createToken, listTokens, revokeToken } from "./tokens-service.js";

/** Personal access tokens for the MCP server; only a signed-in browser session manages them. */
export function tokenRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .post("/tokens", async (c) => {
      const me = requireUser(c);
      const input = await readJson(c, createTokenInputSchema);
      return c.json(await createToken(db, me.id, input, new Date()), 201);
    })
    .get("/tokens", async (c) => {
      const me = requireUser(c);
      return c.json(await listTokens(db, me.id));
    })
    .delete("/tokens/:id", async (c) => {
      const me = requireUser(c);
      await revokeToken(db, me.id, c.req.param("id"));
      return c.body(null, 204);
    });
}
