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
    const res = await t.request("/api/auth/sign-up/email", { body: { email: uniqueEmail(), password: "a-long-unique-passphrase-42", name: "C" } });
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a wrong password, a duplicate email and passwords outside 8..128", async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: "a-long-unique-passphrase-42" });
    expect((await signIn(email, "not-the-password")).status).toBe(401);
    const dup = await t.request("/api/auth/sign-up/email", { body: { email, password: "another-long-passphrase", name: "Dup" } });
    expect(dup.status).toBeGreaterThanOrEqual(400);
    expect(dup.status).toBeLessThan(500);
    const short = await t.request("/api/auth/sign-up/email", { body: { email: uniqueEmail(), password: "short12", name: "S" } });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe("PASSWORD_TOO_SHORT");
    const long = await t.request("/api/auth/sign-up/email", { body: { email: uniqueEmail(), password: "x".repeat(129), name: "L" } });
    expect(long.status).toBe(400);
  });

  it("resets a password from the emailed link, and answers unknown emails the same way", async () => {
    const email = uniqueEmail();
    await t.signUp({ email, password: "the-old-passphrase-1" });
    const before = t.outbox.length;
    const known = await t.request("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } });
    const unknown = await t.request("/api/auth/request-password-reset", { body: { email: uniqueEmail("nobody"), redirectTo: "/reset-password" } });
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
