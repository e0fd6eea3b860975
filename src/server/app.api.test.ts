import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { createTestApp, type TestApp } from "../../tests/support/server/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("app foundation", () => {
  it("reports health with a database check", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: { kind: "pglite", status: "ok" } });
  });

  it("says in health when payments are in test mode (the local provider)", async () => {
    const res = await t.request("/api/health");
    expect(((await res.json()) as { billing: unknown }).billing).toEqual({ provider: "local", testMode: true });
  });

  it("answers the ping probe without touching the database", async () => {
    const res = await t.request("/api/ping");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: { code: "NOT_FOUND", message: expect.stringMatching(/no API endpoint/) },
    });
  });

  it("sends security headers with a strict CSP", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("refuses state-changing calls from a foreign origin", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      body: { email: "x@example.test", password: "a-long-unique-passphrase-42", name: "X" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toMatch(/another site/);
  });

  it("refuses bodies over the size limit with a 413 JSON error", async () => {
    const res = await t.request("/api/auth/sign-up/email", { body: { filler: "x".repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("hides internal error details behind a generic 500", async () => {
    const failingAuth = {
      ...t.deps.auth,
      api: {
        ...t.deps.auth.api,
        getSession: async () => {
          throw new Error("secret connection string postgres://user:pw@db");
        },
      },
    } as unknown as typeof t.deps.auth;
    const app = createApp({ ...t.deps, auth: failingAuth });
    // A request without a cookie never reads the session store, so this one carries a session cookie.
    const res = await app.request("http://127.0.0.1:3000/api/health/../anything", {
      headers: { cookie: "better-auth.session_token=any" },
    });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
    });
    expect(JSON.stringify(body)).not.toContain("postgres://");
  });

  it("answers 503 JSON when the database is unreachable", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const failingAuth = {
      ...t.deps.auth,
      api: {
        ...t.deps.auth.api,
        getSession: async () => {
          throw refused;
        },
      },
    } as unknown as typeof t.deps.auth;
    const app = createApp({ ...t.deps, auth: failingAuth });
    const res = await app.request("http://127.0.0.1:3000/api/anything", {
      headers: { cookie: "better-auth.session_token=any" },
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("UNAVAILABLE");
  });
});
