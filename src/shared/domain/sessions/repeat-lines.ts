// The lines of a session that findRepeats reads (decision 0334): what was edited, the commands, the person's
// messages and the output lines that show an error. findRepeats answers the same on these as on all the lines, so
// a caller that keeps a session between reads (`unstuck hook run`) keeps only these, a small part of a long session.
import { fingerprint } from "../detection/symptoms.js";
import type { SessionLine } from "./transcript-builder.js";

/** The lines findRepeats needs, in order; the others change nothing in its answer. */
export function linesForRepeats(lines: readonly SessionLine[]): SessionLine[] {
  return lines.filter(
    (l) =>
      l.kind === "edit" ||
      l.kind === "edit-failed" ||
      l.kind === "change" ||
      l.kind === "command" ||
      (l.role === "user" && l.kind === "text") ||
      ((l.role === "tool" || l.kind === "output") && fingerprint(l.text) !== null),
  );
}
