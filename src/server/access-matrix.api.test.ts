import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Actor,
  apiRoutes,
  buildRequest,
  createActor,
  type Ids,
  idKindsOf,
  type OwnerState,
  specFor,
  tableProblems,
} from "../../tests/support/server/api-route-table.js";
import { fingerprintTables } from "../../tests/support/server/db-snapshot.js";
import { mcpClientFor, mcpToolTable } from "../../tests/support/server/mcp-tool-table.js";
import { createTestApp, type TestApp } from "../../tests/support/server/test-app.js";

/**
 * Every API route from the router, with the expectations its access declaration (`defineRoutes`) implies:
 * public routes answer signed out; every other route refuses a signed-out caller (401) and another user's ids
 * (403 or 404, one id at a time and all at once; `self` routes 403 for another user's account id); `pro`
 * routes refuse a free user (403 PRO_REQUIRED); the owner is let in. Fixtures are made through the API.
 */

const t: TestApp = await createTestApp();
// Routes that only exist with Stripe configured (its webhook) must be in the table too.
const stripeApp = await createTestApp({
  env: {
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_matrix",
    STRIPE_WEBHOOK_SECRET: "whsec_matrix",
    STRIPE_PRICE_MONTHLY: "price_m",
    STRIPE_PRICE_YEARLY: "price_y",
    STRIPE_API_BASE: "http://127.0.0.1:9",
  },
});
const routes = apiRoutes(t.app);
const matrixRoutes = routes.filter((r) => r.access && r.access !== "public");
const publicReads = routes.filter((r) => r.access === "public" && r.method === "GET" && !r.path.includes("*"));

type Json = { error?: { code?: string; message?: string } } & Record<string, unknown>;

async function send(route: { method: string }, request: { path: string; body?: unknown }, cookie?: string) {
  const res = await t.request(request.path, { method: route.method, body: request.body, cookie });
  const text = await res.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = null;
  }
  return { status: res.status, text, json, short: text.slice(0, 400) };
}

describe("access control matrix", () => {
  it("has every API route declared, and every signed-in one in the table (a new route must say who may call it)", () => {
    const all = [...routes, ...apiRoutes(stripeApp.app)];
    expect(routes.length).toBeGreaterThan(20);
    expect(tableProblems(all)).toEqual([]);
    for (const access of ["public", "user", "self", "pro"]) {
      expect(
        routes.some((r) => r.access === access),
        `no route is declared ${access}`,
      ).toBe(true);
    }
  });

  it("answers the public routes signed out", async () => {
    expect(publicReads.length).toBeGreaterThan(4);
    for (const route of publicReads) {
      const { path } = buildRequest(route, (await victim("pro")).ids);
      const res = await t.request(path);
      // A shared session's made-up token is simply not found; every other public read answers.
      if (specFor(route).params) expect(res.status, path).toBe(404);
      else expect(res.status, path).toBe(200);
    }
    expect((await t.request("/api/auth/get-session")).status).toBe(200);
  });

  /** One victim per account state; attackers only ever send the victims' ids, never as them. */
  const victims = new Map<OwnerState, Actor>();
  async function victim(state: OwnerState): Promise<Actor> {
    if (!victims.has(state)) victims.set(state, await createActor(t, state));
    return victims.get(state)!;
  }
  beforeAll(async () => {
    await victim("pro");
  });

  for (const route of matrixRoutes) {
    describe(route.key, () => {
      it("refuses a signed-out caller with 401 (no cookie, or a forged one)", async () => {
        const owner = await victim("pro");
        for (const cookie of [undefined, "better-auth.session_token=forged.c2lnbmF0dXJl"]) {
          const res = await send(route, buildRequest(route, owner.ids), cookie);
          expect(res.status, res.short).toBe(401);
          expect(res.json?.error?.code).toBe("UNAUTHENTICATED");
          expect(res.json?.error?.message).toBeTruthy();
        }
      });

      it("refuses another user's ids with 403 or 404, and lets the owner in", async () => {
        const spec = specFor(route);
        const state = spec.ownerState ?? "pro";
        const owner = await victim(state);
        // The caller is in the state in which the route works for its own ids, so a refusal is about the ids.
        const caller = await createActor(t, state);
        const before = await fingerprintTables(t.deps.database, [owner.ids.user]);

        const variants: { label: string; ids: Ids }[] = idKindsOf(route).map((kind) => ({
          label: `the owner's ${kind} id`,
          ids: { ...caller.ids, [kind]: owner.ids[kind] },
        }));
        if (variants.length > 1)
          variants.push({ label: "all the owner's ids", ids: { ...owner.ids, email: caller.ids.email } });
        if (route.access === "self") expect(idKindsOf(route), `${route.key} is declared self`).toContain("user");
        for (const variant of variants) {
          const res = await send(route, buildRequest(route, variant.ids), caller.cookie);
          expect([403, 404], `${route.key} with ${variant.label}: ${res.status} ${res.short}`).toContain(res.status);
          expect(res.json?.error?.message, `${route.key} with ${variant.label}`).toBeTruthy();
          // Another user's account id is refused by the route's guard, before anything is looked up.
          if (idKindsOf(route).includes("user") && variant.ids.user !== caller.ids.user)
            expect(res.json?.error?.code, variant.label).toBe("FORBIDDEN");
        }

        const own = await send(route, buildRequest(route, caller.ids), caller.cookie);
        expect([401, 403], `${route.key} as the owner: ${own.short}`).not.toContain(own.status);
        if (spec.ownerStatus) expect(own.status, own.short).toBe(spec.ownerStatus.status);
        else expect(own.status, `${route.key} as the owner: ${own.short}`).toBeLessThan(300);

        // Nothing the caller did, refused or allowed, reads or changes the other account.
        for (const secret of [owner.ids.user, owner.ids.session, owner.ids.checkout, owner.ids.email]) {
          expect(own.text.includes(secret), `${route.key} leaked another user's data`).toBe(false);
        }
        expect(await fingerprintTables(t.deps.database, [owner.ids.user])).toEqual(before);
      });

      if (route.access === "pro") {
        it("refuses a free user with 403 PRO_REQUIRED, before anything runs", async () => {
          expect(specFor(route).ownerState ?? "pro", "a pro route's owner has Pro or a trial").not.toBe("free");
          const free = await createActor(t, "free");
          const before = await fingerprintTables(t.deps.database, [free.ids.user]);
          // A free user owns no conversations, plans or results; the guard refuses before any id is looked up.
          const ids = { ...free.ids, conversation: "conv-free", plan: randomUUID(), generatorResult: randomUUID() };
          const res = await send(route, buildRequest(route, ids), free.cookie);
          expect(res.status, res.short).toBe(403);
          expect(res.json?.error?.code).toBe("PRO_REQUIRED");
          expect(res.json?.error?.message).toMatch(/Pro/);
          expect(await fingerprintTables(t.deps.database, [free.ids.user])).toEqual(before);
        });
      }
    });
  }

  describe("MCP tools", () => {
    it("has every tool in the MCP tool table", async () => {
      const owner = await victim("pro");
      const client = await mcpClientFor(t, owner.cookie);
      const { tools } = await client.listTools();
      await client.close();
      expect(tools.length).toBeGreaterThan(5);
      expect(tools.map((tool) => tool.name).filter((name) => !mcpToolTable[name])).toEqual([]);
      expect(Object.keys(mcpToolTable).filter((name) => !tools.some((tool) => tool.name === name))).toEqual([]);
    });

    for (const [name, args] of Object.entries(mcpToolTable)) {
      it(`${name}: another user's ids are refused or ignored, and nothing of the owner's is read or changed`, async () => {
        const owner = await victim("pro");
        const caller = await createActor(t, "pro");
        const before = await fingerprintTables(t.deps.database, [owner.ids.user]);
        const client = await mcpClientFor(t, caller.cookie);
        const foreign = (await client.callTool({
          name,
          arguments: args({ ...owner.ids, email: caller.ids.email }),
        })) as {
          isError?: boolean;
          content: { text?: string }[];
          structuredContent?: unknown;
        };
        const text = JSON.stringify(foreign);
        for (const secret of [
          owner.ids.user,
          owner.ids.session,
          owner.ids.checkout,
          owner.ids.email,
          owner.ids.token,
        ]) {
          expect(text.includes(secret), `${name} leaked another user's data: ${text.slice(0, 300)}`).toBe(false);
        }
        if (name === "update_rescue") {
          expect(foreign.isError, text).toBe(true);
          expect(foreign.content[0]?.text).toMatch(/does not exist or belongs to another account/);
        }
        const own = (await client.callTool({ name, arguments: args(caller.ids) })) as { isError?: boolean };
        expect(own.isError, `${name} as the owner: ${JSON.stringify(own).slice(0, 300)}`).toBeFalsy();
        await client.close();
        expect(await fingerprintTables(t.deps.database, [owner.ids.user])).toEqual(before);
      });
    }
  });
});
