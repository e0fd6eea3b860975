import { describe, expect, it } from "vitest";
import { loginError, registrationError } from "./registration.js";

const valid = {
  displayName: "Ada",
  email: "ada@example.com",
  password: "correct-horse",
  confirmPassword: "correct-horse",
};

describe("registration rules", () => {
  it("accepts a complete, matching registration", () => {
    expect(registrationError(valid)).toBeNull();
  });
  it("requires display name, email and password", () => {
    expect(registrationError({ ...valid, displayName: "  " })).toMatch(/fill in/);
    expect(registrationError({ ...valid, email: "" })).toMatch(/fill in/);
    expect(registrationError({ ...valid, password: "", confirmPassword: "" })).toMatch(/fill in/);
  });
  it("checks the email shape", () => {
    expect(registrationError({ ...valid, email: "ada@" })).toBe("Enter a valid email address.");
  });
  it("needs at least 8 characters and at most 128", () => {
    expect(registrationError({ ...valid, password: "short12", confirmPassword: "short12" })).toBe(
      "Password must be at least 8 characters long",
    );
    const long = "x".repeat(129);
    expect(registrationError({ ...valid, password: long, confirmPassword: long })).toBe(
      "Password must be at most 128 characters long",
    );
  });
  it("needs matching passwords", () => {
    expect(registrationError({ ...valid, confirmPassword: "correct-horsE" })).toBe("Passwords do not match");
  });
  it("login needs email and password", () => {
    expect(loginError({ email: "a@b.co", password: "" })).toMatch(/email and password/);
    expect(loginError({ email: "a@b.co", password: "x" })).toBeNull();
  });
});
