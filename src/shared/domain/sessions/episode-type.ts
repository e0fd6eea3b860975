// The kind of stuck an episode shows, named from its own evidence (decisions 0337, 0338), by the labelling guide's
// definitions (docs/detection/labelling.md): a request too big for the model is `complexity_overwhelm`; the person
// saying the agent went against what they asked is `lost_direction`; an error naming an API
// or option that is not there, or the person's own words saying that what the agent used does not exist (or that a
// claimed fix was none; an error saying so is a bug the attempts fail on, decision 0365) is `ai_hallucination`; a
// failure that keeps coming back at a boundary (auth, tokens, CORS, keys, environment, connections, HTTP headers,
// gateways, port forwarding; decision 0356), or met where the person runs the work in containers or on a server over
// SSH, is `integration_issues`; any other loop, the person asking again included, is `repeated_failures`.
import {
  BOUNDARY,
  CHALLENGED,
  DEPLOY_ENVIRONMENT,
  INVENTED,
  SAID_INVENTED,
  SERVICE_FAILED,
} from "../../content/session-phrases.js";
import type { RescueTypeId } from "../detect-problem.js";
import { fingerprint } from "../detection/symptoms.js";
import { isCapacityError, phrases, reportWords, saysIgnored, type Episode } from "./episodes.js";
import type { SessionLine } from "./transcript-builder.js";

const INVENTED_RE = phrases(INVENTED);
const SAID_INVENTED_RE = phrases(SAID_INVENTED);
const BOUNDARY_RE = phrases(BOUNDARY);
const DEPLOY_RE = phrases(DEPLOY_ENVIRONMENT);
const CHALLENGED_RE = phrases(CHALLENGED);
const SERVICE_FAILED_RE = phrases(SERVICE_FAILED, "m");

/** The type an episode's evidence names, read from the lines that failed (errors that came back, the person's
 * words) and from everything the person said in a turn where they reported a failure. The person's first request
 * is not evidence: its "do not change X" is an instruction, not a complaint, and so is the same rule copied into
 * later requests. */
export function episodeEvidenceType(e: Episode, lines: SessionLine[]): RescueTypeId {
  if (e.failures.some((f) => f.kind === "capacity-again")) return "complexity_overwhelm";
  // A request too big for the model, as the tool printed it, in a turn a failure shows in or repeats (the request
  // the person had to send again was the one the model could not take): the labelling guide's "an error that names
  // the context size is complexity_overwhelm" (decision 0378).
  const failedTurns = new Set(e.failures.flatMap((f) => [f.turn, f.earlier?.userTurn ?? f.turn]));
  if (lines.some((l) => l.role === "tool" && failedTurns.has(l.userTurn) && isCapacityError(l.text)))
    return "complexity_overwhelm";
  const reported = new Set(e.failures.filter((f) => f.line.role === "user").map((f) => f.turn));
  const said = lines.filter((l) => l.role === "user" && reported.has(l.userTurn));
  const failed = e.failures.filter((f) => f.kind !== "admitted" && f.kind !== "answered-same").map((f) => f.line);
  // The person's message the agent answers by admitting its last attempt was wrong is their correction, read like
  // a report (decision 0378). An undo alone names no drift: it throws an attempt away whatever was wrong with it, a
  // failed fix as often as a change not asked for (Aider's `/undo` is its routine way to retry), so it counts as a
  // failed attempt and leaves the type to what the person and the errors say (decision 0387).
  const evidence = [...said, ...failed].map((l) => l.text);
  // The person's own words, not an error they pasted: a line with no error in it.
  const words = said.filter((l) => !fingerprint(l.text)).map((l) => l.text);
  // What the agent used or claimed does not exist: an invention, even where the person also says it went against
  // what they asked ("the file does not exist … apply the rules I asked you for"): the correction is about the
  // invented thing (decision 0416).
  if (evidence.some((t) => INVENTED_RE.test(t)) || words.some((t) => SAID_INVENTED_RE.test(t)))
    return "ai_hallucination";
  const corrected = new Set(e.failures.filter((f) => f.kind === "admitted").map((f) => f.turn));
  // A request sent again, with no other failure in its turn, is the request: its "don't change the width" is a
  // standing instruction, as in the first request, not a reaction to what the agent did (decision 0416).
  const resent = new Set(e.failures.filter((f) => f.kind === "asked-again").map((f) => f.turn));
  for (const f of e.failures) if (f.kind !== "asked-again") resent.delete(f.turn);
  const corrections = lines.filter(
    (l) => l.role === "user" && ((reported.has(l.userTurn) && !resent.has(l.userTurn)) || corrected.has(l.userTurn)),
  );
  if (corrections.some((l) => saysIgnoredAnew(l, lines))) return "lost_direction";
  // The person asking why the agent did what it did, answered by its admission: it worked on what was not asked
  // (decision 0408).
  const challenged = lines.filter((l) => l.role === "user" && corrected.has(l.userTurn));
  if (challenged.some((l) => CHALLENGED_RE.test(reportWords(l.text)))) return "lost_direction";
  // The agent's own model service failing ("API Error: 401 … authentication_error") is the tool's trouble, not a
  // boundary of the person's work (decision 0408).
  if (failed.some((l) => BOUNDARY_RE.test(l.text) && !SERVICE_FAILED_RE.test(l.text))) return "integration_issues";
  // The person, in a turn where they reported the failure, running it in containers, on a server over SSH, in a CI
  // service, on a host or a cloud (decision 0416), or the error that came back naming one (Terraform's own error box,
  // decision 0424): the trouble is the build and deploy environment.
  if ([...said, ...failed].some((l) => DEPLOY_RE.test(l.text))) return "integration_issues";
  return "repeated_failures";
}

/** The person saying the agent went against what they asked, in a clause of their message they had not written in
 * an earlier message: a rule copied into every request ("do not change the existing styles") is a standing
 * instruction, as in the first request, not a reaction to what the agent did (decision 0378). */
function saysIgnoredAnew(line: SessionLine, lines: SessionLine[]): boolean {
  const earlier = new Set(
    lines.filter((l) => l.role === "user" && l.userTurn < line.userTurn).flatMap((l) => clauses(l.text)),
  );
  return clauses(line.text).some((c) => saysIgnored(c) && !earlier.has(c));
}

/** A message's clauses, split at line ends and sentence and clause punctuation, trimmed and lower-cased. */
function clauses(text: string): string[] {
  return text
    .split(/[\n,;.!?\u3001\u3002\uff0c\uff01\uff1f\uff1b]+/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
}
