import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PromptRating, RatingValue, RescueSession } from "@shared/schemas/sessions";
import { sessionKeys } from "@/api/sessions";
import { promptStatsKey } from "@/api/prompt-stats";
import { toast } from "@/lib/toast-store";
import { fetchPromptRatings, ratePrompt } from "@/api/sessions";

export function usePromptRatings(sessionId: string) {
  return useQuery({
    queryKey: sessionKeys.ratings(sessionId),
    queryFn: () => fetchPromptRatings(sessionId),
    staleTime: 0,
  });
}

/** The choice is highlighted at once and rolled back if the server refuses it. */
export function useRatePrompt(session: RescueSession, userId: string | undefined) {
  const client = useQueryClient();
  const key = sessionKeys.ratings(session.id);
  return useMutation({
    mutationFn: async ({ promptIndex, rating }: { promptIndex: number; rating: RatingValue }) => {
      // A rating is sent only when a user id and a session id exist.
      if (!userId) throw new Error("Not signed in");
      await ratePrompt({
        userId,
        sessionId: session.id,
        promptIndex,
        rating,
        promptText: session.prompts[promptIndex]?.text ?? "",
        problemType: session.problemType,
      });
    },
    onMutate: async ({ promptIndex, rating }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<PromptRating[]>(key);
      client.setQueryData<PromptRating[]>(key, (old = []) => [
        ...old.filter((r) => r.promptIndex !== promptIndex),
        { promptIndex, rating },
      ]);
      return { previous };
    },
    onSuccess: (_data, { rating }) => {
      void client.invalidateQueries({ queryKey: promptStatsKey(session.id) });
      toast({
        title: "Feedback Recorded",
        description: `Thanks for rating this prompt ${rating === "positive" ? "helpful" : "not helpful"}`,
      });
    },
    onError: (_error, _vars, context) => {
      client.setQueryData(key, context?.previous);
      toast({
        title: "Error",
        description: "Failed to record your feedback. Please try again.",
        variant: "destructive",
      });
    },
  });
}
