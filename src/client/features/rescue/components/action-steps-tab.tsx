import { CheckCircle2, Circle, Clock, Hourglass, ListChecks, Loader2, Pause, Play, Undo2 } from "lucide-react";
import type { ProblemType } from "@shared/schemas/content";
import type { ActionStepContent } from "@shared/schemas/problem-type";
import type { RescueSession, SessionStep } from "@shared/schemas/sessions";
import { strategyContentOf } from "@shared/domain/next-strategy";
import { elapsedSeconds } from "@shared/domain/progress";
import { formatTimer } from "@shared/domain/time-format";
import { slotSegments } from "@shared/domain/placeholders";
import { type RescueFacts, stepSlotValues } from "@shared/domain/rescue-facts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useStepMutation } from "../hooks/use-rescue-session";
import { useSlotValues } from "../hooks/use-slot-values";
import { SessionNotes } from "./session-notes";
import { SlotField } from "./slot-field";

interface ActionStepsTabProps {
  session: RescueSession;
  type: ProblemType;
  now: Date;
}

export function ActionStepsTab({ session, type, now }: ActionStepsTabProps) {
  const mutation = useStepMutation(session.id);
  const pendingStep = mutation.isPending ? mutation.variables?.stepId : undefined;
  // A rescue on its type's second strategy (decision 0277) has that strategy's steps.
  const steps = strategyContentOf(type.id, session.selectedStrategy).steps;
  const slots = useSlotValues(session.id);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ol className="grid content-start gap-4" aria-label="Action steps">
        {session.actionSteps.map((step, index) => (
          <StepItem
            key={step.id}
            step={step}
            number={index + 1}
            // An imported step's title is the file's text: Unstuck's guidance for the step is not attached to it.
            content={session.imported ? undefined : steps[index]}
            now={now}
            facts={session.facts}
            slots={{ values: slots.draft.values, onChange: slots.setValue }}
            readOnly={session.imported}
            pending={pendingStep === step.id}
            onToggle={() => mutation.mutate({ stepId: step.id, input: { completed: !step.completed } })}
            onTimer={() => mutation.mutate({ stepId: step.id, input: { timer: step.startTime ? "stop" : "start" } })}
          />
        ))}
      </ol>
      <aside className="content-start">
        <SessionNotes key={session.id} session={session} />
      </aside>
    </div>
  );
}

interface StepItemProps {
  step: SessionStep;
  number: number;
  content: ActionStepContent | undefined;
  now: Date;
  facts: RescueFacts | null;
  slots: StepSlots;
  readOnly: boolean;
  pending: boolean;
  onToggle: () => void;
  onTimer: () => void;
}

interface StepSlots {
  /** What the user typed for open slots: shared with the prompts (`rescue-slots:<id>`). */
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

/**
 * A step's text with its slots: what the paste says is shown in place (decision 0285), anything else is a short
 * field whose value also fills the prompts. No `[bracket]` is ever shown.
 */
function StepText({ text, known, slots }: { text: string; known: Record<string, string>; slots: StepSlots }) {
  return slotSegments(text, known).map((segment, i) =>
    segment.kind === "text" ? (
      segment.text
    ) : segment.kind === "filled" ? (
      <code
        key={i}
        className="rounded bg-muted px-1 font-mono text-[0.85em] [overflow-wrap:anywhere]"
        data-fact={segment.slot.key}
      >
        {segment.text}
      </code>
    ) : (
      <SlotField
        key={i}
        label={segment.slot.label}
        value={slots.values[segment.slot.key] ?? ""}
        onChange={(value) => slots.onChange(segment.slot.key, value)}
      />
    ),
  );
}

function StepItem({ step, number, content, now, facts, slots, readOnly, pending, onToggle, onTimer }: StepItemProps) {
  const running = step.startTime !== null;
  const known = content ? stepSlotValues(content, facts) : {};
  const seconds = elapsedSeconds(step, now);
  const titleId = `step-${step.id}-title`;

  return (
    <li>
      <Card
        className={cn(step.completed && "border-success/50", running && "border-primary ring-1 ring-primary")}
        data-testid={`step-${number}`}
      >
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          <div className="flex items-start gap-3">
            <button
              type="button"
              role="checkbox"
              aria-checked={step.completed}
              aria-labelledby={titleId}
              disabled={readOnly || pending}
              onClick={onToggle}
              className={cn(
                "mt-0.5 shrink-0 rounded-full text-muted-foreground transition-colors hover:text-success",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                "disabled:cursor-not-allowed disabled:opacity-60",
              )}
            >
              {step.completed ? (
                <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
              ) : (
                <Circle className="size-6" aria-hidden="true" />
              )}
            </button>
            <div className="min-w-0 flex-1">
              <h3
                id={titleId}
                className={cn(
                  "font-semibold leading-snug",
                  step.completed && "text-muted-foreground line-through decoration-1",
                )}
              >
                <span className="text-muted-foreground">Step {number}. </span>
                {step.title}
              </h3>
              {content && (
                <p className="mt-1 text-sm text-muted-foreground">
                  <StepText text={content.description} known={known} slots={slots} />
                </p>
              )}
            </div>
          </div>

          {content && (
            <div className="grid gap-4 sm:pl-9">
              <div>
                <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Do</p>
                <ul className="grid list-disc gap-1 pl-5 text-sm marker:text-muted-foreground">
                  {content.actions.map((action) => (
                    <li key={action} className="whitespace-pre-line break-words">
                      <StepText text={action} known={known} slots={slots} />
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <p className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  <ListChecks className="size-3.5" aria-hidden="true" />
                  Success criteria
                </p>
                <ul className="grid gap-1 text-sm">
                  {content.criteria.map((criterion) => (
                    <li key={criterion} className="flex gap-2 break-words">
                      <CheckCircle2
                        className={cn(
                          "mt-0.5 size-4 shrink-0",
                          step.completed ? "text-success" : "text-muted-foreground/60",
                        )}
                        aria-hidden="true"
                      />
                      <span>
                        <StepText text={criterion} known={known} slots={slots} />
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <p className="flex gap-2 rounded-md bg-muted/60 px-3 py-2 text-sm">
                <Undo2 className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
                <span>
                  <span className="font-medium">If it doesn't work: </span>
                  <StepText text={content.fallback} known={known} slots={slots} />
                </span>
              </p>
            </div>
          )}

          <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 sm:pl-9">
            <div className="flex flex-wrap items-center gap-2">
              {content && (
                <Badge variant="outline">
                  <Hourglass aria-hidden="true" />
                  Timebox {content.timeboxMinutes} min
                </Badge>
              )}
              {content && seconds > content.timeboxMinutes * 60 && !step.completed && (
                <Badge variant="warning">Over the timebox: try the fallback</Badge>
              )}
            </div>
            <div className="flex items-center gap-2">
              <span
                className="inline-flex items-center gap-1.5 font-mono text-sm tabular-nums"
                role="timer"
                aria-label={`Time on step ${number}`}
                data-testid={`step-${number}-time`}
              >
                <Clock
                  className={cn("size-4", running ? "text-primary" : "text-muted-foreground")}
                  aria-hidden="true"
                />
                {formatTimer(seconds)}
              </span>
              <Button
                size="sm"
                variant={running ? "secondary" : "outline"}
                onClick={onTimer}
                disabled={readOnly || pending || step.completed}
                aria-label={`${running ? "Stop" : "Start"} timer for step ${number}`}
              >
                {pending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : running ? (
                  <Pause aria-hidden="true" />
                ) : (
                  <Play aria-hidden="true" />
                )}
                {running ? "Stop" : "Start"}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
