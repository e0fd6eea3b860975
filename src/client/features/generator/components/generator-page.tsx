import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Crown } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { getGeneratorCategory } from "@shared/content/generator-categories";
import { generatorPageCopy } from "@shared/content/ui/generator";
import { type GeneratorInput, generatorResultTitle, validateGeneratorInput } from "@shared/schemas/generator";
import { useGeneratorResult } from "@/api/history";
import { DeleteGeneratorResult } from "@/components/delete-generator-result";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/api/client";
import { useAccess, useRefreshBilling } from "@/api/billing";
import { paths } from "@/lib/paths";
import { useCurrentUser } from "@/api/auth";
import { toast } from "@/lib/toast-store";
import { generateCategoryPrompts } from "@/api/generator";
import { useGeneratorSession } from "../use-generator-session";
import { GeneratorForm } from "./generator-form";
import { ResultsPanel, type ResultsState } from "./results-panel";

const PRO_REQUIRED = "Custom prompt generation requires a Pro subscription. Please upgrade to continue.";

/** The generator for users with Pro or a trial (the route wraps it in ProGate). */
export function GeneratorPage() {
  const { user } = useCurrentUser();
  const access = useAccess();
  const refreshBilling = useRefreshBilling();
  const { draft, setDraft, result, setResult } = useGeneratorSession(user?.id ?? "");
  const [searchParams, setSearchParams] = useSearchParams();
  const savedId = searchParams.get("result");
  const saved = useGeneratorResult(savedId);
  const [shownId, setShownId] = useState<string | null>(null);
  const navigate = useNavigate();
  // A run opened from history (or kept in the URL across a reload) replaces the form and the results once.
  if (saved.data && saved.data.id !== shownId) {
    const { input } = saved.data;
    setShownId(saved.data.id);
    setResult({ category: saved.data.category, prompts: saved.data.prompts });
    setDraft({
      category: input.category,
      problemDescription: input.problemDescription ?? "",
      customProblemDescription: input.customProblemDescription ?? "",
      programmingLanguage: input.programmingLanguage ?? "",
      aiTool: input.aiTool ?? "",
      codeContext: input.codeContext ?? "",
      errorMessages: input.errorMessages ?? "",
    });
  }

  const generation = useMutation({
    mutationFn: (input: GeneratorInput) => generateCategoryPrompts(user?.id ?? "", input),
    onSuccess: (data, input) => {
      setResult({ category: input.category, prompts: data.prompts });
      setShownId(data.id);
      setSearchParams({ result: data.id }, { replace: true });
      revealResults();
      toast({
        title: "Category-Specific Prompts Generated",
        description: `Generated ${data.prompts.length} specialized prompts for ${getGeneratorCategory(input.category).name}.`,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403 && error.code === "PRO_REQUIRED") {
        toast({ title: "Pro Subscription Required", description: PRO_REQUIRED, variant: "destructive" });
        // The trial may have just ended: re-read the plan so the page shows the locked screen.
        void refreshBilling();
        return;
      }
      toast({ title: "Generation Failed", description: failureMessage(error), variant: "destructive" });
    },
  });

  function submit() {
    const result = validateGeneratorInput(draft);
    if (!result.ok) {
      toast({ title: result.title, description: result.message, variant: "destructive" });
      return;
    }
    generation.mutate(result.data);
    revealResults();
  }

  const lastInput = generation.variables;
  const state: ResultsState = generation.isPending
    ? { kind: "generating" }
    : generation.isError
      ? {
          kind: "error",
          message: failureMessage(generation.error),
          onRetry: () => lastInput && generation.mutate(lastInput),
        }
      : savedId && saved.isPending && savedId !== shownId
        ? { kind: "generating" }
        : result
          ? { kind: "done", prompts: result.prompts, categoryName: getGeneratorCategory(result.category).name }
          : { kind: "idle" };

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
        <Link to={paths.problems}>
          <ArrowLeft aria-hidden="true" />
          Back to Problems
        </Link>
      </Button>
      <header className="mb-8 max-w-3xl">
        <Badge variant="pro" className="mb-3">
          <Crown aria-hidden="true" />
          {access.isTrial ? "Available in Trial" : "Pro Feature"}
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Custom Prompt Generator</h1>
        <p className="mt-3 text-muted-foreground">
          {saved.isError && (
            <span className="mb-2 block text-destructive" role="alert">
              Could not open the saved prompts: {failureMessage(saved.error)}
            </span>
          )}
          {generatorPageCopy.intro.before}
          <Link to={paths.generated} className="font-medium text-foreground underline underline-offset-4">
            {generatorPageCopy.intro.link}
          </Link>
        </p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <GeneratorForm draft={draft} onChange={setDraft} onSubmit={submit} generating={generation.isPending} />
          </CardContent>
        </Card>
        <ResultsPanel
          state={state}
          action={
            shownId &&
            saved.data?.id === shownId && (
              <DeleteGeneratorResult
                labelled
                id={shownId}
                title={generatorResultTitle(saved.data.input)}
                onDeleted={() => {
                  setResult(null);
                  navigate(paths.generated);
                }}
              />
            )
          }
        />
      </div>
    </main>
  );
}

/** On one-column layouts the results sit below the form; bring them into view. */
function revealResults() {
  if (window.matchMedia("(min-width: 1024px)").matches) return;
  document.getElementById("results-heading")?.scrollIntoView({ behavior: "smooth", block: "start" });
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.code === "PRO_REQUIRED") return PRO_REQUIRED;
  // HTTP_ERROR means the body had no message of ours (a proxy's 502 page, say): the spec's fallback reads better.
  if (error instanceof ApiError && error.code !== "HTTP_ERROR" && error.message) return error.message;
  return "Failed to generate custom prompts.";
}
