/** A placeholder that asks for the user's own account of the problem. */
const situationSlot =
  /\[[^\]\n]*(situation|problem|describe|description|what is happening|what's happening|what happened|symptom|issue|goal)[^\]\n]*\]/i;

/**
 * For the custom problem type the user's description fills the prompt's slot for the situation, when the
 * prompt has one; prompts without such a slot stay as written rather than getting the text forced in.
 */
export function personalisePromptText(text: string, customProblem: string): string {
  const description = customProblem.trim();
  if (!description) return text;
  return text.replace(situationSlot, () => description);
}
