import type {
  Classification,
  ClassifyProblemResponse,
  ConversationPage,
  ConversationResponse,
  ConversationSaved,
  GenerateQuestionsResponse,
  GenerateSolutionResponse,
  SaveConversationBody,
  UpdateConversationBody,
  WizardResponse,
} from "@shared/schemas/wizard";
import { api } from "@/api/client";

export const classifyProblem = (userInput: string, sessionId: string) =>
  api<ClassifyProblemResponse>("/api/wizard/classify-problem", { body: { userInput, sessionId } }).then(
    (r) => r.classification,
  );

export const generateQuestions = (classification: Classification, sessionId: string, userInput: string) =>
  api<GenerateQuestionsResponse>("/api/wizard/generate-questions", {
    body: { classification, sessionId, userInput },
  }).then((r) => r.questions);

export const generateSolution = (
  classification: Classification,
  responses: WizardResponse[],
  sessionId: string,
  userInput: string,
) =>
  api<GenerateSolutionResponse>("/api/wizard/generate-solution", {
    body: { classification, responses, sessionId, userInput },
  }).then((r) => r.solution);

export const fetchConversation = (sessionId: string) =>
  api<ConversationResponse>(`/api/wizard/conversation/${encodeURIComponent(sessionId)}`).then((r) => r.conversation);

export const fetchConversations = () => api<ConversationPage>("/api/wizard/conversations").then((r) => r.conversations);

export const saveConversation = (body: SaveConversationBody) =>
  api<ConversationSaved>("/api/wizard/save-conversation", { body });

export const updateConversation = (sessionId: string, body: UpdateConversationBody) =>
  api<ConversationSaved>(`/api/wizard/update-conversation/${encodeURIComponent(sessionId)}`, {
    method: "PUT",
    body,
  });
