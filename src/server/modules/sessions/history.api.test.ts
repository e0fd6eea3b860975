import { beforeAll, describe, expect, it } from "vitest";
import type { GeneratorResultSummary, SavedGeneratorResult } from "../../../shared/schemas/generator.js";
import type { RescueSession, SessionListPage } from "../../../shared/schemas/sessions.js";
import { grantPro } from "../../../../tests/support/server/billing.js";
import { createTestApp, type TestApp } from "../../../../tests/support/server/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function start(cookie: string, problemType: string, extra: Record<string, unknown> = {}) {
  const res = await t.request("/api/sessions", { cookie, body: { problemType, ...extra } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { session: RescueSession }).session;
}

async function list(cookie: string, query: string) {
  const res = await t.request(`/api/sessions?${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SessionListPage;
}

describe("session history", () => {
  it("filters by type and status, searches titles and notes, and pages on the server", async () => {
    const { cookie, user } = await t.signUp();
    await grantPro(t.deps, user.id);
    const loop = await start(cookie, "repeated_failures");
    const lost = await start(cookie, "lost_direction");
    await start(cookie, "lost_direction");
    await t.request(`/api/sessions/${loop.id}`, {
      method: "PATCH",
      cookie,
      body: { notes: "The 100% fix was pinning_the lockfile", success: true },
    });

    expect((await list(cookie, "")).total).toBe(3);
    const byType = await list(cookie, "type=lost_direction");
    expect(byType.total).toBe(2);
    expect(byType.sessions.every((s) => s.problemType === "lost_direction")).toBe(true);
    expect((await list(cookie, "status=solved")).sessions.map((s) => s.id)).toEqual([loop.id]);
    expect((await list(cookie, "status=active")).total).toBe(2);
    // Notes, with LIKE wildcards matching themselves.
    expect((await list(cookie, "q=100%25%20fix")).sessions.map((s) => s.id)).toEqual([loop.id]);
    expect((await list(cookie, "q=pinning_the")).total).toBe(1);
    expect((await list(cookie, "q=pinningXthe")).total).toBe(0);
    expect((await list(cookie, "q=%25")).total).toBe(1);
    // The title comes from the problem type.
    expect((await list(cookie, "q=lost%20dir")).total).toBe(2);
    const first = await list(cookie, "limit=2&offset=0");
    const second = await list(cookie, "limit=2&offset=2");
    expect(first.sessions).toHaveLength(2);
    expect(second.sessions).toHaveLength(1);
    expect(second.total).toBe(3);
    expect(new Set([...first.sessions, ...second.sessions].map((s) => s.id)).size).toBe(3);
    expect(first.sessions.map((s) => s.id)).toContain(lost.id);

    const bad = await t.request("/api/sessions?status=done", { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/status must be/);
  });

  it("lists only the caller's own sessions", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await start(a.cookie, "repeated_failures");
    expect((await list(b.cookie, "")).total).toBe(0);
  });
});

describe("sharing a session", () => {
  it("makes an unguessable read-only link without account data, and revoking it ends it", async () => {
    const { cookie, user } = await t.signUp();
    const session = await start(cookie, "repeated_failures", { projectDescription: "Shop app" });
    await t.request(`/api/sessions/${session.id}`, { method: "PATCH", cookie, body: { notes: "Tried a reset" } });

    expect(await (await t.request(`/api/sessions/${session.id}/share`, { cookie })).json()).toEqual({ token: null });
    const shared = (await (
      await t.request(`/api/sessions/${session.id}/share`, { method: "POST", cookie })
    ).json()) as { token: string };
    expect(shared.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = (await (await t.request(`/api/sessions/${session.id}/share`, { method: "POST", cookie })).json()) as {
      token: string;
    };
    expect(again.token).toBe(shared.token);

    const pub = await t.request(`/api/shared-sessions/${shared.token}`);
    expect(pub.status).toBe(200);
    const text = await pub.text();
    const body = JSON.parse(text) as { session: Record<string, unknown> };
    expect(body.session.problemType).toBe("repeated_failures");
    expect(body.session.notes).toBe("Tried a reset");
    for (const secret of [user.id, user.email, session.id, user.name]) expect(text).not.toContain(secret);
    expect(pub.headers.get("cache-control")).toBe("no-store");

    // Another user cannot share or revoke it.
    const other = await t.signUp();
    const stranger = await t.request(`/api/sessions/${session.id}/share`, { method: "DELETE", cookie: other.cookie });
    expect(stranger.status).toBe(404);
    expect((await t.request(`/api/shared-sessions/${shared.token}`)).status).toBe(200);

    const revoked = await t.request(`/api/sessions/${session.id}/share`, { method: "DELETE", cookie });
    expect(await revoked.json()).toEqual({ token: null });
    const gone = await t.request(`/api/shared-sessions/${shared.token}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toMatch(/stopped sharing/);
    expect((await t.request("/api/shared-sessions/not-a-token")).status).toBe(404);
  });
});

describe("generator results", () => {
  it("keeps every run for its owner, listed, searchable and reopenable", async () => {
    const { cookie, user } = await t.signUp();
    await grantPro(t.deps, user.id);
    const run = await t.request("/api/generate-category-prompts", {
      cookie,
      body: { category: "ai-hallucination", problemDescription: "It invents a Stripe method called chargeLater." },
    });
    expect(run.status).toBe(200);
    const { id, prompts } = (await run.json()) as { id: string; prompts: unknown[] };

    const listed = (await (await t.request("/api/generator-results", { cookie })).json()) as {
      results: GeneratorResultSummary[];
      total: number;
    };
    expect(listed.total).toBe(1);
    expect(listed.results[0]).toMatchObject({ id, category: "ai-hallucination" });
    expect(listed.results[0]!.title).toContain("chargeLater");
    const found = (await (await t.request("/api/generator-results?q=chargelater", { cookie })).json()) as {
      total: number;
    };
    expect(found.total).toBe(1);
    expect(
      ((await (await t.request("/api/generator-results?q=nothing-like-this", { cookie })).json()) as { total: number })
        .total,
    ).toBe(0);

    const reopened = (await (await t.request(`/api/generator-results/${id}`, { cookie })).json()) as {
      result: SavedGeneratorResult;
    };
    expect(reopened.result.prompts).toEqual(prompts);
    expect(reopened.result.input.problemDescription).toContain("chargeLater");

    const other = await t.signUp();
    await grantPro(t.deps, other.user.id);
    expect((await t.request(`/api/generator-results/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect(
      ((await (await t.request("/api/generator-results", { cookie: other.cookie })).json()) as { total: number }).total,
    ).toBe(0);

    // Another user cannot delete it (404, as if it did not exist), and it is still there afterwards.
    const stranger = await t.request(`/api/generator-results/${id}`, { method: "DELETE", cookie: other.cookie });
    expect(stranger.status).toBe(404);
    expect((await t.request(`/api/generator-results/${id}`, { cookie })).status).toBe(200);
    expect((await t.request("/api/generator-results/not-a-uuid", { method: "DELETE", cookie })).status).toBe(404);

    expect((await t.request(`/api/generator-results/${id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect((await t.request(`/api/generator-results/${id}`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/generator-results/${id}`, { method: "DELETE", cookie })).status).toBe(404);
  });

  it("is a Pro feature", async () => {
    const { cookie } = await t.signUp();
    const res = await t.request("/api/generator-results", { cookie });
    expect(res.status).toBe(403);
  });
});
