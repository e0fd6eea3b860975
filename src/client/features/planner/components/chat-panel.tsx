import { Bot, Loader2, RotateCcw, Send, User } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { plannerQuestion } from "@shared/content/planner-questions";
import { plannerLimits, QUESTION_COUNT } from "@shared/schemas/planner";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { answeredCount, isBusy, type PlannerState } from "../session-reducer";
import { useLocalDraft } from "@/lib/use-local-draft";

/** The planner conversation: 500 px of scrolling messages and the answer box. */
export function ChatPanel({
  state,
  onAnswer,
  draftKey,
}: {
  state: PlannerState;
  onAnswer: (text: string) => boolean;
  /** Where the unsent answer is kept as it is typed (per user); none keeps it in memory only. */
  draftKey?: string | null;
}) {
  const [draft, setDraft] = useLocalDraft(draftKey ?? null, "");
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const busy = isBusy(state);
  const answered = answeredCount(state.messages);
  const reasked = state.status === "awaiting" && Boolean(state.messages.at(-1)?.reask);
  const canSend = !busy && draft.trim() !== "";

  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, state.status]);

  // Focus follows the conversation: when a question arrives, the answer box is ready.
  useEffect(() => {
    if (state.status === "awaiting") input.current?.focus({ preventScroll: true });
  }, [state.status, state.questionIndex]);

  function send() {
    if (!canSend) return;
    if (onAnswer(draft)) setDraft("");
  }

  const statusText =
    state.status === "typing"
      ? "Planner is typing…"
      : state.status === "finalizing"
        ? "Finishing your plan…"
        : state.status === "complete"
          ? "Plan complete"
          : `Question ${state.questionIndex + 1} of ${QUESTION_COUNT}: ${plannerQuestion(state.questionIndex).topic}${reasked ? ", asked again" : ""}`;

  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="gap-3 pb-3 sm:pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle>AI Planning Conversation</CardTitle>
          <span className="text-xs tabular-nums text-muted-foreground">
            {answered}/{QUESTION_COUNT}
          </span>
        </div>
        <Progress
          value={Math.round((answered / QUESTION_COUNT) * 100)}
          aria-label={`${answered} of ${QUESTION_COUNT} questions answered`}
          className="h-1.5"
        />
        <CardDescription data-testid="chat-status">{statusText}</CardDescription>
      </CardHeader>
      <div
        ref={scroller}
        className="relative h-[500px] overflow-y-auto border-y bg-muted/20 px-4 py-4 sm:px-6"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Planning conversation"
        tabIndex={0}
        data-testid="planner-chat"
      >
        <ol className="grid gap-3">
          {state.messages.map((message) => (
            <li
              key={message.id}
              className={cn("flex gap-2", message.type === "user" ? "flex-row-reverse" : "flex-row")}
              data-testid={message.reask ? "chat-reask" : message.unfit ? "chat-unfit" : `chat-${message.type}`}
            >
              <span
                className={cn(
                  "mt-1 grid size-7 shrink-0 place-items-center rounded-full",
                  message.type === "user"
                    ? "bg-primary text-primary-foreground"
                    : "bg-secondary text-secondary-foreground",
                )}
                aria-hidden="true"
              >
                {message.type === "user" ? <User className="size-4" /> : <Bot className="size-4" />}
              </span>
              <div
                className={cn(
                  "max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm leading-relaxed",
                  message.unfit
                    ? "border border-dashed border-primary/60 bg-background text-foreground"
                    : message.type === "user"
                      ? "bg-primary text-primary-foreground"
                      : message.reask
                        ? "border border-warning/60 bg-card text-card-foreground"
                        : "border bg-card text-card-foreground",
                )}
              >
                {message.reask && (
                  <span className="mb-1 flex items-center gap-1 text-xs font-semibold text-warning">
                    <RotateCcw className="size-3.5" aria-hidden="true" />
                    Asked again
                  </span>
                )}
                <span className="sr-only">
                  {message.type === "user" ? "You: " : message.reask ? "Planner, asking again: " : "Planner: "}
                </span>
                {message.content}
                {message.unfit && (
                  <span className="mt-1 block text-xs text-muted-foreground">Not used in the plan</span>
                )}
              </div>
            </li>
          ))}
          {(state.status === "typing" || state.status === "finalizing") && (
            <li className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="planner-typing">
              <span className="grid size-7 place-items-center rounded-full bg-secondary" aria-hidden="true">
                <Loader2 className="size-4 animate-spin" />
              </span>
              {state.status === "typing" ? "Planner is typing…" : "Finishing your plan…"}
            </li>
          )}
        </ol>
      </div>
      <form
        className="grid gap-2 p-4 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={`${id}-answer`} className="sr-only">
          Your answer
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id={`${id}-answer`}
            ref={input}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter starts a new line; IME composition is left alone.
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
            maxLength={plannerLimits.answer}
            rows={2}
            className="min-h-16 resize-y"
            placeholder={
              state.status === "awaiting"
                ? `e.g. ${plannerQuestion(state.questionIndex).example}`
                : state.status === "complete"
                  ? "The interview is finished. Save or download your plan."
                  : "Wait for the next question…"
            }
            disabled={state.status === "complete"}
            aria-describedby={`${id}-hint`}
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send answer">
            <Send aria-hidden="true" />
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Enter to send, Shift+Enter for a new line.
        </p>
      </form>
    </Card>
  );
}
