import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.js";
import { projectPath } from "./lib/paths.js";

/**
 * Docker is not on every machine that runs the tests, so the deployment files are checked here: the compose
 * file's services and their variables, each replica's environment accepted by the server's own config
 * check, and the Caddyfile balancing over every replica with the readiness probe.
 */
interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  stop_grace_period?: string;
  healthcheck?: { test: string[] };
  volumes?: string[];
}
const compose = load(readFileSync(projectPath("compose.yaml"), "utf8")) as { services: Record<string, Service> };
const caddyfile = readFileSync(projectPath("Caddyfile"), "utf8");
const envExample = readFileSync(projectPath(".env.example"), "utf8");

/** What `docker compose` does with `${NAME:-default}` and `${NAME:?message}`, given these values. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (vars[name]) return vars[name];
    if (kind === "?") throw new Error(`${name} is required: ${rest}`);
    return rest ?? "";
  });
}

const vars = {
  AUTH_SECRET: "a-very-long-shared-secret-for-every-replica-0123",
  POSTGRES_PASSWORD: "pw",
  APP_URL: "https://unstuck.example.com",
};
const apps = Object.entries(compose.services).filter(([name]) => name.startsWith("app"));

describe("compose.yaml", () => {
  it("runs PostgreSQL 15, three app replicas of one image and Caddy", () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:1[5-9]/);
    expect(apps).toHaveLength(3);
    expect(new Set(apps.map(([, s]) => s.image)).size).toBe(1);
    expect(compose.services.caddy?.image).toMatch(/^caddy:2/);
    expect(compose.services.caddy?.volumes).toContain("./Caddyfile:/etc/caddy/Caddyfile:ro");
  });

  it("gives every replica the same database, secret and Stripe keys, and each is a valid configuration", () => {
    const envs = apps.map(([, s]) =>
      Object.fromEntries(Object.entries(s.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)])),
    );
    for (const key of ["DATABASE_URL", "AUTH_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "APP_URL"]) {
      expect(new Set(envs.map((e) => e[key])).size, key).toBe(1);
      expect(envs[0]![key], key).toBeDefined();
    }
    for (const env of envs) {
      const loaded = loadEnv(env);
      expect(loaded.DATABASE_URL).toMatch(/^postgres:\/\/unstuck:pw@postgres:5432\/unstuck$/);
      expect(loaded.AUTH_SECRET).toBe(vars.AUTH_SECRET);
      expect(loaded.HOST).toBe("0.0.0.0");
      // Every variable the compose file sets is one the server reads and documents.
      for (const key of Object.keys(env)) expect(envExample, key).toContain(`${key}=`);
    }
    expect(() => interpolate(String(apps[0]![1].environment!.AUTH_SECRET), {})).toThrow(/AUTH_SECRET is required/);
  });

  it("starts the replicas after PostgreSQL is healthy, checks their readiness and lets them drain", () => {
    for (const [, app] of apps) {
      expect(app.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
      expect(app.healthcheck?.test.join(" ")).toContain("/api/ready");
      expect(Number.parseInt(app.stop_grace_period ?? "0", 10)).toBeGreaterThanOrEqual(10);
    }
  });
});

describe("Caddyfile", () => {
  it("balances round robin over every replica, routed by readiness", () => {
    for (const [name] of apps) expect(caddyfile).toContain(`${name}:3000`);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});
