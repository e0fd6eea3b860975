import { Target } from "lucide-react";
import { getProblemType } from "@shared/content/problem-types";
import { errorMessage } from "@/api/client";
import { useMyOutcomes } from "@/api/outcomes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { outcomeSummaryCopy } from "@shared/content/ui/history";

/**
 * The user's own outcomes above their rescue history: their unstick rate and which kinds of stuck come back
 * most. The chart is a table whose last column draws the bars, so a screen reader reads the numbers.
 */
export function OutcomeSummary({ uid }: { uid: string }) {
  const query = useMyOutcomes(uid);
  if (query.isPending) return <Skeleton className="mb-6 h-40" />;
  if (query.isError)
    return (
      <p className="mb-6 text-sm text-destructive" role="alert">
        Could not load your outcomes: {errorMessage(query.error)}
      </p>
    );
  const summary = query.data;
  if (summary.byType.length === 0) return null;
  const most = Math.max(...summary.byType.map((t) => t.rescues));

  return (
    <Card className="mb-6" data-testid="my-outcomes">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Target className="size-5 text-primary" aria-hidden="true" />
          Your outcomes
        </CardTitle>
        <CardDescription>
          {summary.answered === 0 ? outcomeSummaryCopy.noAnswers : outcomeSummaryCopy.answered(summary.answered)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <dl className="grid content-start gap-3">
          <div>
            <dt className="text-sm text-muted-foreground">Your unstick rate</dt>
            <dd className="text-4xl font-bold tabular-nums" data-testid="my-unstick-rate">
              {summary.rate === null ? "–" : `${summary.rate}%`}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <div>
              <dt className="inline text-muted-foreground">Unstuck: </dt>
              <dd className="inline font-medium">{summary.unstuck}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">Still stuck: </dt>
              <dd className="inline font-medium">{summary.stillStuck}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">Gave up: </dt>
              <dd className="inline font-medium">{summary.gaveUp}</dd>
            </div>
          </div>
        </dl>
        <div className="min-w-0">
          <table className="w-full text-sm" data-testid="stuck-kinds">
            <caption className="mb-2 text-left font-medium">Kinds of stuck that come back most</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Kind of stuck</th>
                <th scope="col">Rescues</th>
                <th scope="col">Unstuck</th>
                <th scope="col">Chart</th>
              </tr>
            </thead>
            <tbody>
              {summary.byType.map((row) => (
                <tr key={row.problemType} className="align-middle">
                  <th scope="row" className="w-0 whitespace-nowrap py-1 pr-3 text-left font-normal">
                    {getProblemType(row.problemType).title}
                  </th>
                  <td className="w-0 whitespace-nowrap py-1 pr-2 text-right tabular-nums">
                    {row.rescues}
                    <span className="sr-only"> {row.rescues === 1 ? "rescue" : "rescues"}</span>
                  </td>
                  <td className="w-0 whitespace-nowrap py-1 pr-3 text-right tabular-nums text-muted-foreground">
                    {row.unstuck} unstuck
                  </td>
                  <td className="py-1" aria-hidden="true">
                    <div className="h-3 rounded-sm bg-primary/25" style={{ width: `${(row.rescues / most) * 100}%` }}>
                      <div
                        className="h-full rounded-sm bg-success"
                        style={{ width: `${row.rescues === 0 ? 0 : (row.unstuck / row.rescues) * 100}%` }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 flex flex-wrap gap-x-4 text-xs text-muted-foreground" aria-hidden="true">
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-2.5 rounded-sm bg-success" /> Unstuck
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-2.5 rounded-sm bg-primary/25" /> All rescues
            </span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
