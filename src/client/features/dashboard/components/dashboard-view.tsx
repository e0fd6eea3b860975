import { useQuery } from "@tanstack/react-query";
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  Crown,
  Infinity as InfinityIcon,
  LayoutDashboard,
  LogIn,
  Percent,
  Plus,
  Rocket,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isUsageWarning, limitReachedMessage, usagePercent } from "@shared/domain/usage-limit";
import { formatHoursMinutes } from "@shared/domain/time-format";
import { RecentSessionsList } from "@/components/recent-sessions-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { authDialog } from "@/lib/auth-dialog";
import { paths } from "@/lib/paths";
import { fetchSessionStats, sessionKeys, useSessionCount, useStorageUsage } from "@/api/sessions";
import { StorageWarning } from "@/components/storage-usage";
import { useCurrentUser } from "@/api/auth";
import { useStartTrial } from "@/lib/start-trial";
import { limitReachedAction } from "@shared/content/plans";
import { dashboardCopy } from "@shared/content/ui/dashboard";

export function DashboardView() {
  const { user, isPending } = useCurrentUser();

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
            <LayoutDashboard className="size-7 text-primary" aria-hidden="true" />
            Dashboard
          </h1>
          {user && (
            <p className="mt-2 text-muted-foreground">
              Welcome back{user.name ? `, ${user.name}` : ""}. Here is how your rescues are going.
            </p>
          )}
        </div>
        {user && (
          <Button asChild>
            <Link to={paths.problems}>
              <Plus aria-hidden="true" />
              New Rescue
            </Link>
          </Button>
        )}
      </header>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="status" aria-label="Loading">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : !user ? (
        <Card className="mx-auto max-w-md text-center">
          <CardHeader>
            <LogIn className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <CardTitle>Sign in to see your dashboard</CardTitle>
            <CardDescription>{dashboardCopy.signInToSee}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => authDialog.open("login", paths.dashboard)}>Sign In</Button>
          </CardContent>
        </Card>
      ) : (
        <SignedIn uid={user.id} />
      )}
    </main>
  );
}

function SignedIn({ uid }: { uid: string }) {
  const stats = useQuery({ queryKey: sessionKeys.stats, queryFn: fetchSessionStats, staleTime: 0 });
  const count = useSessionCount(uid);
  const storage = useStorageUsage(true);

  return (
    <div className="grid gap-6">
      {storage.data && <StorageWarning usage={storage.data} />}
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Session statistics
        </h2>
        {stats.isError ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Could not load your statistics</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(stats.error)}</p>
              <Button size="sm" variant="outline" className="mt-3" onClick={() => void stats.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat icon={<Rocket />} label="Total sessions" value={stats.data?.total} testId="stat-total" />
            <Stat icon={<CheckCircle2 />} label="Successful" value={stats.data?.successful} testId="stat-successful" />
            <Stat
              icon={<Percent />}
              label="Success rate"
              value={stats.data ? `${stats.data.successRate}%` : undefined}
              testId="stat-rate"
            />
            <Stat
              icon={<Clock />}
              label="Average time"
              value={stats.data ? formatHoursMinutes(stats.data.averageTime) : undefined}
              hint="From start to success"
              testId="stat-average"
            />
          </div>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="recent-heading">
          <Card>
            <CardHeader className="flex-row items-center justify-between gap-4 space-y-0">
              <CardTitle id="recent-heading">Recent sessions</CardTitle>
              <Button asChild variant="link" className="h-auto px-0">
                <Link to={paths.sessions}>View all sessions</Link>
              </Button>
            </CardHeader>
            <CardContent>
              <RecentSessionsList uid={uid} limit={5} emptyText={dashboardCopy.noRescuesYet} />
            </CardContent>
          </Card>
        </section>

        <section aria-labelledby="usage-heading">
          <Card>
            <CardHeader>
              <CardTitle id="usage-heading">Monthly usage</CardTitle>
              <CardDescription>Rescues started this calendar month.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              {count.isPending ? (
                <Skeleton className="h-16" />
              ) : count.isError ? (
                <p className="text-sm text-destructive" role="alert">
                  Could not load your usage. {errorMessage(count.error)}
                </p>
              ) : count.data.unlimited ? (
                <p className="flex items-center gap-2 text-lg font-semibold" data-testid="usage-text">
                  <InfinityIcon className="size-5 text-primary" aria-hidden="true" />
                  Unlimited
                  <span className="text-sm font-normal text-muted-foreground">
                    ({count.data.monthlyCount} this month)
                  </span>
                </p>
              ) : (
                <UsageBar used={count.data.monthlyCount} limit={count.data.limit ?? 3} resetsAt={count.data.resetsAt} />
              )}
            </CardContent>
          </Card>
        </section>
      </div>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode | undefined;
  hint?: string;
  testId: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary [&_svg]:size-5"
          aria-hidden="true"
        >
          {icon}
        </span>
        <dl className="min-w-0">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value === undefined ? <Skeleton className="mt-1 h-7 w-16" /> : value}
          </dd>
          {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
        </dl>
      </CardContent>
    </Card>
  );
}

function UsageBar({ used, limit, resetsAt }: { used: number; limit: number; resetsAt: string }) {
  const trial = useStartTrial("rescue");
  const trialOffered = trial.offered;
  const percent = usagePercent(used, limit);
  const warning = isUsageWarning(percent);
  return (
    <>
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-lg font-semibold" data-testid="usage-text">
          {Math.min(used, limit)} of {limit} free rescues used
        </p>
        <span className="text-sm tabular-nums text-muted-foreground">{percent}%</span>
      </div>
      <Progress
        value={percent}
        aria-label={`${percent}% of the free monthly limit used`}
        indicatorClassName={warning ? "bg-warning" : undefined}
      />
      {warning ? (
        <Alert variant="warning" data-testid="usage-warning">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{used >= limit ? "Free rescues used up" : "Almost out of free rescues"}</AlertTitle>
          <AlertDescription>
            <p>
              {used >= limit
                ? limitReachedMessage(resetsAt, trialOffered)
                : `${limitReachedAction(trialOffered)} for unlimited rescues.`}
            </p>
            {trialOffered ? (
              <Button size="sm" className="mt-3" onClick={() => void trial.startTrial()} disabled={trial.pending}>
                <Crown aria-hidden="true" />
                {limitReachedAction(true)}
              </Button>
            ) : (
              <Button asChild size="sm" className="mt-3">
                <Link to={paths.checkout("pro_monthly")}>
                  <Crown aria-hidden="true" />
                  {limitReachedAction(false)}
                </Link>
              </Button>
            )}
          </AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm text-muted-foreground">{limit - used} left this month. Pro removes the limit.</p>
      )}
    </>
  );
}
