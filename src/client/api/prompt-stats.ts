import { useQuery } from "@tanstack/react-query";
import type { PromptStatsResponse } from "@shared/schemas/sessions";
import { api } from "@/api/client";

export const promptStatsKey = (sessionId: string) => ["sessions", "prompt-stats", sessionId] as const;

export const fetchPromptStats = (sessionId: string) =>
  api<PromptStatsResponse>(`/api/sessions/${encodeURIComponent(sessionId)}/prompt-stats`).then((r) => r.stats);

/** How helpful all users found this rescue's prompts; re-read after the user rates one. */
/** `enabled` is false for imported sessions: other users' ratings are of Unstuck's prompts, not the file's. */
export function usePromptStats(sessionId: string, enabled = true) {
  return useQuery({
    queryKey: promptStatsKey(sessionId),
    queryFn: () => fetchPromptStats(sessionId),
    staleTime: 0,
    enabled,
  });
}
