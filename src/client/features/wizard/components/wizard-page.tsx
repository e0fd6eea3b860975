import { History, Plus, Wand2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { WizardConversation, WizardStage } from "@shared/schemas/wizard";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { useCurrentUser } from "@/api/auth";
import { toast } from "@/lib/toast-store";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/use-page-title";
import { fetchConversation } from "@/api/wizard";
import { useWizard } from "../hooks/use-wizard";
import { canSend } from "../wizard-machine";
import { ChatInput } from "./chat-input";
import { ChatMessageBubble, TypingIndicator } from "./chat-message";
import { PastConversations } from "./past-conversations";
import { wizardPageCopy } from "@shared/content/ui/wizard";

const progressSteps: { label: string; stages: WizardStage[] }[] = [
  { label: "Describe", stages: ["welcome", "intake"] },
  { label: "Questions", stages: ["questioning"] },
  { label: "Analysis", stages: ["analysis"] },
  { label: "Solution", stages: ["solution", "post-solution"] },
];

function StageProgress({ stage, questionIndex }: { stage: WizardStage; questionIndex: number }) {
  const current = progressSteps.findIndex((s) => s.stages.includes(stage));
  return (
    <ol
      className="flex items-center gap-x-2 overflow-x-auto border-b px-3 py-2 text-[11px] whitespace-nowrap sm:gap-x-3 sm:px-4 sm:text-xs"
      aria-label="Wizard progress"
    >
      {progressSteps.map((step, i) => (
        <li
          key={step.label}
          className={cn(
            "flex items-center gap-1.5",
            i === current ? "font-semibold text-foreground" : i < current ? "text-foreground" : "text-muted-foreground",
          )}
          aria-current={i === current ? "step" : undefined}
        >
          <span
            className={cn(
              "hidden size-5 place-items-center rounded-full border text-[10px] sm:grid",
              i === current && "border-primary bg-primary text-primary-foreground",
              i < current && "border-primary",
            )}
            aria-hidden="true"
          >
            {i + 1}
          </span>
          {step.label}
          {step.label === "Questions" && stage === "questioning" ? ` ${questionIndex + 1}/3` : ""}
        </li>
      ))}
    </ol>
  );
}

export function WizardPage() {
  usePageTitle("AI Development Wizard");
  const { state, send, startNew, reopen, skipTyping, setSkipTyping } = useWizard();
  const { user } = useCurrentUser();
  const [historyOpen, setHistoryOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get("c");
  // /wizard?c=<id> reopens a saved conversation on load, so a reload or a shared link resumes where it
  // stopped. After that the address only follows the screen.
  const [initialLink] = useState(linked);
  const [restoring, setRestoring] = useState(Boolean(initialLink));
  const setParamsRef = useRef(setSearchParams);
  useLayoutEffect(() => {
    setParamsRef.current = setSearchParams;
  }, [setSearchParams]);

  useEffect(() => {
    if (!initialLink) return;
    let cancelled = false;
    fetchConversation(initialLink)
      .then((conversation) => {
        if (!cancelled) reopen(conversation);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        toast({ title: "Could not open the conversation", description: errorMessage(error), variant: "destructive" });
        setParamsRef.current({}, { replace: true });
      })
      .finally(() => {
        if (!cancelled) setRestoring(false);
      });
    return () => {
      cancelled = true;
    };
  }, [initialLink, reopen]);

  // Once saved, the address names the conversation.
  useEffect(() => {
    if (!restoring && state.saved && linked !== state.sessionId)
      setSearchParams({ c: state.sessionId }, { replace: true });
  }, [restoring, state.saved, state.sessionId, linked, setSearchParams]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: "smooth" });
  }, [state.messages.length, state.typing]);

  const onOpen = (conversation: WizardConversation) => {
    reopen(conversation);
    setHistoryOpen(false);
  };

  const onNew = () => {
    startNew();
    setSearchParams({}, { replace: true });
  };

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-4 sm:py-8">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            <Wand2 className="size-6 shrink-0 text-primary" aria-hidden="true" />
            AI Development Wizard
          </h1>
          <p className="mt-1 hidden text-sm text-muted-foreground sm:block">{wizardPageCopy.intro}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="lg:hidden"
            onClick={() => setHistoryOpen((v) => !v)}
            aria-expanded={historyOpen}
            aria-controls="wizard-history"
          >
            <History aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Past conversations</span>
          </Button>
          <Button onClick={onNew} disabled={state.stage === "welcome" && state.messages.length <= 1}>
            <Plus aria-hidden="true" />
            New conversation
          </Button>
        </div>
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6">
        <section
          aria-label="Chat with the wizard"
          className="flex h-[calc(100dvh-12rem)] min-h-[28rem] flex-col overflow-hidden rounded-lg border bg-background sm:h-[calc(100dvh-14rem)]"
        >
          <StageProgress stage={state.stage} questionIndex={state.currentQuestionIndex} />
          <div
            ref={listRef}
            className="relative flex-1 overflow-y-auto p-3 sm:p-4"
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label="Conversation"
            tabIndex={0}
          >
            {restoring ? (
              <div className="space-y-3" role="status" aria-label="Opening the conversation">
                <Skeleton className="h-16 w-3/4" />
                <Skeleton className="ml-auto h-12 w-2/3" />
                <Skeleton className="h-24 w-3/4" />
              </div>
            ) : (
              <ol className="space-y-4">
                {state.messages.map((message) => (
                  <ChatMessageBubble key={message.id} message={message} />
                ))}
                {state.typing && <TypingIndicator />}
              </ol>
            )}
          </div>
          <label className="flex items-center gap-2 border-t px-3 pt-2 text-xs text-muted-foreground sm:px-4">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={skipTyping}
              onChange={(e) => setSkipTyping(e.target.checked)}
            />
            Skip the typing (show replies at once)
          </label>
          <ChatInput
            stage={state.stage}
            busy={state.busy}
            disabled={restoring || !canSend(state, "x")}
            onSend={send}
            draftKey={user ? `wizard-input:${user.id}` : null}
          />
        </section>
        <aside id="wizard-history" className={cn(historyOpen ? "block" : "hidden", "lg:block")}>
          <PastConversations activeSessionId={state.sessionId} onOpen={onOpen} />
        </aside>
      </div>
    </main>
  );
}
