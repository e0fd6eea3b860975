/**
 * Acceptance criteria as grammatical, testable sentences, whatever shape the user wrote a feature in:
 * "Upload photos" (a verb), "Owner approves bookings" (a clause) or "Photo upload" (a noun phrase).
 */
const BASE_VERBS = new Set(
  (
    "add answer apply approve archive assign attach book browse buy calculate cancel change chat check choose claim " +
    "clone collect comment compare compile configure connect convert copy create customise customize delete deploy display " +
    "download drag draw edit email embed enter export fetch fill filter find flag follow generate get give group " +
    "hide import install invite join keep like link list log login logout manage mark merge message migrate monitor " +
    "move mute notify open order organise organize parse pause pay pick pin plan play post preview print publish " +
    "purchase pull push queue rate read receive record register remove rename reorder reply report request reserve reset " +
    "restore resume review run save scan schedule search see select sell send set share show sign skip sort split start " +
    "stop store stream submit subscribe suggest swap switch sync tag take track transfer translate undo unsubscribe " +
    "update upload use validate verify view vote watch write"
  ).split(" "),
);

const ROLES =
  /^(?:the\s+|an?\s+)?(user|users|owner|owners|admin|admins|administrator|customer|customers|client|clients|manager|managers|teacher|teachers|student|students|member|members|guest|guests|visitor|visitors|buyer|buyers|seller|sellers|host|hosts|player|players|app|system|tool|cli|server|bot|api|service|device|firmware|everyone|anyone|team|staff)\s+(\w+)/i;

const lowerFirst = (text: string) => (/^[A-Z]{2,}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.;:,!]+$/, "");

/** "upload photos" → "A user can upload photos"; "owner approves bookings" → "The owner approves bookings". */
export function featureSentence(feature: string, actor = "A user"): string {
  const text = tidy(feature);
  const firstWord = text.split(/[\s/-]/)[0]?.toLowerCase() ?? "";
  if (BASE_VERBS.has(firstWord)) return `${actor} can ${lowerFirst(text)}`;
  const clause = ROLES.exec(text);
  if (clause && /(?:s|ed)$/i.test(clause[2] ?? "") && !/ss$/i.test(clause[2] ?? "")) {
    const withArticle =
      /^(?:the|an?)\s/i.test(text) || /^(?:everyone|anyone)\b/i.test(text) ? text : `the ${lowerFirst(text)}`;
    return upperFirst(withArticle);
  }
  if (/^(?:users?|people|customers?|owners?|admins?)\s+can\s/i.test(text)) return upperFirst(text);
  return `${upperFirst(text)} works end to end`;
}

/** One acceptance criterion: the feature as a sentence, proven by a test that failed first. */
export function acceptanceCriterion(feature: string, actor?: string): string {
  return `${featureSentence(feature, actor)}, shown by an automated test that failed before the change and passes after it.`;
}
