/** The first letter in upper case, for a phrase that starts a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Inline code: the text in backticks, its own backticks turned into quotes so the span cannot break. */
export function inlineCode(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}
