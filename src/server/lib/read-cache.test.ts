import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache.js";

describe("ReadCache", () => {
  it("serves a stored read until the user's data is invalidated", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read("u1", "k", load)).toBe(1);
    expect(await cache.read("u1", "k", load)).toBe(1);
    await cache.invalidate("u1");
    expect(await cache.read("u1", "k", load)).toBe(2);
  });

  it("keeps users apart", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    await cache.read("u1", "k", async () => "one");
    expect(await cache.read("u2", "k", async () => "two")).toBe("two");
    await cache.invalidate("u2");
    expect(await cache.read("u1", "k", async () => "reloaded")).toBe("one");
  });

  it("does not store a read that was in flight while a write invalidated it", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stale = cache.read("u1", "k", async () => {
      await gate;
      return "before the write";
    });
    await cache.invalidate("u1");
    release();
    expect(await stale).toBe("before the write");
    expect(await cache.read("u1", "k", async () => "after the write")).toBe("after the write");
  });

  it("expires entries after the TTL", async () => {
    let t = 0;
    const cache = new ReadCache({ ttlMs: 1_000, now: () => t });
    await cache.read("u1", "k", async () => "old");
    t = 999;
    expect(await cache.read("u1", "k", async () => "new")).toBe("old");
    t = 1_000;
    expect(await cache.read("u1", "k", async () => "new")).toBe("new");
  });

  it("keeps at most maxUsers users, dropping the oldest", async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxUsers: 2 });
    await cache.read("a", "k", async () => "a1");
    await cache.read("b", "k", async () => "b1");
    await cache.read("c", "k", async () => "c1");
    expect(await cache.read("a", "k", async () => "a2")).toBe("a2");
    expect(await cache.read("c", "k", async () => "c2")).toBe("c1");
  });

  it("does not store a failed read", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    await expect(cache.read("u1", "k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("u1", "k", async () => "up")).toBe("up");
  });

  it("reads through while it may miss other servers' invalidations, and starts empty when back", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    await cache.read("u1", "k", async () => "cached");
    cache.setLive(false);
    expect(await cache.read("u1", "k", async () => "fresh")).toBe("fresh");
    expect(await cache.read("u1", "k", async () => "fresher")).toBe("fresher");
    cache.setLive(true);
    expect(await cache.read("u1", "k", async () => "after")).toBe("after");
    expect(await cache.read("u1", "k", async () => "not read")).toBe("after");
  });

  it("does not store a read that was in flight while an invalidation from another server arrived", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stale = cache.read("u1", "k", async () => {
      await gate;
      return "before";
    });
    cache.drop("u1");
    release();
    expect(await stale).toBe("before");
    expect(await cache.read("u1", "k", async () => "after")).toBe("after");
  });

  it("resolves an invalidation only after the broadcast to the other servers did", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    const order: string[] = [];
    cache.connect(async (key) => {
      await new Promise((r) => setTimeout(r, 20));
      order.push(`sent ${key}`);
    });
    await cache.invalidate("u1");
    order.push("answered");
    await cache.clear();
    expect(order).toEqual(["sent u1", "answered", "sent null"]);
  });

  it("peeks only at what a read would serve from memory: stored, fresh and live", async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1_000, now: () => now });
    expect(cache.peek("u1", "k")).toBeUndefined();
    await cache.read("u1", "k", async () => 7);
    expect(cache.peek("u1", "k")).toBe(7);
    now = 1_000;
    expect(cache.peek("u1", "k")).toBeUndefined();
    await cache.read("u1", "k", async () => 8);
    cache.setLive(false);
    expect(cache.peek("u1", "k")).toBeUndefined();
    cache.setLive(true);
    await cache.read("u1", "k", async () => 9);
    await cache.invalidate("u1");
    expect(cache.peek("u1", "k")).toBeUndefined();
  });

  it("keeps a derived value while its inputs are the same values and the clock is inside its validity", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let computed = 0;
    const derive = (inputs: unknown[], now: number) =>
      cache.derive("u1", "body", inputs, now, () => ({ value: `${inputs.join()}#${++computed}`, validUntil: 2_000 }));
    const row = await cache.read("u1", "row", async () => ({ plan: "free" }));
    expect(derive([row, 3], 1_000)).toBe("[object Object],3#1");
    expect(derive([row, 3], 1_999)).toBe("[object Object],3#1");
    // Another count, a reloaded row (a new object), a clock past its end or set back before it was computed:
    expect(derive([row, 4], 1_500)).toBe("[object Object],4#2");
    expect(derive([{ plan: "free" }, 4], 1_500)).toBe("[object Object],4#3");
    expect(derive([row, 4], 1_500)).toBe("[object Object],4#4");
    expect(derive([row, 4], 2_000)).toBe("[object Object],4#5");
    expect(derive([row, 4], 1_000)).toBe("[object Object],4#6");
  });

  it("drops derived values with the user's entries, keeps none while not live, and stores no failed one", async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let computed = 0;
    const derive = () => cache.derive("u1", "body", [1], 0, () => ({ value: ++computed, validUntil: 10 }));
    await cache.read("u1", "row", async () => 1);
    expect(derive()).toBe(1);
    expect(derive()).toBe(1);
    await cache.invalidate("u1");
    expect(derive()).toBe(2);
    expect(derive()).toBe(3);
    await cache.read("u1", "row", async () => 1);
    cache.setLive(false);
    expect(derive()).toBe(4);
    expect(derive()).toBe(5);
    cache.setLive(true);
    await cache.read("u1", "row", async () => 1);
    expect(cache.derive("u1", "body", [1], 0, () => undefined)).toBeUndefined();
    expect(derive()).toBe(6);
    expect(derive()).toBe(6);
  });
});
