import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { CreateSessionInput, SessionCount } from "@shared/schemas/sessions";
import type { ProblemTypeId } from "@shared/schemas/content";
import { limitReachedMessage } from "@shared/domain/usage-limit";
import { ApiError, errorMessage } from "@/api/client";
import { paths } from "@/lib/paths";
import { sessionKeys } from "@/api/sessions";
import { useStartTrial } from "@/lib/start-trial";
import { toast } from "@/lib/toast-store";
import { createRescueSession } from "@/api/sessions";

/** The session opens 500 ms after the choice, while the card shows that it is analysing. */
export const ANALYSE_DELAY_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `onStarted` runs once the session exists (the page forgets its paste draft then: the session keeps it). */
export function useStartRescue(count: SessionCount | undefined, onStarted?: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<ProblemTypeId | null>(null);
  const trial = useStartTrial("rescue");

  async function start(input: CreateSessionInput) {
    if (starting) return;
    if (count && !count.canCreateSession) {
      toast({
        title: "Monthly limit reached",
        description: limitReachedMessage(count.resetsAt, trial.offered),
        variant: "destructive",
      });
      return;
    }
    setStarting(input.problemType);
    try {
      const [response] = await Promise.all([createRescueSession(input), delay(ANALYSE_DELAY_MS)]);
      const server = Date.parse(response.serverTime);
      client.setQueryData(sessionKeys.detail(response.session.id), {
        session: response.session,
        clockOffsetMs: Number.isNaN(server) ? 0 : server - Date.now(),
      });
      void client.invalidateQueries({ queryKey: sessionKeys.all, predicate: (q) => q.queryKey[1] !== "detail" });
      onStarted?.();
      navigate(paths.rescue(response.session.id));
    } catch (error) {
      if (error instanceof ApiError && error.code === "LIMIT_REACHED") {
        toast({ title: "Monthly limit reached", description: error.message, variant: "destructive" });
        void client.invalidateQueries({ queryKey: ["sessions", "count"] });
      } else {
        toast({ title: "Could not start the rescue", description: errorMessage(error), variant: "destructive" });
      }
      setStarting(null);
    }
  }

  return { start, starting };
}
