import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import { operatorNotices } from "../../shared/content/server-messages.js";

/**
 * AUTH_SECRET when set; otherwise a random secret kept in DATA_DIR so that a fresh machine works and
 * sessions survive restarts. A public https deployment must set AUTH_SECRET (env.ts enforces it).
 */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">, logger: Logger): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  logger.warn(operatorNotices.authSecretGenerated, { file });
  return secret;
}
