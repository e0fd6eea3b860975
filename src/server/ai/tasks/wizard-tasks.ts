import {
  type Classification,
  classificationSchema,
  questionsSchema,
  type Solution,
  solutionSchema,
  type WizardQuestions,
  type WizardResponse,
} from "../../../shared/schemas/wizard.js";
import { classifyProblemText } from "../builtin/wizard-classify.js";
import { buildSolutionContext } from "../builtin/wizard-context.js";
import { composeSolution } from "../builtin/wizard-playbooks.js";
import { composeQuestions } from "../builtin/wizard-questions.js";
import type { AiTask } from "../engine.js";
import { classifyProblemPrompt } from "../prompts/classify-problem.js";
import { generateQuestionsPrompt } from "../prompts/generate-questions.js";
import { generateSolutionPrompt } from "../prompts/generate-solution.js";

export const classifyProblemTask: AiTask<{ userInput: string }, Classification> = {
  name: "wizard-classify-problem",
  schema: classificationSchema,
  builtin: ({ userInput }) => classifyProblemText(userInput),
  prompt: classifyProblemPrompt,
};

export interface QuestionsInput {
  classification: Classification;
  userInput?: string;
}

export const generateQuestionsTask: AiTask<QuestionsInput, WizardQuestions> = {
  name: "wizard-generate-questions",
  schema: questionsSchema,
  builtin: ({ classification, userInput }) => ({ questions: composeQuestions(classification, userInput) }),
  prompt: generateQuestionsPrompt,
};

export interface SolutionInput {
  classification: Classification;
  responses: WizardResponse[];
  userInput?: string;
}

export const generateSolutionTask: AiTask<SolutionInput, Solution> = {
  name: "wizard-generate-solution",
  schema: solutionSchema,
  builtin: ({ classification, responses, userInput }) =>
    composeSolution(buildSolutionContext(classification, responses, userInput)),
  prompt: generateSolutionPrompt,
};
