import { AppError } from "../lib/errors.js";

const WINDOW_MS = 60_000;

/** One user's calls in the window, oldest first; `head` skips the expired ones without copying the array. */
interface Calls {
  times: number[];
  head: number;
}

/**
 * Per-user limit on AI calls: at most `perMinute` in any sliding 60-second window. Each check is amortized
 * O(1): expired calls are skipped from the front and the array is compacted only now and then, so a high
 * limit does not cost a copy of the whole window per request.
 */
export function createAiRateLimiter(perMinute: number, now: () => number = Date.now) {
  const calls = new Map<string, Calls>();
  return {
    check(userId: string) {
      const t = now();
      let user = calls.get(userId);
      if (!user) {
        user = { times: [], head: 0 };
        calls.set(userId, user);
      }
      while (user.head < user.times.length && t - user.times[user.head]! >= WINDOW_MS) user.head++;
      if (user.head > 64 && user.head * 2 > user.times.length) {
        user.times = user.times.slice(user.head);
        user.head = 0;
      }
      if (user.times.length - user.head >= perMinute) {
        const retryInSeconds = Math.ceil((WINDOW_MS - (t - user.times[user.head]!)) / 1000);
        throw new AppError(
          "RATE_LIMITED",
          `Too many AI requests. Please wait ${retryInSeconds} seconds and try again.`,
          { retryInSeconds },
        );
      }
      user.times.push(t);
      if (calls.size > 10_000) {
        for (const [key, { times }] of calls) if (t - times[times.length - 1]! >= WINDOW_MS) calls.delete(key);
      }
    },
  };
}
export type AiRateLimiter = ReturnType<typeof createAiRateLimiter>;
