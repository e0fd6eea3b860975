import type { Transporter } from "nodemailer";
import type { Logger } from "../lib/logger.js";

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, production cannot deliver: it warns once at start
 * and drops every email, links included, because a log is no place for sign-in and reset links (decision 0113).
 * In development and tests the email is printed to the terminal, outside the JSON log, so a developer can
 * click the link.
 */
export function createMailer(
  options: { SMTP_URL?: string; MAIL_FROM: string; NODE_ENV: string },
  logger: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Mailer {
  if (!options.SMTP_URL) {
    if (options.NODE_ENV === "production") {
      logger.warn(
        "SMTP_URL is not set: emails (password resets, sign-in links) cannot be delivered and are dropped. Set SMTP_URL to send them.",
      );
      return {
        async send(email) {
          logger.warn("email dropped: SMTP_URL is not set", { subject: email.subject });
        },
      };
    }
    return {
      async send(email) {
        print(
          `\n--- email (SMTP_URL not set, printed instead of sent) ---\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n---\n`,
        );
      },
    };
  }
  const smtpUrl = options.SMTP_URL;
  // nodemailer is loaded with the first email, not at start-up.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(email) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.MAIL_FROM, ...email });
      logger.info("email sent", { to: email.to, subject: email.subject });
    },
  };
}
