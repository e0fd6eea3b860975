import { useId } from "react";
import type { RescueTypeId } from "@shared/domain/detect-problem";
import { getProblemType } from "@shared/content/problem-types";
import type { ProblemTypeId } from "@shared/schemas/content";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** What starts a rescue from a result: the handler, its progress and why it is disabled. */
interface StartProps {
  onStart: (type: ProblemTypeId) => void;
  starting: boolean;
  disabled: boolean;
  /** Why Start is disabled, shown beside it and named by its aria-describedby. */
  disabledReason?: string;
}

interface StartRowProps extends StartProps {
  type: ProblemTypeId;
  title: string;
}

/** A result the user may start from, or correct by choosing another type. */
export interface ResultProps extends StartProps {
  chosen: RescueTypeId | null;
  onChoose: (type: RescueTypeId) => void;
}

/** The button that starts the rescue of the type found or picked, with why it is disabled when it is. */
export function StartRow({ type, title, onStart, starting, disabled, disabledReason }: StartRowProps) {
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {reason && (
        <p id={reasonId} className="text-sm text-muted-foreground" data-testid="start-disabled-reason">
          {reason}
        </p>
      )}
      <Button
        onClick={() => onStart(type)}
        disabled={starting || disabled}
        aria-describedby={reason ? reasonId : undefined}
      >
        Start {title} rescue
      </Button>
    </div>
  );
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

interface TypeChoiceProps {
  name: string;
  options: { type: RescueTypeId; line: { line: number; text: string } | null }[];
  chosen: RescueTypeId | null;
  onChoose: (type: RescueTypeId) => void;
}

/** The problem types to pick from, as radio buttons, each with the line that points to it when there is one. */
export function TypeChoice({ name, options, chosen, onChoose }: TypeChoiceProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Problem type">
      {options.map(({ type, line }) => {
        const t = getProblemType(type);
        const checked = chosen === type;
        return (
          <label
            key={type}
            className={cn(
              "flex cursor-pointer gap-3 rounded-md border bg-card p-3 text-sm focus-within:ring-2 focus-within:ring-ring",
              checked && "border-primary ring-1 ring-primary",
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={checked}
              onChange={() => onChoose(type)}
              className="mt-1 accent-[var(--color-primary)]"
            />
            <span className="min-w-0">
              <span className="block font-medium">{t.title}</span>
              {line && (
                <mark className="mt-1 block break-words rounded bg-warning/20 px-1 font-mono text-xs text-foreground">
                  Line {line.line}: {line.text}
                </mark>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
