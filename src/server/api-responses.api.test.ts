import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkResponse,
  responseProblems,
  responseSchemas,
  responseTableProblems,
  routeKeyOf,
  servedApiRoutes,
} from "../../tests/support/server/api-response-schemas.js";
import { createTestApp } from "../../tests/support/server/test-app.js";

/**
 * Every JSON answer of the API has a schema in `src/shared/schemas`, and the test app checks each answer an
 * API test receives against it (decision 0330). A new route without a response schema fails here.
 */

const t = await createTestApp();
// Routes that only exist with Stripe configured (its webhook) need a schema too.
const stripeApp = await createTestApp({
  env: {
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_responses",
    STRIPE_WEBHOOK_SECRET: "whsec_responses",
    STRIPE_PRICE_MONTHLY: "price_m",
    STRIPE_PRICE_YEARLY: "price_y",
    STRIPE_API_BASE: "http://127.0.0.1:9",
  },
});

describe("API response schemas", () => {
  it("names a response schema for every served API route, and no route that is not served", () => {
    const served = new Set([...servedApiRoutes(t.app), ...servedApiRoutes(stripeApp.app)].map((r) => r.key));
    expect(served.size).toBeGreaterThan(60);
    expect(responseTableProblems([...served])).toEqual([]);
  });

  it("finds the route a request reaches, preferring a fixed path over a parameter", () => {
    expect(routeKeyOf(t.app, "GET", "/api/sessions/stats")).toBe("GET /api/sessions/stats");
    expect(routeKeyOf(t.app, "GET", "/api/sessions/abc")).toBe("GET /api/sessions/:id");
    expect(routeKeyOf(t.app, "PATCH", "/api/sessions/abc/steps/2")).toBe("PATCH /api/sessions/:id/steps/:stepId");
    expect(routeKeyOf(t.app, "GET", "/api/no-such-route")).toBeUndefined();
  });

  it("finds what is wrong with an answer: a missing or mistyped field, a field the schema does not name", () => {
    expect(responseProblems("GET /api/sessions/:id/share", 200, { token: null })).toEqual([]);
    expect(responseProblems("GET /api/sessions/:id/share", 200, { token: 42 })).toHaveLength(1);
    expect(responseProblems("GET /api/sessions/:id/share", 200, {})).toHaveLength(1);
    expect(responseProblems("GET /api/sessions/:id/share", 200, { token: null, userId: "u1" })).toEqual([
      "$.userId: not in the schema",
    ]);
    expect(
      responseProblems("GET /api/sessions/:id/share", 404, { error: { code: "NOT_FOUND", message: "No." } }),
    ).toEqual([]);
    expect(responseProblems("GET /api/sessions/:id/share", 404, { message: "No." })).not.toEqual([]);
    expect(responseProblems("GET /api/ready", 503, { ready: false, reason: "draining" })).toEqual([]);
    expect(responseProblems("DELETE /api/tokens/:id", 204, { deleted: true })).not.toEqual([]);
  });

  it("fails the request of a test whose answer does not match, and passes the original on otherwise", async () => {
    const url = "http://localhost/api/sessions/abc/share";
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    await expect(checkResponse(t.app, "GET", url, json({ token: 42 }))).rejects.toThrow(
      /GET \/api\/sessions\/abc\/share \(GET \/api\/sessions\/:id\/share, 200\) does not match its schema/,
    );
    const good = json({ token: "t0k3n" });
    await checkResponse(t.app, "GET", url, good);
    expect(await good.json()).toEqual({ token: "t0k3n" });

    const res = await t.request("/api/no-such-route");
    expect(res.status).toBe(404);
  });

  it("checks every answer the test app's request receives", async () => {
    const ping = responseSchemas["GET /api/ping"]!;
    responseSchemas["GET /api/ping"] = z.object({ ok: z.literal(false) });
    try {
      await expect(t.request("/api/ping")).rejects.toThrow(/GET \/api\/ping .* does not match its schema/);
    } finally {
      responseSchemas["GET /api/ping"] = ping;
    }
    expect((await t.request("/api/ping")).status).toBe(200);
  });
});
