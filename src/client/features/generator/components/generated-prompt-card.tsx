import { Check, Copy } from "lucide-react";
import type { GeneratedPrompt } from "@shared/schemas/generator";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { styledPrompt } from "@shared/domain/prompt-style";
import { PromptStyleNote } from "@/components/prompt-style-note";
import { cn } from "@/lib/cn";
import { usePreferences } from "@/lib/use-preferences";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";

// The three known levels get colours; anything else a model might send is shown neutral.
const difficultyStyles: Record<string, string> = {
  beginner: "bg-success/15 text-success",
  intermediate: "bg-warning/15 text-warning",
  advanced: "bg-destructive/15 text-destructive",
};

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize",
        difficultyStyles[difficulty] ?? "bg-muted text-muted-foreground",
      )}
      data-testid="difficulty"
    >
      {difficulty}
    </span>
  );
}

const promptCopyToasts = {
  copied: { title: "Copied to Clipboard", description: "Prompt has been copied to your clipboard." },
};

export function GeneratedPromptCard({ prompt, index }: { prompt: GeneratedPrompt; index: number }) {
  const { copied, copy: copyText } = useCopyToClipboard(promptCopyToasts);
  const number = index + 1;
  const style = usePreferences().defaultPromptStyle;
  const text = styledPrompt(prompt.prompt, style);
  const copy = () => copyText(text);

  // The visible word stays in the accessible name ("Copy prompt 1", then "Copied! prompt 1").
  const copyButton = (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied!" : "Copy"} <span className="sr-only">prompt {number}</span>
    </Button>
  );

  return (
    <Card data-testid={`generated-prompt-${number}`} aria-labelledby={`generated-prompt-${number}-title`}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={`generated-prompt-${number}-title`}
            className="min-w-0 flex-1 text-base font-semibold leading-snug sm:text-lg"
          >
            <span className="sr-only">Prompt {number}: </span>
            {prompt.title}
          </h3>
          <DifficultyBadge difficulty={prompt.difficulty} />
        </div>
        <div>
          <h4 className="mb-1.5 text-sm font-medium">Methodology</h4>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-muted-foreground marker:text-primary">
            {prompt.methodology_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h4 className="text-sm font-medium">Prompt</h4>
          {copyButton}
        </div>
        <pre
          className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed sm:text-sm"
          tabIndex={0}
          aria-label={`Prompt ${number} text`}
        >
          {text}
        </pre>
        <PromptStyleNote style={style} />
        <p className="rounded-md bg-primary/5 p-3 text-sm">
          <span className="font-medium">Why it works: </span>
          <span className="text-muted-foreground">{prompt.explanation}</span>
        </p>
      </CardContent>
    </Card>
  );
}
