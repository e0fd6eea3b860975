// What the server says outside any one area: to whoever runs it (why it will not start, what it warns
// about) and to any request it refuses before an area reads it.

export const operatorNotices = {
  authSecretGenerated: "AUTH_SECRET is not set; generated one and stored it in the data folder",
  dataDirInUse: (dataDir: string, pid: number) =>
    `DATA_DIR ${dataDir} is in use by another Unstuck server (pid ${pid}). The built-in database (PGlite) ` +
    `allows one process per folder, and a second one would lose acknowledged writes. Stop pid ${pid}, give ` +
    `this server its own DATA_DIR, or set DATABASE_URL to a PostgreSQL database to run several servers.`,
  smtpMissingEmailsDropped:
    "SMTP_URL is not set: emails (password resets, sign-in links) cannot be delivered and are dropped. Set SMTP_URL to send them.",
  smtpMissingEmailsPrinted:
    "SMTP_URL is not set: this server runs on a loopback address, so emails (sign-in links, password resets) are printed to this terminal instead of sent.",
  stripeMissingOnPublicUrl: (appUrl: string | undefined, stripeVariables: string) =>
    `APP_URL ${appUrl} is a public address but Stripe is not configured, so checkout would accept test cards. Set ${stripeVariables} (and BILLING_PROVIDER=stripe), or set BILLING_PROVIDER=local to run the test checkout on purpose`,
  clientNotBuilt: "The web client is not built. Run `npm run build` (npm start does it for you).",
  /** An email printed to the terminal of a server on a loopback address without SMTP_URL. */
  printedEmail: (email: { to: string; subject: string; text: string }) =>
    `\n--- email (SMTP_URL not set, printed instead of sent) ---\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n---\n`,
};

/** Why the configuration is refused at start-up: each problem follows the variable's name, or names it. */
export const configProblems = {
  invalid: "Invalid configuration:",
  appUrl: "must be a URL such as http://127.0.0.1:3000",
  databaseUrl: "must start with postgres:// or postgresql://",
  authSecretLength: "must be at least 32 characters",
  smtpUrl: "must start with smtp:// or smtps://",
  together: (missing: string, given: string) => `${missing} must be set together with ${given}`,
  stripeVariable: (name: string) => `${name} is required when BILLING_PROVIDER is stripe`,
  aiModel: "AI_MODEL is required when AI_BASE_URL is set",
  authSecretPublic: "AUTH_SECRET is required for a public https deployment",
};

export const requestMessages = {
  invalidJson: "The request body is not valid JSON.",
  unstorableText: (where: string) =>
    `${where ? `${where}: ` : ""}Text cannot contain NUL characters or broken Unicode (unpaired surrogates). Remove them and try again.`,
  unstorableAddress:
    "The address cannot contain NUL characters or broken Unicode (for example %00). Check the link and try again.",
};
