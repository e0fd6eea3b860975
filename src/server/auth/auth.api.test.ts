import { beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp, uniqueEmail } from "../testing/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signIn = (email: string, password: string) => t.request("/api/auth/sign-in/email", { body: { email, password } });

describe("email and password accounts", () => {
  it("signs up, reads the session, signs out", async () => {
    const { cookie, user } = await t.signUp({ name: "Linus" });
    const session = await t.request("/api/auth/get-session", { cookie });
    expect((await session.json()).user).toMatchObject({ id: user.id, name: "Linus" });
    const out = await t.request("/api/auth/sign-out", { body: {}, cookie });
    expect(out.status).toBe(200);
    const after = await t.request("/api/auth/get-session", { cookie });
    expect(await after.json()).toBeNull();
  });

  it("sets an HttpOnly SameSite=Lax session cookie", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      body: { email: uniqueEmail(), password: "a-long-unique-passphrase-42", name: "C" },
    });
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a wrong password, a duplicate email and passwords outside 8..128", async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: "a-long-unique-passphrase-42" });
    expect((await signIn(email, "not-the-password")).status).toBe(401);
    const dup = await t.request("/api/auth/sign-up/email", {
      body: { email, password: "another-long-passphrase", name: "Dup" },
    });
    expect(dup.status).toBeGreaterThanOrEqual(400);
    expect(dup.status).toBeLessThan(500);
    const short = await t.request("/api/auth/sign-up/email", {
      body: { email: uniqueEmail(), password: "short12", name: "S" },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe("PASSWORD_TOO_SHORT");
    const long = await t.request("/api/auth/sign-up/email", {
      body: { email: uniqueEmail(), password: "x".repeat(129), name: "L" },
    });
    expect(long.status).toBe(400);
  });

  it("resets a password from the emailed link, and answers unknown emails the same way", async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: "the-old-passphrase-1" });
    const before = t.outbox.length;
    const known = await t.request("/api/auth/request-password-reset", {
      body: { email, redirectTo: "/reset-password" },
    });
    const unknown = await t.request("/api/auth/request-password-reset", {
      body: { email: uniqueEmail("nobody"), redirectTo: "/reset-password" },
    });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(t.outbox.length).toBe(before + 1);
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe(email);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const token = new URL(link).pathname.split("/").pop()!;
    const reset = await t.request("/api/auth/reset-password", { body: { newPassword: "the-new-passphrase-2", token } });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "the-old-passphrase-1")).status).toBe(401);
    const ok = await signIn(email, "the-new-passphrase-2");
    expect(ok.status).toBe(200);
    expect(cookieFrom(ok)).toContain("session_token");
  });
});

describe("password policy, email links and rate limits", () => {
  it("refuses the most common passwords on sign-up", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      body: { email: uniqueEmail(), password: "Password123", name: "Common" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/too common/);
  });

  it("signs in with an emailed magic link, and answers unknown emails the same way", async () => {
    const email = uniqueEmail("magic");
    await t.signUp({ email });
    const before = t.outbox.length;
    const res = await t.request("/api/auth/sign-in/magic-link", { body: { email, callbackURL: "/problems" } });
    expect(res.status).toBe(200);
    const mail = t.outbox.at(-1)!;
    expect(t.outbox.length).toBe(before + 1);
    expect(mail.to).toBe(email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const verify = await t.request(`${link.pathname}${link.search}`);
    expect(verify.status).toBe(302);
    const cookie = cookieFrom(verify);
    const session = await t.request("/api/auth/get-session", { cookie });
    expect((await session.json()).user.email).toBe(email);
    // Used once only.
    const again = await t.request(`${link.pathname}${link.search}`);
    expect(cookieFrom(again)).not.toContain("session_token=");
    const unknown = await t.request("/api/auth/sign-in/magic-link", {
      body: { email: uniqueEmail("stranger"), callbackURL: "/problems" },
    });
    expect(unknown.status).toBe(res.status);
  });

  it("lists only the configured federated providers", async () => {
    const res = await t.request("/api/auth-config");
    expect(await res.json()).toMatchObject({ providers: [], magicLink: true });
    const withProviders = await createTestApp({
      env: {
        GITHUB_CLIENT_ID: "id",
        GITHUB_CLIENT_SECRET: "secret",
        OIDC_ISSUER: "http://127.0.0.1:1/realms/x",
        OIDC_CLIENT_ID: "c",
        OIDC_CLIENT_SECRET: "s",
        OIDC_PROVIDER_NAME: "Company SSO",
      },
    });
    const body = await (await withProviders.request("/api/auth-config")).json();
    expect(body.providers).toEqual([
      { id: "github", name: "GitHub" },
      { id: "oidc", name: "Company SSO" },
    ]);
  });

  it("limits sign-in attempts per account", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "true" } });
    const email = uniqueEmail("limited");
    await limited.signUp({ email });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await limited.request("/api/auth/sign-in/email", { body: { email, password: "wrong-password-xx" } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
