// The kind of stuck an episode shows, named from its own evidence (decisions 0337, 0338), by the labelling guide's
// definitions (docs/detection/labelling.md): a request too big for the model is `complexity_overwhelm`; the person
// saying the agent went against what they asked, or undoing its change, is `lost_direction`; an error naming an API
// or option that is not there, or the person's own words saying that what the agent used does not exist (or that a
// claimed fix was none; an error saying so is a bug the attempts fail on, decision 0365) is `ai_hallucination`; a
// failure that keeps coming back at a boundary (auth, tokens, CORS, keys, environment, connections, HTTP headers,
// gateways, port forwarding; decision 0356), or met where the person runs the work in containers or on a server over
// SSH, is `integration_issues`; any other loop, the person asking again included, is `repeated_failures`.
import { BOUNDARY, DEPLOY_ENVIRONMENT, INVENTED, SAID_INVENTED } from "../../content/session-phrases.js";
import type { RescueTypeId } from "../detect-problem.js";
import { caseless, caselessSource } from "../detection/caseless.js";
import { foldAccents } from "../detection/phrases.js";
import { fingerprint } from "../detection/symptoms.js";
import { saysIgnored, type Episode } from "./episodes.js";
import type { SessionLine } from "./transcript-builder.js";

// Read regardless of case, in canonical case (decision 0371): each tested on `caseless` of the text.
const INVENTED_RE = new RegExp(caselessSource(foldAccents(INVENTED.join("|"))));
const SAID_INVENTED_RE = new RegExp(caselessSource(foldAccents(SAID_INVENTED.join("|"))));
const BOUNDARY_RE = new RegExp(caselessSource(foldAccents(BOUNDARY.join("|"))));
const DEPLOY_RE = new RegExp(caselessSource(DEPLOY_ENVIRONMENT.join("|")));

/** The type an episode's evidence names, read from the lines that failed (errors that came back, the person's
 * words) and from everything the person said in a turn where they reported a failure. The person's first request
 * is not evidence: its "do not change X" is an instruction, not a complaint. */
export function episodeEvidenceType(e: Episode, lines: SessionLine[]): RescueTypeId {
  if (e.failures.some((f) => f.kind === "capacity-again")) return "complexity_overwhelm";
  const reported = new Set(e.failures.filter((f) => f.line.role === "user").map((f) => f.turn));
  const said = lines.filter((l) => l.role === "user" && reported.has(l.userTurn));
  const failed = e.failures.filter((f) => f.kind !== "admitted" && f.kind !== "answered-same").map((f) => f.line);
  // The person undoing the agent's change rejects the change itself, not its result (a fix that did not work is
  // answered by "it still fails"): the agent went where it was not asked.
  if (said.some((l) => saysIgnored(l.text)) || e.failures.some((f) => f.kind === "undid")) return "lost_direction";
  const evidence = [...said, ...failed].map((l) => caseless(foldAccents(l.text)));
  // The person's own words, not an error they pasted: a line with no error in it.
  const words = said.filter((l) => !fingerprint(l.text)).map((l) => caseless(foldAccents(l.text)));
  if (evidence.some((t) => INVENTED_RE.test(t)) || words.some((t) => SAID_INVENTED_RE.test(t)))
    return "ai_hallucination";
  if (failed.some((l) => BOUNDARY_RE.test(caseless(foldAccents(l.text))))) return "integration_issues";
  // The person, in a turn where they reported the failure, running it in containers or on a server over SSH: the
  // trouble is the build and deploy environment.
  if (said.some((l) => DEPLOY_RE.test(caseless(l.text)))) return "integration_issues";
  return "repeated_failures";
}
