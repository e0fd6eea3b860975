import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// OWASP Password Storage Cheat Sheet, scrypt: one of its equivalent settings, N=2^15, r=8, p=3 (32 MiB).
const N = 2 ** 15;
const r = 8;
const p = 3;
const KEY_LENGTH = 64;
const maxmem = 256 * N * r;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (hex), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString("hex")}$${key.toString("hex")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, saltHex, keyHex] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(rr), p: Number(pp) };
  if (![params.N, params.r, params.p].every(Number.isInteger) || 256 * params.N * params.r > maxmem * 4) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
