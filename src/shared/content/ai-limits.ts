// What a user reads when the AI features refuse a request (`src/server/ai/rate-limit.ts`).

export const aiRateLimitedMessage = (retryInSeconds: number) =>
  `Too many AI requests. Please wait ${retryInSeconds} seconds and try again.`;
