// Words that join an English sentence: a line whose second word is one of them, or with several plain words among
// them, is prose that starts with a tool's name, not a command line (src/shared/domain/command-shape.ts).
export const SENTENCE_JOINING_WORDS: readonly string[] = [
  ...["and", "or", "but", "so", "if", "then", "when", "which", "that", "also", "not"],
  ...["is", "are", "was", "were", "be", "will", "should", "can", "could", "would", "has", "have", "does", "did"],
  ...["to", "for", "with", "in", "on", "of", "by", "as", "from", "into"],
  ...["the", "a", "an", "it", "this", "you", "we", "i"],
];
