import nodemailer from "nodemailer";
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

/** SMTP through nodemailer when SMTP_URL is set; otherwise the email, links included, goes to the server log. */
export function createMailer(options: { SMTP_URL?: string; MAIL_FROM: string }, logger: Logger): Mailer {
  if (!options.SMTP_URL) {
    return {
      async send(email) {
        logger.info("email (SMTP_URL not set, logged instead of sent)", { to: email.to, subject: email.subject, text: email.text });
      },
    };
  }
  const transport = nodemailer.createTransport(options.SMTP_URL);
  return {
    async send(email) {
      await transport.sendMail({ from: options.MAIL_FROM, ...email });
      logger.info("email sent", { to: email.to, subject: email.subject });
    },
  };
}
