import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchSession, noteRateLimited, RateLimitedError, rateLimitWaitMs, resetRateLimit } from "./auth";

afterEach(() => {
  resetRateLimit();
  vi.unstubAllGlobals();
});

describe("backing off after a 429", () => {
  it("waits for Retry-After or the capped exponential backoff, whichever is longer", () => {
    const now = 1_000_000;
    expect(noteRateLimited(30, now) - now).toBe(30_000);
    expect(noteRateLimited(undefined, now) - now).toBe(20_000);
    expect(noteRateLimited(1, now) - now).toBe(40_000);
    for (let i = 0; i < 10; i++) noteRateLimited(undefined, now);
    expect(noteRateLimited(undefined, now) - now).toBe(5 * 60_000);
    expect(noteRateLimited(900, now) - now).toBe(900_000);
  });

  it("sends one get-session per limit, not one per caller", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: "RATE_LIMITED", message: "Too many attempts." } }), {
          status: 429,
          headers: { "retry-after": "20", "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const results = [];
    for (let i = 0; i < 50; i++) results.push(await fetchSession().catch((error: unknown) => error));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r instanceof RateLimitedError)).toBe(true);
    expect(rateLimitWaitMs()).toBeGreaterThan(19_000);
  });
});
