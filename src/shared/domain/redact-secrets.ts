// Masks secrets in text before a session is shown, stored or sent (decision 0272): provider API keys by their
// documented prefixes, bearer and basic credentials, JWTs, PEM private keys, passwords in URLs and connection
// strings, and secret-named assignments (.env lines, JSON, YAML). Shapes are matched, never entropy alone, so
// git SHAs, UUIDs, hashes and base64 images stay as they are.

export const REDACTED = "[REDACTED]";

/** Tokens recognised by their documented prefix (and length), each anywhere in the text. */
const PREFIXED_TOKENS = [
  // OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-), OpenRouter (sk-or-v1-), DeepSeek and others on the sk- form.
  /\bsk-(?:[A-Za-z0-9]{2,10}-){0,3}[A-Za-z0-9_-]{20,}/g,
  // Anthropic (sk-ant-api03-…, sk-ant-admin01-…) is covered by the above; Google API keys and OAuth.
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  /\bGOCSPX-[A-Za-z0-9_-]{20,}/g,
  /\bya29\.[0-9A-Za-z_-]{20,}/g,
  // AWS access key ids.
  /\b(?:AKIA|ASIA|ABIA|ACCA|AROA|AIDA)[A-Z0-9]{16}\b/g,
  // GitHub, GitLab.
  /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{22,}\b/g,
  /\bgl(?:pat|dt|rt|ptt|ft|cbt|soat|imt|agent)-[A-Za-z0-9_-]{20,}/g,
  // Slack tokens and webhooks.
  /\bxox[abposre]-[A-Za-z0-9-]{10,}/g,
  /\bxapp-\d-[A-Za-z0-9-]{10,}/g,
  /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{20,}/g,
  // Stripe.
  /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g,
  /\bwhsec_[A-Za-z0-9+/=]{20,}/g,
  // Hugging Face, npm, PyPI.
  /\bhf_[A-Za-z0-9]{30,}\b/g,
  /\bnpm_[A-Za-z0-9]{36}\b/g,
  /\bpypi-AgE[A-Za-z0-9_-]{50,}/g,
  // Twilio API keys, SendGrid, Mailgun, Mailchimp.
  /\bSK[0-9a-f]{32}\b/g,
  /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g,
  /\bkey-[0-9a-f]{32}\b/g,
  /\b[0-9a-f]{32}-us\d{1,2}\b/g,
  // DigitalOcean, Shopify, Supabase, Databricks, Postman, Atlassian, Linear, Notion, Sentry, Doppler.
  /\bdo[por]_v1_[a-f0-9]{64}\b/g,
  /\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b/g,
  /\bsbp_[a-f0-9]{40}\b/g,
  /\bdapi[a-f0-9]{32}(?:-\d)?\b/g,
  /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/g,
  /\bATATT3[A-Za-z0-9_=-]{50,}/g,
  /\blin_(?:api|oauth)_[A-Za-z0-9]{40}\b/g,
  /\b(?:secret_[A-Za-z0-9]{43}|ntn_[A-Za-z0-9]{40,})\b/g,
  /\bsntry[su]_[A-Za-z0-9+/=_-]{40,}/g,
  /\bdp\.(?:pt|st|sa|ct)\.[A-Za-z0-9]{40,}\b/g,
  // Groq, xAI, Replicate, Perplexity, Telegram bots.
  /\bgsk_[A-Za-z0-9]{40,}\b/g,
  /\bxai-[A-Za-z0-9]{40,}\b/g,
  /\br8_[A-Za-z0-9]{30,}\b/g,
  /\bpplx-[A-Za-z0-9]{40,}\b/g,
  /(?<!\d)\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/g,
  // JSON Web Tokens (header.payload.signature, both first parts base64url JSON).
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
];

const PEM = /-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----[\s\S]*?(?:-----END \1-----|$)/g;
const BEARER = /\b(Bearer|Basic|Token)(\s+)([A-Za-z0-9._~+/=-]{16,})/g;
/** scheme://user:password@host */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]{1,20}:\/\/[^\s:/@'"]{0,100}:)([^\s@/'"]{1,200})@/gi;
/** ADO.NET / JDBC style: Password=…; */
const CONNECTION_PASSWORD = /\b((?:Password|Pwd|AccountKey|SharedAccessKey)\s*=\s*)([^;"'\s]{3,})/gi;
/** A secret-named key assigned a value: API_KEY=…, "client_secret": "…", password: … */
const SECRET_NAME =
  "[A-Za-z0-9_.-]*(?:PASSWORD|PASSWD|PASSPHRASE|SECRET|TOKEN|API_?KEY|APIKEY|ACCESS_?KEY|PRIVATE_?KEY|AUTH_?KEY|" +
  "CREDENTIALS?|SIGNING_?KEY|ENCRYPTION_?KEY|CLIENT_?SECRET|DSN)";
const ASSIGNMENT = new RegExp(
  `((?:^|[\\s{,;(])(?:export\\s+)?["']?${SECRET_NAME}["']?\\s*(?:=|:)\\s*)(["']?)([^\\s"',;}]{6,}|[^"'\\n]{6,}(?=\\2))\\2`,
  "gim",
);

/** Values that are references or placeholders, not secrets (left as they are, so the text still reads). */
const PLACEHOLDER = new RegExp(
  [
    String.raw`^(?:\$\{?[\w.:-]+\}?|\{\{[^}]*\}\}|<[^>]*>|process\.env\.\w+|os\.environ.*|env\(.*|(?:your|my|`,
    String.raw`the|example|changeme|xxx+|\*+|\.\.\.|placeholder|dummy|test|secret|password|none|null|undefined|`,
    String.raw`true|false)\b.*|\[REDACTED\].*)$`,
  ].join(""),
  "i",
);

const QUICK = new RegExp(
  [
    String.raw`sk-|AIza|GOCSPX|ya29\.|AKIA|ASIA|ABIA|ACCA|AROA|AIDA|gh[pousr]_|github_pat_|gl[a-z]{1,5}-|xox|`,
    String.raw`xapp-|hooks\.slack|_live_|_test_|whsec_|hf_|npm_|pypi-|SK[0-9a-f]|SG\.|key-|-us\d|do[por]_v1|`,
    String.raw`shp|sbp_|dapi|PMAK|ATATT|lin_|secret_|ntn_|sntry|dp\.|gsk_|xai-|r8_|pplx-|:AA|eyJ`,
  ].join(""),
);

function maskAssignment(match: string, head: string, quote: string, value: string): string {
  if (PLACEHOLDER.test(value.trim())) return match;
  // A key named like a secret whose value is a plain word or number (token: 42, "secret": "docs") is not one.
  if (/^\d+$/.test(value) || /^[a-z]+$/.test(value)) return match;
  return `${head}${quote}${REDACTED}${quote}`;
}

/** The text with every secret it recognises replaced by [REDACTED]. */
export function redactSecrets(text: string): string {
  let out = text;
  if (out.includes("PRIVATE KEY")) out = out.replace(PEM, `-----BEGIN $1-----\n${REDACTED}\n-----END $1-----`);
  if (QUICK.test(out)) for (const re of PREFIXED_TOKENS) out = out.replace(re, REDACTED);
  out = out.replace(BEARER, (m, kind: string, space: string, value: string) =>
    value === REDACTED || PLACEHOLDER.test(value) || /^[a-z]+$/i.test(value) ? m : `${kind}${space}${REDACTED}`,
  );
  if (out.includes("://"))
    out = out.replace(URL_PASSWORD, (m, head: string, password: string) =>
      PLACEHOLDER.test(password) && !/^password$/i.test(password) ? m : `${head}${REDACTED}@`,
    );
  out = out.replace(CONNECTION_PASSWORD, (m, head: string, value: string) =>
    PLACEHOLDER.test(value) ? m : `${head}${REDACTED}`,
  );
  out = out.replace(ASSIGNMENT, maskAssignment);
  return out;
}

/** How many secrets redactSecrets would mask (for a notice such as "3 secrets hidden"). */
export function countSecrets(before: string, after: string): number {
  const a = before === after ? 0 : (after.match(/\[REDACTED\]/g)?.length ?? 0);
  const b = before.match(/\[REDACTED\]/g)?.length ?? 0;
  return Math.max(0, a - b);
}
