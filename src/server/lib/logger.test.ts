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

describe("user content and tokens never reach a log line (redaction by route and by shape)", () => {
  const shareToken = "Q2xhcmE5X3NoYXJlZC10b2tlbi1zZWNyZXQx";
  const apiToken = "unstuck_k3Vx9QmZ8pL2rT7wY4nB6cD1fG5hJ0sA_eR-uI9oP3a";
  const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U";

  it("redacts the token segment of share and reset routes, and long random path segments", () => {
    const { lines, logger } = capture();
    logger.info("request", { path: `/shared/${shareToken}` });
    logger.info("request", { path: `/api/shared-sessions/${shareToken}` });
    logger.debug("request", { path: `/share/${shareToken}/print` });
    logger.info("request", { path: "/api/anything/Zk3vQ9xL2mN8pR4tW7yB1cD5fG0hJ6sA", status: 404 });
    const all = lines.join("\n");
    expect(all).not.toContain(shareToken);
    expect(all).not.toContain("Zk3vQ9xL2mN8pR4tW7yB1cD5fG0hJ6sA");
    expect(all).toContain("/shared/[redacted]");
    expect(all).toContain("/api/shared-sessions/[redacted]");
    expect(all).toContain("/share/[redacted]/print");
  });

  it("redacts bearer headers, API tokens and JWTs anywhere in a line", () => {
    const { lines, logger } = capture();
    logger.warn("odd header", { header: `Bearer ${apiToken}` });
    logger.error("copied", { note: `token was ${apiToken} and ${jwt}` });
    logger.info("auth", { authorization: "Bearer abc.def-ghi" });
    const all = lines.join("\n");
    for (const secret of [apiToken, jwt, "abc.def-ghi", apiToken.slice(8)]) expect(all).not.toContain(secret);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("keeps what operators need: UUIDs, user ids, routes and numbers", () => {
    const { lines, logger } = capture();
    const sessionId = "3f2b8c1e-9d4a-4f6b-8e2a-1c5d7e9f0a3b";
    const userId = "aZ3kQ9xL2mN8pR4tW7yB1cD5fG0hJ6sA";
    logger.info("request", { path: `/api/sessions/${sessionId}`, userId, requestId: sessionId, ms: 12 });
    expect(lines[0]).toContain(`/api/sessions/${sessionId}`);
    expect(lines[0]).toContain(userId);
  });

  it("drops the parameters of a failed query wherever the message ends up", () => {
    const { lines, logger } = capture();
    const message =
      'Failed query: update "rescue_sessions" set "notes" = $1 where "id" = $2\nparams: My private note marker,3f2b8c1e';
    logger.error("unhandled error", { error: `Error: ${message}\n    at update (file:///app/x.js:1:1)` });
    logger.error("plain", { error: message });
    const all = lines.join("\n");
    expect(all).not.toContain("private note marker");
    expect(all).toContain('update \\"rescue_sessions\\" set');
    expect(all).toContain("at update (file:///app/x.js:1:1)");
  });
});
