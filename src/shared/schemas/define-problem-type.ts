// Apart from problem-type.ts, so that the problem types' content loads without zod: the CLI's hook reads it to
// name a kind of stuck, and loading zod's schemas took about 8 ms of CPU there, against 3 ms for the content
// itself (decision 0346).
import type { ProblemTypeContent } from "./problem-type.js";

/** Keeps the literal id, so the union of ids can be read off the registry. */
export function defineProblemType<const Id extends string>(
  content: ProblemTypeContent & { id: Id },
): ProblemTypeContent & { id: Id } {
  return content;
}
