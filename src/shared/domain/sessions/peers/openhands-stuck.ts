// OpenHands' StuckDetector, re-implemented over a session transcript to compare with ours on the same sessions
// (decision 0305; openhands/controller/stuck.py in All-Hands-AI/OpenHands). Checked after every step on the
// history since the person's last message (its interactive mode; the sessions here all have a person in them):
// 4 identical action/observation pairs; 3 identical actions ending in errors; the agent saying the same thing 3
// times with nothing observed between (its "monologue"); and A-B-A-B alternation of action/observation pairs over
// the last 6 steps. Its Jupyter syntax-error variant of the second rule has no counterpart in these transcripts.
import { NOT_STUCK, fired, sessionEvents, type PeerEvent, type PeerVerdict, type TurnLine } from "./session-events.js";

type Action = Extract<PeerEvent, { kind: "action" | "message" }>;
type Observation = Extract<PeerEvent, { kind: "observation" }>;

const actionId = (a: Action) => (a.kind === "action" ? `a:${a.key}` : `m:${a.lines.join("\n")}`);
const sameActions = (xs: Action[]) => xs.every((x) => actionId(x) === actionId(xs[0]!));
const sameObservations = (xs: Observation[]) => xs.every((x) => x.text === xs[0]!.text);

/** The last `max` actions and observations, newest first, as stuck.py collects them. */
function lastSteps(history: PeerEvent[], max: number): { actions: Action[]; observations: Observation[] } {
  const actions: Action[] = [];
  const observations: Observation[] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const ev = history[i]!;
    if ((ev.kind === "action" || ev.kind === "message") && actions.length < max) actions.push(ev);
    else if (ev.kind === "observation" && observations.length < max) observations.push(ev);
    if (actions.length === max && observations.length === max) break;
  }
  return { actions, observations };
}

function monologue(history: PeerEvent[]): boolean {
  const said = history.map((ev, i) => [ev, i] as const).filter(([ev]) => ev.kind === "message");
  if (said.length < 3) return false;
  const last = said.slice(-3);
  if (!sameActions(last.map(([ev]) => ev as Action))) return false;
  return !history.slice(last[0]![1] + 1, last[2]![1]).some((ev) => ev.kind === "observation");
}

function alternation(history: PeerEvent[]): boolean {
  const { actions: a, observations: o } = lastSteps(history, 6);
  if (a.length < 6 || o.length < 6) return false;
  const eqA = (i: number, j: number) => actionId(a[i]!) === actionId(a[j]!);
  const eqO = (i: number, j: number) => o[i]!.text === o[j]!.text;
  return eqA(0, 2) && eqA(0, 4) && eqA(1, 3) && eqA(1, 5) && eqO(0, 2) && eqO(0, 4) && eqO(1, 3) && eqO(1, 5);
}

/** Which rule says the agent is stuck on this history (since the person's last message), if any. */
function stuckRule(history: PeerEvent[]): string | null {
  if (history.length < 3) return null;
  const { actions, observations } = lastSteps(history, 4);
  if (actions.length === 4 && observations.length === 4 && sameActions(actions) && sameObservations(observations))
    return "4 identical action/observation pairs";
  if (
    actions.length === 4 &&
    observations.length === 4 &&
    sameActions(actions.slice(0, 3)) &&
    observations.slice(0, 3).every((o) => o.error)
  )
    return "3 identical actions ending in errors";
  if (monologue(history)) return "the agent said the same thing 3 times";
  if (history.length >= 6 && alternation(history)) return "A-B-A-B alternation over 6 steps";
  return null;
}

/** Runs OpenHands' rules after every step of a session; the first time one fires is the answer. */
export function openHandsStuck(lines: readonly TurnLine[]): PeerVerdict {
  let history: PeerEvent[] = [];
  for (const ev of sessionEvents(lines)) {
    if (ev.kind === "user") {
      history = [];
      continue;
    }
    history.push(ev);
    const rule = stuckRule(history);
    if (rule) return fired(rule, ev);
  }
  return NOT_STUCK;
}
