import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.js";
import { createAiRateLimiter } from "./rate-limit.js";

describe("AI rate limiter", () => {
  it("allows perMinute calls in a sliding minute, then refuses with the wait time", () => {
    let now = 1_000_000;
    const limiter = createAiRateLimiter(2, () => now);
    limiter.check("u1");
    now += 10_000;
    limiter.check("u1");
    now += 5_000;
    let error: unknown;
    try {
      limiter.check("u1");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("RATE_LIMITED");
    expect((error as AppError).message).toBe("Too many AI requests. Please wait 45 seconds and try again.");
    limiter.check("u2");
    now += 45_000; // the first call has left the window
    expect(() => limiter.check("u1")).not.toThrow();
    expect(() => limiter.check("u1")).toThrow(AppError);
  });
});
