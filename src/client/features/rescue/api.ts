import type {
  CreateSessionInput,
  PromptRating,
  RatingValue,
  SessionResponse,
  UpdateStepInput,
} from "@shared/schemas/sessions";
import { api } from "@/lib/api";

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
  api<{ ratings: PromptRating[] }>(`/api/sessions/${encodeURIComponent(id)}/ratings`).then((r) => r.ratings);
export const ratePrompt = (input: {
  userId: string;
  sessionId: string;
  promptIndex: number;
  rating: RatingValue;
  promptText: string;
  problemType: string;
}) => api<{ success: boolean }>("/api/rate-prompt", { body: input });

/**
 * Last-chance save when the page is hidden or closed: a keepalive request outlives the page.
 * Browsers cap keepalive bodies at 64 KB, so a bigger one goes as an ordinary request (the local draft covers it).
 */
export function saveNotesOnExit(id: string, notes: string): void {
  const body = JSON.stringify({ notes });
  const keepalive = new Blob([body]).size < 60_000;
  void fetch(`/api/sessions/${encodeURIComponent(id)}`, {
    method: "PATCH",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive,
  }).catch(() => undefined);
}
