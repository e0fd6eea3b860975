import { z } from "zod";
import { configProblems, operatorNotices } from "../shared/content/server-messages.js";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  APP_URL: optionalText.pipe(z.url({ message: configProblems.appUrl }).optional()),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, configProblems.databaseUrl)
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, configProblems.authSecretLength).optional()),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** On SIGTERM, how long the server keeps answering (not ready, closing connections) before it stops listening. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(1_000),
  TRUSTED_PROXIES: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, configProblems.smtpUrl)
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default("Unstuck <no-reply@unstuck.local>"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER_NAME: z.string().trim().default("Single sign-on"),
  BILLING_PROVIDER: z.enum(["local", "stripe"]).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_YEARLY: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  AI_BASE_URL: optionalText.pipe(z.url().optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  MCP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** unset: on in production only; "true"/"false" overrides. */
  AUTH_RATE_LIMIT: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) =>
      value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : undefined,
    ),
});

const STRIPE_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"];

/** Unset APP_URL means the server's own loopback address (see appUrl below). */
export function isLoopbackUrl(value: string | undefined): boolean {
  if (!value?.trim()) return true;
  let host: string;
  try {
    host = new URL(value.trim()).hostname.toLowerCase();
  } catch {
    return true; // reported by the schema
  }
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/** Rules across variables, checked on the raw values so they are reported alongside every other problem. */
function crossFieldProblems(raw: Record<string, string | undefined>): string[] {
  const has = (name: string) => Boolean(raw[name]?.trim());
  const problems: string[] = [];
  const together: [string, string][] = [
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
    ["OIDC_CLIENT_ID", "OIDC_ISSUER"],
    ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
  ];
  for (const [a, b] of together) {
    if (has(a) !== has(b)) problems.push(has(a) ? configProblems.together(b, a) : configProblems.together(a, b));
  }
  const billing = raw.BILLING_PROVIDER?.trim();
  if (billing === "stripe" || (!billing && has("STRIPE_SECRET_KEY"))) {
    for (const name of STRIPE_VARIABLES) {
      if (!has(name)) problems.push(configProblems.stripeVariable(name));
    }
  }
  // The local provider takes test cards: on a public address it would hand out Pro for free (decision 0104).
  if (!billing && !has("STRIPE_SECRET_KEY") && !isLoopbackUrl(raw.APP_URL)) {
    problems.push(operatorNotices.stripeMissingOnPublicUrl(raw.APP_URL?.trim(), STRIPE_VARIABLES.join(", ")));
  }
  if (has("AI_BASE_URL") && !has("AI_MODEL")) problems.push(configProblems.aiModel);
  if (
    (raw.NODE_ENV ?? "production") === "production" &&
    raw.APP_URL?.trim().startsWith("https://") &&
    !has("AUTH_SECRET")
  ) {
    problems.push(configProblems.authSecretPublic);
  }
  return problems;
}

export type Env = z.infer<typeof envSchema> & {
  /** The public origin, e.g. http://127.0.0.1:3000 (no trailing slash). */
  appUrl: string;
  billingProvider: "local" | "stripe";
  aiEngine: "builtin" | "llm";
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`${configProblems.invalid}\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates configuration once at boot; the rest of the server receives the result, never process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"} ${issue.message}`)),
    ...crossFieldProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://${env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST}:${env.PORT}`).replace(
    /\/+$/,
    "",
  );
  return {
    ...env,
    appUrl,
    billingProvider: env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "local"),
    aiEngine: env.AI_BASE_URL ? "llm" : "builtin",
  };
}
