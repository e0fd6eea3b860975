import { solutionFailureMessage } from "@shared/content/wizard-fallbacks";
import { reaskText } from "@shared/content/answer-fit";
import { wizardAnswerFit } from "@shared/domain/answer-fit";
import { fence } from "@shared/domain/wizard-interpreter";
import {
  type ChatMessage,
  type Classification,
  type Solution,
  WIZARD_QUESTION_COUNT,
  type WizardConversation,
  type WizardResponse,
  type WizardStage,
  wizardCategoryLabels,
} from "@shared/schemas/wizard";
import { wizardChatCopy } from "@shared/content/ui/wizard";

/** The wizard session (spec "Wizard session") plus what the screen needs to know while the AI works. */
export interface WizardState {
  sessionId: string;
  stage: WizardStage;
  messages: ChatMessage[];
  questions: string[];
  currentQuestionIndex: number;
  userResponses: WizardResponse[];
  classification: Classification | null;
  solution: Solution | null;
  title: string;
  /** The first user message: what the AI calls are about. */
  problem: string;
  /** The wizard is "typing" (a reply is on its way). */
  typing: boolean;
  /** A request or the part-by-part reveal is running: sending is disabled. */
  busy: boolean;
  /** The conversation exists on the server (PUT from now on, not POST). */
  saved: boolean;
}

export type WizardAction =
  | { type: "reset"; sessionId: string; at: string }
  | { type: "user-message"; message: ChatMessage }
  | { type: "wizard-message"; message: ChatMessage }
  | { type: "typing"; value: boolean }
  | { type: "busy"; value: boolean }
  | {
      type: "classified";
      classification: Classification;
      questions: string[];
      intro: ChatMessage;
      firstQuestion: ChatMessage;
    }
  | { type: "ask-question"; message: ChatMessage }
  | { type: "intake-failed"; message: ChatMessage }
  | { type: "solution-ready"; solution: Solution }
  | { type: "solution-failed"; message: ChatMessage }
  | { type: "solution-shown" }
  | { type: "saved" }
  | { type: "restore"; conversation: WizardConversation };

export const WELCOME_TEXT = wizardChatCopy.welcome;

export function makeMessage(
  type: ChatMessage["type"],
  content: string,
  at: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return { id: `${type}-${at}-${Math.random().toString(36).slice(2, 8)}`, type, content, timestamp: at, ...extra };
}

export function initialWizardState(sessionId: string, at: string): WizardState {
  return {
    sessionId,
    stage: "welcome",
    messages: [makeMessage("wizard", WELCOME_TEXT, at)],
    questions: [],
    currentQuestionIndex: 0,
    userResponses: [],
    classification: null,
    solution: null,
    title: "",
    problem: "",
    typing: false,
    busy: false,
    saved: false,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "reset":
      return initialWizardState(action.sessionId, action.at);
    case "typing":
      return { ...state, typing: action.value };
    case "busy":
      return { ...state, busy: action.value };
    case "wizard-message":
      return { ...state, typing: false, messages: [...state.messages, action.message] };
    case "user-message": {
      const content = action.message.content.trim();
      if (!content) return state;
      if (state.stage === "welcome") {
        return {
          ...state,
          stage: "intake",
          title: state.title || content,
          problem: content,
          messages: [...state.messages, { ...action.message, content }],
        };
      }
      if (state.stage === "questioning" && reaskFor(state, content)) {
        // Kept in the conversation, not used as the answer: the question is asked again (decision 0285).
        return { ...state, messages: [...state.messages, { ...action.message, content, unfit: true }] };
      }
      if (state.stage === "questioning") {
        const index = state.currentQuestionIndex;
        const message = { ...action.message, content, answerIndex: index };
        const userResponses = [
          ...state.userResponses.slice(0, index),
          { question: state.questions[index] ?? "", answer: content },
        ];
        const last = index >= WIZARD_QUESTION_COUNT - 1;
        return {
          ...state,
          messages: [...state.messages, message],
          userResponses,
          currentQuestionIndex: last ? index : index + 1,
          stage: last ? "analysis" : "questioning",
        };
      }
      return { ...state, messages: [...state.messages, { ...action.message, content }] };
    }
    case "classified":
      return {
        ...state,
        typing: false,
        stage: "questioning",
        classification: action.classification,
        questions: action.questions,
        currentQuestionIndex: 0,
        userResponses: [],
        messages: [...state.messages, action.intro, action.firstQuestion],
      };
    case "intake-failed":
      // The request was refused (rate limit, expired trial): back to welcome so the message can be sent again.
      return { ...state, stage: "welcome", typing: false, messages: [...state.messages, action.message] };
    case "ask-question":
      return { ...state, typing: false, messages: [...state.messages, action.message] };
    case "solution-ready":
      return { ...state, stage: "solution", solution: action.solution };
    case "solution-failed":
      return { ...state, stage: "analysis", typing: false, messages: [...state.messages, action.message] };
    case "solution-shown":
      return state.stage === "solution" ? { ...state, stage: "post-solution" } : state;
    case "saved":
      return { ...state, saved: true };
    case "restore":
      return restoreState(action.conversation);
  }
}

/**
 * The question asked again, with its reason, when this answer does not fit the question on screen; null when it
 * fits or when the question was already asked again (the second answer is taken, so nobody is stuck).
 */
export function reaskFor(
  state: Pick<WizardState, "stage" | "messages" | "questions" | "currentQuestionIndex">,
  answer: string,
) {
  if (state.stage !== "questioning") return null;
  if (state.messages.findLast((m) => m.type === "user")?.unfit) return null;
  const question = state.questions[state.currentQuestionIndex] ?? "";
  const fit = wizardAnswerFit(question, answer);
  return fit.fits ? null : reaskText(fit.reason, question);
}

/**
 * Rebuilds the session from a saved conversation: questions and answers are tagged in the messages, so
 * the stage and question index follow from them and the wizard resumes where it stopped.
 */
export function restoreState(conversation: WizardConversation): WizardState {
  const messages = conversation.messages;
  const questions: string[] = [];
  for (const m of messages)
    // A question asked again keeps the first wording: the reason in front of it is not the question.
    if (m.type !== "user" && m.questionIndex !== undefined && !m.reask) questions[m.questionIndex] = m.content;
  const userResponses: WizardResponse[] = [];
  for (const m of messages)
    if (m.type === "user" && m.answerIndex !== undefined)
      userResponses[m.answerIndex] = { question: questions[m.answerIndex] ?? "", answer: m.content };
  const answered = userResponses.filter(Boolean);
  const firstUser = messages.find((m) => m.type === "user");
  let stage: WizardStage;
  if (conversation.solution) stage = "post-solution";
  else if (answered.length >= WIZARD_QUESTION_COUNT) stage = "analysis";
  else if (conversation.classification && questions.length > 0) stage = "questioning";
  else stage = "welcome"; // classification never finished: the next message starts it again
  const hasWelcome = messages.length > 0;
  return {
    sessionId: conversation.sessionId,
    stage,
    messages: hasWelcome ? messages : [makeMessage("wizard", WELCOME_TEXT, conversation.createdAt)],
    questions,
    currentQuestionIndex:
      stage === "questioning" ? Math.min(answered.length, questions.length - 1) : Math.max(0, answered.length - 1),
    userResponses: answered,
    classification: conversation.classification,
    solution: conversation.solution,
    title: conversation.title,
    problem: firstUser?.content ?? "",
    typing: false,
    busy: false,
    saved: true,
  };
}

/** Sending is allowed with text, while nothing is running, and never during the part-by-part reveal. */
export function canSend(state: Pick<WizardState, "busy" | "stage">, text: string): boolean {
  return text.trim().length > 0 && !state.busy && state.stage !== "intake" && state.stage !== "solution";
}

export function introText(classification: Classification): string {
  const label = wizardCategoryLabels[classification.category];
  const tool =
    classification.aiTool === "unknown" || classification.aiTool === "Other" ? "" : ` with ${classification.aiTool}`;
  return wizardChatCopy.intro(label, tool, classification.severity, classification.urgency);
}

export const ANALYSIS_TEXT = wizardChatCopy.analysis;
export const POST_SOLUTION_TEXT = wizardChatCopy.postSolution;

export { solutionFailureMessage };

/** The solution as chat messages, shown one after another with short delays between them. */
export function solutionParts(
  solution: Solution,
  classification: Classification | null,
): { diagnosis: string; steps: string[]; extras: string } {
  const tool =
    classification && classification.aiTool !== "unknown" && classification.aiTool !== "Other"
      ? classification.aiTool
      : "your coding assistant";
  const diagnosis = `### Diagnosis\n\n${solution.diagnosis}\n\nExpected time: **${solution.expectedTime}** across ${solution.solutionSteps.length} steps.`;
  const steps = solution.solutionSteps.map((step) => {
    const parts = [`### Step ${step.step}: ${step.title}`, `Expected time: ${step.expectedTime}`, step.description];
    if (step.code) parts.push("Run this:", fence(step.code, "bash"));
    parts.push(`Paste this into ${tool}:`, fence(step.aiPrompt, "prompt"));
    parts.push(`**Done when:**\n${step.successCriteria.map((c) => `- ${c}`).join("\n")}`);
    return parts.join("\n\n");
  });
  const extras = [
    `### Alternative approaches\n\n${solution.alternativeApproaches.map((a, i) => `${i + 1}. ${a}`).join("\n")}`,
    `### Prevent it next time\n\n${solution.preventionTips.map((t) => `- ${t}`).join("\n")}`,
    solution.troubleshootingTips?.length
      ? `### If a step doesn't work\n\n${solution.troubleshootingTips.map((t) => `- ${t}`).join("\n")}`
      : "",
    solution.learningResources.length
      ? `### Learn more\n\n${solution.learningResources.map((r) => `- ${r}`).join("\n")}`
      : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { diagnosis, steps, extras };
}
