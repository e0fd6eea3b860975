import { z } from "zod";
import { plannerMessages } from "../content/project-plan.js";

export const experienceLevels = ["beginner", "intermediate", "advanced"] as const;
export const experienceLevelSchema = z.enum(experienceLevels, {
  error: plannerMessages.experienceLevel,
});
export type ExperienceLevel = z.infer<typeof experienceLevelSchema>;
export const DEFAULT_EXPERIENCE_LEVEL: ExperienceLevel = "beginner";

export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const plannerLimits = {
  projectName: 120,
  descriptionMin: 200,
  descriptionMax: 5_000,
  answer: 4_000,
  messageContent: 8_000,
  messages: 60,
  listItems: 30,
  itemText: 600,
  longText: 4_000,
  phases: 12,
} as const;

export const QUESTION_COUNT = 9;

const tooLong = (field: string, max: number) => plannerMessages.tooLong(field, max.toLocaleString("en-US"));

/** The one wording of the description minimum; the form and the server both show it. */
export function descriptionTooShortMessage(length: number): string {
  return plannerMessages.descriptionTooShort(plannerLimits.descriptionMin, length);
}

export const MISSING_INFORMATION = plannerMessages.missingInformation;

const questionIndexMessage = plannerMessages.questionIndex(QUESTION_COUNT - 1);

const item = z
  .string()
  .trim()
  .min(1)
  .max(plannerLimits.itemText, tooLong(plannerMessages.planItem, plannerLimits.itemText));
const list = z.array(item).max(plannerLimits.listItems, plannerMessages.listTooLong(plannerLimits.listItems));
const longText = z
  .string()
  .trim()
  .max(plannerLimits.longText, tooLong(plannerMessages.planSection, plannerLimits.longText));

export const planPhaseSchema = z.object({
  name: item,
  duration: z.string().trim().min(1).max(100),
  description: longText,
});
export type PlanPhase = z.infer<typeof planPhaseSchema>;

/** The project plan the planner builds. Every field may be empty while the interview is under way. */
export const projectPlanSchema = z.object({
  overview: z.object({ purpose: longText, goals: list, targetUsers: longText }),
  features: z.object({ essential: list, niceToHave: list }),
  technical: z.object({ techStack: list, architecture: longText }),
  userExperience: z.object({ userFlows: list, interfaceNeeds: list }),
  timeline: z.object({
    phases: z.array(planPhaseSchema).max(plannerLimits.phases),
    totalEstimate: z.string().trim().max(200),
  }),
  challenges: z.object({ risks: list, solutions: list }),
});
export type ProjectPlan = z.infer<typeof projectPlanSchema>;
export type PlanSectionKey = keyof ProjectPlan;

export const planSectionKeys = [
  "overview",
  "features",
  "technical",
  "userExperience",
  "timeline",
  "challenges",
] as const satisfies readonly PlanSectionKey[];

export const planSectionTitles: Record<PlanSectionKey, string> = {
  overview: "Overview",
  features: "Features",
  technical: "Technical",
  userExperience: "User Experience",
  timeline: "Timeline",
  challenges: "Challenges",
};

export function emptyProjectPlan(): ProjectPlan {
  return {
    overview: { purpose: "", goals: [], targetUsers: "" },
    features: { essential: [], niceToHave: [] },
    technical: { techStack: [], architecture: "" },
    userExperience: { userFlows: [], interfaceNeeds: [] },
    timeline: { phases: [], totalEstimate: "" },
    challenges: { risks: [], solutions: [] },
  };
}

/** One message of the planner conversation. */
export const chatMessageSchema = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.enum(["user", "ai", "wizard"]),
  content: z.string().max(plannerLimits.messageContent, tooLong("A message", plannerLimits.messageContent)),
  timestamp: z.string().trim().min(1).max(40),
  /** An answer that did not fit its question: it was asked again and this one is not used (decision 0285). */
  unfit: z.literal(true).optional(),
  /** The planner's question asked again, after the reason the first answer did not fit. */
  reask: z.literal(true).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const projectFields = {
  projectName: z
    .string({ error: MISSING_INFORMATION.message })
    .trim()
    .min(1, plannerMessages.nameNeeded)
    .max(plannerLimits.projectName, tooLong(plannerMessages.projectName, plannerLimits.projectName)),
  projectDescription: z
    .string({ error: MISSING_INFORMATION.message })
    .trim()
    .min(1, plannerMessages.descriptionNeeded)
    .max(plannerLimits.descriptionMax, tooLong(plannerMessages.projectDescription, plannerLimits.descriptionMax))
    .refine((d) => d.length >= plannerLimits.descriptionMin, {
      error: (issue) => descriptionTooShortMessage(String(issue.input).length),
    }),
  experienceLevel: experienceLevelSchema.default(DEFAULT_EXPERIENCE_LEVEL),
};

export const plannerProjectSchema = z.object(projectFields);
export type PlannerProject = z.infer<typeof plannerProjectSchema>;

export const updateProjectPlanInputSchema = z.object({
  ...projectFields,
  questionIndex: z
    .number({ error: questionIndexMessage })
    .int(questionIndexMessage)
    .min(0, questionIndexMessage)
    .max(QUESTION_COUNT - 1, questionIndexMessage),
  answer: z
    .string({ error: plannerMessages.answerNeeded })
    .trim()
    .min(1, plannerMessages.answerNeeded)
    .max(plannerLimits.answer, tooLong(plannerMessages.answer, plannerLimits.answer)),
  currentPlan: projectPlanSchema.default(emptyProjectPlan),
});
export type UpdateProjectPlanInput = z.infer<typeof updateProjectPlanInputSchema>;

export const finalizeProjectPlanInputSchema = z.object({
  ...projectFields,
  /** The user's answers in order; the client sends user messages only, not the AI's questions. */
  messages: z.array(chatMessageSchema).max(plannerLimits.messages).default([]),
  currentPlan: projectPlanSchema.default(emptyProjectPlan),
});
export type FinalizeProjectPlanInput = z.infer<typeof finalizeProjectPlanInputSchema>;

export const saveProjectPlanInputSchema = z.object({
  ...projectFields,
  /** Present when the plan was saved before: the same plan is updated instead of a copy being made. */
  id: z.uuid(plannerMessages.planIdInvalid).optional(),
  projectPlan: projectPlanSchema,
  messages: z.array(chatMessageSchema).max(plannerLimits.messages).default([]),
});
export type SaveProjectPlanInput = z.infer<typeof saveProjectPlanInputSchema>;

const isoTime = z.iso.datetime({ offset: true });

export const savedPlanSummarySchema = z.object({
  id: z.string(),
  projectName: z.string(),
  experienceLevel: experienceLevelSchema,
  /** How many of the 9 questions were answered when it was saved. */
  answered: z.number().int().min(0).max(QUESTION_COUNT),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type SavedPlanSummary = z.infer<typeof savedPlanSummarySchema>;

export const savedPlanSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  projectDescription: z.string(),
  experienceLevel: experienceLevelSchema,
  projectPlan: projectPlanSchema,
  messages: z.array(chatMessageSchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type SavedPlan = z.infer<typeof savedPlanSchema>;

/** A plan the model (or the built-in engine) wrote: `POST /api/update-project-plan` and `/finalize-project-plan`. */
export const projectPlanResponseSchema = z.object({ plan: projectPlanSchema, engine: z.enum(["builtin", "llm"]) });
export const planSavedSchema = z.object({ success: z.literal(true), id: z.string(), plan: savedPlanSchema });
export const planPageSchema = z.object({ plans: z.array(savedPlanSummarySchema), total: z.number().int().min(0) });
export const savedPlanResponseSchema = z.object({ plan: savedPlanSchema });
export type ProjectPlanResponse = z.infer<typeof projectPlanResponseSchema>;
export type PlanSaved = z.infer<typeof planSavedSchema>;
export type PlanPage = z.infer<typeof planPageSchema>;
export type SavedPlanResponse = z.infer<typeof savedPlanResponseSchema>;
