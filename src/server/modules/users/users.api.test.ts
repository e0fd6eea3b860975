import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user as authUser } from "../../db/schema/auth.js";
import { profiles } from "../../db/schema/profiles.js";
import { cookieFrom, createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";
import { createTempPostgres } from "../../../../tests/support/server/test-db.js";

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
    expect(await first.json()).toEqual({
      user: { uid: user.id, id: user.id, email: user.email, displayName: "Grace Hopper" },
    });
    const second = await t.request("/api/register-user", { body, cookie });
    expect(second.status).toBe(200);
    const rows = await t.deps.database.db.select().from(profiles).where(eq(profiles.uid, user.id));
    expect(rows).toHaveLength(1);
  });

  it("falls back to the part of the email before the at sign when no display name is given", async () => {
    // Email sign-up requires a name; an account from a provider that gave none has a blank one.
    const { cookie, user } = await t.signUp();
    await t.deps.database.db.update(authUser).set({ name: "" }).where(eq(authUser.id, user.id));
    const res = await t.request("/api/register-user", { body: { uid: user.id, email: user.email }, cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).user.displayName).toBe(user.email.split("@")[0]);
  });

  it("answers 401 signed out and 403 for another user's uid", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const signedOut = await t.request("/api/register-user", { body: { uid: a.user.id, email: a.user.email } });
    expect(signedOut.status).toBe(401);
    const foreign = await t.request("/api/register-user", {
      body: { uid: a.user.id, email: a.user.email },
      cookie: b.cookie,
    });
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
    const wrongEmail = await t.request("/api/register-user", {
      body: { uid: user.id, email: "other@example.test" },
      cookie,
    });
    expect(wrongEmail.status).toBe(403);
  });
});

const pg = await createTempPostgres();
afterAll(async () => {
  await pg?.drop();
});

describe.runIf(pg)("accounts on PostgreSQL", () => {
  it("signs up, registers idempotently, resets the password and deletes the account", async () => {
    const app = await createTestApp({ database: pg!.database });
    const { cookie, user } = await app.signUp({ name: "Postgres Pat" });
    for (let i = 0; i < 2; i++) {
      const res = await app.request("/api/register-user", { body: { uid: user.id, email: user.email }, cookie });
      expect(res.status).toBe(200);
    }
    const rows = await pg!.database.db.select().from(profiles).where(eq(profiles.uid, user.id));
    expect(rows).toHaveLength(1);
    await app.request("/api/auth/request-password-reset", {
      body: { email: user.email, redirectTo: "/reset-password" },
    });
    const token = new URL(/https?:\/\/\S+/.exec(app.outbox.at(-1)!.text)![0]).pathname.split("/").pop();
    expect(
      (await app.request("/api/auth/reset-password", { body: { newPassword: "fresh-passphrase-99", token } })).status,
    ).toBe(200);
    const signIn = await app.request("/api/auth/sign-in/email", {
      body: { email: user.email, password: "fresh-passphrase-99" },
    });
    expect(signIn.status).toBe(200);
    const fresh = cookieFrom(signIn);
    expect((await app.request("/api/auth/delete-user", { body: {}, cookie: fresh })).status).toBe(200);
    expect(await pg!.database.db.select().from(profiles).where(eq(profiles.uid, user.id))).toHaveLength(0);
  });
});
