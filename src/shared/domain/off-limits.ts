/** "Don't touch x", "stop editing x", "it keeps editing x", in the languages the detector reads. */
export const OFF_LIMITS = new RegExp(
  [
    String.raw`\b(?:don'?t|do not|never|stop|must not|mustn'?t|quit|not allowed to)\s+(?:\w+\s+){0,2}(?:touch|`,
    String.raw`touching|edit|editing|change|changing|modify|modifying|rewrite|rewriting)\b|`,
    String.raw`\bkeeps?\s+(?:on\s+)?(?:editing|changing|touching|modifying|rewriting)\b|`,
    String.raw`\bne\s+(?:touche|modifie)\s+pas\b|\barr[êe]te\s+de\s+(?:modifier|toucher)\b|`,
    String.raw`\bno\s+(?:toques|modifiques|cambies)\b|\bnicht\s+(?:anfassen|ändern|bearbeiten)\b|`,
    String.raw`\bn[ãa]o\s+(?:mexa|altere|modifique)\b`,
  ].join(""),
  "i",
);

/**
 * The files the user says the agent must stop touching ("don't touch tests/x.py", "it keeps editing x"), among
 * `files`: a fix is never scoped to them (decision 0284).
 */
export function offLimitsFiles(text: string, files: readonly string[]): string[] {
  const said = text.split(/(?<=[.!?;])\s+|\n/).filter((sentence) => OFF_LIMITS.test(sentence));
  return files.filter((file) => said.some((sentence) => sentence.includes(file)));
}
