import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Actor,
  type ApiRoute,
  apiRoutes,
  buildRequest,
  createActor,
  exportedSession,
  isUnsafe,
  pathParams,
  routeTable,
  specFor,
} from "../../tests/support/server/api-route-table.js";
import { fingerprintTables } from "../../tests/support/server/db-snapshot.js";
import { createTempPostgres } from "../../tests/support/server/test-db.js";
import { createTestApp, type TestApp } from "../../tests/support/server/test-app.js";
import { TEST_APP_URL } from "../../tests/support/server/test-env.js";

/**
 * Property-based attacks on every state-changing API route, as a signed-in Pro user: bodies that must be
 * refused (malformed, oversized, wrongly typed, missing fields, not objects, huge or unstorable strings,
 * prototype-pollution keys, unknown path ids, and anywhere in a body NUL, lone surrogates, dates outside what a
 * column holds and numbers far beyond any field) always get a 4xx `{ error: { code, message } }` and change no
 * row; every route, GET included, refuses NUL and broken Unicode in its path; a foreign Origin is refused with
 * 403 before anything runs. On PGlite, and on PostgreSQL when one answers. Seeded, so a failure replays.
 */

const SEED = 20_260_801;
const RUNS = 12;

const pg = await createTempPostgres();
afterAll(() => pg?.drop());
const apps: [string, TestApp][] = [["PGlite", await createTestApp()]];
if (pg) apps.push(["PostgreSQL", await createTestApp({ database: pg.database })]);

interface Attack {
  kind: string;
  path: string;
  /** The raw request body. */
  body: string;
}

type Json = fc.JsonValue;

const scalarOtherThan = (value: unknown): fc.Arbitrary<Json> => {
  const pool: fc.Arbitrary<Json>[] = [
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
  ];
  if (typeof value !== "string") pool.push(fc.string({ maxLength: 30 }));
  if (typeof value !== "number") pool.push(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  if (typeof value !== "boolean") pool.push(fc.boolean());
  if (Array.isArray(value))
    pool.push(fc.array(fc.oneof(fc.integer(), fc.string(), fc.boolean()), { minLength: 1, maxLength: 3 }));
  return fc.oneof(...pool);
};

/** Strings no column can store or no field allows: NUL, unpaired surrogates, or far over any field's limit. */
const badText = fc.oneof(
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom("\u0000", "\ud800", "\udfff", "a\u0000\ud83d"),
      fc.string({ unit: "grapheme", maxLength: 20 }),
    )
    .map((parts) => parts.join("")),
  fc
    .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 4 }), fc.integer({ min: 30_000, max: 120_000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length))),
);

describe.each(apps)("bad input (%s)", (_name, t) => {
  const unsafeRoutes = apiRoutes(t.app).filter((r) => isUnsafe(r.method) && r.access !== "public");
  const jsonRoutes = unsafeRoutes.filter((r) => routeTable[r.key]?.body);

  let actor: Actor;
  beforeAll(async () => {
    actor = await createActor(t, "pro");
  });

  /** Date-times a column cannot hold or no session has: year 0, before the year 1, year 10000 (here or by offset). */
  const extremeDate = fc.constantFrom(
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-12:00",
    "+010000-01-01T00:00:00Z",
    "-000001-01-01T00:00:00Z",
    "10000-01-01T00:00:00Z",
  );
  /** Numbers beyond any field: unsafe integers and the ends of the double range. */
  const hugeNumber = fc.oneof(
    fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, 2 ** 63, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2),
    fc.double({ min: 1e16, max: 1e300, noNaN: true }),
  );
  const isoLike = /^\d{4}-\d{2}-\d{2}T/;

  type Leaf = { path: (string | number)[]; value: unknown };
  /** Every string and number in a body, however deep, with its path. */
  function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
    if (typeof value === "string" || typeof value === "number") return [{ path, value }];
    if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
    if (value !== null && typeof value === "object")
      return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
    return [];
  }
  function withLeaf(body: unknown, path: (string | number)[], replacement: unknown): unknown {
    if (path.length === 0) return replacement;
    const [head, ...rest] = path;
    const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
    copy[head!] = withLeaf(copy[head!], rest, replacement);
    return copy;
  }

  /** Any string or number anywhere in the body replaced by unstorable text, an extreme date or a huge number. */
  function deepAttacks(valid: Record<string, unknown>, path: string): fc.Arbitrary<Attack> | null {
    const leaves = leavesOf(valid).filter((leaf) => leaf.path.length > 0);
    if (leaves.length === 0) return null;
    return fc.constantFrom(...leaves).chain((leaf) => {
      const bad: fc.Arbitrary<unknown> =
        typeof leaf.value === "number" ? hugeNumber : isoLike.test(String(leaf.value)) ? extremeDate : badText;
      return bad.map((value) => ({
        kind: `${typeof value === "number" ? "huge number" : isoLike.test(String(leaf.value)) ? "extreme date" : "bad text"} at ${leaf.path.join(".")}`,
        path,
        body: JSON.stringify(withLeaf(valid, leaf.path, value)),
      }));
    });
  }

  /** A path parameter (or, with none, a query value) holding NUL or a lone surrogate, percent-encoded. */
  const badUrlText = fc.constantFrom("%00", "abc%00def", "%ED%A0%80", "x%F0%9F", "%C0%80", "%uD800");

  /** Attacks on one route, every one of which must be refused. */
  function attacksOn(route: ApiRoute): fc.Arbitrary<Attack> {
    const spec = specFor(route);
    const { path, body } = buildRequest(route, actor.ids);
    const valid = body ?? {};
    const keys = Object.keys(valid);
    const required = keys.filter((k) => !spec.optionalKeys?.includes(k));
    const stringKeys = keys.filter((k) => typeof valid[k] === "string");
    const json = (kind: string, value: unknown, at = path): Attack => ({ kind, path: at, body: JSON.stringify(value) });

    const attacks: fc.Arbitrary<Attack>[] = [
      // Not JSON at all, or valid JSON cut short.
      fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.nat({ max: Math.max(0, JSON.stringify(valid).length - 1) }).map((n) => JSON.stringify(valid).slice(0, n)),
        )
        .filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        })
        .map((text) => ({ kind: "malformed JSON", path, body: text })),
      // JSON that is not an object.
      fc
        .oneof(
          fc.array(fc.jsonValue(), { maxLength: 4 }),
          fc.integer(),
          fc.string({ maxLength: 20 }),
          fc.boolean(),
          fc.constant(null),
          fc.constant([valid]),
        )
        .map((v) => json("not an object", v)),
      // The valid body hidden behind prototype-pollution keys.
      fc.constantFrom("__proto__", "constructor", "prototype").map((key) => ({
        kind: "prototype pollution",
        path,
        body: `{"${key}":${key === "constructor" ? `{"prototype":${JSON.stringify(valid)}}` : JSON.stringify(valid)}}`,
      })),
    ];
    if (required.length > 0) {
      attacks.push(
        fc
          .constantFrom(...required)
          .map((key) => json(`missing ${key}`, Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)))),
      );
    }
    for (const key of keys) {
      const wrong = spec.optionalKeys?.includes(key)
        ? scalarOtherThan(valid[key]).filter((v) => v !== null)
        : fc.oneof(scalarOtherThan(valid[key]), fc.constant(null));
      attacks.push(
        fc.tuple(wrong, fc.boolean()).map(([value, pollute]) => ({
          kind: `wrong type for ${key}${pollute ? " with __proto__" : ""}`,
          path,
          body: pollute
            ? `{"__proto__":{"isAdmin":true},${JSON.stringify({ ...valid, [key]: value }).slice(1)}`
            : JSON.stringify({ ...valid, [key]: value }),
        })),
      );
    }
    if (stringKeys.length > 0) {
      attacks.push(
        fc
          .tuple(fc.constantFrom(...stringKeys), badText)
          .map(([key, text]) => json(`bad text in ${key}`, { ...valid, [key]: text })),
      );
    }
    const deep = deepAttacks(valid, path);
    if (deep) attacks.push(deep);
    const params = pathParams(route.path).filter((name) => typeof spec.params?.[name] === "string");
    if (params.length > 0) {
      attacks.push(
        fc
          .tuple(fc.constantFrom(...params), fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }))
          .map(([name, value]) => {
            const segments = route.path.split("/");
            const concrete = path.split("/");
            const at = segments.indexOf(`:${name}`);
            concrete[at] = encodeURIComponent(value);
            return json(`unknown :${name}`, valid, concrete.join("/"));
          }),
      );
    }
    return fc.oneof(...attacks);
  }

  async function expectRefused(route: ApiRoute, res: Response, what: string) {
    const text = await res.text();
    const context = `${route.key} ${what}: ${res.status} ${text.slice(0, 300)}`;
    expect(res.status, context).toBeGreaterThanOrEqual(400);
    expect(res.status, context).toBeLessThan(500);
    expect(res.headers.get("content-type") ?? "", context).toContain("application/json");
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code === "string" && body.error.code.length > 0, context).toBe(true);
    expect(typeof body.error?.message === "string" && body.error.message.trim().length > 0, context).toBe(true);
  }

  describe("bad input to every JSON endpoint", () => {
    it("finds the JSON endpoints in the router", () => {
      expect(jsonRoutes.length).toBeGreaterThan(10);
    });

    it("refuses a note with a NUL character (PostgreSQL cannot store it) with 400 and a message", async () => {
      const res = await t.request(`/api/sessions/${actor.ids.session}`, {
        method: "PATCH",
        cookie: actor.cookie,
        body: { notes: "before\u0000after" },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^notes: Text cannot contain NUL characters/,
      );
      const again = await t.request(`/api/sessions/${actor.ids.session}`, {
        method: "PATCH",
        cookie: actor.cookie,
        body: { notes: "emoji 🚀 and 日本語 are fine" },
      });
      expect(again.status).toBe(200);
      expect(((await again.json()) as { session: { notes: string } }).session.notes).toBe(
        "emoji 🚀 and 日本語 are fine",
      );
    });

    for (const route of jsonRoutes) {
      it(`${route.key} refuses what it must, with a 4xx JSON error and no changed row`, async () => {
        const before = await fingerprintTables(t.deps.database);
        await fc.assert(
          fc.asyncProperty(attacksOn(route), async (attack) => {
            const mine = await fingerprintTables(t.deps.database, [actor.ids.user]);
            const res = await t.app.request(`${TEST_APP_URL}${attack.path}`, {
              method: route.method,
              headers: { origin: TEST_APP_URL, cookie: actor.cookie, "content-type": "application/json" },
              body: attack.body,
            });
            await expectRefused(route, res, attack.kind);
            expect(
              await fingerprintTables(t.deps.database, [actor.ids.user]),
              `${route.key} ${attack.kind} changed a row`,
            ).toEqual(mine);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
        // The prototype of every object is untouched.
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

        // A body over the limit is refused before it is read.
        const { path, body } = buildRequest(route, actor.ids);
        const huge = JSON.stringify({ ...body, padding: "x".repeat(t.deps.env.BODY_LIMIT_BYTES + 1024) });
        const res = await t.request(path, { method: route.method, cookie: actor.cookie, body: huge });
        await expectRefused(route, res, "oversized body");
        expect(res.status).toBe(413);
        expect(await fingerprintTables(t.deps.database), `${route.key} changed a row`).toEqual(before);
      });
    }
  });

  describe("NUL and broken Unicode in any address", () => {
    const allRoutes = apiRoutes(t.app);
    it("finds every route, GET included", () => {
      expect(allRoutes.filter((r) => r.method === "GET").length).toBeGreaterThan(10);
    });
    for (const route of allRoutes) {
      it(`${route.key} refuses them with a 4xx JSON error`, async () => {
        const spec = specFor(route);
        const params = pathParams(route.path);
        await fc.assert(
          fc.asyncProperty(badUrlText, fc.nat(), async (bad, pick) => {
            let path = route.path.replace("*", "get-session");
            if (params.length > 0) {
              const target = params[pick % params.length]!;
              path = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
                if (name === target) return bad;
                const param = spec.params?.[name];
                return encodeURIComponent(typeof param === "string" ? actor.ids[param] : (param?.fixed ?? "x"));
              });
            } else {
              path = `${path}?token=${bad}`;
            }
            const { body } = buildRequest(route, actor.ids);
            const res = await t.app.request(`${TEST_APP_URL}${path}`, {
              method: route.method,
              headers: { origin: TEST_APP_URL, cookie: actor.cookie, "content-type": "application/json" },
              body: route.method === "GET" || route.method === "HEAD" ? undefined : JSON.stringify(body ?? {}),
            });
            await expectRefused(route, res, `${bad} in ${path}`);
          }),
          { seed: SEED, numRuns: 6 },
        );
      });
    }

    it("refuses %00 in the local checkout's id and in an email-link token", async () => {
      for (const path of [
        `/api/local-checkout/%00`,
        `/api/local-checkout/${actor.ids.checkout}%00`,
        "/api/auth/magic-link/verify?token=%00&callbackURL=/",
      ]) {
        const res = await t.request(path, { cookie: actor.cookie });
        expect(res.status, path).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/NUL/);
      }
    });

    it("refuses year 0 and year 10000 in an import's startTime and completedAt", async () => {
      for (const [key, value] of [
        ["startTime", "0000-01-01T00:00:00Z"],
        ["completedAt", "0000-06-01T00:00:00Z"],
        ["startTime", "9999-12-31T23:59:59-05:00"],
        ["completedAt", "+010000-01-01T00:00:00Z"],
      ] as const) {
        const session = { ...exportedSession(`extreme-${key}-${value}`), [key]: value };
        const res = await t.request("/api/sessions/import", { cookie: actor.cookie, body: { sessions: [session] } });
        expect(res.status, `${key} ${value}`).toBe(400);
        expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(new RegExp(key));
      }
    });
  });

  describe("a state-changing call from another site", () => {
    const foreignOrigin = fc
      .oneof(
        fc.webUrl({ withFragments: false, withQueryParameters: false }).map((u) => new URL(u).origin),
        fc.constantFrom(
          "null",
          "http://127.0.0.1:3001",
          "https://127.0.0.1:3000",
          "http://127.0.0.1:3000.evil.test",
          "http://localhost:3000",
        ),
      )
      .filter((o) => o !== TEST_APP_URL);

    const authCalls = [
      {
        key: "POST /api/auth/sign-up/email",
        path: "/api/auth/sign-up/email",
        body: () => ({ email: `csrf-${Date.now()}@example.test`, password: "a-long-unique-passphrase-42", name: "X" }),
      },
      {
        key: "POST /api/auth/sign-in/email",
        path: "/api/auth/sign-in/email",
        body: () => ({ email: actor.ids.email, password: "a-long-unique-passphrase-42" }),
      },
      { key: "POST /api/auth/sign-out", path: "/api/auth/sign-out", body: () => ({}) },
    ];

    it("covers every unsafe route", () => {
      expect(unsafeRoutes.length).toBeGreaterThan(10);
    });

    const calls = [
      ...unsafeRoutes.map((route) => ({
        key: route.key,
        method: route.method,
        build: () => buildRequest(route, actor.ids),
      })),
      ...authCalls.map((c) => ({ key: c.key, method: "POST", build: () => ({ path: c.path, body: c.body() }) })),
    ];
    for (const call of calls) {
      it(`${call.key} is refused with 403 JSON and changes nothing`, async () => {
        const before = await fingerprintTables(t.deps.database);
        await fc.assert(
          fc.asyncProperty(foreignOrigin, async (origin) => {
            const { path, body } = call.build();
            const res = await t.request(path, {
              method: call.method,
              cookie: actor.cookie,
              body: body ?? {},
              headers: { origin },
            });
            const text = await res.text();
            expect(res.status, `${call.key} from ${origin}: ${text.slice(0, 200)}`).toBe(403);
            expect((JSON.parse(text) as { error: { code: string; message: string } }).error).toMatchObject({
              code: "FORBIDDEN",
              message: expect.stringMatching(/another site/),
            });
          }),
          { seed: SEED, numRuns: 5 },
        );
        expect(await fingerprintTables(t.deps.database)).toEqual(before);
      });
    }
  });
});
