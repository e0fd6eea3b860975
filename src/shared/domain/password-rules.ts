import { passwordMessages } from "../content/auth.js";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The list of the most common passwords (src/shared/content/common-passwords.txt), one a line, parsed. */
export function parseCommonPasswords(text: string): ReadonlySet<string> {
  return new Set(
    text
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Why a new password is refused, or null: length, one repeated character (spaces included), one of the most
 * common passwords (case-insensitive, ignoring surrounding spaces), or containing the email's local part.
 * The same rule runs in the forms before submitting and on the server for every encoding of every request.
 */
export function passwordProblem(
  password: string,
  context: { email?: string | null; common?: ReadonlySet<string> | null },
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong(PASSWORD_MAX_LENGTH);
  const chars = Array.from(password);
  if (chars.every((ch) => ch === chars[0])) return passwordMessages.repeated;
  const lowered = password.toLowerCase();
  if (context.common?.has(lowered.trim())) return passwordMessages.common;
  const local = (context.email ?? "").trim().toLowerCase().split("@")[0] ?? "";
  // Very short local parts ("a@x.io") would refuse half the dictionary without making anything safer.
  if (local.length >= 3 && lowered.includes(local)) return passwordMessages.containsEmail;
  return null;
}
