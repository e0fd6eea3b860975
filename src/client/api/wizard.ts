import type {
  Classification,
  SaveConversationBody,
  Solution,
  UpdateConversationBody,
  WizardConversation,
  WizardConversationSummary,
  WizardResponse,
} from "@shared/schemas/wizard";
import { api } from "@/api/client";

export const classifyProblem = (userInput: string, sessionId: string) =>
  api<{ classification: Classification }>("/api/wizard/classify-problem", { body: { userInput, sessionId } }).then(
    (r) => r.classification,
  );

export const generateQuestions = (classification: Classification, sessionId: string, userInput: string) =>
  api<{ questions: string[] }>("/api/wizard/generate-questions", {
    body: { classification, sessionId, userInput },
  }).then((r) => r.questions);

export const generateSolution = (
  classification: Classification,
  responses: WizardResponse[],
  sessionId: string,
  userInput: string,
) =>
  api<{ solution: Solution }>("/api/wizard/generate-solution", {
    body: { classification, responses, sessionId, userInput },
  }).then((r) => r.solution);

export const fetchConversation = (sessionId: string) =>
  api<{ conversation: WizardConversation }>(`/api/wizard/conversation/${encodeURIComponent(sessionId)}`).then(
    (r) => r.conversation,
  );

export const fetchConversations = () =>
  api<{ conversations: WizardConversationSummary[] }>("/api/wizard/conversations").then((r) => r.conversations);

export const saveConversation = (body: SaveConversationBody) =>
  api<{ success: boolean }>("/api/wizard/save-conversation", { body });

export const updateConversation = (sessionId: string, body: UpdateConversationBody) =>
  api<{ success: boolean }>(`/api/wizard/update-conversation/${encodeURIComponent(sessionId)}`, {
    method: "PUT",
    body,
  });
