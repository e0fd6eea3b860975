import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StorageUsage } from "@shared/domain/storage-quota";
import { sessionUsage } from "@shared/domain/usage-limit";
import { api } from "@/api/client";
import type {
  CreateSessionInput,
  ImportSessionsResult,
  PromptRatingsResponse,
  RatePromptResponse,
  RatingValue,
  RecentSessionsResponse,
  SessionCount,
  SessionDeleted,
  SessionExport,
  SessionResponse,
  SessionStats,
  UpdateStepInput,
} from "@shared/schemas/sessions";

/** Query keys and calls for rescue sessions, shared by the rescue, dashboard and preferences features. */
export const sessionKeys = {
  all: ["sessions"] as const,
  count: (uid: string) => ["sessions", "count", uid] as const,
  recent: (uid: string, limit: number) => ["sessions", "recent", uid, limit] as const,
  detail: (id: string) => ["sessions", "detail", id] as const,
  ratings: (id: string) => ["sessions", "ratings", id] as const,
  stats: ["sessions", "stats"] as const,
  storage: ["sessions", "storage"] as const,
};

export const fetchSessionCount = (uid: string) =>
  api<SessionCount>(`/api/user/sessions/count/${encodeURIComponent(uid)}`);
export const fetchRecentSessions = (uid: string, limit: number) =>
  api<RecentSessionsResponse>(`/api/user/recent-sessions/${encodeURIComponent(uid)}?limit=${limit}`).then(
    (r) => r.sessions,
  );
export const fetchSessionStats = () => api<SessionStats>("/api/sessions/stats");
export const fetchAllSessions = () => api<SessionExport>("/api/sessions/export").then((r) => r.sessions);
export const fetchStorageUsage = () => api<StorageUsage>("/api/sessions/storage");
export const deleteRescueSession = (id: string) =>
  api<SessionDeleted>(`/api/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
export const importSessionBatch = (sessions: unknown[]) =>
  api<ImportSessionsResult>("/api/sessions/import", { body: { sessions } });

/** When the count cannot be loaded the client assumes 0 used and lets the server decide (decision 0033). */
export function fallbackSessionCount(): SessionCount {
  return { ...sessionUsage(0, false, new Date()), access: { isPro: false, trialActive: false } };
}

export function useSessionCount(uid: string | undefined) {
  return useQuery({
    queryKey: sessionKeys.count(uid ?? ""),
    queryFn: () => fetchSessionCount(uid!),
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

/** What the account stores against its quota (decision 0260). */
export function useStorageUsage(enabled: boolean) {
  return useQuery({ queryKey: sessionKeys.storage, queryFn: fetchStorageUsage, enabled, staleTime: 0 });
}

export function useDeleteRescueSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRescueSession,
    // The deleted session is dropped, not refetched (it would only answer 404); lists, counts and storage reload.
    onSuccess: (_, id) => client.removeQueries({ queryKey: sessionKeys.detail(id), exact: true }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useRecentSessions(uid: string | undefined, limit: number) {
  return useQuery({
    queryKey: sessionKeys.recent(uid ?? "", limit),
    queryFn: () => fetchRecentSessions(uid!, limit),
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

export const createRescueSession = (input: CreateSessionInput) =>
  api<SessionResponse>("/api/sessions", { body: input });
export const fetchRescueSession = (id: string, signal?: AbortSignal) =>
  api<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}`, { signal });
export const updateRescueStep = (id: string, stepId: number, input: UpdateStepInput) =>
  api<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}/steps/${stepId}`, { method: "PATCH", body: input });
export const markRescueSuccessful = (id: string) =>
  api<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}`, { method: "PATCH", body: { success: true } });
export const saveRescueNotes = (id: string, notes: string, signal?: AbortSignal) =>
  api<SessionResponse>(`/api/sessions/${encodeURIComponent(id)}`, { method: "PATCH", body: { notes }, signal });
export const fetchPromptRatings = (id: string) =>
  api<PromptRatingsResponse>(`/api/sessions/${encodeURIComponent(id)}/ratings`).then((r) => r.ratings);
export const ratePrompt = (input: {
  userId: string;
  sessionId: string;
  promptIndex: number;
  rating: RatingValue;
  promptText: string;
  problemType: string;
}) => api<RatePromptResponse>("/api/rate-prompt", { body: input });

/**
 * Last-chance save when the page is hidden or closed: a keepalive request outlives the page.
 * Browsers cap keepalive bodies at 64 KB, so a bigger one goes as an ordinary request (the local draft covers it).
 */
export function saveNotesOnExit(id: string, notes: string): void {
  const keepalive = new Blob([JSON.stringify({ notes })]).size < 60_000;
  void api(`/api/sessions/${encodeURIComponent(id)}`, { method: "PATCH", body: { notes }, keepalive }).catch(
    () => undefined,
  );
}
