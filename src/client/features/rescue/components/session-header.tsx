import { CalendarClock, CheckCircle2, FileInput, Target } from "lucide-react";
import type { ReactNode } from "react";
import type { ProblemType } from "@shared/schemas/content";
import type { SharedSession } from "@shared/schemas/sessions";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format-date";

type HeaderSession = Pick<
  SharedSession,
  "customProblem" | "projectDescription" | "selectedStrategy" | "startTime" | "success"
> & { imported?: boolean };

/**
 * The title card of a rescue, on the session page and on its shared read-only page (`eyebrow` says it is
 * shared, `children` adds lines under the badges).
 */
export function SessionHeader({
  session,
  type,
  eyebrow,
  importedLabel = "Imported, read-only",
  children,
}: {
  session: HeaderSession;
  type: ProblemType;
  eyebrow?: string;
  importedLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-start sm:pt-6">
        <ProblemIcon type={type} size="lg" />
        <div className="min-w-0 flex-1">
          {eyebrow && <p className="text-sm text-muted-foreground">{eyebrow}</p>}
          <h1 className="text-2xl font-bold tracking-tight">{type.title}</h1>
          <p className="mt-1 text-muted-foreground">{type.description}</p>
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
            <Badge>
              <Target aria-hidden="true" />
              Strategy: {session.selectedStrategy}
            </Badge>
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden="true" />
              Started <time dateTime={session.startTime}>{formatDateTime(session.startTime)}</time>
            </span>
            {session.success && (
              <Badge variant="success">
                <CheckCircle2 aria-hidden="true" />
                Solved
              </Badge>
            )}
            {session.imported && (
              <Badge variant="secondary" data-testid="imported-badge">
                <FileInput aria-hidden="true" />
                {importedLabel}
              </Badge>
            )}
          </div>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
