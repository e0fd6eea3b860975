import { describe, expect, it } from "vitest";
import { AppError } from "../lib/errors.js";
import { createAiRateLimiter } from "./rate-limit.js";

function limiterAt(perMinute: number) {
  const clock = { t: 1_000_000 };
  return { clock, limiter: createAiRateLimiter(perMinute, () => clock.t) };
}

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error as AppError;
  }
  return null;
};

describe("AI rate limiter", () => {
  it("allows perMinute calls in any 60 s window and says when the next one is allowed", () => {
    const { clock, limiter } = limiterAt(3);
    limiter.check("u");
    clock.t += 10_000;
    limiter.check("u");
    limiter.check("u");
    clock.t += 5_000;
    const refused = refusal(() => limiter.check("u"));
    expect(refused?.code).toBe("RATE_LIMITED");
    expect(refused?.details).toEqual({ retryInSeconds: 45 });
    clock.t += 45_000;
    expect(refusal(() => limiter.check("u"))).toBeNull();
    expect(refusal(() => limiter.check("u"))?.details).toEqual({ retryInSeconds: 10 });
  });

  it("counts each user apart", () => {
    const { limiter } = limiterAt(1);
    limiter.check("a");
    expect(refusal(() => limiter.check("b"))).toBeNull();
    expect(refusal(() => limiter.check("a"))?.code).toBe("RATE_LIMITED");
  });

  it("keeps exact counts over many calls with a high limit", () => {
    const { clock, limiter } = limiterAt(1_000);
    for (let i = 0; i < 5_000; i++) {
      clock.t += 61;
      expect(refusal(() => limiter.check("u"))).toBeNull();
    }
    // 61 ms apart, any 60 s hold at most 984 of the 5 000 calls: never refused only if expired calls leave
    // the window; and a burst of exactly the limit is refused on the next call.
    const tight = limiterAt(2_000);
    for (let i = 0; i < 2_000; i++) tight.limiter.check("u");
    expect(refusal(() => tight.limiter.check("u"))?.code).toBe("RATE_LIMITED");
  });

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
