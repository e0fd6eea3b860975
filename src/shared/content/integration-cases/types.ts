/** An integration or environment failure whose fix is one setting in one place; one file per case. */
export interface IntegrationCase {
  id: string;
  /** The step title: names the setting. */
  title: string;
  /** One sentence: the most likely cause, for the diagnosis. */
  cause: string;
  /** Where the setting lives, as a path a user can click through. */
  where: string;
  /** What to set there. */
  fix: string;
  code?: string;
  /** Binary checks for "done when". */
  checks: string[];
  /** Whether the user's words name this case's service and symptom. */
  matches(text: string): boolean;
}
