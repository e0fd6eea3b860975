import { beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, createTestApp, type TestApp, uniqueEmail } from "../../../tests/support/server/test-app.js";

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
    expect((await short.json()).error.message).toBe("Password must be at least 8 characters long");
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
    expect((await res.json()).error.message).toMatch(/10,000 most common/);
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

  it("makes a seventh wrong password in a row from one address wait, with Retry-After", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "true" } });
    const email = uniqueEmail("limited");
    await limited.signUp({ email });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await limited.request("/api/auth/sign-in/email", { body: { email, password: "wrong-password-xx" } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("weak passwords (decision 0112)", () => {
  const signUpWith = (password: string, email = uniqueEmail()) =>
    t.request("/api/auth/sign-up/email", { body: { email, password, name: "Weak" } });
  const cases: [string, string, RegExp, string?][] = [
    ["one repeated letter", "aaaaaaaa", /one character repeated/],
    ["eight spaces", "        ", /one character repeated/],
    ["a common password", "password1", /10,000 most common/],
    ["a common password in capitals", "Password1", /10,000 most common/],
    ["the email itself", "grace.hopper@example.test", /first part of your email/, "grace.hopper@example.test"],
    ["the email's local part with digits", "Grace.Hopper1906", /first part of your email/, "grace.hopper@example.test"],
  ];
  for (const [what, password, message, email] of cases) {
    it(`refuses ${what} at sign-up, saying why`, async () => {
      const res = await signUpWith(password, email);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    });
  }

  it("ships a list of at least 10,000 common passwords", async () => {
    const { commonPasswords } = await import("./password-policy.js");
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(commonPasswords().has("iloveyou")).toBe(true);
  });

  it("holds a reset and a change of password to the same rules, the email being the account's", async () => {
    const email = uniqueEmail("ada.lovelace");
    const { cookie } = await t.signUp({ email, password: "the-old-passphrase-1" });
    const local = email.split("@")[0]!;
    const change = await t.request("/api/auth/change-password", {
      body: { currentPassword: "the-old-passphrase-1", newPassword: `${local}!x` },
      cookie,
    });
    expect(change.status).toBe(400);
    expect((await change.json()).error.message).toMatch(/first part of your email/);
    await t.request("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } });
    const token = new URL(/https?:\/\/\S+/.exec(t.outbox.at(-1)!.text)![0]).pathname.split("/").pop()!;
    for (const [newPassword, message] of [
      ["zzzzzzzzzz", /one character repeated/],
      ["qwertyuiop", /10,000 most common/],
      [`My-${local}`, /first part of your email/],
    ] as const) {
      const res = await t.request("/api/auth/reset-password", { body: { newPassword, token } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect(
      (await t.request("/api/auth/reset-password", { body: { newPassword: "a-fine-new-passphrase-7", token } })).status,
    ).toBe(200);
  });
});

describe("a password reset ends every session", () => {
  it("signs out every device of the account on the very next request", async () => {
    const email = uniqueEmail("reset-all");
    const { cookie: first, user } = await t.signUp({ email, password: "the-old-passphrase-1" });
    const second = cookieFrom(await signIn(email, "the-old-passphrase-1"));
    const status = (cookie: string) => t.request(`/api/subscription-status/${user.id}`, { cookie });
    expect((await status(first)).status).toBe(200);
    expect((await status(second)).status).toBe(200);
    await t.request("/api/auth/request-password-reset", { body: { email, redirectTo: "/reset-password" } });
    const token = new URL(/https?:\/\/\S+/.exec(t.outbox.at(-1)!.text)![0]).pathname.split("/").pop()!;
    expect(
      (await t.request("/api/auth/reset-password", { body: { newPassword: "a-fine-new-passphrase-7", token } })).status,
    ).toBe(200);
    expect((await status(first)).status).toBe(401);
    expect((await status(second)).status).toBe(401);
    expect(await (await t.request("/api/auth/get-session", { cookie: second })).json()).toBeNull();
  });
});

describe("bad input to the auth endpoints answers 4xx JSON", () => {
  const expect4xx = async (res: Response, message: RegExp) => {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.message).toMatch(message);
  };

  it("refuses a NUL byte in a reset token and in a profile name", async () => {
    await expect4xx(
      await t.request("/api/auth/reset-password", {
        body: { newPassword: "a-fine-new-passphrase-7", token: "abc\u0000def" },
      }),
      /NUL/,
    );
    const { cookie } = await t.signUp();
    await expect4xx(await t.request("/api/auth/update-user", { body: { name: "Ada\u0000" }, cookie }), /NUL/);
    await expect4xx(
      await t.request("/api/auth/update-user", { body: { name: "Ada\ud800" }, cookie }),
      /broken Unicode/,
    );
  });

  it("refuses %00 in an email-link token and in a reset link", async () => {
    await expect4xx(await t.request("/api/auth/magic-link/verify?token=%00abc&callbackURL=/"), /NUL/);
    await expect4xx(await t.request("/api/auth/reset-password/abc%00def?callbackURL=/reset-password"), /NUL/);
  });

  it("holds names to 80 characters at sign-up and at every update", async () => {
    for (const length of [81, 100_000]) {
      await expect4xx(
        await t.request("/api/auth/sign-up/email", {
          body: { email: uniqueEmail(), password: "a-long-unique-passphrase-42", name: "n".repeat(length) },
        }),
        /at most 80 characters/,
      );
    }
    const { cookie } = await t.signUp({ name: "n".repeat(80) });
    for (const length of [81, 100_000]) {
      await expect4xx(
        await t.request("/api/auth/update-user", { body: { name: "m".repeat(length) }, cookie }),
        /at most 80 characters/,
      );
    }
    expect((await t.request("/api/auth/update-user", { body: { name: "m".repeat(80) }, cookie })).status).toBe(200);
  });
});
