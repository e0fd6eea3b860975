import { AlertCircle, ReceiptText } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useBillingHistory } from "@/api/billing-history";
import { formatDate } from "@/lib/format-date";

/** Refunds and refused trials: what the server did with a payment on its own, so it never goes unexplained. */
export function BillingHistoryList() {
  const history = useBillingHistory();
  return (
    <section aria-labelledby="billing-history-title" className="space-y-2 border-t pt-4">
      <h3 id="billing-history-title" className="flex items-center gap-2 text-sm font-semibold">
        <ReceiptText className="size-4" aria-hidden="true" /> Billing history
      </h3>
      {history.isPending ? (
        <Skeleton className="h-5 w-64" role="status" aria-label="Loading billing history" />
      ) : history.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>Billing history could not be loaded. Please try again later.</AlertDescription>
        </Alert>
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No refunds or refused payments.</p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="billing-history">
          {history.data.entries.map((entry) => (
            <li key={entry.id} className="rounded-md border p-3">
              <p className="text-xs text-muted-foreground">
                {formatDate(entry.at)} · {entry.kind === "refund" ? "Refund" : "Trial refused"}
              </p>
              <p>{entry.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
