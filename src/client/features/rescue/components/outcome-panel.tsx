import { ArrowRight, CheckCircle2, CircleHelp, History, Loader2, Route, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { getProblemType } from "@shared/content/problem-types";
import { shouldAskOutcome } from "@shared/domain/outcomes";
import { formatDuration } from "@shared/domain/time-format";
import {
  type NextStrategyOption,
  type OutcomeValue,
  outcomeLabels,
  outcomeValues,
  type SessionOutcomeState,
} from "@shared/schemas/outcomes";
import type { RescueSession } from "@shared/schemas/sessions";
import { errorMessage } from "@/api/client";
import { useDismissOutcome, useOutcomeState, useRecordOutcome, useStartNextStrategy } from "@/api/outcomes";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast-store";
import { nextStrategyCopy, outcomeQuestionCopy, previousAttemptCopy } from "@shared/content/ui/rescue";

const outcomeHints: Record<OutcomeValue, string> = {
  unstuck: "The assistant is back on track.",
  still_stuck: "It has not worked yet.",
  gave_up: "You stopped trying this one.",
};

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * "Did it work?" at the top of a rescue (decision 0275): asked once, at a natural moment, and closed for good
 * by an answer or "Not now"; then the next line of attack when the answer was "still stuck", and on a
 * follow-up rescue what the first strategy already tried. `place="progress"` is the Progress tab's copy,
 * which is always there so an answer can be given or changed later.
 */
export function OutcomePanel({
  session,
  now,
  place,
}: {
  session: RescueSession;
  now: Date;
  place: "top" | "progress";
}) {
  const state = useOutcomeState(session.id);
  if (state.isPending) return null;
  if (state.isError)
    return place === "progress" ? (
      <Alert variant="destructive">
        <AlertDescription>Could not load this rescue's outcome: {errorMessage(state.error)}</AlertDescription>
      </Alert>
    ) : null;
  const data = state.data;

  const asking = shouldAskOutcome(session, data, now);
  if (place === "progress") {
    // While the top of the screen asks, the tab does not ask a second time.
    if (session.imported || asking) return null;
    return data.outcome ? (
      <AnsweredOutcome session={session} state={data} />
    ) : (
      <OutcomeQuestion session={session} dismissible={false} />
    );
  }
  return (
    <>
      {data.previous && <PreviousAttempt previous={data.previous} />}
      {asking && <OutcomeQuestion session={session} dismissible />}
      {data.outcome?.outcome === "still_stuck" && (
        <NextStrategyPanel sessionId={session.id} options={data.nextOptions} nextSessionId={data.nextSessionId} />
      )}
    </>
  );
}

function OutcomeQuestion({ session, dismissible }: { session: RescueSession; dismissible: boolean }) {
  const record = useRecordOutcome(session.id);
  const dismiss = useDismissOutcome(session.id);
  const [choice, setChoice] = useState<OutcomeValue | null>(session.success ? "unstuck" : null);
  const [credit, setCredit] = useState("");
  const titleId = useId();
  const creditId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const [kind, value] = credit.split(":");
    record.mutate(
      {
        outcome: choice,
        promptIndex: choice === "unstuck" && kind === "prompt" ? Number(value) : null,
        stepId: choice === "unstuck" && kind === "step" ? Number(value) : null,
      },
      {
        onError: (error) =>
          toast({ title: "Could not save your answer", description: errorMessage(error), variant: "destructive" }),
      },
    );
  };

  return (
    <Card className="border-primary/40" data-testid="outcome-question" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div>
          <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
            <CircleHelp className="size-5 text-primary" aria-hidden="true" />
            Did it work?
          </CardTitle>
          <CardDescription className="mt-1">{outcomeQuestionCopy.description}</CardDescription>
        </div>
        {dismissible && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => dismiss.mutate()}
            disabled={dismiss.isPending}
            aria-label="Not now: don't ask again for this rescue"
          >
            <X aria-hidden="true" />
            Not now
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-2 sm:grid-cols-3">
            <legend className="sr-only">How did this rescue end?</legend>
            {outcomeValues.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors",
                  "hover:bg-muted/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  choice === value && "border-primary bg-primary/10",
                )}
              >
                <input
                  type="radio"
                  name={`outcome-${session.id}`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="mt-0.5 accent-[var(--color-primary)]"
                />
                <span>
                  <span className="block font-medium">{outcomeLabels[value]}</span>
                  <span className="text-muted-foreground">{outcomeHints[value]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {choice === "unstuck" && (
            <div className="grid gap-2">
              <Label htmlFor={creditId}>What did it? (optional)</Label>
              <select id={creditId} className={selectClass} value={credit} onChange={(e) => setCredit(e.target.value)}>
                <option value="">Not sure, or something else</option>
                <optgroup label="Prompts">
                  {session.prompts.map((p, i) => (
                    <option key={p.id} value={`prompt:${i}`}>
                      Prompt {i + 1}: {p.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Steps">
                  {session.actionSteps.map((s) => (
                    <option key={s.id} value={`step:${s.id}`}>
                      Step {s.id}: {s.title}
                    </option>
                  ))}
                </optgroup>
              </select>
            </div>
          )}
          <div>
            <Button type="submit" disabled={!choice || record.isPending}>
              {record.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save answer
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function AnsweredOutcome({ session, state }: { session: RescueSession; state: SessionOutcomeState }) {
  const [editing, setEditing] = useState(false);
  const outcome = state.outcome!;
  if (editing) return <OutcomeQuestion session={session} dismissible={false} />;
  const credit =
    outcome.promptIndex !== null
      ? `Prompt ${outcome.promptIndex + 1}: ${session.prompts[outcome.promptIndex]?.name ?? ""}`
      : outcome.stepId !== null
        ? `Step ${outcome.stepId}: ${session.actionSteps.find((s) => s.id === outcome.stepId)?.title ?? ""}`
        : null;
  return (
    <Card data-testid="outcome-answer">
      <CardHeader>
        <CardTitle className="text-base">Did it work?</CardTitle>
        <CardDescription>
          You answered <strong className="text-foreground">{outcomeLabels[outcome.outcome]}</strong>
          {credit ? ` (${credit})` : ""}.
          {outcome.outcome === "unstuck" &&
            ` Time spent: ${outcome.timeSpentSeconds > 0 ? formatDuration(outcome.timeSpentSeconds) : "no step was timed"}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Change answer
        </Button>
      </CardContent>
    </Card>
  );
}

function NextStrategyPanel({
  sessionId,
  options,
  nextSessionId,
}: {
  sessionId: string;
  options: NextStrategyOption[];
  nextSessionId: string | null;
}) {
  const start = useStartNextStrategy(sessionId);
  const navigate = useNavigate();
  if (nextSessionId)
    return (
      <Alert>
        <Route className="size-4" aria-hidden="true" />
        <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
          This rescue goes on with the next strategy.
          <Button asChild size="sm" variant="outline">
            <Link to={paths.rescue(nextSessionId)}>
              Open the next strategy <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  return (
    <Card className="border-warning/50" data-testid="next-strategy">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Route className="size-5 text-warning" aria-hidden="true" />
          Next line of attack
        </CardTitle>
        <CardDescription>
          {options.length > 0 ? nextStrategyCopy.available : nextStrategyCopy.exhausted}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.via} className="grid content-between gap-3 rounded-lg border p-4">
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                {option.via === "second_strategy"
                  ? "Second strategy"
                  : `The diagnosis's second guess: ${getProblemType(option.problemType).label}`}
              </p>
              <p className="mt-1 font-semibold">{option.strategy}</p>
              <p className="mt-1 text-sm text-muted-foreground">{option.summary}</p>
            </div>
            <Button
              onClick={() =>
                start.mutate(option.via, {
                  onSuccess: (response) => navigate(paths.rescue(response.session.id)),
                  onError: (error) =>
                    toast({
                      title: "Could not start the next strategy",
                      description: errorMessage(error),
                      variant: "destructive",
                    }),
                })
              }
              disabled={start.isPending}
            >
              {start.isPending && start.variables === option.via ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <ArrowRight aria-hidden="true" />
              )}
              Start {option.strategy}
            </Button>
          </div>
        ))}
        {options.length === 0 && (
          <Button asChild variant="outline" className="w-fit">
            <Link to={paths.problems}>Start a new rescue</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function PreviousAttempt({ previous }: { previous: NonNullable<SessionOutcomeState["previous"]> }) {
  return (
    <Card className="bg-muted/30" data-testid="previous-attempt">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          Already tried: {previous.strategy}
        </CardTitle>
        <CardDescription>
          {previousAttemptCopy.continues.before}
          <Link className="underline underline-offset-2" to={paths.rescue(previous.sessionId)}>
            {previousAttemptCopy.continues.link}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <h3 className="mb-2 font-medium">Steps</h3>
          <ul className="grid gap-1">
            {previous.steps.map((step, i) => (
              <li key={i} className="flex items-start gap-2">
                <CheckCircle2
                  className={cn("mt-0.5 size-4 shrink-0", step.completed ? "text-success" : "text-muted-foreground/40")}
                  aria-hidden="true"
                />
                <span>
                  {step.title}{" "}
                  <span className="text-muted-foreground">
                    ({step.completed ? "done" : step.timeSpent > 0 ? "tried" : "not started"}
                    {step.timeSpent > 0 ? `, ${formatDuration(step.timeSpent)}` : ""})
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-medium">Prompts it offered</h3>
          <ul className="grid list-disc gap-1 pl-5">
            {previous.prompts.map((p) => (
              <li key={p.name}>{p.name}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
