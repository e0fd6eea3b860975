import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { fallbackClassification, fallbackQuestions } from "@shared/content/wizard-fallbacks";
import { interpretPostSolution } from "@shared/domain/wizard-interpreter";
import {
  type Classification,
  conversationStatus,
  conversationTitle,
  WIZARD_QUESTION_COUNT,
  type WizardConversation,
} from "@shared/schemas/wizard";
import { ApiError, errorMessage } from "@/api/client";
import { useCurrentUser } from "@/api/auth";
import { toast } from "@/lib/toast-store";
import * as wizardApi from "@/api/wizard";
import {
  ANALYSIS_TEXT,
  canSend,
  initialWizardState,
  introText,
  makeMessage,
  POST_SOLUTION_TEXT,
  reaskFor,
  restoreState,
  solutionFailureMessage,
  solutionParts,
  type WizardState,
  wizardReducer,
} from "../wizard-machine";

/** Message pacing: typing 1000 ms, 1500 ms between solution steps, 1000 ms before the alternatives. */
export const wizardDelays = { typing: 1000, betweenSteps: 1500, beforeAlternatives: 1000 };

export const CONVERSATIONS_KEY = ["wizard", "conversations"] as const;

const now = () => new Date().toISOString();
const newSessionId = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    "",
  );

/** Refusals the user must see (limit, plan, sign-in); anything else falls back to the spec's defaults. */
const isRefusal = (error: unknown) => error instanceof ApiError && [401, 403, 429].includes(error.status);

export function useWizard() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialWizardState(newSessionId(), now()));
  const stateRef = useRef<WizardState>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  // Each conversation gets a generation; a reset or reopen cancels the timers and replies of the old one.
  const generation = useRef(0);
  const savedCount = useRef(0);
  const saveChain = useRef<Promise<void>>(Promise.resolve());
  const saveFailedShown = useRef(false);

  useEffect(() => () => void generation.current++, []);

  // "Skip the typing": the paced reveal is for reading along; someone who wants the answer now can
  // turn it off, which also ends any pause under way.
  const [skipTyping, setSkipTypingState] = useState(false);
  const skipRef = useRef(false);
  const pendingWaits = useRef(new Set<() => void>());
  const wait = useCallback(
    (ms: number, gen: number) =>
      new Promise<boolean>((resolve) => {
        if (skipRef.current || ms <= 0) {
          resolve(generation.current === gen);
          return;
        }
        const finish = () => {
          clearTimeout(timer);
          pendingWaits.current.delete(finish);
          resolve(generation.current === gen);
        };
        const timer = setTimeout(finish, ms);
        pendingWaits.current.add(finish);
      }),
    [],
  );
  const setSkipTyping = useCallback((value: boolean) => {
    skipRef.current = value;
    setSkipTypingState(value);
    if (value) for (const finish of [...pendingWaits.current]) finish();
  }, []);

  // Save after each exchange: when nothing is running and there are unsaved messages. An answer is saved at
  // once, even while the wizard works on the reply, so leaving then loses nothing (the last answer starts the
  // solution, which takes a while).
  useEffect(() => {
    const last = state.messages.at(-1);
    const unsavedAnswer = last?.type === "user" && last.answerIndex !== undefined;
    if (!user || ((state.busy || state.typing) && !unsavedAnswer)) return;
    if (!state.messages.some((m) => m.type === "user") || state.messages.length === savedCount.current) return;
    const snapshot = state;
    const count = snapshot.messages.length;
    saveChain.current = saveChain.current.then(async () => {
      const body = {
        userId: user.id,
        sessionId: snapshot.sessionId,
        title: conversationTitle(snapshot.title),
        classification: snapshot.classification,
        messages: snapshot.messages,
        solution: snapshot.solution,
        stage: snapshot.stage,
        status: conversationStatus(snapshot.stage),
      };
      try {
        if (stateRef.current.sessionId !== snapshot.sessionId) return;
        if (stateRef.current.saved) await wizardApi.updateConversation(snapshot.sessionId, body);
        else {
          await wizardApi.saveConversation(body);
          if (stateRef.current.sessionId === snapshot.sessionId) dispatch({ type: "saved" });
        }
        savedCount.current = count;
        saveFailedShown.current = false;
        void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      } catch (error) {
        if (!saveFailedShown.current)
          toast({
            title: "Conversation not saved",
            description: `${errorMessage(error)} It will be saved again after your next message.`,
            variant: "destructive",
          });
        saveFailedShown.current = true;
      }
    });
  }, [state, user, queryClient]);

  const say = useCallback(
    async (content: string, gen: number, extra?: Parameters<typeof makeMessage>[3]) => {
      dispatch({ type: "typing", value: true });
      if (!(await wait(wizardDelays.typing, gen))) return false;
      dispatch({ type: "wizard-message", message: makeMessage("wizard", content, now(), extra) });
      return true;
    },
    [wait],
  );

  const runIntake = useCallback(
    async (problem: string, gen: number) => {
      const { sessionId } = stateRef.current;
      dispatch({ type: "typing", value: true });
      const started = Date.now();
      let classification: Classification;
      try {
        classification = await wizardApi.classifyProblem(problem, sessionId);
      } catch (error) {
        if (generation.current !== gen) return;
        if (isRefusal(error)) {
          dispatch({ type: "intake-failed", message: makeMessage("wizard", errorMessage(error), now()) });
          return;
        }
        classification = fallbackClassification;
      }
      let questions: string[];
      try {
        questions = await wizardApi.generateQuestions(classification, sessionId, problem);
      } catch {
        questions = [...fallbackQuestions];
      }
      if (!(await wait(Math.max(0, wizardDelays.typing - (Date.now() - started)), gen))) return;
      dispatch({
        type: "classified",
        classification,
        questions,
        intro: makeMessage("wizard", introText(classification), now()),
        firstQuestion: makeMessage("wizard", questions[0]!, now(), { questionIndex: 0 }),
      });
    },
    [wait],
  );

  const runSolution = useCallback(
    async (gen: number) => {
      if (!(await say(ANALYSIS_TEXT, gen))) return;
      // Read after the typing delay: by then the last answer is in the rendered state.
      const s = stateRef.current;
      dispatch({ type: "typing", value: true });
      try {
        const solution = await wizardApi.generateSolution(
          s.classification ?? fallbackClassification,
          s.userResponses,
          s.sessionId,
          s.problem,
        );
        if (generation.current !== gen) return;
        dispatch({ type: "typing", value: false });
        dispatch({ type: "solution-ready", solution });
        const parts = solutionParts(solution, s.classification);
        dispatch({ type: "wizard-message", message: makeMessage("wizard", parts.diagnosis, now()) });
        for (const step of parts.steps) {
          dispatch({ type: "typing", value: true });
          if (!(await wait(wizardDelays.betweenSteps, gen))) return;
          dispatch({ type: "wizard-message", message: makeMessage("wizard", step, now()) });
        }
        dispatch({ type: "typing", value: true });
        if (!(await wait(wizardDelays.beforeAlternatives, gen))) return;
        dispatch({ type: "wizard-message", message: makeMessage("wizard", parts.extras, now()) });
        if (!(await say(POST_SOLUTION_TEXT, gen))) return;
        dispatch({ type: "solution-shown" });
      } catch (error) {
        if (generation.current !== gen) return;
        const content =
          error instanceof ApiError && error.status === 429
            ? `${error.message} Then send any message to try again.`
            : solutionFailureMessage;
        dispatch({ type: "solution-failed", message: makeMessage("wizard", content, now()) });
      }
    },
    [say, wait],
  );

  const send = useCallback(
    async (raw: string) => {
      const s = stateRef.current;
      const text = raw.trim();
      if (!canSend(s, text)) return false;
      const gen = generation.current;
      const reask = reaskFor(s, text);
      dispatch({ type: "busy", value: true });
      dispatch({ type: "user-message", message: makeMessage("user", text, now()) });
      try {
        if (reask) await say(reask, gen, { questionIndex: s.currentQuestionIndex, reask: true });
        else if (s.stage === "welcome") await runIntake(text, gen);
        else if (s.stage === "questioning") {
          const next = s.currentQuestionIndex + 1;
          if (next < WIZARD_QUESTION_COUNT)
            await say(s.questions[next] ?? fallbackQuestions[next]!, gen, { questionIndex: next });
          else await runSolution(gen);
        } else if (s.stage === "analysis") {
          await runSolution(gen);
        } else if (s.stage === "post-solution" && s.solution) {
          await say(interpretPostSolution(text, s.solution).content, gen);
        }
      } finally {
        if (generation.current === gen) {
          dispatch({ type: "typing", value: false });
          dispatch({ type: "busy", value: false });
        }
      }
      return true;
    },
    [runIntake, runSolution, say],
  );

  const startNew = useCallback(() => {
    generation.current++;
    savedCount.current = 0;
    saveFailedShown.current = false;
    dispatch({ type: "reset", sessionId: newSessionId(), at: now() });
  }, []);

  const reopen = useCallback(
    (conversation: WizardConversation) => {
      generation.current++;
      savedCount.current = conversation.messages.length;
      saveFailedShown.current = false;
      dispatch({ type: "restore", conversation });
      // All answers are in but the solution never arrived (the user left while it was being built): build it now.
      const restored = restoreState(conversation);
      if (restored.stage !== "analysis" || restored.solution) return;
      const gen = generation.current;
      dispatch({ type: "busy", value: true });
      void runSolution(gen).finally(() => {
        if (generation.current !== gen) return;
        dispatch({ type: "typing", value: false });
        dispatch({ type: "busy", value: false });
      });
    },
    [runSolution],
  );

  return { state, send, startNew, reopen, skipTyping, setSkipTyping };
}
