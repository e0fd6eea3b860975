import type { UnfitReason } from "../content/answer-fit.js";
import { detectStack } from "./stack-facts.js";

const TECH_WORD = new RegExp(
  [
    String.raw`\b(?:framework|language|database|db|stack|server|backend|frontend|front end|api|library|sdk|`,
    String.raw`hosting|cloud|runtime|orm|js|sql|css|html|cli|not sure|no idea|suggest|whatever|anything|any|`,
    String.raw`don'?t know|you (?:pick|choose|decide))\b`,
  ].join(""),
  "i",
);
const AUDIENCE_WORD = new RegExp(
  [
    String.raw`\b(?:users?|people|customers?|clients?|freelancers?|teams?|students?|teachers?|owners?|`,
    String.raw`businesses|companies|members|parents|patients|shops?|agencies|small business(?:es)?|beginners?|`,
    String.raw`professionals?)\b`,
  ].join(""),
  "i",
);
/** "none", "skip", "not sure": the user has nothing to add, which always fits (the plan suggests a default). */
const NOTHING =
  /^(?:none|nothing|no|nope|n\/a|na|not (?:really|now|yet)|nothing (?:yet|for now)|-|skip|i don'?t know|not sure|no idea|idk)\.?$/i;
const TIME_WORD = new RegExp(
  [
    String.raw`\d|`,
    String.raw`\b(?:hours?|hrs?|days?|weeks?|weekends?|months?|years?|evenings?|nights?|full[- ]time|`,
    String.raw`part[- ]time|deadline|asap|no rush|no hurry|flexible|any ?time|no deadline|whenever|soon|`,
    String.raw`quarter|summer|winter|spring|autumn|fall|christmas|january|february|march|april|may|june|july|`,
    String.raw`august|september|october|november|december|one|two|three|four|five|six|seven|eight|nine|ten|`,
    String.raw`twelve|a few|couple)\b`,
  ].join(""),
  "i",
);

export type AnswerFit = { fits: true } | { fits: false; reason: UnfitReason };
const FITS: AnswerFit = { fits: true };
const unfit = (reason: UnfitReason): AnswerFit => ({ fits: false, reason });

/** Only technology names, joined by "and", "with" or commas: it answers "which stack" and nothing else. */
export function namesOnlyTechnology(answer: string): boolean {
  const stack = detectStack(answer);
  if (stack.length === 0) return false;
  const rest = stack
    .reduce(
      (text, item) => text.replace(new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " "),
      answer,
    )
    .replace(/\b(?:and|with|on|plus|using|in)\b|[\d.,+/-]+/gi, " ")
    .trim();
  return rest === "";
}

/**
 * Whether an answer to "which technologies" is about technologies (decision 0284). A line about who the users
 * are ("Freelancers with 5-50 clients") answers another question. A stack no rule knows stays in the user's
 * words, so only an answer that names people and no technology is refused.
 */
export function fitsStackQuestion(answer: string): boolean {
  if (detectStack(answer).length > 0 || TECH_WORD.test(answer)) return true;
  return !AUDIENCE_WORD.test(answer);
}

/**
 * An answer to "what should happen when it works" that only names technologies, or is a single word, is not a
 * goal (decision 0284): it is kept as a detail, never made "Works when".
 */
export function fitsExpected(answer: string): boolean {
  return expectedFit(answer).fits;
}

function expectedFit(answer: string): AnswerFit {
  if (namesOnlyTechnology(answer)) return unfit("stackNotExpected");
  return (answer.match(/\p{L}+/gu) ?? []).length >= 2 ? FITS : unfit("tooShortExpected");
}

/** The planner's questions whose answers have a shape to judge (decision 0285); the others take any answer. */
export type JudgedPlannerQuestion = "overview.purpose" | "overview.targetUsers" | "technical.techStack" | "timeline";

/** Whether an answer fits the planner question that feeds `target`, and why not. */
export function plannerAnswerFit(target: string, rawAnswer: string): AnswerFit {
  const answer = rawAnswer.trim();
  if (!answer || NOTHING.test(answer)) return FITS;
  switch (target as JudgedPlannerQuestion) {
    case "overview.purpose":
      return namesOnlyTechnology(answer) ? unfit("stackNotPurpose") : FITS;
    case "overview.targetUsers":
      return namesOnlyTechnology(answer) ? unfit("stackNotUsers") : FITS;
    case "technical.techStack":
      return fitsStackQuestion(answer) ? FITS : unfit("peopleNotStack");
    case "timeline":
      return TIME_WORD.test(answer) ? FITS : unfit("noTime");
    default:
      return FITS;
  }
}

const EXPECTED_QUESTION =
  /should happen|when it works|prove|expected|done first|must be able to|original goal|what should/i;

/**
 * Whether a wizard answer fits its question (decision 0285). Only "what should happen" has a shape to judge;
 * the other questions (the error, what was tried, details) take what the user gives.
 */
export function wizardAnswerFit(question: string, rawAnswer: string): AnswerFit {
  const answer = rawAnswer.trim();
  if (!answer || NOTHING.test(answer)) return FITS;
  if (/\btried\b|attempts?\b/i.test(question) || !EXPECTED_QUESTION.test(question)) return FITS;
  return expectedFit(answer);
}
