import type { Transporter } from "nodemailer";
import type { Logger } from "../lib/logger.js";
import { isLoopbackUrl } from "../env.js";
import { operatorNotices } from "../../shared/content/server-messages.js";

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
 * SMTP through nodemailer when SMTP_URL is set. Without it, a server on a public address cannot deliver: it
 * warns once at start and drops every email, links included, because a log is no place for sign-in and reset
 * links (decision 0113). On a loopback address (a local install, `npm start` on this machine), in development
 * and in tests the email is printed to the terminal, outside the JSON log, so its owner can click the link
 * (decision 0282): only someone at this machine can read that terminal and open a loopback link.
 */
export function createMailer(
  options: { SMTP_URL?: string; MAIL_FROM: string; NODE_ENV: string; appUrl?: string },
  logger: Logger,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Mailer {
  if (!options.SMTP_URL) {
    const local = options.appUrl !== undefined && isLoopbackUrl(options.appUrl);
    if (options.NODE_ENV === "production" && !local) {
      logger.warn(operatorNotices.smtpMissingEmailsDropped);
      return {
        async send(email) {
          logger.warn("email dropped: SMTP_URL is not set", { subject: email.subject });
        },
      };
    }
    if (options.NODE_ENV === "production") {
      logger.warn(operatorNotices.smtpMissingEmailsPrinted);
    }
    return {
      async send(email) {
        print(operatorNotices.printedEmail(email));
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
