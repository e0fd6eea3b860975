import { describe, expect, it } from "vitest";
import { REDACTED, redactSecrets } from "./redact-secrets.js";

// Fake values in each provider's documented shape, built at run time so no secret-shaped literal sits in the repo
// (and no scanner mistakes this file for a leak).
const ALNUM = "aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY";
const HEX = "0123456789abcdef";
const B64URL = "Ab9_Cd8-Ef7Gh6Ij5Kl4Mn3Op2Qr1St0Uv";
function fake(alphabet: string, length: number, seed = 1): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[(i * 7 + seed * 13) % alphabet.length];
  return out;
}
const j = (...parts: string[]) => parts.join("");

/** [what, text containing the secret, the secret's value that must disappear] */
const SECRETS: [string, string, string][] = [
  ["OpenAI key", `OPENAI=${j("sk-", fake(ALNUM, 48))}`, fake(ALNUM, 48)],
  ["OpenAI project key", `key: ${j("sk-proj-", fake(B64URL, 80))}`, fake(B64URL, 80)],
  ["OpenAI service account key", j("using sk-svcacct-", fake(B64URL, 60)), fake(B64URL, 60)],
  ["Anthropic key", j("x-api-key: sk-ant-api03-", fake(B64URL, 90), "AA"), fake(B64URL, 90)],
  ["Anthropic admin key", j("sk-ant-admin01-", fake(B64URL, 90)), fake(B64URL, 90)],
  ["OpenRouter key", j("sk-or-v1-", fake(HEX, 64)), fake(HEX, 64)],
  [
    "AWS access key id",
    j("aws_access_key_id = AKIA", fake("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
    fake("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
  ],
  [
    "AWS temporary key id",
    j("ASIA", fake("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16, 3)),
    fake("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16, 3),
  ],
  ["AWS secret in .env", `AWS_SECRET_ACCESS_KEY=${fake(ALNUM + "/+", 40)}`, fake(ALNUM + "/+", 40)],
  ["GitHub personal token", j("ghp_", fake(ALNUM, 36)), fake(ALNUM, 36)],
  ["GitHub OAuth token", j("token gho_", fake(ALNUM, 36, 2)), fake(ALNUM, 36, 2)],
  ["GitHub app token", j("ghs_", fake(ALNUM, 36, 3)), fake(ALNUM, 36, 3)],
  ["GitHub fine-grained token", j("github_pat_", fake(ALNUM, 22), "_", fake(ALNUM, 59)), fake(ALNUM, 59)],
  ["GitLab personal token", j("glpat-", fake(B64URL, 20)), fake(B64URL, 20)],
  ["GitLab runner token", j("glrt-", fake(B64URL, 24, 2)), fake(B64URL, 24, 2)],
  [
    "Slack bot token",
    j("xoxb-", fake("0123456789", 12), "-", fake("0123456789", 13), "-", fake(ALNUM, 24)),
    fake(ALNUM, 24),
  ],
  ["Slack user token", j("xoxp-", fake("0123456789", 12, 2), "-", fake(ALNUM, 30)), fake(ALNUM, 30)],
  [
    "Slack webhook",
    j(
      "https://hooks.slack.com/services/T",
      fake("ABCDEFGH0123", 8),
      "/B",
      fake("ABCDEFGH0123", 10),
      "/",
      fake(ALNUM, 24),
    ),
    fake(ALNUM, 24),
  ],
  ["Stripe secret key", j("sk_live_", fake(ALNUM, 99)), fake(ALNUM, 99)],
  ["Stripe test key", j("sk_test_", fake(ALNUM, 24, 4)), fake(ALNUM, 24, 4)],
  ["Stripe restricted key", j("rk_live_", fake(ALNUM, 24, 5)), fake(ALNUM, 24, 5)],
  ["Stripe webhook secret", j("STRIPE_WEBHOOK=whsec_", fake(ALNUM, 32)), fake(ALNUM, 32)],
  ["Google API key", j("AIza", fake(B64URL, 35)), fake(B64URL, 35)],
  ["Google OAuth client secret", j("GOCSPX-", fake(B64URL, 28)), fake(B64URL, 28)],
  ["Google OAuth access token", j("ya29.", fake(B64URL, 120)), fake(B64URL, 120)],
  ["Hugging Face token", j("hf_", fake(ALNUM, 34)), fake(ALNUM, 34)],
  ["npm token", j("//registry.npmjs.org/:_authToken=npm_", fake(ALNUM, 36)), fake(ALNUM, 36)],
  ["PyPI token", j("pypi-AgEIcHlwaS5vcmc", fake(B64URL, 70)), fake(B64URL, 70)],
  ["Twilio API key", j("SK", fake(HEX, 32)), fake(HEX, 32)],
  ["Twilio auth token in .env", `TWILIO_AUTH_TOKEN=${fake(HEX, 32, 2)}`, fake(HEX, 32, 2)],
  ["SendGrid key", j("SG.", fake(B64URL, 22), ".", fake(B64URL, 43)), fake(B64URL, 43)],
  ["Mailgun key", j("key-", fake(HEX, 32, 3)), fake(HEX, 32, 3)],
  ["DigitalOcean token", j("dop_v1_", fake(HEX, 64, 2)), fake(HEX, 64, 2)],
  ["Shopify token", j("shpat_", fake(HEX, 32, 4)), fake(HEX, 32, 4)],
  ["Supabase token", j("sbp_", fake(HEX, 40, 5)), fake(HEX, 40, 5)],
  ["Databricks token", j("dapi", fake(HEX, 32, 6)), fake(HEX, 32, 6)],
  ["Groq key", j("gsk_", fake(ALNUM, 52)), fake(ALNUM, 52)],
  ["xAI key", j("xai-", fake(ALNUM, 80)), fake(ALNUM, 80)],
  ["Replicate token", j("r8_", fake(ALNUM, 37)), fake(ALNUM, 37)],
  ["Telegram bot token", j("bot", "123456789:AA", fake(B64URL, 33)), fake(B64URL, 33)],
  ["Linear key", j("lin_api_", fake(ALNUM, 40)), fake(ALNUM, 40)],
  ["JWT", j("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIx", fake(B64URL, 20), ".", fake(B64URL, 43)), fake(B64URL, 43)],
  ["Bearer header", `Authorization: Bearer ${fake(B64URL, 40, 7)}`, fake(B64URL, 40, 7)],
  ["Basic auth header", `Authorization: Basic ${fake(ALNUM, 28, 8)}==`, fake(ALNUM, 28, 8)],
  [
    "Postgres URL password",
    `DATABASE_URL=postgres://app:${fake(ALNUM, 18, 9)}@db.internal:5432/app`,
    fake(ALNUM, 18, 9),
  ],
  ["MongoDB URL password", `mongodb+srv://admin:${fake(ALNUM, 16, 10)}@cluster0.example.net/test`, fake(ALNUM, 16, 10)],
  ["Redis URL password", `redis://default:${fake(ALNUM, 20, 11)}@cache:6379`, fake(ALNUM, 20, 11)],
  [
    "ADO.NET connection string",
    `Server=tcp:db;Database=app;User Id=sa;Password=${fake(ALNUM, 14, 12)};`,
    fake(ALNUM, 14, 12),
  ],
  [".env password", `DB_PASSWORD=${fake(ALNUM, 12, 13)}`, fake(ALNUM, 12, 13)],
  [".env with export and quotes", `export JWT_SECRET="${fake(ALNUM, 32, 14)}"`, fake(ALNUM, 32, 14)],
  ["JSON client secret", `{"client_secret": "${fake(ALNUM, 24, 15)}"}`, fake(ALNUM, 24, 15)],
  ["YAML api key", `  apiKey: ${fake(ALNUM, 32, 16)}`, fake(ALNUM, 32, 16)],
  [
    "PEM private key",
    `-----BEGIN RSA PRIVATE KEY-----\n${fake(B64URL, 64, 17)}\n${fake(B64URL, 64, 18)}\n-----END RSA PRIVATE KEY-----`,
    fake(B64URL, 64, 17),
  ],
  [
    "OpenSSH private key",
    `-----BEGIN OPENSSH PRIVATE KEY-----\n${fake(B64URL, 70, 19)}\n-----END OPENSSH PRIVATE KEY-----`,
    fake(B64URL, 70, 19),
  ],
];

/** Text that looks a little like a secret and must stay as it is. */
const LOOKALIKES: [string, string][] = [
  ["git SHA", "commit 9d27c5afd2e821a0d6d7eb7de67b9d829660afe5"],
  ["short SHA", "> Commit c339495 aider: the latest updates"],
  ["UUID", "sessionId 4d5611e5-241a-462a-8d15-5122611a9569"],
  [
    "base64 image",
    `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==">`,
  ],
  ["npm lockfile integrity", `"integrity": "sha512-${fake(ALNUM + "+/", 86)}=="`],
  ["yarn lock checksum", "checksum: 10c0/2a1b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"],
  ["docker digest", "node@sha256:bd7b2c3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c"],
  ["CSS colour", "color: #4CAF50; background: #f0f0f0;"],
  ["CSS rgba", "box-shadow: 0 2px 5px rgba(0, 0, 0, 0.2);"],
  ["ordinary words", "The session token expired, so the password reset link did not work."],
  ["skeleton word", "Render the skeleton loader while the task-runner warms up."],
  ["scikit-learn", "pip install scikit-learn sk-video"],
  ["token counts", "> Tokens: 5.4k sent, 1.1k received. Cost: $0.0020 message"],
  ["max tokens", '{"max_tokens": 4096, "temperature": 0.2}'],
  ["token usage object", '"usage":{"input_tokens":3,"output_tokens":9}'],
  ["tokenizer name", '"tokenizer": "cl100k_base"'],
  ["env reference", "OPENAI_API_KEY=${OPENAI_API_KEY}"],
  ["env placeholder", "STRIPE_SECRET_KEY=your-stripe-secret-key-here"],
  ["empty env value", "API_KEY="],
  ["process.env read", "const key = process.env.ANTHROPIC_API_KEY;"],
  ["os.environ read", "token = os.environ['GITHUB_TOKEN']"],
  ["URL without password", "git clone https://git@github.com/gmfstu/Online-Card-Architecture.git"],
  ["URL with port", "curl http://localhost:3000/api/health"],
  ["Postgres URL without password", "postgres://localhost:5432/test"],
  ["Bearer placeholder", 'curl -H "Authorization: bearer YOUR_GITHUB_TOKEN"'],
  ["Bearer in prose", "the bearer of bad news"],
  ["JWT-looking prefix alone", "the header starts with eyJ when base64url-encoded"],
  ["MD5 hash", "md5: 9e107d9d372bb6826bd81d3542a419d6"],
  ["SHA-256 hash", "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  ["semver", "react@19.3.1 typescript@5.9.3"],
  ["ISO timestamp", "2026-02-12T16:02:25.284Z"],
  ["IPv6", "listening on [2001:db8::ff00:42:8329]:8080"],
  ["file path", "/home/USER/projects/spotter-worktrees/spotter-dov/lib/spotter/services/transcript_renderer.ex"],
  ["Windows path", "C:\\Users\\maria\\AppData\\Roaming\\Cursor\\User\\globalStorage\\state.vscdb"],
  ["tool use id", '"tool_use_id":"toolu_01UwLnYYWGBvukzh1QE6JpfM"'],
  ["message id", '"id":"msg_01PdWvcjJ6E9BgscDveYt9YV"'],
  ["request id", '"requestId":"req_011CY4TRHLYkp2wmETF8ujUf"'],
  ["password field name in code", "if (!form.password) return setError('Password is required');"],
  ["secret word in prose", "The secret to fast tests is fewer mocks."],
  ["Twilio docs word", "SKU: SK-12 small kit"],
  ["css class names", 'className="tf-button active key-press sk-btn"'],
  ["token=42 number", "token: 42"],
  ["base64 encoded prose", "SGVsbG8sIHdvcmxkISBUaGlzIGlzIGp1c3QgdGV4dC4="],
];

describe("redactSecrets", () => {
  it("has a corpus of at least 40 secret shapes and 40 look-alikes", () => {
    expect(SECRETS.length).toBeGreaterThanOrEqual(40);
    expect(LOOKALIKES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SECRETS)("masks %s", (_what, text, secret) => {
    const out = redactSecrets(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(REDACTED);
  });

  it.each(LOOKALIKES)("leaves %s as it is", (_what, text) => {
    expect(redactSecrets(text)).toBe(text);
  });

  it("keeps the words around a secret", () => {
    const key = j("ghp_", fake(ALNUM, 36));
    expect(redactSecrets(`push failed with ${key}, retrying`)).toBe(`push failed with ${REDACTED}, retrying`);
    expect(redactSecrets(`postgres://app:${fake(ALNUM, 12)}@db:5432/app`)).toBe(
      `postgres://app:${REDACTED}@db:5432/app`,
    );
  });

  it("is idempotent", () => {
    for (const [, text] of SECRETS) {
      const once = redactSecrets(text);
      expect(redactSecrets(once)).toBe(once);
    }
  });
});
