import { readFileSync } from "node:fs";
import { z } from "zod";
import { type GeneratorCategoryId, generatorCategoryIdSchema } from "../../../shared/schemas/generator.js";
import { type WizardCategory, wizardCategories } from "../../../shared/schemas/wizard.js";

/** One user's situation, as they would type it into the generator, the wizard and the planner. */
export interface AnswerScenario {
  id: string;
  /** Stack labels that must appear in every answer (as the user wrote them, with versions). */
  stack: string[];
  category: GeneratorCategoryId;
  wizardCategory: WizardCategory;
  description: string;
  error?: string;
  goal: string;
  tried: string;
  /** A project in the same stack, for the planner. */
  project: string;
  features: string;
  /** Facts from the user's text that must reach the answers. */
  keyFacts: string[];
  /** For integration cases: words the wizard's first step title must contain. */
  wizardFix?: string;
  /** A file the user says the agent must stop touching: no fix may be scoped to it. */
  offLimits?: string;
  /** An answer to the planner's stack question that answers another question: it must not become the stack. */
  offTopicStackAnswer?: string;
}

/** The generator's category of a wizard category: its problem type's (decision 0310), "general" being "other". */
function generatorCategoryOf(wizardCategory: WizardCategory): GeneratorCategoryId {
  const parsed = generatorCategoryIdSchema.safeParse(wizardCategory);
  return parsed.success ? parsed.data : "other";
}

/** What each scenario in the data file holds: everything but the generator's category, which follows from the wizard's. */
const scenarioFileSchema = z.array(
  z.strictObject({
    id: z.string().min(1),
    wizardCategory: z.enum(wizardCategories),
    stack: z.array(z.string()),
    description: z.string(),
    error: z.string().optional(),
    goal: z.string(),
    tried: z.string(),
    project: z.string(),
    features: z.string(),
    keyFacts: z.array(z.string()),
    wizardFix: z.string().optional(),
    offLimits: z.string().optional(),
    offTopicStackAnswer: z.string().optional(),
  }),
);

/** The scenarios are data, kept outside the source in `eval/answers/scenarios.json` (decision 0324). */
const SCENARIO_FILE = new URL("../../../../eval/answers/scenarios.json", import.meta.url);

export const answerScenarios: AnswerScenario[] = scenarioFileSchema
  .parse(JSON.parse(readFileSync(SCENARIO_FILE, "utf8")))
  .map((s) => ({ ...s, category: generatorCategoryOf(s.wizardCategory) }));
