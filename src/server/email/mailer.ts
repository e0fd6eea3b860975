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

/** SMTP through nodemailer when SMTP_URL is set; otherwise the email, links included, goes to the server log. */
export function createMailer(options: { SMTP_URL?: string; MAIL_FROM: string }, logger: Logger): Mailer {
  if (!options.SMTP_URL) {
    return {
      async send(email) {
        logger.info("email (SMTP_URL not set, logged instead of sent)", {
          to: email.to,
          subject: email.subject,
          text: email.text,
        });
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
