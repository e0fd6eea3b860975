import { createHash } from "node:crypto";

const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * One free trial per mailbox (decision 0106): case and surrounding space never matter, a `+tag` is dropped
 * (most providers deliver it to the same mailbox), and for Gmail dots do not count and googlemail.com is gmail.com.
 */
export function normalizeTrialEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The keys a trial is remembered by: only hashes are stored, never the address or the fingerprint. */
export function trialKeys(input: { email?: string | null; cardFingerprint?: string | null }): string[] {
  const keys: string[] = [];
  if (input.email) keys.push(sha256(`unstuck-trial-email:${normalizeTrialEmail(input.email)}`));
  if (input.cardFingerprint) keys.push(sha256(`unstuck-trial-card:${input.cardFingerprint}`));
  return keys;
}
