export const DISPLAY_NAME_MAX_LENGTH = 80;

/** The one rule for a display name, at sign-up and at every later change. Returns the message, or null. */
export function displayNameProblem(name: string): string | null {
  if (!name.trim()) return "Please enter a display name.";
  if (Array.from(name.trim()).length > DISPLAY_NAME_MAX_LENGTH)
    return `The display name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`;
  return null;
}
