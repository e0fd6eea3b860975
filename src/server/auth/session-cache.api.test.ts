import { beforeAll, describe, expect, it } from "vitest";
import { grantPro } from "../../../tests/support/server/billing.js";
import { cookieFrom, createTestApp, type TestApp } from "../../../tests/support/server/test-app.js";

// The signed-in state and the status reads are cached per process (decision 0080); these check that every way
// of ending a session or changing the data shows on the very next call.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const status = (uid: string, cookie: string) => t.request(`/api/subscription-status/${uid}`, { cookie });
const PASSWORD = "a-long-unique-passphrase-42";

describe("cached sign-in state", () => {
  it("refuses a session on its next call once it signs out", async () => {
    const { cookie, user } = await t.signUp();
    expect((await status(user.id, cookie)).status).toBe(200);
    expect((await t.request("/api/auth/sign-out", { body: {}, cookie })).status).toBe(200);
    expect((await status(user.id, cookie)).status).toBe(401);
  });

  it("refuses a session revoked from another device", async () => {
    const { cookie: first, user } = await t.signUp({ password: PASSWORD });
    const signIn = await t.request("/api/auth/sign-in/email", { body: { email: user.email, password: PASSWORD } });
    const second = cookieFrom(signIn);
    expect((await status(user.id, first)).status).toBe(200);
    expect((await status(user.id, second)).status).toBe(200);
    const revoked = await t.request("/api/auth/revoke-other-sessions", { body: {}, cookie: second });
    expect(revoked.status).toBe(200);
    expect((await status(user.id, first)).status).toBe(401);
    expect((await status(user.id, second)).status).toBe(200);
  });

  it("refuses every session of a deleted account", async () => {
    const { cookie, user } = await t.signUp({ password: PASSWORD });
    expect((await status(user.id, cookie)).status).toBe(200);
    const deleted = await t.request("/api/auth/delete-user", { body: { password: PASSWORD }, cookie });
    expect(deleted.status).toBe(200);
    expect((await status(user.id, cookie)).status).toBe(401);
  });
});

describe("cached status reads", () => {
  it("show a purchase and a new rescue on the next poll", async () => {
    const { cookie, user } = await t.signUp();
    const count = () => t.request(`/api/user/sessions/count/${user.id}`, { cookie });
    // The second poll of each is answered from the text kept beside the cached reads (decision 0235).
    for (let poll = 0; poll < 2; poll++) {
      expect((await (await status(user.id, cookie)).json()).isPro).toBe(false);
      expect((await (await count()).json()).monthlyCount).toBe(0);
    }

    const created = await t.request("/api/sessions", {
      body: { problemType: "lost_direction", projectDescription: "A Django app whose tests loop" },
      cookie,
    });
    expect(created.status).toBe(201);
    expect((await (await count()).json()).monthlyCount).toBe(1);
    expect((await (await count()).json()).monthlyCount).toBe(1);

    await grantPro(t.deps, user.id);
    expect((await (await status(user.id, cookie)).json()).isPro).toBe(true);
    expect((await (await count()).json()).unlimited).toBe(true);
  });

  it("answer an unchanged count poll with 304 and a new rescue with 200", async () => {
    const { cookie, user } = await t.signUp();
    const count = (etag?: string) =>
      t.request(`/api/user/sessions/count/${user.id}`, { cookie, headers: etag ? { "if-none-match": etag } : {} });
    const first = await count();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect((await count(etag)).status).toBe(304);
    expect((await count(etag)).status).toBe(304);
    await t.request("/api/sessions", {
      body: { problemType: "lost_direction", projectDescription: "A Django app whose tests loop" },
      cookie,
    });
    const changed = await count(etag);
    expect(changed.status).toBe(200);
    expect((await changed.json()).monthlyCount).toBe(1);
  });
});
