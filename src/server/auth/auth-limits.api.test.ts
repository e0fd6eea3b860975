import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { account, user as userTable } from "../db/schema/auth.js";
import { cookieFrom, createTestApp, type TestApp, uniqueEmail } from "../../../tests/support/server/test-app.js";
import { TEST_APP_URL } from "../../../tests/support/server/test-env.js";

// Rate limits are off outside production by default; these apps turn them on, all on the shared database.
const plain = await createTestApp();
const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "true" } });
const PASSWORD = "a-long-unique-passphrase-42";
/** Password hashing is deliberately slow (decision 0006); tests that sign in many times get more time. */
const SLOW_MS = 240_000;
vi.setConfig({ testTimeout: SLOW_MS });

/** Accounts that share one password hash, made without hashing the password again for each. */
async function usersWithOnePassword(count: number): Promise<string[]> {
  const { user } = await plain.signUp({ password: PASSWORD });
  const { db } = plain.deps.database;
  const [credential] = await db.select().from(account).where(eq(account.userId, user.id));
  const emails: string[] = [user.email];
  for (let i = 1; i < count; i++) {
    const id = randomUUID();
    const email = uniqueEmail("office");
    await db.insert(userTable).values({ id, email, name: `Person ${i}`, emailVerified: false });
    await db.insert(account).values({
      id: randomUUID(),
      userId: id,
      accountId: id,
      providerId: "credential",
      password: credential!.password,
    });
    emails.push(email);
  }
  return emails;
}

let nextAddress = 1;
/** A fresh client address per test, so the per-address limits of one test do not touch another. */
const address = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function from(app: TestApp, ip: string, path: string, body: unknown) {
  return app.app.request(
    `${TEST_APP_URL}${path}`,
    {
      method: "POST",
      headers: { origin: TEST_APP_URL, "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: "IPv4" } } },
  );
}

const signIn = (app: TestApp, ip: string, email: string, password: string) =>
  from(app, ip, "/api/auth/sign-in/email", { email, password });

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("RATE_LIMITED");
  expect(body.error.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds?|minutes) and try again\.$/);
  return retryAfter;
}

describe("sign-in throttling per account and client (no lockout by strangers)", () => {
  it("slows a stranger guessing one account, while the owner signs in from another address", async () => {
    const { user } = await plain.signUp({ password: PASSWORD });
    const stranger = address();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(limited, stranger, user.email, "wrong-guess-123")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    await expectTooMany(await signIn(limited, stranger, user.email, "wrong-guess-123"));
    // Even the right password waits from the stranger's address: the throttle is on the pair, not the guess.
    expect((await signIn(limited, stranger, user.email, PASSWORD)).status).toBe(429);

    const owner = address();
    const mine = await signIn(limited, owner, user.email, PASSWORD);
    expect(mine.status).toBe(200);
    expect(cookieFrom(mine)).toContain("session_token");
  });

  it("lets 30 people behind one office address each sign in within a minute", async () => {
    const office = address();
    const people = await usersWithOnePassword(30);
    const started = Date.now();
    for (const email of people) expect((await signIn(limited, office, email, PASSWORD)).status).toBe(200);
    // Well inside the minute: the limit, not the machine, is what this checks.
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });

  it("forgets the failures of a pair once its owner signs in", async () => {
    const { user } = await plain.signUp({ password: PASSWORD });
    const ip = address();
    for (let i = 0; i < 4; i++) await signIn(limited, ip, user.email, "wrong-guess-123");
    expect((await signIn(limited, ip, user.email, PASSWORD)).status).toBe(200);
    // Without the reset this sixth attempt in a row would have to wait.
    expect((await signIn(limited, ip, user.email, "wrong-guess-123")).status).toBe(401);
  });

  it("counts in the database, so two servers on one database limit together", async () => {
    const other = await createTestApp({ env: { AUTH_RATE_LIMIT: "true" } });
    const { user } = await plain.signUp({ password: PASSWORD });
    const ip = address();
    for (let i = 0; i < 3; i++) expect((await signIn(limited, ip, user.email, "wrong-guess-123")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn(other, ip, user.email, "wrong-guess-123")).status).toBe(401);
    await expectTooMany(await signIn(other, ip, user.email, "wrong-guess-123"));
    await expectTooMany(await signIn(limited, ip, user.email, "wrong-guess-123"));
  });

  it("limits one address however many accounts it tries", async () => {
    const ip = address();
    // Malformed emails are refused before any password hashing, which keeps this fast; they count all the same.
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await signIn(limited, ip, `spray-${i}`, "wrong-guess-123")).status);
    expect(statuses.every((s) => s >= 400 && s < 429)).toBe(true);
    await expectTooMany(await signIn(limited, ip, `spray-61`, "wrong-guess-123"));
  });
});

describe("reset and email-link requests per account and client", () => {
  for (const [name, path, extra] of [
    ["password reset", "/api/auth/request-password-reset", { redirectTo: "/reset-password" }],
    ["email link", "/api/auth/sign-in/magic-link", { callbackURL: "/problems" }],
  ] as const) {
    it(`a stranger flooding ${name} requests does not stop the owner's`, async () => {
      const { user } = await plain.signUp({ password: PASSWORD });
      const stranger = address();
      for (let i = 0; i < 3; i++)
        expect((await from(limited, stranger, path, { email: user.email, ...extra })).status).toBe(200);
      const retry = await expectTooMany(await from(limited, stranger, path, { email: user.email, ...extra }));
      expect(retry).toBeGreaterThanOrEqual(30);
      const before = limited.outbox.length;
      const owner = await from(limited, address(), path, { email: user.email, ...extra });
      expect(owner.status).toBe(200);
      expect(limited.outbox.length).toBe(before + 1);
      expect(limited.outbox.at(-1)!.to).toBe(user.email);
    });
  }
});

describe("account enumeration (decision 0111)", () => {
  it("sign-up tells an existing email, reset and email link never do, and all three share one budget per address", async () => {
    const { user } = await plain.signUp({ password: PASSWORD });
    const ip = address();
    const dup = await from(limited, ip, "/api/auth/sign-up/email", {
      email: user.email,
      password: PASSWORD,
      name: "Again",
    });
    expect(dup.status).toBe(422);
    for (const path of ["/api/auth/request-password-reset", "/api/auth/sign-in/magic-link"]) {
      const known = await from(limited, ip, path, { email: user.email, redirectTo: "/", callbackURL: "/" });
      const unknown = await from(limited, ip, path, {
        email: uniqueEmail("nobody"),
        redirectTo: "/",
        callbackURL: "/",
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
    }
    // 5 lookups so far; 25 more of any kind fit in the address's budget, the next is refused.
    for (let i = 0; i < 25; i++) {
      const path = ["/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/sign-in/magic-link"][
        i % 3
      ]!;
      const res = await from(limited, ip, path, {
        email: uniqueEmail("probe"),
        password: PASSWORD,
        name: "P",
        redirectTo: "/",
        callbackURL: "/",
      });
      expect(res.status, path).toBeLessThan(429);
    }
    await expectTooMany(
      await from(limited, ip, "/api/auth/sign-up/email", { email: user.email, password: PASSWORD, name: "Again" }),
    );
    await expectTooMany(
      await from(limited, ip, "/api/auth/request-password-reset", { email: user.email, redirectTo: "/" }),
    );
    // Another address is not affected.
    expect(
      (await from(limited, address(), "/api/auth/request-password-reset", { email: user.email, redirectTo: "/" }))
        .status,
    ).toBe(200);
  });
});

describe("one set of rules whatever the encoding", () => {
  const encodings: [string, string, () => BodyInit][] = [
    [
      "form",
      "application/x-www-form-urlencoded",
      () => new URLSearchParams({ email: uniqueEmail("form"), password: "aaaaaaaa", name: "F" }),
    ],
    [
      "multipart",
      "multipart/form-data; boundary=x",
      () =>
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${uniqueEmail("mp")}\r\n--x\r\nContent-Disposition: form-data; name="password"\r\n\r\naaaaaaaa\r\n--x--\r\n`,
    ],
    ["text", "text/plain", () => JSON.stringify({ email: uniqueEmail("text"), password: "aaaaaaaa", name: "T" })],
    ["none", "", () => JSON.stringify({ email: uniqueEmail("none"), password: "aaaaaaaa", name: "N" })],
  ];
  for (const [name, type, body] of encodings) {
    it(`refuses a ${name} sign-up with 415 and creates no account`, async () => {
      const payload = body();
      const res = await plain.app.request(`${TEST_APP_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: TEST_APP_URL, ...(type ? { "content-type": type } : {}) },
        body: payload,
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/JSON/);
      expect(res.headers.get("set-cookie")).toBeNull();
    });
  }

  it("refuses form-encoded sign-in too, so it cannot go around the sign-in throttle", async () => {
    const res = await limited.app.request(`${TEST_APP_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: TEST_APP_URL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "a@example.test", password: "whatever-123" }),
    });
    expect(res.status).toBe(415);
  });
});
