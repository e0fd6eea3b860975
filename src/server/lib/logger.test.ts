import { describe, expect, it } from "vitest";
import { createMailer } from "../email/mailer.js";
import { createLogger } from "./logger.js";

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger("debug", (line) => lines.push(line)) };
}

describe("secrets never reach a log line", () => {
  it("redacts reset tokens in paths and one-time tokens in queries, fields and texts", () => {
    const { lines, logger } = capture();
    logger.info("request", { path: "/api/auth/reset-password/Xy7SecretResetToken?callbackURL=/reset-password" });
    logger.info("request", { url: "http://h/api/auth/magic-link/verify?token=MagicSecret123&callbackURL=/" });
    logger.info("request", { url: "http://h/api/auth/verify-email?token=VerifySecret9" });
    logger.warn("auth: failed", { body: { token: "BodySecret42", newPassword: "hunter2-hunter2" } });
    logger.info("email", { text: "Choose a new password here: http://h/reset-password/LinkSecret77 (1 hour)" });
    const all = lines.join("\n");
    for (const secret of [
      "Xy7SecretResetToken",
      "MagicSecret123",
      "VerifySecret9",
      "BodySecret42",
      "hunter2-hunter2",
      "LinkSecret77",
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain("[redacted]");
    expect(all).toContain("callbackURL=/reset-password");
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe("email without SMTP", () => {
  it("in production warns once at start and never logs a link", async () => {
    const { lines, logger } = capture();
    const printed: string[] = [];
    const mailer = createMailer({ NODE_ENV: "production", MAIL_FROM: "x" }, logger, (text) => printed.push(text));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/SMTP_URL is not set: emails .* cannot be delivered/);
    await mailer.send({
      to: "a@example.test",
      subject: "Your sign-in link",
      text: "Sign in: http://h/x?token=Secret1",
    });
    await mailer.send({ to: "a@example.test", subject: "Reset", text: "http://h/reset-password/Secret2" });
    expect(lines.join("\n")).not.toMatch(/Secret1|Secret2|http:\/\/h/);
    expect(lines.filter((l) => l.includes("cannot be delivered"))).toHaveLength(1);
    expect(printed).toEqual([]);
  });

  it("on a public address in production drops email even with a loopback-looking host name elsewhere", async () => {
    const { lines, logger } = capture();
    const printed: string[] = [];
    const mailer = createMailer(
      { NODE_ENV: "production", MAIL_FROM: "x", appUrl: "https://unstuck.example.com" },
      logger,
      (text) => printed.push(text),
    );
    await mailer.send({ to: "a@example.test", subject: "Reset", text: "http://127.0.0.1/reset-password/Secret3" });
    expect(printed).toEqual([]);
    expect(lines.join("\n")).not.toContain("Secret3");
  });

  it("on a loopback address in production prints the email to the terminal and says so at start", async () => {
    for (const appUrl of ["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"]) {
      const { lines, logger } = capture();
      const printed: string[] = [];
      const mailer = createMailer({ NODE_ENV: "production", MAIL_FROM: "x", appUrl }, logger, (text) =>
        printed.push(text),
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/printed to this terminal/);
      await mailer.send({ to: "a@example.test", subject: "Reset", text: `${appUrl}/reset-password/LocalToken` });
      expect(printed.join("")).toContain("LocalToken");
      expect(lines.join("\n")).not.toContain("LocalToken");
    }
  });

  it("in development prints the email to the terminal, outside the JSON log", async () => {
    const { lines, logger } = capture();
    const printed: string[] = [];
    const mailer = createMailer({ NODE_ENV: "development", MAIL_FROM: "x" }, logger, (text) => printed.push(text));
    await mailer.send({ to: "a@example.test", subject: "Link", text: "http://h/x?token=DevToken" });
    expect(printed.join("")).toContain("DevToken");
    expect(lines).toEqual([]);
  });
});
