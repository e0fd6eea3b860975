import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context.js";
import { authGuard } from "./auth-guard.js";
import { CLIENT_IP_HEADER } from "./client-ip-header.js";

function appWith(trustedProxies: string[]) {
  const app = new Hono<AppEnv>();
  app.use("*", authGuard({ trustedProxies, limiter: null }));
  app.get("*", (c) => c.text(c.req.header(CLIENT_IP_HEADER) ?? ""));
  return app;
}

const from = async (app: Hono<AppEnv>, socket: string, forwarded?: string) =>
  (
    await app.request(
      "http://127.0.0.1/api/auth/x",
      { headers: forwarded ? { "x-forwarded-for": forwarded } : {} },
      { incoming: { socket: { remoteAddress: socket, remotePort: 1234, remoteFamily: "IPv4" } } },
    )
  ).text();

describe("client IP for rate limiting", () => {
  it("uses the socket address and ignores X-Forwarded-For without trusted proxies", async () => {
    expect(await from(appWith([]), "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
  });
  it("takes the forwarded address only from a trusted proxy, skipping trusted hops", async () => {
    const app = appWith(["10.0.0.0/8"]);
    expect(await from(app, "10.1.2.3", "198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
    expect(await from(app, "192.0.2.1", "198.51.100.7")).toBe("192.0.2.1");
  });
  it("refuses a client-sent value of its own header", async () => {
    const app = appWith([]);
    const res = await app.request(
      "http://127.0.0.1/api/auth/x",
      { headers: { [CLIENT_IP_HEADER]: "6.6.6.6" } },
      { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
    );
    expect(await res.text()).toBe("203.0.113.9");
  });
});
