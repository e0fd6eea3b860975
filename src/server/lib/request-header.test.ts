import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestHeader } from "./request-header.js";

const app = new Hono().get("/", (c) =>
  c.json({ cookie: requestHeader(c, "cookie") ?? null, tag: requestHeader(c, "if-none-match") ?? null }),
);

describe("requestHeader", () => {
  it("reads Node's own headers when the request came through @hono/node-server", async () => {
    const incoming = { headers: { cookie: "a=1; b=2", "if-none-match": ['W/"x"', 'W/"y"'] } };
    const res = await app.request("/", { headers: { cookie: "ignored=1" } }, { incoming });
    expect(await res.json()).toEqual({ cookie: "a=1; b=2", tag: 'W/"x", W/"y"' });
  });

  it("reads the request's headers when there is no Node request (in-process calls)", async () => {
    const res = await app.request("/", { headers: { cookie: "c=3" } });
    expect(await res.json()).toEqual({ cookie: "c=3", tag: null });
  });
});
