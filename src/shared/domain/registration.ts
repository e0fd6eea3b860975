import { displayNameProblem } from "./display-name.js";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-rules.js";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export interface RegistrationInput {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The sign-up form's rules, with the password rules of decisions 0006 and 0112. `common` is the list of common
 * passwords once loaded (the form loads it lazily; the server always has it). Returns the message, or null.
 */
export function registrationError(input: RegistrationInput, common?: ReadonlySet<string> | null): string | null {
  if (!input.displayName.trim() || !input.email.trim() || !input.password || !input.confirmPassword) {
    return "Please fill in your display name, email and password.";
  }
  const nameProblem = displayNameProblem(input.displayName);
  if (nameProblem) return nameProblem;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) return "Enter a valid email address.";
  const weak = passwordProblem(input.password, { email: input.email, common });
  if (weak) return weak;
  if (input.password !== input.confirmPassword) return "Passwords do not match";
  return null;
}

export function loginError(input: { email: string; password: string }): string | null {
  if (!input.email.trim() || !input.password) return "Please enter your email and password.";
  return null;
}
