/** A LIKE pattern matching the text anywhere: `%`, `_` and `\` in the user's text match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
