import { createServer, type Server } from "node:http";
import { SMTPServer } from "smtp-server";
import { freePort } from "./ports.js";

export interface SunkMail {
  to: string;
  raw: string;
  text: string;
}

/** Decodes the quoted-printable bodies nodemailer writes for long lines (links included). */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * An SMTP server on 127.0.0.1 for the e2e run, and a tiny HTTP endpoint (GET /messages) from which test
 * files, which run in other processes, read what the app sent.
 */
export async function startMailSink() {
  const messages: SunkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        messages.push({ to, raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const http: Server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(messages));
  });
  const httpPort = await freePort();
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    messagesUrl: `http://127.0.0.1:${httpPort}/messages`,
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
