// What an account's owner reads from sign-in and account code: the emails Unstuck sends, why a password is
// refused, and why an account was not deleted.

export const resetPasswordEmail = {
  subject: "Reset your Unstuck password",
  text: (url: string) =>
    `Someone asked to reset the password of your Unstuck account.\n\nChoose a new password here (the link works for 1 hour): ${url}\n\nIf it was not you, ignore this email; your password stays the same.`,
};

export const magicLinkEmail = {
  subject: "Your Unstuck sign-in link",
  text: (url: string) =>
    `Sign in to Unstuck with this link (it works once, for 10 minutes): ${url}\n\nIf you did not ask for it, ignore this email.`,
};

export const ACCOUNT_NOT_DELETED_MESSAGE =
  "Your subscription could not be canceled right now, so your account was not deleted. Please try again in a minute.";

export const passwordMessages = {
  tooShort: (min: number) => `Password must be at least ${min} characters long`,
  tooLong: (max: number) => `Password must be at most ${max} characters long`,
  common:
    "This password is one of the 10,000 most common passwords, so it is easy to guess. Please choose a less predictable one.",
  repeated: "This password is one character repeated, so it is easy to guess. Please choose a less predictable one.",
  containsEmail:
    "This password contains the first part of your email address, so it is easy to guess. Please choose another one.",
};
