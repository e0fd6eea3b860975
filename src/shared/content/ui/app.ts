// What the app's shell says: the API layer's messages, the error screen and the footer. It is on every page
// (the landing page's too) in the entry chunk, so it stays small and imports nothing: an import here (even of
// one constant of ../plans.ts) would pull that whole module into every page. The Pro gate and the 404 screen,
// shown only by lazy screens, have their own modules (pro-gate.ts, not-found.ts); each feature's text is in its
// own module beside these.
export const apiCopy = {
  rateLimited:
    "Unstuck is getting too many requests from your connection right now. It will try again by itself in a little while; there is no need to reload.",
  accountLoadFailed: "We could not load your account. Please reload the page or sign in again.",
  invalidEmailOrPassword: "The email or password is not correct.",
  userAlreadyExists: "An account with this email already exists. Sign in instead, or reset your password.",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password must be at most 128 characters long",
  invalidEmail: "Enter a valid email address.",
  invalidResetToken: "This reset link is invalid or has expired. Ask for a new one.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  failedWithStatus: (status: number) => `Something went wrong (${status}). Please try again.`,
  failed: "Something went wrong. Please try again.",
};

export const routeErrorCopy = {
  newVersion: "A new version of Unstuck was released, or the connection dropped. Reload to continue.",
  screenFailed: "This screen ran into a problem. Reload the page; if it keeps happening, contact support.",
};

export const footerCopy = {
  tagline: "Guided rescues for developers whose AI coding assistant is looping, guessing or lost.",
};
