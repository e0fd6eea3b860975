// The facts of a nudge, for watch and the hook: the diagnosis, what repeats, and the type's first prompt with its
// slots filled from what repeats (the error that came back, the command run again, the files), so the prompt is
// ready to paste. Loaded with the detector (rescue-facts reads with it), only once something is wrong.
import type { NudgeFacts } from "../../shared/content/nudges.js";
import { personalisePrompt, type RescueFacts } from "../../shared/domain/rescue-facts.js";
import type { SessionDiagnosis } from "../../shared/domain/sessions/diagnose-session.js";
import { commandOfCall } from "../../shared/domain/command-shape.js";
import { SESSION_TOOL_NAMES } from "../../shared/domain/sessions/read-session.js";
import type { Repeat } from "../../shared/domain/sessions/repeats.js";

/** A command as the session reader shows a tool call, `Bash(npm test)`, back to the command itself, if it runs one. */
function commandOf(subject: string): string | undefined {
  const called = commandOfCall(subject);
  return called === null ? subject : called;
}

export function factsOfRepeats(d: SessionDiagnosis, repeats: readonly Repeat[]): RescueFacts {
  const error = repeats.find((r) => r.kind === "error")?.subject;
  const command = repeats.flatMap((r) => (r.kind === "command" ? [commandOf(r.subject)] : [])).find(Boolean);
  const files = [
    ...new Set(repeats.flatMap((r) => (r.kind === "file" ? [r.subject] : r.filesEditedBetween)).slice(0, 5)),
  ];
  return {
    ...(error ? { error } : {}),
    ...(command ? { command } : {}),
    files,
    offLimits: [],
    tool: SESSION_TOOL_NAMES[d.tool],
    stack: [],
    language: "en",
  };
}

/**
 * The type's first prompt as `unstuck diagnose`, watch and the hook print it: filled from what repeats, and where
 * the session gave no fact, reworded or without the sentence that needed it, as nobody is asked (decision 0397).
 */
export function promptToPaste(d: SessionDiagnosis, repeats: readonly Repeat[]): { name: string; text: string } | null {
  return d.prompt
    ? { name: d.prompt.name, text: personalisePrompt(d.prompt.text, factsOfRepeats(d, repeats), { asked: false }) }
    : null;
}

export function nudgeFacts(d: SessionDiagnosis, repeats: readonly Repeat[]): NudgeFacts {
  return {
    title: d.title ?? "Stuck",
    confidenceLabel: d.confidenceLabel,
    firstStuckTurn: d.firstStuckTurn,
    repeats,
    evidence: d.evidence,
    prompt: promptToPaste(d, repeats),
  };
}
