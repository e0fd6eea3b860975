import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.js";

describe("loadEnv", () => {
  it("gives working embedded defaults on an empty environment", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.appUrl).toBe("http://127.0.0.1:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.billingProvider).toBe("local");
    expect(env.aiEngine).toBe("builtin");
  });

  it("treats empty strings as unset", () => {
    const env = loadEnv({ DATABASE_URL: "", SMTP_URL: " ", AI_BASE_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.aiEngine).toBe("builtin");
  });

  it("lists every bad variable at once", () => {
    try {
      loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", AUTH_SECRET: "short", GOOGLE_CLIENT_ID: "id" });
      expect.unreachable("loadEnv should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL must start with postgres/);
      expect(problems).toMatch(/AUTH_SECRET must be at least 32 characters/);
      expect(problems).toMatch(/GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID/);
    }
  });

  it("requires Stripe settings together and an AI model with an AI endpoint", () => {
    expect(() => loadEnv({ BILLING_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY is required/);
    expect(() => loadEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(/AI_MODEL is required/);
    const env = loadEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.1" });
    expect(env.aiEngine).toBe("llm");
  });

  it("strips a trailing slash from APP_URL", () => {
    expect(
      loadEnv({ APP_URL: "https://unstuck.example/", AUTH_SECRET: "x".repeat(32), BILLING_PROVIDER: "local" }).appUrl,
    ).toBe("https://unstuck.example");
  });

  it("refuses a public APP_URL without Stripe unless the local test checkout is chosen on purpose", () => {
    const secret = "x".repeat(32);
    expect(() => loadEnv({ APP_URL: "https://unstuck.example", AUTH_SECRET: secret })).toThrow(
      /APP_URL https:\/\/unstuck\.example is a public address but Stripe is not configured[\s\S]*STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY[\s\S]*BILLING_PROVIDER=local/,
    );
    expect(() => loadEnv({ APP_URL: "http://10.0.0.5:3000" })).toThrow(/public address/);
    expect(
      loadEnv({ APP_URL: "https://unstuck.example", AUTH_SECRET: secret, BILLING_PROVIDER: "local" }),
    ).toMatchObject({
      billingProvider: "local",
    });
    for (const url of ["http://127.0.0.1:3000", "http://localhost:5173", "http://[::1]:3000", undefined]) {
      expect(loadEnv({ APP_URL: url }).billingProvider).toBe("local");
    }
    // A secret key alone is not a Stripe configuration: every Stripe variable is named.
    expect(() =>
      loadEnv({ APP_URL: "https://unstuck.example", AUTH_SECRET: secret, STRIPE_SECRET_KEY: "sk_live_x" }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });
});
