import { Loader2 } from "lucide-react";
import type { ProblemType } from "@shared/schemas/content";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

interface ProblemCardProps {
  type: ProblemType;
  onChoose: () => void;
  analysing: boolean;
  /** Another card is starting, or the monthly limit is reached. */
  disabled: boolean;
  selected?: boolean;
  controls?: string;
  /** The id of the text that says why the card is disabled. */
  describedBy?: string;
}

export function ProblemCard({
  type,
  onChoose,
  analysing,
  disabled,
  selected,
  controls,
  describedBy,
}: ProblemCardProps) {
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={disabled}
      aria-expanded={controls ? Boolean(selected) : undefined}
      aria-controls={controls}
      aria-describedby={describedBy}
      aria-busy={analysing || undefined}
      className={cn(
        "group relative flex h-full w-full flex-col gap-3 rounded-lg border bg-card p-5 text-left text-card-foreground shadow-sm transition-colors",
        "hover:border-primary/60 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-card",
        (selected || analysing) && "border-primary ring-1 ring-primary",
      )}
    >
      <span className="flex items-start gap-3">
        <ProblemIcon type={type} />
        <span className="min-w-0 flex-1">
          <span className="block text-base font-semibold leading-snug">{type.title}</span>
          <Badge variant="secondary" className="mt-1.5">
            {type.strategy}
          </Badge>
        </span>
      </span>
      <span className="text-sm text-muted-foreground">{type.description}</span>
      {type.symptoms.length > 0 && (
        <span className="mt-auto block">
          <span className="sr-only">Typical signs: </span>
          <span className="flex flex-wrap gap-1.5">
            {type.symptoms.slice(0, 3).map((symptom) => (
              <span key={symptom} className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {symptom}
              </span>
            ))}
          </span>
        </span>
      )}
      {analysing && (
        <span className="absolute inset-0 grid place-items-center rounded-lg bg-card/90" role="status">
          <span className="flex items-center gap-2 text-sm font-medium">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Analysing your problem…
          </span>
        </span>
      )}
    </button>
  );
}
