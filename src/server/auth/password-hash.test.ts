import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash.js";

// scrypt at OWASP cost takes about a second per hash on a busy 2-core machine.
describe("password hashing", { timeout: 30_000 }, () => {
  it("hashes with OWASP scrypt parameters and a random salt", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
  });
  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await verifyPassword({ hash, password: "correct horse batterY" })).toBe(false);
    expect(await verifyPassword({ hash: "garbage", password: "x" })).toBe(false);
  });
});
