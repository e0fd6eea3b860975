import { type Env, loadEnv } from "../../../src/server/env.js";

export const TEST_APP_URL = "http://127.0.0.1:3000";

export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    LOG_LEVEL: "silent",
    DATA_DIR: "./.data-test",
    ...overrides,
  });
}
