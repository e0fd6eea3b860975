import { z } from "zod";
import { rescueProblemTypes, rescueTypeIds } from "../content/problem-types.js";
import { snakeCaseIdSchema } from "./content.js";
import { aiToolOptions } from "./generator.js";

/** The rescue problem types plus "general" for anything the classifier can't place. */
export const wizardCategories = [...rescueTypeIds, "general"] as const;
export const wizardCategorySchema = snakeCaseIdSchema(wizardCategories);
export type WizardCategory = z.infer<typeof wizardCategorySchema>;

export const wizardCategoryLabels = Object.fromEntries([
  ...rescueProblemTypes.map((t) => [t.id, t.label]),
  ["general", "General problem"],
]) as Record<WizardCategory, string>;

export const wizardAiTools = [...aiToolOptions, "unknown"] as const;
export type WizardAiTool = (typeof wizardAiTools)[number];
export const levelValues = ["low", "medium", "high"] as const;
export const urgencyValues = ["low", "medium", "high", "critical"] as const;
export const experienceValues = ["beginner", "intermediate", "advanced"] as const;
export const emotionalStates = ["calm", "confused", "frustrated", "overwhelmed", "anxious"] as const;

export const classificationSchema = z.object({
  category: wizardCategorySchema,
  severity: z.number().int().min(1).max(10),
  complexity: z.enum(levelValues),
  urgency: z.enum(urgencyValues),
  aiTool: z.enum(wizardAiTools),
  experience: z.enum(experienceValues),
  emotionalState: z.enum(emotionalStates),
  technicalIndicators: z.array(z.string().trim().min(1).max(200)).max(12).optional(),
});
export type Classification = z.infer<typeof classificationSchema>;

export const WIZARD_QUESTION_COUNT = 3;
export const questionsSchema = z.object({
  questions: z.array(z.string().trim().min(5).max(400)).length(WIZARD_QUESTION_COUNT),
});
export type WizardQuestions = z.infer<typeof questionsSchema>;

export const solutionStepSchema = z.object({
  step: z.number().int().min(1).max(12),
  title: z.string().trim().min(3).max(120),
  expectedTime: z.string().trim().min(1).max(40),
  description: z.string().trim().min(10).max(2000),
  code: z.string().max(4000).optional(),
  /** A copy-ready prompt for the user's coding assistant. */
  aiPrompt: z.string().trim().min(20).max(4000),
  successCriteria: z.array(z.string().trim().min(3).max(300)).min(1).max(6),
});
export type SolutionStep = z.infer<typeof solutionStepSchema>;

const tipList = (min: number) => z.array(z.string().trim().min(5).max(600)).min(min).max(8);

export const solutionSchema = z.object({
  diagnosis: z.string().trim().min(20).max(2000),
  expectedTime: z.string().trim().min(1).max(40),
  solutionSteps: z.array(solutionStepSchema).min(1).max(8),
  alternativeApproaches: tipList(1),
  preventionTips: tipList(1),
  troubleshootingTips: tipList(1).optional(),
  learningResources: tipList(0),
});
export type Solution = z.infer<typeof solutionSchema>;

// Client-chosen ids (crypto.randomUUID()); kept to URL-safe characters because they travel in paths.
export const wizardSessionIdSchema = z
  .string({ error: "A conversation id (sessionId) is required." })
  .trim()
  .min(8, "The conversation id (sessionId) is too short.")
  .max(100, "The conversation id (sessionId) is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "The conversation id (sessionId) may only contain letters, digits, '-' and '_'.");

export const WIZARD_INPUT_MAX = 8000;
const userText = (what: string, max = WIZARD_INPUT_MAX) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} must be at most ${max.toLocaleString("en-US")} characters.`);

export const wizardResponseSchema = z.object({
  question: z.string().trim().max(400),
  answer: userText("Each answer"),
});
export type WizardResponse = z.infer<typeof wizardResponseSchema>;

export const classifyProblemBodySchema = z.object({
  userInput: userText("A description of the problem (userInput)"),
  sessionId: wizardSessionIdSchema,
});
export type ClassifyProblemBody = z.infer<typeof classifyProblemBodySchema>;

export const generateQuestionsBodySchema = z.object({
  classification: classificationSchema,
  sessionId: wizardSessionIdSchema,
  /** The user's first message, so the questions skip what they already said (beyond the spec body). */
  userInput: z.string().trim().max(WIZARD_INPUT_MAX).optional(),
});
export type GenerateQuestionsBody = z.infer<typeof generateQuestionsBodySchema>;

export const generateSolutionBodySchema = z.object({
  classification: classificationSchema,
  responses: z
    .array(wizardResponseSchema, { error: "The answers (responses) are required." })
    .min(1, "Answer at least one question first.")
    .max(6),
  sessionId: wizardSessionIdSchema,
  userInput: z.string().trim().max(WIZARD_INPUT_MAX).optional(),
});
export type GenerateSolutionBody = z.infer<typeof generateSolutionBodySchema>;

export const chatMessageTypes = ["user", "ai", "wizard"] as const;
export const chatMessageSchema = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.enum(chatMessageTypes),
  content: z.string().max(20_000),
  timestamp: z.iso.datetime({ offset: true }),
  /** On a wizard question: which of the 3 it is. Lets a reopened conversation resume where it stopped. */
  questionIndex: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_QUESTION_COUNT - 1)
    .optional(),
  /** On a user answer: the question it answers. */
  answerIndex: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_QUESTION_COUNT - 1)
    .optional(),
  /** On a user message: an answer that did not fit its question, which was asked again (decision 0285). */
  unfit: z.literal(true).optional(),
  /** On a wizard question: the question asked again, after the reason. */
  reask: z.literal(true).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const wizardStages = ["welcome", "intake", "questioning", "analysis", "solution", "post-solution"] as const;
export const wizardStageSchema = z.enum(wizardStages);
export type WizardStage = z.infer<typeof wizardStageSchema>;

export const WIZARD_TITLE_MAX = 50;
export const WIZARD_MESSAGES_MAX = 300;

/** Status follows the stage (spec "Saved wizard conversation"). */
export function conversationStatus(stage: WizardStage): "active" | "completed" {
  return stage === "solution" || stage === "post-solution" ? "completed" : "active";
}

/** The title is cut at 50 characters; an empty one gets a readable default. */
export function conversationTitle(raw: string): string {
  const flat = raw.replace(/\s+/g, " ").trim();
  return (flat || "Untitled conversation").slice(0, WIZARD_TITLE_MAX);
}

export const conversationBodySchema = z.object({
  userId: z.string().optional(),
  // Long titles are accepted and cut to 50 characters: the title is usually the first message.
  title: z
    .string({ error: "A title is required." })
    .max(WIZARD_INPUT_MAX, `The title must be at most ${WIZARD_INPUT_MAX.toLocaleString("en-US")} characters.`),
  classification: classificationSchema.nullable().optional(),
  messages: z
    .array(chatMessageSchema)
    .max(WIZARD_MESSAGES_MAX, `A conversation holds at most ${WIZARD_MESSAGES_MAX} messages.`),
  solution: solutionSchema.nullable().optional(),
  stage: wizardStageSchema,
  /** Accepted for spec compatibility; the server derives the status from the stage. */
  status: z.enum(["active", "completed"]).optional(),
});
export const saveConversationBodySchema = conversationBodySchema.extend({ sessionId: wizardSessionIdSchema });
export type SaveConversationBody = z.infer<typeof saveConversationBodySchema>;
export const updateConversationBodySchema = conversationBodySchema.extend({
  sessionId: wizardSessionIdSchema.optional(),
});
export type UpdateConversationBody = z.infer<typeof updateConversationBodySchema>;

const isoTime = z.iso.datetime({ offset: true });
const conversationStatusSchema = z.enum(["active", "completed"]);

export const wizardConversationSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  title: z.string(),
  classification: classificationSchema.nullable(),
  messages: z.array(chatMessageSchema),
  solution: solutionSchema.nullable(),
  status: conversationStatusSchema,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type WizardConversation = z.infer<typeof wizardConversationSchema>;

export const wizardConversationSummarySchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  status: conversationStatusSchema,
  category: wizardCategorySchema.nullable(),
  updatedAt: isoTime,
});
export type WizardConversationSummary = z.infer<typeof wizardConversationSummarySchema>;

export const wizardEngineSchema = z.enum(["builtin", "llm", "fallback"]);
export type WizardEngine = z.infer<typeof wizardEngineSchema>;

export const classifyProblemResponseSchema = z.object({
  classification: classificationSchema,
  engine: wizardEngineSchema,
});
export const generateQuestionsResponseSchema = questionsSchema.extend({ engine: wizardEngineSchema });
export const generateSolutionResponseSchema = z.object({ solution: solutionSchema, engine: wizardEngineSchema });
export const conversationPageSchema = z.object({
  conversations: z.array(wizardConversationSummarySchema),
  total: z.number().int().min(0),
});
export const conversationResponseSchema = z.object({ conversation: wizardConversationSchema });
export const conversationSavedSchema = z.object({ success: z.literal(true), conversation: wizardConversationSchema });
export type ClassifyProblemResponse = z.infer<typeof classifyProblemResponseSchema>;
export type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;
export type GenerateSolutionResponse = z.infer<typeof generateSolutionResponseSchema>;
export type ConversationPage = z.infer<typeof conversationPageSchema>;
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;
export type ConversationSaved = z.infer<typeof conversationSavedSchema>;
