import { CheckCircle2, Circle, Loader2, PartyPopper, Star, Timer } from "lucide-react";
import type { PromptRating, RescueSession, SessionStep } from "@shared/schemas/sessions";
import {
  computeProgress,
  elapsedSeconds,
  promptEffectiveness,
  stepState,
  stepStateLabels,
  totalTimeSpent,
} from "@shared/domain/progress";
import { formatDuration, formatTimer } from "@shared/domain/time-format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import { progressCopy } from "@shared/content/ui/rescue";

interface ProgressTabProps {
  session: RescueSession;
  ratings: PromptRating[] | undefined;
  now: Date;
  marking: boolean;
  onMarkSuccessful: () => void;
  onShowSummary: () => void;
}

export function ProgressTab({ session, ratings, now, marking, onMarkSuccessful, onShowSummary }: ProgressTabProps) {
  const effectiveness = promptEffectiveness(ratings ?? [], session.prompts.length);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverallProgress steps={session.actionSteps} now={now} className="lg:col-span-2" />

      <StepBreakdown steps={session.actionSteps} now={now} />

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Prompt effectiveness</CardTitle>
          <CardDescription>From your thumbs up and down on the Smart Prompts tab.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Stars value={effectiveness.stars} />
          <p className="text-sm text-muted-foreground" data-testid="prompt-effectiveness">
            {effectiveness.rated === 0
              ? "No prompts rated yet."
              : `${effectiveness.positive} helpful, ${effectiveness.negative} not helpful (${effectiveness.rated} of ${session.prompts.length} prompts rated).`}
          </p>
        </CardContent>
      </Card>

      <Card className="border-success/40 bg-gradient-to-br from-success/10 to-transparent lg:col-span-2">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <PartyPopper className="size-5 text-success" aria-hidden="true" />
            Ready to Celebrate?
          </CardTitle>
          <CardDescription>
            {session.success && session.completedAt
              ? progressCopy.markedSuccessful(formatDateTime(session.completedAt))
              : progressCopy.markWhenBackOnTrack}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {session.success ? (
            <Button variant="outline" onClick={onShowSummary}>
              View summary
            </Button>
          ) : (
            <Button
              onClick={onMarkSuccessful}
              disabled={marking || session.imported}
              className="bg-success text-white hover:bg-success/90 dark:text-black"
            >
              {marking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
              Mark as Successful
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Stars({ value }: { value: number | null }) {
  const label = value === null ? "Not rated yet" : `${value} out of 5 stars`;
  return (
    <div className="flex items-center gap-1" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={cn(
            "size-6",
            value !== null && i < value ? "fill-warning text-warning" : "text-muted-foreground/40",
          )}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

/** Steps as both the session and its shared page have them; a shared step has no running timer. */
type ProgressStep = Pick<SessionStep, "id" | "title" | "completed" | "timeSpent"> & {
  startTime?: SessionStep["startTime"];
};
const withTimer = (step: ProgressStep) => ({ ...step, startTime: step.startTime ?? null });

/** The percentage, steps done and time spent, with a bar (the Progress tab and the shared page). */
export function OverallProgress({
  steps,
  now,
  className,
}: {
  steps: readonly ProgressStep[];
  now: Date;
  className?: string;
}) {
  const { stepsCompleted, totalSteps, progress } = computeProgress(steps);
  const spent = totalTimeSpent(steps.map(withTimer), now);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Overall progress</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-end justify-between gap-4">
          <p className="text-4xl font-bold tabular-nums" data-testid="progress-percent">
            {progress}%
          </p>
          <p className="text-right text-sm text-muted-foreground">
            <span data-testid="steps-completed">
              {stepsCompleted} of {totalSteps} steps completed
            </span>
            <br />
            <span className="inline-flex items-center gap-1">
              <Timer className="size-4" aria-hidden="true" />
              Time spent: <span data-testid="time-spent">{formatDuration(spent)}</span>
            </span>
          </p>
        </div>
        <Progress value={progress} aria-label={`Overall progress ${progress}%`} />
      </CardContent>
    </Card>
  );
}

/** Each step with its state and time (the Progress tab, and the shared page as "Action steps"). */
export function StepBreakdown({
  steps,
  now,
  title = "Step breakdown",
}: {
  steps: readonly ProgressStep[];
  now: Date;
  title?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {steps.map((step, i) => (
            <li key={step.id} className="flex items-center gap-3 text-sm">
              {step.completed ? (
                <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block break-words font-medium">
                  {i + 1}. {step.title}
                </span>
                <span className="text-xs text-muted-foreground">{stepStateLabels[stepState(withTimer(step))]}</span>
              </span>
              <span className="font-mono tabular-nums text-muted-foreground">
                {formatTimer(elapsedSeconds(withTimer(step), now))}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
