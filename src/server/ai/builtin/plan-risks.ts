import { defaultRisksByLevel, paymentRisk, riskRules, spikeFirstSolution } from "../../../shared/content/plan/risks.js";
import type { ExperienceLevel } from "../../../shared/schemas/planner.js";
import { inSentence } from "./plan-text.js";

/** The matching advice for a risk; unmatched risks get a spike-first answer naming the risk. */
export function solutionFor(risk: string): string {
  const rule = riskRules.find((r) => r.pattern.test(risk));
  if (rule) return rule.solution;
  return spikeFirstSolution(inSentence(risk));
}

/** Risks most projects at this level run into, when the user named none *(heuristic)*. */
export function defaultRisks(level: ExperienceLevel, hasPayments: boolean): string[] {
  const risks = [...defaultRisksByLevel[level]];
  if (hasPayments) risks.push(paymentRisk);
  return risks;
}
