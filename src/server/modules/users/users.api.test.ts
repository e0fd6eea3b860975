import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/profiles.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("POST /api/register-user", () => {
  it("creates the profile once and is idempotent", async () => {
    const { cookie, user } = await t.signUp({ name: "Grace Hopper" });
    const body = { uid: user.id, email: user.email, username: "Grace Hopper" };
    const first = await t.request("/api/register-user", { body, cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ user: { uid: user.id, id: user.id, email: user.email, displayName: "Grace Hopper" } });
    const second = await t.request("/api/register-user", { body, cookie });
    expect(second.status).toBe(200);
    const rows = await t.deps.database.db.select().from(profiles).where(eq(profiles.uid, user.id));
    expect(rows).toHaveLength(1);
  });

  it("falls back to the part of the email before the at sign when no display name is given", async () => {
    const { cookie, user } = await t.signUp({ name: " " });
    const res = await t.request("/api/register-user", { body: { uid: user.id, email: user.email }, cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).user.displayName).toBe(user.email.split("@")[0]);
  });

  it("answers 401 signed out and 403 for another user's uid", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const signedOut = await t.request("/api/register-user", { body: { uid: a.user.id, email: a.user.email } });
    expect(signedOut.status).toBe(401);
    const foreign = await t.request("/api/register-user", { body: { uid: a.user.id, email: a.user.email }, cookie: b.cookie });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toMatch(/your own account/);
    const rows = await t.deps.database.db.select().from(profiles).where(eq(profiles.uid, a.user.id));
    expect(rows).toHaveLength(0);
  });

  it("rejects bad input with a clear 4xx", async () => {
    const { cookie, user } = await t.signUp();
    const noEmail = await t.request("/api/register-user", { body: { uid: user.id, email: "not-an-email" }, cookie });
    expect(noEmail.status).toBe(400);
    expect((await noEmail.json()).error.message).toMatch(/valid email/);
    const notJson = await t.request("/api/register-user", { body: "{oops", cookie });
    expect(notJson.status).toBe(400);
    const wrongEmail = await t.request("/api/register-user", { body: { uid: user.id, email: "other@example.test" }, cookie });
    expect(wrongEmail.status).toBe(403);
  });
});
