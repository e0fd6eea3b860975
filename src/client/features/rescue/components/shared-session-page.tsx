import { CheckCircle2, Circle, Copy, Download, LifeBuoy, SearchX } from "lucide-react";
import { Link, useParams } from "react-router";
import { getProblemType } from "@shared/content/problem-types";
import { renderSessionMarkdown, sessionFileName } from "@shared/domain/session-markdown";
import { formatDuration } from "@shared/domain/time-format";
import { useSharedSession } from "@/api/history";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/api/client";
import { downloadText } from "@/lib/download-text";
import { formatDate } from "@/lib/format-date";
import { paths } from "@/lib/paths";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { usePageTitle } from "@/lib/use-page-title";

/** The public, read-only page of a shared rescue: works signed out and shows nothing about the account. */
export function SharedSessionPage() {
  const { token = "" } = useParams();
  const query = useSharedSession(token);
  const { copied, copy } = useCopyToClipboard({ copied: { title: "Copied to Clipboard" } });
  const session = query.data;
  const type = session ? getProblemType(session.problemType) : null;
  usePageTitle(type ? `Shared rescue: ${type.title}` : "Shared rescue");

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the shared rescue">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : query.isError || !session || !type ? (
        <div className="mx-auto grid max-w-md justify-items-center gap-3 py-16 text-center text-muted-foreground">
          <SearchX className="size-10" aria-hidden="true" />
          <h1 className="text-2xl font-semibold text-foreground">
            {query.error instanceof ApiError && query.error.status === 404
              ? "This link no longer works"
              : "Could not load this rescue"}
          </h1>
          <p>{errorMessage(query.error)}</p>
          <Button asChild>
            <Link to={paths.landing}>Go to Unstuck</Link>
          </Button>
        </div>
      ) : (
        <article className="grid gap-6">
          <Card>
            <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-start sm:pt-6">
              <ProblemIcon type={type} size="lg" />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-muted-foreground">A shared, read-only rescue</p>
                <h1 className="text-2xl font-bold tracking-tight">{type.title}</h1>
                {session.customProblem && (
                  <blockquote className="mt-3 whitespace-pre-wrap break-words border-l-2 border-primary/60 pl-3 text-sm">
                    {session.customProblem}
                  </blockquote>
                )}
                {session.projectDescription && (
                  <p className="mt-2 break-words text-sm text-muted-foreground">
                    <span className="font-medium text-foreground">Project: </span>
                    {session.projectDescription}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                  <Badge>Strategy: {session.selectedStrategy}</Badge>
                  <span className="text-muted-foreground">Started {formatDate(session.startTime)}</span>
                  {session.success && <Badge variant="success">Solved</Badge>}
                </div>
                <div className="mt-3 flex items-center gap-2 text-sm">
                  <Progress
                    value={session.progress}
                    className="h-2 max-w-48"
                    aria-label={`${session.progress}% complete`}
                  />
                  <span>{session.progress}%</span>
                  <span className="text-muted-foreground">· {formatDuration(session.totalTimeSpent)} spent</span>
                </div>
              </div>
            </CardContent>
          </Card>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copy(renderSessionMarkdown(session))}>
              <Copy aria-hidden="true" />
              {copied ? "Copied!" : "Copy as Markdown"}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadText(sessionFileName(session), renderSessionMarkdown(session))}
            >
              <Download aria-hidden="true" />
              Download .md
            </Button>
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Action steps</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-2">
                {session.actionSteps.map((step, i) => (
                  <li key={step.id} className="flex items-start gap-2 text-sm">
                    {step.completed ? (
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Done" />
                    ) : (
                      <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Not done" />
                    )}
                    <span>
                      {i + 1}. {step.title}
                    </span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <section aria-labelledby="shared-prompts" className="grid gap-4">
            <h2 id="shared-prompts" className="text-xl font-semibold">
              Prompts
            </h2>
            {session.prompts.map((prompt) => (
              <Card key={prompt.id}>
                <CardHeader>
                  <CardTitle className="text-base">{prompt.name}</CardTitle>
                  <p className="text-sm text-muted-foreground">{prompt.explanation}</p>
                </CardHeader>
                <CardContent>
                  <pre
                    className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed sm:text-sm"
                    tabIndex={0}
                  >
                    {prompt.text}
                  </pre>
                </CardContent>
              </Card>
            ))}
          </section>
          {session.notes.trim() && (
            <Card>
              <CardHeader>
                <CardTitle>Notes</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-wrap break-words text-sm">{session.notes}</p>
              </CardContent>
            </Card>
          )}
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LifeBuoy className="size-4" aria-hidden="true" />
            Made with Unstuck, the rescue kit for AI coding assistants.{" "}
            <Link to={paths.landing} className="underline underline-offset-4">
              Try it
            </Link>
          </p>
        </article>
      )}
    </main>
  );
}
