// Pieces shared by the cases' matchers.

/** True when the text matches every pattern. */
export const has = (text: string, ...patterns: RegExp[]) => patterns.every((p) => p.test(text));

/** Words of a sign-in redirect: the symptom the auth providers' cases share. */
export const REDIRECT =
  /\b(?:redirect|magic[- ]?link|callback|localhost|site url|confirm(?:ation)? (?:e-?mail|link)|sign[- ]?in link|login link|otp)\b/i;
