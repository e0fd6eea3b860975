import { criteriaText, featureRoles, featureVerbs } from "../content/project-plan.js";

/**
 * Acceptance criteria as grammatical, testable sentences, whatever shape the user wrote a feature in:
 * "Upload photos" (a verb), "Owner approves bookings" (a clause) or "Photo upload" (a noun phrase).
 */
const BASE_VERBS = new Set(featureVerbs);

const ROLES = new RegExp(`^(?:the\\s+|an?\\s+)?(${featureRoles.join("|")})\\s+(\\w+)`, "i");

const lowerFirst = (text: string) => (/^[A-Z]{2,}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.;:,!]+$/, "");

/** "upload photos" → "A user can upload photos"; "owner approves bookings" → "The owner approves bookings". */
export function featureSentence(feature: string, actor = criteriaText.defaultActor): string {
  const text = tidy(feature);
  const firstWord = text.split(/[\s/-]/)[0]?.toLowerCase() ?? "";
  if (BASE_VERBS.has(firstWord)) return criteriaText.canDo(actor, lowerFirst(text));
  const clause = ROLES.exec(text);
  if (clause && /(?:s|ed)$/i.test(clause[2] ?? "") && !/ss$/i.test(clause[2] ?? "")) {
    const withArticle =
      /^(?:the|an?)\s/i.test(text) || /^(?:everyone|anyone)\b/i.test(text) ? text : `the ${lowerFirst(text)}`;
    return upperFirst(withArticle);
  }
  if (/^(?:users?|people|customers?|owners?|admins?)\s+can\s/i.test(text)) return upperFirst(text);
  return criteriaText.worksEndToEnd(upperFirst(text));
}

/** One acceptance criterion: the feature as a sentence, proven by a test that failed first. */
export function acceptanceCriterion(feature: string, actor?: string): string {
  return criteriaText.provenByTest(featureSentence(feature, actor));
}
