import { slotSegments } from "@shared/domain/placeholders";
import { cn } from "@/lib/cn";

/** The template with filled values marked and open slots highlighted, as it will be copied. */
export function SlotPreview({ text, values, label }: { text: string; values: Record<string, string>; label: string }) {
  return (
    <pre
      className={cn(
        "max-h-96 overflow-auto lg:max-h-[36rem] whitespace-pre-wrap break-words rounded-md border",
        "bg-muted/50 p-3 font-mono text-xs leading-relaxed sm:text-sm",
      )}
      tabIndex={0}
      aria-label={label}
      data-testid="template-preview"
    >
      {slotSegments(text, values).map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : segment.kind === "filled" ? (
          <mark key={index} className="rounded-sm bg-success/15 px-0.5 text-foreground">
            {segment.text}
          </mark>
        ) : (
          <mark key={index} className="rounded-sm bg-warning/20 px-0.5 text-amber-900 dark:text-warning">
            {segment.text}
          </mark>
        ),
      )}
    </pre>
  );
}
