import { Copy, Download, LifeBuoy, SearchX } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { getProblemType } from "@shared/content/problem-types";
import { renderSessionMarkdown, sessionFileName } from "@shared/domain/session-markdown";
import { useSharedSession } from "@/api/history";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/api/client";
import { downloadText } from "@/lib/download-text";
import { paths } from "@/lib/paths";
import { useCopyToClipboard } from "@/lib/use-copy-to-clipboard";
import { usePageTitle } from "@/lib/use-page-title";
import { OverallProgress, StepBreakdown } from "./progress-tab";
import { ImportedNotice, ImportedPrompt } from "./imported-content";
import { SessionHeader } from "./session-header";
import { cn } from "@/lib/cn";
import { sharedSessionPageCopy } from "@shared/content/ui/rescue";

/** The public, read-only page of a shared rescue: works signed out and shows nothing about the account. */
export function SharedSessionPage() {
  const { token = "" } = useParams();
  const query = useSharedSession(token);
  const { copied, copy } = useCopyToClipboard({ copied: { title: "Copied to Clipboard" } });
  const session = query.data;
  // Shared steps carry their logged time only; no timer runs on a read-only page.
  const [now] = useState(() => new Date());
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
        <article className="grid grid-cols-1 gap-6">
          <SessionHeader session={session} type={type} eyebrow="A shared, read-only rescue" importedLabel="Imported" />
          {session.imported && <ImportedNotice shared />}
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
          <OverallProgress steps={session.actionSteps} now={now} />
          <StepBreakdown
            steps={session.actionSteps}
            now={now}
            title={session.imported ? "Action steps (imported)" : "Action steps"}
          />
          <section aria-labelledby="shared-prompts" className="grid gap-4">
            <h2 id="shared-prompts" className="text-xl font-semibold">
              {session.imported ? "Prompts (imported)" : "Prompts"}
            </h2>
            {session.imported
              ? session.prompts.map((prompt, index) => (
                  <ImportedPrompt key={prompt.id} prompt={prompt} index={index} shared />
                ))
              : session.prompts.map((prompt) => (
                  <Card key={prompt.id}>
                    <CardHeader>
                      <CardTitle className="text-base">{prompt.name}</CardTitle>
                      <p className="text-sm text-muted-foreground">{prompt.explanation}</p>
                    </CardHeader>
                    <CardContent>
                      <pre
                        className={cn(
                          "max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-3",
                          "font-mono text-xs leading-relaxed sm:text-sm",
                        )}
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
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <LifeBuoy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {/* One flex item, so "Try it" flows with the sentence instead of becoming a narrow column. */}
            <span>
              {sharedSessionPageCopy.madeWith.before}
              <Link to={paths.landing} className="underline underline-offset-4">
                {sharedSessionPageCopy.madeWith.link}
              </Link>
            </span>
          </p>
        </article>
      )}
    </main>
  );
}
