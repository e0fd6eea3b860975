import { AppError } from "../lib/errors.js";

/** Per-user limit on AI calls: at most `perMinute` in any sliding 60-second window. */
export function createAiRateLimiter(perMinute: number, now: () => number = Date.now) {
  const calls = new Map<string, number[]>();
  return {
    check(userId: string) {
      const t = now();
      const recent = (calls.get(userId) ?? []).filter((at) => t - at < 60_000);
      if (recent.length >= perMinute) {
        const retryInSeconds = Math.ceil((60_000 - (t - recent[0]!)) / 1000);
        calls.set(userId, recent);
        throw new AppError("RATE_LIMITED", `Too many AI requests. Please wait ${retryInSeconds} seconds and try again.`, { retryInSeconds });
      }
      recent.push(t);
      calls.set(userId, recent);
      if (calls.size > 10_000) {
        for (const [key, times] of calls) if (times.every((at) => t - at >= 60_000)) calls.delete(key);
      }
    },
  };
}
export type AiRateLimiter = ReturnType<typeof createAiRateLimiter>;
