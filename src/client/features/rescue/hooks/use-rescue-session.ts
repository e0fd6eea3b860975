import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RescueSession, SessionResponse, UpdateStepInput } from "@shared/schemas/sessions";
import { sessionKeys } from "@/api/sessions";
import { toast } from "@/lib/toast-store";
import { errorMessage } from "@/api/client";
import { fetchRescueSession, markRescueSuccessful, updateRescueStep } from "@/api/sessions";

export interface LoadedSession {
  session: RescueSession;
  /** Server clock minus the browser's, so live timers count from the server's start time. */
  clockOffsetMs: number;
}

function toLoaded(response: SessionResponse): LoadedSession {
  const server = Date.parse(response.serverTime);
  return { session: response.session, clockOffsetMs: Number.isNaN(server) ? 0 : server - Date.now() };
}

export function useRescueSession(id: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.detail(id),
    queryFn: async ({ signal }) => toLoaded(await fetchRescueSession(id, signal)),
    enabled,
    staleTime: 0,
  });
}

/** Step completion and timers; the server answers with the whole session, which replaces the cached one. */
export function useStepMutation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, input }: { stepId: number; input: UpdateStepInput }) => updateRescueStep(id, stepId, input),
    onSuccess: (response) => {
      client.setQueryData(sessionKeys.detail(id), toLoaded(response));
      void client.invalidateQueries({ queryKey: ["sessions", "recent"] });
      void client.invalidateQueries({ queryKey: sessionKeys.stats });
    },
    onError: (error) =>
      toast({ title: "Could not update the step", description: errorMessage(error), variant: "destructive" }),
  });
}

export function useMarkSuccessful(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markRescueSuccessful(id),
    onSuccess: (response) => {
      client.setQueryData(sessionKeys.detail(id), toLoaded(response));
      void client.invalidateQueries({ queryKey: ["sessions", "recent"] });
      void client.invalidateQueries({ queryKey: sessionKeys.stats });
    },
    onError: (error) =>
      toast({
        title: "Could not mark the session successful",
        description: errorMessage(error),
        variant: "destructive",
      }),
  });
}

export function replaceCachedSession(client: ReturnType<typeof useQueryClient>, id: string, session: RescueSession) {
  client.setQueryData<LoadedSession>(sessionKeys.detail(id), (old) => (old ? { ...old, session } : old));
}
