import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MyOutcomeSummary,
  NextStrategyRoute,
  OutcomeStats,
  RecordOutcomeInput,
  SessionOutcomeState,
  TemplateOutcome,
  TemplateOutcomesResponse,
  TemplateOutcomeValue,
} from "@shared/schemas/outcomes";
import type { ProblemTypeId } from "@shared/schemas/content";
import type { SessionResponse } from "@shared/schemas/sessions";
import { api } from "@/api/client";
import { sessionKeys } from "@/api/sessions";

/** Outcomes of rescues (decision 0275): the user's answers, the next strategy, and the figures across users. */
export const outcomeKeys = {
  session: (id: string) => ["sessions", "outcome", id] as const,
  stats: (type: ProblemTypeId | "all") => ["outcomes", "stats", type] as const,
  mine: (uid: string) => ["sessions", "my-outcomes", uid] as const,
  templates: ["outcomes", "my-templates"] as const,
};

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const fetchOutcomeState = (id: string) => api<SessionOutcomeState>(`${sessionPath(id)}/outcome`);
export const recordOutcome = (id: string, input: RecordOutcomeInput) =>
  api<SessionOutcomeState>(`${sessionPath(id)}/outcome`, { method: "PUT", body: input });
export const dismissOutcome = (id: string) =>
  api<SessionOutcomeState>(`${sessionPath(id)}/outcome/dismiss`, { method: "POST" });
export const startNextStrategy = (id: string, via: NextStrategyRoute) =>
  api<SessionResponse>(`${sessionPath(id)}/next`, { body: { via } });
export const fetchOutcomeStats = (type?: ProblemTypeId) =>
  api<OutcomeStats>(`/api/outcomes/stats${type ? `?type=${encodeURIComponent(type)}` : ""}`);
export const fetchMyOutcomes = (uid: string) => api<MyOutcomeSummary>(`/api/user/outcomes/${encodeURIComponent(uid)}`);
export const fetchMyTemplateOutcomes = () =>
  api<TemplateOutcomesResponse>("/api/template-outcomes").then((r) => r.outcomes);
export const recordTemplateOutcome = (templateId: string, outcome: TemplateOutcomeValue) =>
  api<TemplateOutcome>("/api/template-outcomes", {
    method: "PUT",
    body: { templateId, outcome },
  });

export function useOutcomeState(sessionId: string) {
  return useQuery({ queryKey: outcomeKeys.session(sessionId), queryFn: () => fetchOutcomeState(sessionId) });
}

/** Answering changes the session too (unstuck marks it solved), so both are read again. */
export function useRecordOutcome(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordOutcomeInput) => recordOutcome(sessionId, input),
    onSuccess: (state) => {
      client.setQueryData(outcomeKeys.session(sessionId), state);
      void client.invalidateQueries({ queryKey: sessionKeys.detail(sessionId) });
      void client.invalidateQueries({ queryKey: ["sessions", "recent"] });
      void client.invalidateQueries({ queryKey: sessionKeys.stats });
      void client.invalidateQueries({ queryKey: ["outcomes"] });
    },
  });
}

export function useDismissOutcome(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dismissOutcome(sessionId),
    onSuccess: (state) => client.setQueryData(outcomeKeys.session(sessionId), state),
  });
}

export function useStartNextStrategy(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (via: NextStrategyRoute) => startNextStrategy(sessionId, via),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: outcomeKeys.session(sessionId) });
      void client.invalidateQueries({ queryKey: sessionKeys.all, predicate: (q) => q.queryKey[1] !== "detail" });
    },
  });
}

/** What worked across users for one type (or all, for the library); public, cached a few minutes on the server. */
export function useOutcomeStats(type?: ProblemTypeId) {
  return useQuery({
    queryKey: outcomeKeys.stats(type ?? "all"),
    queryFn: () => fetchOutcomeStats(type),
    staleTime: 60_000,
  });
}

export function useMyOutcomes(uid: string) {
  return useQuery({ queryKey: outcomeKeys.mine(uid), queryFn: () => fetchMyOutcomes(uid), staleTime: 0 });
}

export function useMyTemplateOutcomes(enabled: boolean) {
  return useQuery({ queryKey: outcomeKeys.templates, queryFn: fetchMyTemplateOutcomes, enabled });
}

export function useRecordTemplateOutcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, outcome }: { templateId: string; outcome: TemplateOutcomeValue }) =>
      recordTemplateOutcome(templateId, outcome),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["outcomes"] }),
  });
}
