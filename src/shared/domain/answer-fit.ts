import { detectStack } from "./stack-facts.js";

const TECH_WORD =
  /\b(?:framework|language|database|db|stack|server|backend|frontend|front end|api|library|sdk|hosting|cloud|runtime|orm|js|sql|css|html|cli|not sure|no idea|suggest|whatever|anything|any|don'?t know|you (?:pick|choose|decide))\b/i;
const AUDIENCE_WORD =
  /\b(?:users?|people|customers?|clients?|freelancers?|teams?|students?|teachers?|owners?|businesses|companies|members|parents|patients|shops?|agencies|small business(?:es)?|beginners?|professionals?)\b/i;

/**
 * Whether an answer to "which technologies" is about technologies (decision 0284). A line about who the users
 * are ("Freelancers with 5-50 clients") answers another question: it is not written into the plan's stack.
 * A stack no rule knows stays in the user's words, so only an answer that names people and no technology is
 * refused.
 */
export function fitsStackQuestion(answer: string): boolean {
  if (detectStack(answer).length > 0 || TECH_WORD.test(answer)) return true;
  return !AUDIENCE_WORD.test(answer);
}
