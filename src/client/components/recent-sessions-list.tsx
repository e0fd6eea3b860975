import { ChevronRight, History } from "lucide-react";
import { Link } from "react-router";
import { getProblemType } from "@shared/content/problem-types";
import { ProblemIcon } from "@/components/problem-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useRecentSessions } from "@/api/sessions";
import { formatDateTime } from "@/lib/format-date";
import { cn } from "@/lib/cn";

/** The latest sessions from the server, each linking to its rescue screen. */
export function RecentSessionsList({
  uid,
  limit,
  currentId,
  emptyText,
}: {
  uid: string;
  limit: number;
  currentId?: string;
  emptyText: string;
}) {
  const query = useRecentSessions(uid, limit);

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-label="Loading recent sessions" role="status">
        {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
        role="alert"
      >
        Could not load your recent sessions.
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <History className="size-4" aria-hidden="true" />
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {query.data.map((entry) => {
        const type = getProblemType(entry.problemType);
        const current = entry.id === currentId;
        return (
          <li key={entry.id}>
            <Link
              to={paths.rescue(entry.id)}
              aria-current={current ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-muted/50",
                "focus-visible:outline-2 focus-visible:outline-ring",
              )}
            >
              <ProblemIcon type={type} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate text-sm font-medium">{type.title}</span>
                  {current && <Badge variant="outline">Current</Badge>}
                  {entry.success && <Badge variant="success">Solved</Badge>}
                  {entry.imported && <Badge variant="secondary">Imported</Badge>}
                </span>
                <span className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
                  <time dateTime={entry.startTime}>{formatDateTime(entry.startTime)}</time>
                  <Progress
                    value={entry.progress}
                    className="h-1.5 max-w-24"
                    aria-label={`${entry.progress}% complete`}
                  />
                  <span>{entry.progress}%</span>
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
