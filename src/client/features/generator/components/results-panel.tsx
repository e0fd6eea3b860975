import { AlertCircle, Loader2, RotateCcw, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { GeneratedPrompt } from "@shared/schemas/generator";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { GeneratedPromptCard } from "./generated-prompt-card";
import { resultsPanelCopy } from "@shared/content/ui/generator";

type ResultsState =
  | { kind: "idle" }
  | { kind: "generating" }
  | { kind: "error"; message: string; onRetry: () => void }
  | { kind: "done"; prompts: GeneratedPrompt[]; categoryName: string };

/** `action` sits beside the heading once prompts are shown (deleting a saved run). */
export function ResultsPanel({ state, action }: { state: ResultsState; action?: ReactNode }) {
  return (
    <section
      aria-labelledby="results-heading"
      aria-busy={state.kind === "generating"}
      className="grid content-start gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-semibold tracking-tight">
          {state.kind === "done" ? `Your prompts for ${state.categoryName}` : "Generated prompts"}
        </h2>
        {state.kind === "done" && action}
      </div>
      {state.kind === "idle" && <EmptyState />}
      {state.kind === "generating" && <GeneratingState />}
      {state.kind === "error" && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Generation Failed</AlertTitle>
          <AlertDescription>
            <p>{state.message}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={state.onRetry}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {state.kind === "done" && (
        <>
          <p className="text-sm text-muted-foreground">{resultsPanelCopy.done}</p>
          {state.prompts.map((prompt, index) => (
            <GeneratedPromptCard key={`${index}-${prompt.title}`} prompt={prompt} index={index} />
          ))}
        </>
      )}
    </section>
  );
}

function EmptyState() {
  return (
    <Card className="border-dashed" data-testid="generator-empty">
      <CardHeader className="items-center text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold">Your prompts will appear here</p>
        <p className="max-w-sm text-sm text-muted-foreground">{resultsPanelCopy.emptyIntro}</p>
      </CardHeader>
      <CardContent>
        <ol className="mx-auto grid max-w-sm gap-2 text-sm">
          {resultsPanelCopy.emptySteps.map((step, i) => (
            <li key={step} className="flex gap-2">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-muted text-xs font-semibold">
                {i + 1}
              </span>
              <span className="text-muted-foreground">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function GeneratingState() {
  return (
    <div className="grid gap-4" role="status">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Analyzing Problem... building three prompts from your description.
      </p>
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <CardHeader className="gap-3">
            <div className="flex justify-between gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-4/6" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-32 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export type { ResultsState };
