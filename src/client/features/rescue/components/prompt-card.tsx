import { Check, Copy, ThumbsDown, ThumbsUp } from "lucide-react";
import { useId } from "react";
import { promptForAgent, slotSegments } from "@shared/domain/placeholders";
import { helpfulText, type PromptStats } from "@shared/domain/prompt-ranking";
import type { RatingValue, SessionPrompt } from "@shared/schemas/sessions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { styledPrompt } from "@shared/domain/prompt-style";
import { PromptStyleNote } from "@/components/prompt-style-note";
import { cn } from "@/lib/cn";
import { usePreferences } from "@/lib/use-preferences";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { SlotField } from "./slot-field";

interface PromptCardProps {
  prompt: SessionPrompt;
  index: number;
  rating: RatingValue | undefined;
  onRate: (rating: RatingValue) => void;
  ratingDisabled: boolean;
  /** All users' ratings of this prompt: null when nobody rated it, undefined while loading or unavailable. */
  stats?: PromptStats | null;
  /** How often this prompt got users unstuck, once enough users answered (decision 0275). */
  outcomeText?: string | null;
  /** The values typed for open slots (shared by every prompt of the rescue) and the slots removed. */
  slots: { values: Record<string, string>; removed: string[] };
  onSlotChange: (key: string, value: string) => void;
  onSlotRemove: (key: string) => void;
}

const promptCopyToasts = {
  copied: { title: "Copied to Clipboard", description: "Prompt has been copied to your clipboard." },
};

export function PromptCard({
  prompt,
  index,
  rating,
  onRate,
  ratingDisabled,
  stats,
  outcomeText,
  slots,
  onSlotChange,
  onSlotRemove,
}: PromptCardProps) {
  const { copied, copy: copyText } = useCopyToClipboard(promptCopyToasts);
  const number = index + 1;
  const style = usePreferences().defaultPromptStyle;
  const styled = styledPrompt(prompt.text, style);
  const { text, open } = promptForAgent(styled, slots.values, slots.removed);
  const gone = new Set(slots.removed);
  const blockedId = useId();
  const copy = () => copyText(text);

  return (
    <Card data-testid={`prompt-${number}`}>
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <span
          className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          aria-hidden="true"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold leading-snug">
            <span className="sr-only">Prompt {number}: </span>
            {prompt.name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{prompt.explanation}</p>
          {outcomeText && (
            <p className="mt-2 text-xs font-medium text-success" data-testid={`prompt-${number}-outcome`}>
              {outcomeText}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <pre
          className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed sm:text-sm"
          tabIndex={0}
          aria-label={`Prompt ${number} text`}
        >
          {slotSegments(styled, {}).map((segment, i) =>
            segment.kind === "text" ? (
              segment.text
            ) : gone.has(segment.slot.key) ? null : (
              <SlotField
                key={i}
                label={segment.slot.label}
                value={slots.values[segment.slot.key] ?? ""}
                onChange={(value) => onSlotChange(segment.slot.key, value)}
                onRemove={() => onSlotRemove(segment.slot.key)}
              />
            ),
          )}
        </pre>
        <PromptStyleNote style={style} />
        {prompt.example && (
          <details className="rounded-md border px-3 py-2 text-sm">
            <summary className="cursor-pointer font-medium">Example</summary>
            <p className="mt-2 whitespace-pre-wrap break-words text-muted-foreground">{prompt.example}</p>
          </details>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copy()}
              disabled={open.length > 0}
              aria-label={`Copy prompt ${number}`}
              aria-describedby={open.length > 0 ? blockedId : undefined}
              aria-keyshortcuts={number <= 9 ? String(number) : undefined}
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied!" : "Copy"}
            </Button>
            {open.length > 0 && (
              <p id={blockedId} className="text-xs text-muted-foreground" data-testid={`prompt-${number}-open-slots`}>
                Fill in or remove {open.length === 1 ? "the field" : `the ${open.length} fields`} above to copy:{" "}
                {open.map((s) => s.label).join(", ")}.
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-1" role="group" aria-label={`Rate prompt ${number}`}>
            {stats !== undefined && (
              <span className="mr-2 text-xs text-muted-foreground" data-testid={`prompt-${number}-helpful`}>
                {helpfulText(stats ?? undefined)}
              </span>
            )}
            <span className="mr-1 text-xs text-muted-foreground">Helpful?</span>
            <Button
              variant="ghost"
              size="icon"
              className={cn("size-9", rating === "positive" && "bg-success/15 text-success hover:bg-success/20")}
              aria-pressed={rating === "positive"}
              aria-label="Helpful"
              disabled={ratingDisabled}
              onClick={() => onRate("positive")}
            >
              <ThumbsUp aria-hidden="true" className={cn(rating === "positive" && "fill-current")} />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={cn(
                "size-9",
                rating === "negative" && "bg-destructive/15 text-destructive hover:bg-destructive/20",
              )}
              aria-pressed={rating === "negative"}
              aria-label="Not helpful"
              disabled={ratingDisabled}
              onClick={() => onRate("negative")}
            >
              <ThumbsDown aria-hidden="true" className={cn(rating === "negative" && "fill-current")} />
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
