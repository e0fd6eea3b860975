import { AlertTriangle, Crown, HardDrive } from "lucide-react";
import { Link } from "react-router";
import { type StorageUsage, storageSummary, storageWarning } from "@shared/domain/storage-quota";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { useStorageUsage } from "@/api/sessions";
import { paths } from "@/lib/paths";

/** The warning from 80% of the quota (decision 0260), with the ways out; nothing below it. */
export function StorageWarning({ usage }: { usage: StorageUsage }) {
  const warning = storageWarning(usage);
  if (!warning) return null;
  return (
    <Alert variant={usage.full ? "destructive" : "warning"} data-testid="storage-warning">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{warning.title}</AlertTitle>
      <AlertDescription>
        <p>{warning.text}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <Link to={paths.sessions}>Open History</Link>
          </Button>
          {!usage.isPro && (
            <Button asChild size="sm">
              <Link to={paths.checkout("pro_monthly")}>
                <Crown aria-hidden="true" />
                Upgrade to Pro
              </Link>
            </Button>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** Settings: what the account stores against its quota, as counts and a bar, and the warning when near. */
export function StorageMeter() {
  const usage = useStorageUsage(true);
  if (usage.isPending) return <Skeleton className="h-14" />;
  if (usage.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        Could not load your storage. {errorMessage(usage.error)}
      </p>
    );
  const data = usage.data;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-2 text-sm font-medium">
          <HardDrive className="size-4 text-muted-foreground" aria-hidden="true" />
          Storage
        </p>
        <p className="text-sm tabular-nums text-muted-foreground" data-testid="storage-summary">
          {storageSummary(data)}
        </p>
      </div>
      <Progress
        value={data.percent}
        aria-label={`${data.percent}% of your storage used`}
        indicatorClassName={data.full ? "bg-destructive" : data.warning ? "bg-warning" : undefined}
      />
      <StorageWarning usage={data} />
    </div>
  );
}
