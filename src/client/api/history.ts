import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Success } from "@shared/schemas/api";
import type { GeneratorResultPage, SavedGeneratorResultResponse } from "@shared/schemas/generator";
import type { PlanPage } from "@shared/schemas/planner";
import type {
  SessionListPage,
  SessionShare,
  SessionStatusFilter,
  SharedSessionResponse,
} from "@shared/schemas/sessions";
import type { ConversationPage } from "@shared/schemas/wizard";
import { api } from "@/api/client";

export interface HistoryParams {
  q: string;
  page: number;
  pageSize: number;
}
export interface SessionHistoryParams extends HistoryParams {
  type: string;
  status: SessionStatusFilter;
}

function queryString(params: HistoryParams, extra: Record<string, string> = {}) {
  const search = new URLSearchParams({
    limit: String(params.pageSize),
    offset: String((params.page - 1) * params.pageSize),
  });
  if (params.q.trim()) search.set("q", params.q.trim());
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  return search.toString();
}

export const historyKeys = {
  sessions: (params: SessionHistoryParams) => ["sessions", "history", params] as const,
  plans: (params: HistoryParams) => ["project-plans", "history", params] as const,
  conversations: (params: HistoryParams) => ["wizard-conversations", "history", params] as const,
  generated: (params: HistoryParams) => ["generator-results", "history", params] as const,
  generatedOne: (id: string) => ["generator-results", id] as const,
  share: (sessionId: string) => ["sessions", "share", sessionId] as const,
  shared: (token: string) => ["shared-session", token] as const,
};

/** Each answer carries the page it is, so a previous page kept on screen while the next loads is counted right. */
const onPage =
  (page: number) =>
  <T>(data: T): T & { page: number } => ({ ...data, page });

export const fetchSessionHistory = (params: SessionHistoryParams) =>
  api<SessionListPage>(
    `/api/sessions?${queryString(params, { type: params.type, status: params.status === "all" ? "" : params.status })}`,
  ).then(onPage(params.page));
export const fetchPlanHistory = (params: HistoryParams) =>
  api<PlanPage>(`/api/project-plans?${queryString(params)}`).then(onPage(params.page));
export const fetchConversationHistory = (params: HistoryParams) =>
  api<ConversationPage>(`/api/wizard/conversations?${queryString(params)}`).then(onPage(params.page));
export const fetchGeneratorHistory = (params: HistoryParams) =>
  api<GeneratorResultPage>(`/api/generator-results?${queryString(params)}`).then(onPage(params.page));
export const fetchGeneratorResult = (id: string) =>
  api<SavedGeneratorResultResponse>(`/api/generator-results/${encodeURIComponent(id)}`).then((r) => r.result);
export const deleteGeneratorResult = (id: string) =>
  api<Success>(`/api/generator-results/${encodeURIComponent(id)}`, { method: "DELETE" });

// Paging keeps the previous page on screen until the next one arrives, so the list does not jump.
export const useSessionHistory = (params: SessionHistoryParams, enabled: boolean) =>
  useQuery({
    queryKey: historyKeys.sessions(params),
    queryFn: () => fetchSessionHistory(params),
    enabled,
    placeholderData: keepPreviousData,
  });
export const usePlanHistory = (params: HistoryParams, enabled: boolean) =>
  useQuery({
    queryKey: historyKeys.plans(params),
    queryFn: () => fetchPlanHistory(params),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useConversationHistory = (params: HistoryParams, enabled: boolean) =>
  useQuery({
    queryKey: historyKeys.conversations(params),
    queryFn: () => fetchConversationHistory(params),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useGeneratorHistory = (params: HistoryParams, enabled: boolean) =>
  useQuery({
    queryKey: historyKeys.generated(params),
    queryFn: () => fetchGeneratorHistory(params),
    enabled,
    placeholderData: keepPreviousData,
  });
export const useGeneratorResult = (id: string | null) =>
  useQuery({
    queryKey: historyKeys.generatedOne(id ?? ""),
    queryFn: () => fetchGeneratorResult(id!),
    enabled: Boolean(id),
  });

export function useDeleteGeneratorResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGeneratorResult,
    // The deleted run itself is dropped, not refetched: a refetch would only answer 404.
    onSuccess: (_, id) => client.removeQueries({ queryKey: historyKeys.generatedOne(id), exact: true }),
    onSettled: () => client.invalidateQueries({ queryKey: ["generator-results", "history"] }),
  });
}

export const fetchSessionShare = (sessionId: string) =>
  api<SessionShare>(`/api/sessions/${encodeURIComponent(sessionId)}/share`);
export const useSessionShare = (sessionId: string) =>
  useQuery({ queryKey: historyKeys.share(sessionId), queryFn: () => fetchSessionShare(sessionId) });

export function useSetSessionShared(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      api<SessionShare>(`/api/sessions/${encodeURIComponent(sessionId)}/share`, {
        method: shared ? "POST" : "DELETE",
      }),
    onSuccess: (share) => client.setQueryData(historyKeys.share(sessionId), share),
  });
}

export const fetchSharedSession = (token: string) =>
  api<SharedSessionResponse>(`/api/shared-sessions/${encodeURIComponent(token)}`).then((r) => r.session);
export const useSharedSession = (token: string) =>
  useQuery({ queryKey: historyKeys.shared(token), queryFn: () => fetchSharedSession(token), retry: false });
