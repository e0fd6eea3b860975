import { fallbackQuestions } from "../../../shared/content/wizard-fallbacks.js";
import {
  type QuestionFacts,
  saysExpected,
  type WizardQuestion,
  wizardQuestions,
} from "../../../shared/content/wizard-questions.js";
import type { Classification } from "../../../shared/schemas/wizard.js";
import { type ExtractedFacts, extractFacts, toInline } from "./extract-facts.js";
import { findErrorMention } from "./wizard-context.js";

const quoted = (text: string) => `\`${toInline(text, 90)}\``;

/** The facts the questions name, quoted. */
function questionFacts(facts: ExtractedFacts, tool: string): QuestionFacts {
  const pkg = facts.missingModules.find((m) => !m.local);
  const symbol = facts.missingSymbols[0];
  return {
    tool,
    cors: facts.networkIssues.includes("cors"),
    ...(facts.keyErrorLine ? { errorLine: quoted(facts.keyErrorLine) } : {}),
    ...(facts.filePaths.length > 0 ? { file: quoted(facts.filePaths[0]!) } : {}),
    ...(facts.envVars.length > 0 ? { envVar: quoted(facts.envVars[0]!) } : {}),
    ...(facts.httpStatuses.length > 0 ? { httpStatus: facts.httpStatuses[0]! } : {}),
    ...(pkg ? { missingPackage: { quoted: quoted(pkg.name), name: pkg.name } } : {}),
    ...(symbol ? { missingSymbol: quoted(symbol) } : {}),
  };
}

/** Three questions for the category that skip what the first message already answered. */
export function composeQuestions(classification: Classification, userInput = ""): [string, string, string] {
  const text = userInput.slice(0, 20_000);
  const tool =
    classification.aiTool === "unknown" || classification.aiTool === "Other" ? "your assistant" : classification.aiTool;
  const facts = extractFacts({ description: text });
  facts.keyErrorLine ??= findErrorMention(text);
  const answered = { expected: saysExpected.test(text), tried: facts.attempts.length > 0 };
  const isAnswered = (q: WizardQuestion) => (q.answeredBy ? answered[q.answeredBy] : false);
  const list = wizardQuestions[classification.category] ?? wizardQuestions.general;
  const f = questionFacts(facts, tool);
  const picked = [...list.filter((q) => !isAnswered(q)), ...list.filter(isAnswered)].slice(0, 3).map((q) => q.ask(f));
  for (const generic of fallbackQuestions) if (picked.length < 3 && !picked.includes(generic)) picked.push(generic);
  return [picked[0]!, picked[1]!, picked[2]!];
}
