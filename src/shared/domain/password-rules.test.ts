import { describe, expect, it } from "vitest";
import { displayNameProblem } from "./display-name.js";
import { parseCommonPasswords, passwordProblem } from "./password-rules.js";

const common = parseCommonPasswords("password1\nqwertyuiop\n  Iloveyou  \n");

describe("password rules", () => {
  it("accepts a long unpredictable password", () => {
    expect(passwordProblem("a-long-unique-passphrase-42", { email: "ada@example.com", common })).toBeNull();
  });
  it("refuses one repeated character, spaces included", () => {
    for (const password of ["aaaaaaaa", "        ", "ZZZZZZZZZZZZ", "😀😀😀😀😀😀😀😀"])
      expect(passwordProblem(password, { common })).toMatch(/one character repeated/);
  });
  it("refuses common passwords whatever their case and surrounding spaces", () => {
    for (const password of ["password1", "PASSWORD1", " qwertyuiop ", "iloveyou"])
      expect(passwordProblem(password, { common })).toMatch(/10,000 most common/);
  });
  it("refuses a password containing the email's local part, but not a 1-2 character one", () => {
    expect(passwordProblem("grace.hopper@example.com", { email: "Grace.Hopper@example.com" })).toMatch(/email/);
    expect(passwordProblem("xx-GRACE.HOPPER-xx", { email: "grace.hopper@example.com" })).toMatch(/email/);
    expect(passwordProblem("a-long-unique-passphrase", { email: "a@example.com" })).toBeNull();
  });
  it("keeps the length rule", () => {
    expect(passwordProblem("short12", {})).toBe("Password must be at least 8 characters long");
    expect(passwordProblem("x".repeat(64) + "y".repeat(65), {})).toBe("Password must be at most 128 characters long");
  });
});

describe("display name rule", () => {
  it("allows 80 characters and refuses 81, an empty name and a huge one", () => {
    expect(displayNameProblem("n".repeat(80))).toBeNull();
    expect(displayNameProblem("n".repeat(81))).toMatch(/at most 80/);
    expect(displayNameProblem("n".repeat(100_000))).toMatch(/at most 80/);
    expect(displayNameProblem("   ")).toMatch(/enter a display name/i);
  });
});
