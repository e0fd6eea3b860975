import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CreatedToken } from "../../shared/schemas/tokens.js";
import { createTestApp, type TestApp } from "../../../tests/support/server/test-app.js";
import { runCli } from "./unstuck-cli.js";

vi.setConfig({ testTimeout: 120_000 });

const STUCK = fileURLToPath(
  new URL(
    "../../../tests/fixtures/sessions/specstory/2025-04-05_09-08-nifty-chart-timeframe-selection.md",
    import.meta.url,
  ),
);

let t: TestApp;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
}, 240_000);
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
});

describe("unstuck diagnose --send against a real server", () => {
  it("saves the diagnosis as a rescue in the token owner's account and prints its link", async () => {
    const { cookie } = await t.signUp();
    const created = (await (await t.request("/api/tokens", { cookie, body: { name: "CLI" } })).json()) as CreatedToken;
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(["diagnose", STUCK, "--send", "--json"], {
      out: (s) => out.push(s),
      err: (s) => err.push(s),
      cwd: process.cwd(),
      env: { HOME: "/nonexistent", UNSTUCK_TOKEN: created.token, UNSTUCK_URL: baseUrl },
    });
    expect(err).toEqual([]);
    expect(code).toBe(1);
    const result = JSON.parse(out.join("\n")) as { sent: { url: string } };
    const id = /\/rescue\/([\w-]+)$/.exec(result.sent.url)?.[1];
    expect(id).toBeTruthy();
    const { session } = (await (await t.request(`/api/sessions/${id}`, { cookie })).json()) as {
      session: { problemType: string; projectDescription: string };
    };
    expect(session.problemType).toBe("repeated_failures");
    expect(session.projectDescription).toMatch(/^From a SpecStory session \(6 turns\), stuck since turn 2\./);
  });

  it("says the token was refused, and exits 2", async () => {
    const err: string[] = [];
    const code = await runCli(["diagnose", STUCK, "--send"], {
      out: () => undefined,
      err: (s) => err.push(s),
      cwd: process.cwd(),
      env: { HOME: "/nonexistent", UNSTUCK_TOKEN: "unst_not-a-real-token", UNSTUCK_URL: baseUrl },
    });
    expect(code).toBe(2);
    expect(err.join("\n")).toMatch(/the rescue was not saved: Unstuck refused the token/);
  });
});
