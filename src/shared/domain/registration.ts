export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface RegistrationInput {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Required fields, valid email, password length (decision 0006), matching confirmation. Returns a message or null. */
export function registrationError(input: RegistrationInput): string | null {
  if (!input.displayName.trim() || !input.email.trim() || !input.password || !input.confirmPassword) {
    return "Please fill in your display name, email and password.";
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) return "Enter a valid email address.";
  if (input.password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (input.password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (input.password !== input.confirmPassword) return "Passwords do not match";
  return null;
}

export function loginError(input: { email: string; password: string }): string | null {
  if (!input.email.trim() || !input.password) return "Please enter your email and password.";
  return null;
}
