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
});
