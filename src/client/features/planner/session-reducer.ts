import { plannerClosing, plannerQuestion, plannerWelcome } from "@shared/content/planner-questions";
import { reaskText } from "@shared/content/answer-fit";
import { plannerAnswerFit } from "@shared/domain/answer-fit";
import {
  type ChatMessage,
  emptyProjectPlan,
  type ExperienceLevel,
  type ProjectPlan,
  QUESTION_COUNT,
  type SavedPlan,
} from "@shared/schemas/planner";

/** The first AI message after 1 s, the next question about 1.5 s after an answer. */
export const FIRST_MESSAGE_DELAY_MS = 1_000;
export const NEXT_QUESTION_DELAY_MS = 1_500;

export interface PlannerProjectDraft {
  projectName: string;
  projectDescription: string;
  experienceLevel: ExperienceLevel;
}

/**
 * - `typing`: the planner is about to post the next question (a typing indicator shows).
 * - `awaiting`: question `questionIndex` is on screen and waits for an answer.
 * - `finalizing`: all 9 answers are in; the plan is being completed.
 * - `complete`: the closing message is posted.
 */
export type SessionStatus = "typing" | "awaiting" | "finalizing" | "complete";

export interface PlannerState {
  view: "setup" | "session";
  project: PlannerProjectDraft;
  messages: ChatMessage[];
  /** The question asked last (or about to be asked while typing); -1 before the first. */
  questionIndex: number;
  status: SessionStatus;
  plan: ProjectPlan;
  /** Answers whose plan update has not come back yet. */
  pendingUpdates: number;
  /** The saved plan this session belongs to, once saved or reopened. */
  savedId: string | null;
  /** Something changed since the last save. */
  unsaved: boolean;
}

export type PlannerAction =
  | { type: "start"; project: PlannerProjectDraft }
  | { type: "ask"; id: string; now: string }
  | { type: "answer"; content: string; id: string; now: string }
  | { type: "planUpdated"; plan: ProjectPlan }
  | { type: "planUpdateFailed" }
  | { type: "finalized"; plan: ProjectPlan | null; id: string; now: string }
  | { type: "saved"; id: string }
  | { type: "open"; saved: SavedPlan }
  | { type: "backToSetup" };

export const initialPlannerState: PlannerState = {
  view: "setup",
  project: { projectName: "", projectDescription: "", experienceLevel: "beginner" },
  messages: [],
  questionIndex: -1,
  status: "typing",
  plan: emptyProjectPlan(),
  pendingUpdates: 0,
  savedId: null,
  unsaved: false,
};

/** Answers that count: one per question; an answer asked again is not one (decision 0285). */
export const answeredCount = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => m.type === "user" && !m.unfit).length;

/** The user's answers in question order, as the server reads them. */
export const countedAnswers = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => m.type === "user" && !m.unfit);

/**
 * Whether this answer to question `index` is asked again: it does not fit the question and the question has not
 * been asked again already (the last answer was not an unfit one), so a second answer always moves on.
 */
export function reaskFor(messages: readonly ChatMessage[], index: number, answer: string) {
  const lastAnswer = messages.findLast((m) => m.type === "user");
  if (lastAnswer?.unfit) return null;
  const fit = plannerAnswerFit(plannerQuestion(index).feeds, answer);
  return fit.fits ? null : fit.reason;
}

/** What the next `ask` will post: the welcome with question 1, then each question on its own. */
export function questionText(index: number, projectName: string): string {
  const question = plannerQuestion(index).ask(projectName);
  return index === 0 ? `${plannerWelcome(projectName)}\n\n${question}` : question;
}

/** True while the user cannot send: no question is waiting for an answer. */
export const isBusy = (state: PlannerState) => state.status !== "awaiting";

export function plannerReducer(state: PlannerState, action: PlannerAction): PlannerState {
  switch (action.type) {
    case "start":
      return {
        ...initialPlannerState,
        view: "session",
        project: action.project,
        plan: emptyProjectPlan(),
        unsaved: true,
      };

    case "ask": {
      if (state.view !== "session" || state.status !== "typing") return state;
      const next = answeredCount(state.messages);
      if (next >= QUESTION_COUNT) return state;
      const last = state.messages.at(-1);
      const fit =
        last?.type === "user" && last.unfit ? plannerAnswerFit(plannerQuestion(next).feeds, last.content) : null;
      if (fit && !fit.fits) {
        const reask: ChatMessage = {
          id: action.id,
          type: "ai",
          content: reaskText(fit.reason, plannerQuestion(next).ask(state.project.projectName)),
          timestamp: action.now,
          reask: true,
        };
        return { ...state, messages: [...state.messages, reask], questionIndex: next, status: "awaiting" };
      }
      const message: ChatMessage = {
        id: action.id,
        type: "ai",
        content: questionText(next, state.project.projectName),
        timestamp: action.now,
      };
      return { ...state, messages: [...state.messages, message], questionIndex: next, status: "awaiting" };
    }

    case "answer": {
      const content = action.content.trim();
      // An empty answer is ignored; so is one sent while the planner is busy.
      if (!content || state.view !== "session" || state.status !== "awaiting") return state;
      if (reaskFor(state.messages, state.questionIndex, content)) {
        // Not written into the plan: the question is asked again with the reason (decision 0285).
        const unfit: ChatMessage = { id: action.id, type: "user", content, timestamp: action.now, unfit: true };
        return { ...state, messages: [...state.messages, unfit], status: "typing", unsaved: true };
      }
      const message: ChatMessage = { id: action.id, type: "user", content, timestamp: action.now };
      const last = state.questionIndex >= QUESTION_COUNT - 1;
      return {
        ...state,
        messages: [...state.messages, message],
        status: last ? "finalizing" : "typing",
        pendingUpdates: state.pendingUpdates + 1,
        unsaved: true,
      };
    }

    case "planUpdated":
      return { ...state, plan: action.plan, pendingUpdates: Math.max(0, state.pendingUpdates - 1), unsaved: true };

    case "planUpdateFailed":
      return { ...state, pendingUpdates: Math.max(0, state.pendingUpdates - 1) };

    case "finalized": {
      if (state.status !== "finalizing") return state;
      const closing: ChatMessage = {
        id: action.id,
        type: "ai",
        content: plannerClosing(state.project.projectName),
        timestamp: action.now,
      };
      return {
        ...state,
        plan: action.plan ?? state.plan,
        messages: [...state.messages, closing],
        status: "complete",
        unsaved: true,
      };
    }

    case "saved":
      return { ...state, savedId: action.id, unsaved: false };

    case "open": {
      const { saved } = action;
      const answered = answeredCount(saved.messages);
      const lastIsAi = saved.messages.at(-1)?.type === "ai";
      let status: SessionStatus;
      let questionIndex: number;
      if (answered >= QUESTION_COUNT) {
        status = "complete";
        questionIndex = QUESTION_COUNT - 1;
      } else if (lastIsAi && saved.messages.length > 0) {
        // Saved while a question was waiting: it is still on screen, so continue from it.
        status = "awaiting";
        questionIndex = answered;
      } else {
        status = "typing";
        questionIndex = answered - 1;
      }
      return {
        ...initialPlannerState,
        view: "session",
        project: {
          projectName: saved.projectName,
          projectDescription: saved.projectDescription,
          experienceLevel: saved.experienceLevel,
        },
        messages: saved.messages,
        plan: saved.projectPlan,
        questionIndex,
        status,
        savedId: saved.id,
        unsaved: false,
      };
    }

    case "backToSetup":
      // The form keeps the project so it can be adjusted and started again.
      return { ...initialPlannerState, project: state.project };
  }
}
