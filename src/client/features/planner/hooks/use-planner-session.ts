import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import type { ProjectPlan, SavedPlan } from "@shared/schemas/planner";
import { toast } from "@/lib/toast-store";
import { finalizeProjectPlan, plannerKeys, saveProjectPlan, updateProjectPlan } from "@/api/planner";
import {
  FIRST_MESSAGE_DELAY_MS,
  initialPlannerState,
  NEXT_QUESTION_DELAY_MS,
  type PlannerProjectDraft,
  plannerReducer,
  type PlannerState,
  countedAnswers,
  reaskFor,
} from "../session-reducer";
import { readDraft, writeDraft } from "@/lib/use-local-draft";
import { useCurrentUser } from "@/api/auth";

const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const nowIso = () => new Date().toISOString();

/**
 * Runs the reducer's timed steps: the typing delays, the plan updates (one after another, each on the
 * plan the previous one returned, so a fast typist never loses an answer) and finalising after the last.
 */
/** A planner conversation kept in this browser, resumed after a reload; answers in flight are resent by no one. */
function restoreDraft(draft: PlannerState | undefined): PlannerState {
  if (!draft || draft.view !== "session" || !Array.isArray(draft.messages) || typeof draft.plan !== "object")
    return initialPlannerState;
  return { ...initialPlannerState, ...draft, pendingUpdates: 0 };
}

export function usePlannerSession() {
  const { user } = useCurrentUser();
  const draftKey = user ? `planner-session:${user.id}` : null;
  const [state, dispatch] = useReducer(plannerReducer, draftKey, (key) => restoreDraft(readDraft<PlannerState>(key)));
  useEffect(() => {
    writeDraft(draftKey, state.view === "session" ? state : undefined);
  }, [draftKey, state]);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const planRef = useRef<ProjectPlan>(state.plan);
  const chain = useRef<Promise<void>>(Promise.resolve());
  // Each session gets a generation; answers from an older session are dropped.
  const generation = useRef(0);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
    planRef.current = state.plan;
  }, [state]);

  const { view, status, messages } = state;
  const isFirst = messages.length === 0;

  useEffect(() => {
    if (view !== "session" || status !== "typing") return;
    const timer = setTimeout(
      () => dispatch({ type: "ask", id: newId(), now: nowIso() }),
      isFirst ? FIRST_MESSAGE_DELAY_MS : NEXT_QUESTION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [view, status, isFirst]);

  useEffect(() => {
    if (view !== "session" || status !== "finalizing") return;
    const gen = generation.current;
    chain.current = chain.current.then(async () => {
      if (gen !== generation.current) return;
      const s = stateRef.current;
      let plan: ProjectPlan | null = null;
      try {
        plan = await finalizeProjectPlan({
          ...s.project,
          messages: countedAnswers(s.messages),
          currentPlan: planRef.current,
        });
      } catch (error) {
        // Plan update failures are logged only; the plan so far stays.
        console.error("Finalising the project plan failed", error);
      }
      if (gen !== generation.current) return;
      // Keeps the closing message from appearing before the typing pause.
      await new Promise((r) => setTimeout(r, 400));
      if (gen === generation.current) dispatch({ type: "finalized", plan, id: newId(), now: nowIso() });
    });
  }, [view, status]);

  const start = useCallback((project: PlannerProjectDraft) => {
    generation.current += 1;
    chain.current = Promise.resolve();
    dispatch({ type: "start", project });
  }, []);

  const answer = useCallback((content: string) => {
    const s = stateRef.current;
    if (!content.trim() || s.view !== "session" || s.status !== "awaiting") return false;
    const questionIndex = s.questionIndex;
    dispatch({ type: "answer", content, id: newId(), now: nowIso() });
    // An answer that does not fit is asked again and never reaches the plan (decision 0285).
    if (reaskFor(s.messages, questionIndex, content.trim())) return true;
    const gen = generation.current;
    chain.current = chain.current.then(async () => {
      if (gen !== generation.current) return;
      try {
        const plan = await updateProjectPlan({
          ...s.project,
          questionIndex,
          answer: content.trim(),
          currentPlan: planRef.current,
        });
        if (gen !== generation.current) return;
        planRef.current = plan;
        dispatch({ type: "planUpdated", plan });
      } catch (error) {
        console.error("Updating the project plan failed", error);
        if (gen === generation.current) dispatch({ type: "planUpdateFailed" });
      }
    });
    return true;
  }, []);

  const open = useCallback((saved: SavedPlan) => {
    generation.current += 1;
    chain.current = Promise.resolve();
    dispatch({ type: "open", saved });
  }, []);

  const backToSetup = useCallback(() => {
    generation.current += 1;
    chain.current = Promise.resolve();
    dispatch({ type: "backToSetup" });
  }, []);

  const save = useCallback(async () => {
    const gen = generation.current;
    setSaving(true);
    try {
      // Waits for answers still being written into the plan, so the saved plan has them.
      await chain.current;
      const latest = stateRef.current;
      const { id } = await saveProjectPlan({
        ...latest.project,
        id: latest.savedId ?? undefined,
        projectPlan: planRef.current,
        messages: latest.messages,
      });
      if (gen === generation.current) dispatch({ type: "saved", id });
      await queryClient.invalidateQueries({ queryKey: plannerKeys.plans });
      toast({ title: "Plan Saved", description: `${latest.project.projectName} is saved to your account.` });
    } catch (error) {
      console.error("Saving the project plan failed", error);
      toast({
        title: "Save Failed",
        description: "Failed to save project plan. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }, [queryClient]);

  return { state, saving, start, answer, open, backToSetup, save };
}
