import type { createApp } from "../../../src/server/app.js";
import { composeApp } from "../../../src/server/compose.js";
import type { AppDeps } from "../../../src/server/context.js";
import type { Database } from "../../../src/server/db/client.js";
import type { Email, Mailer } from "../../../src/server/email/mailer.js";
import type { Env } from "../../../src/server/env.js";
import { checkResponse } from "./api-response-schemas.js";
import { sharedTestDatabase } from "./test-db.js";
import { TEST_APP_URL, testEnv } from "./test-env.js";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Emails the app "sent", newest last. */
  outbox: Email[];
  request(
    path: string,
    init?: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Signs up a new user with a unique email and returns its session cookie. */
  signUp(input?: {
    email?: string;
    password?: string;
    name?: string;
  }): Promise<{ cookie: string; user: { id: string; email: string; name: string } }>;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

export async function createTestApp(
  options: { env?: Record<string, string | undefined>; database?: Database } = {},
): Promise<TestApp> {
  const env: Env = testEnv(options.env);
  const database = options.database ?? (await sharedTestDatabase());
  const outbox: Email[] = [];
  const mailer: Mailer = { send: async (email) => void outbox.push(email) };
  const { app, deps } = await composeApp(env, { database, mailer });

  const request: TestApp["request"] = (path, init = {}) => {
    const headers: Record<string, string> = { origin: TEST_APP_URL, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    }
    const method = init.method ?? (body === undefined ? "GET" : "POST");
    const url = `${TEST_APP_URL}${path}`;
    // Every answer an API test receives is checked against its route's shared schema (decision 0330).
    return Promise.resolve(app.request(url, { method, headers, body })).then(async (response) => {
      await checkResponse(app, method, url, response);
      return response;
    });
  };

  const signUp: TestApp["signUp"] = async (input = {}) => {
    const email = input.email ?? uniqueEmail();
    const res = await request("/api/auth/sign-up/email", {
      body: { email, password: input.password ?? "a-long-unique-passphrase-42", name: input.name ?? "Test User" },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = cookieFrom(res);
    const data = (await res.json()) as { user: { id: string; email: string; name: string } };
    return { cookie, user: data.user };
  };

  return { app, deps, outbox, request, signUp };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
