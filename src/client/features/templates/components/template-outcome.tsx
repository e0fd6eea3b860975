import { Loader2 } from "lucide-react";
import { templateFigureText } from "@shared/domain/outcomes";
import type { TemplateFigure, TemplateOutcomeValue } from "@shared/schemas/outcomes";
import { errorMessage } from "@/api/client";
import { useRecordTemplateOutcome } from "@/api/outcomes";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast-store";

const answers: { value: TemplateOutcomeValue; label: string }[] = [
  { value: "unstuck", label: "Yes, unstuck" },
  { value: "still_stuck", label: "Still stuck" },
];

/**
 * Under a template: how often it got people unstuck (once 5 users answered, decision 0275) and, for a signed-in
 * user, their own answer, which they can change at any time.
 */
export function TemplateOutcome({
  templateId,
  templateName,
  figure,
  answer,
  signedIn,
}: {
  templateId: string;
  templateName: string;
  figure: TemplateFigure | undefined;
  answer: TemplateOutcomeValue | undefined;
  signedIn: boolean;
}) {
  const record = useRecordTemplateOutcome();
  const text = templateFigureText(figure);
  if (!signedIn && !text) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-sm">
      <p className={cn(text ? "font-medium text-success" : "text-muted-foreground")} data-testid="template-figure">
        {text ?? "Not enough answers yet to say how often this one works."}
      </p>
      {signedIn && (
        <div className="flex flex-wrap items-center gap-1" role="group" aria-label={`Did "${templateName}" work?`}>
          <span className="mr-1 text-xs text-muted-foreground">Did it work?</span>
          {answers.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={answer === value ? "secondary" : "ghost"}
              aria-pressed={answer === value}
              disabled={record.isPending}
              onClick={() =>
                record.mutate(
                  { templateId, outcome: value },
                  {
                    onError: (error) =>
                      toast({
                        title: "Could not save your answer",
                        description: errorMessage(error),
                        variant: "destructive",
                      }),
                  },
                )
              }
            >
              {record.isPending && record.variables?.outcome === value && (
                <Loader2 className="animate-spin" aria-hidden="true" />
              )}
              {label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
