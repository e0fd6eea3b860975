import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CreatedToken } from "../../shared/schemas/tokens.js";
import { createTestApp, type TestApp } from "../../../tests/support/server/test-app.js";
import { runCli, type CliIo } from "./unstuck-cli.js";

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

describe("unstuck outcome against a real server", () => {
  /** A user with a token and one rescue saved by diagnose --send; returns what the next calls need. */
  async function userWithRescue() {
    const { cookie } = await t.signUp();
    const created = (await (await t.request("/api/tokens", { cookie, body: { name: "CLI" } })).json()) as CreatedToken;
    const env = { HOME: "/nonexistent", UNSTUCK_TOKEN: created.token, UNSTUCK_URL: baseUrl };
    const sent = await cli(["diagnose", STUCK, "--send"], env);
    expect(sent.code).toBe(1);
    const url = /Saved as a rescue in your account: (\S+)/.exec(sent.out)?.[1];
    const id = /\/rescue\/([\w-]+)$/.exec(url ?? "")?.[1];
    expect(id).toBeTruthy();
    // The exact line to run afterwards is printed.
    expect(sent.out).toContain(`unstuck outcome ${id} unstuck`);
    expect(sent.out).toContain(`unstuck outcome ${id} still-stuck`);
    return { cookie, env, url: url!, id: id! };
  }

  async function cli(argv: string[], env: CliIo["env"]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      out: (s) => out.push(s),
      err: (s) => err.push(s),
      cwd: process.cwd(),
      env,
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  const outcomeOf = async (cookie: string, id: string) =>
    (await (await t.request(`/api/sessions/${id}/outcome`, { cookie })).json()) as {
      outcome: { outcome: string; promptIndex: number | null } | null;
      nextOptions: unknown[];
    };

  it("records unstuck with the prompt that did it, from the link --send printed", async () => {
    const { cookie, env, url, id } = await userWithRescue();
    const r = await cli(["outcome", url, "unstuck", "--prompt", "1"], env);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toBe(`Recorded: unstuck (prompt 1 did it) for rescue ${url}`);
    expect((await outcomeOf(cookie, id)).outcome).toMatchObject({ outcome: "unstuck", promptIndex: 0 });

    // A prompt the rescue does not have is named as the command line counts them.
    const tooFar = await cli(["outcome", id, "unstuck", "--prompt", "20"], env);
    expect(tooFar.code).toBe(2);
    expect(tooFar.err).toMatch(/^unstuck: the outcome was not recorded: --prompt: this rescue has prompts 1 to \d+\.$/);

    // Answering again changes the answer; --json gives the documented shape.
    const again = await cli(["outcome", id, "gave-up", "--json"], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toEqual({
      version: 1,
      sessionId: id,
      outcome: "gave_up",
      prompt: null,
      step: null,
      url: `${baseUrl}/rescue/${id}`,
      nextOptions: expect.any(Array),
      nextSessionId: null,
    });
    expect((await outcomeOf(cookie, id)).outcome).toMatchObject({ outcome: "gave_up", promptIndex: null });
  });

  it("prints the next lines of attack for still-stuck and how to start one", async () => {
    const { cookie, env, id } = await userWithRescue();
    const r = await cli(["outcome", id, "still-stuck"], env);
    expect(r.code).toBe(0);
    const state = await outcomeOf(cookie, id);
    expect(state.outcome).toMatchObject({ outcome: "still_stuck" });
    expect(state.nextOptions.length).toBeGreaterThan(0);
    expect(r.out).toContain(`Recorded: still stuck for rescue ${baseUrl}/rescue/${id}`);
    expect(r.out).toMatch(/Next lines of attack.*\n {2}Second strategy: \S/);
    expect(r.out).toContain(`Start one in the web app: ${baseUrl}/rescue/${id} (Next line of attack)`);
    expect(r.out).toContain(`next_strategy with sessionId "${id}"`);
  });

  it("works as the installed command: the real process records the answer", async () => {
    const { cookie, env, url, id } = await userWithRescue();
    const bin = fileURLToPath(new URL("../../../bin/unstuck.mjs", import.meta.url));
    const r = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [bin, "outcome", url, "still-stuck"],
        { env: { PATH: process.env.PATH ?? "", UNSTUCK_FROM_SOURCE: "1", ...env }, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr }),
      );
    });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Recorded: still stuck for rescue ${url}`);
    expect(r.stdout).toContain("Second strategy: ");
    expect((await outcomeOf(cookie, id)).outcome).toMatchObject({ outcome: "still_stuck" });
  });

  it("refuses another user's rescue with a clear message, and exits 2", async () => {
    const { cookie, id } = await userWithRescue();
    const other = await userWithRescue();
    const r = await cli(["outcome", id, "unstuck"], other.env);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "unstuck: the outcome was not recorded: This rescue session does not exist or belongs to another account.",
    );
    expect((await outcomeOf(cookie, id)).outcome).toBeNull();
  });

  it("says the token was refused, and exits 2", async () => {
    const r = await cli(["outcome", "0f8c2a5e-1111-4222-8333-444455556666", "unstuck"], {
      HOME: "/nonexistent",
      UNSTUCK_TOKEN: "unst_not-a-real-token",
      UNSTUCK_URL: baseUrl,
    });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/the outcome was not recorded: Unstuck refused the token/);
  });
});
